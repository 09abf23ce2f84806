#include "render/colour_encoding.hpp"

#include <array>

namespace mudchess {

namespace {

void nothing(std::string&, const TextStyle&) {}

void asItIs(std::string& out, std::string_view text) { out += text; }

// TinyMUX, PennMUSH and RhostMUSH all read a backslash as "the next character is text".
void muxEscaped(std::string& out, std::string_view text) {
    for (char c : text) {
        if (c == '%' || c == '[' || c == ']' || c == '\\') out += '\\';
        out += c;
    }
}

// SGR parameters: attributes, then the colours in the form `colourCodes` writes.
template <void (*colourCodes)(std::string&, const TextStyle&)>
void ansiOpen(std::string& out, const TextStyle& s) {
    out += "\x1b[0";
    if (s.bold) out += ";1";
    if (s.underline) out += ";4";
    if (s.reverse) out += ";7";
    colourCodes(out, s);
    out += 'm';
}

void ansi16Colours(std::string& out, const TextStyle& s) {
    // 30-37 and 90-97 for letters, 40-47 and 100-107 for backgrounds.
    auto code = [&](const Colour& c, int dark, int bright) {
        if (!c.isSet()) return;
        out += ';';
        out += std::to_string(c.basic < 8 ? dark + c.basic : bright + c.basic - 8);
    };
    code(s.foreground, 30, 90);
    code(s.background, 40, 100);
}

void ansi256Colours(std::string& out, const TextStyle& s) {
    if (s.foreground.isSet()) out += ";38;5;" + std::to_string(s.foreground.full);
    if (s.background.isSet()) out += ";48;5;" + std::to_string(s.background.full);
}

// mIRC's sixteen colours in the order of the basic terminal colours (black, red, ... white,
// then the bright ones). irssi and weechat map them straight back to those terminal colours, so
// a scheme's basic colour is what their players see. Only these sixteen are written: the
// extended codes 16-98 have no fallback within one code, and HexChat shows 16-31 in colours of
// its own palette rather than the extended ones.
constexpr std::array<int, 16> MIRC_OF_BASIC = {1,  5, 3, 7, 2,  6,  10, 15,
                                               14, 4, 9, 8, 12, 13, 11, 0};

void twoDigits(std::string& out, int n) {
    out += char('0' + n / 10);
    out += char('0' + n % 10);
}

void mircOpen(std::string& out, const TextStyle& s) {
    out += '\x0f'; // a clean start, as ANSI's 0
    if (s.bold) out += '\x02';
    if (s.underline) out += '\x1f';
    if (s.reverse) out += '\x16';
    if (!s.foreground.isSet() && !s.background.isSet()) return;
    // Two digits always, so a digit in the text (a rank number) is never read as a colour.
    // A background needs a foreground before it; 99 is the client's own colour.
    out += '\x03';
    twoDigits(out, s.foreground.isSet() ? MIRC_OF_BASIC[std::size_t(s.foreground.basic)] : 99);
    if (s.background.isSet()) {
        out += ',';
        twoDigits(out, MIRC_OF_BASIC[std::size_t(s.background.basic)]);
    }
}

// MUX codes: %xn back to normal, %xh bright (bold), %xu underline, %xi inverse, then a letter per
// basic colour, lower case for the letters and upper case for the background. The bright half of
// the sixteen is the dark one with %xh; a background has no bright form, so it takes the dark.
void muxOpen(std::string& out, const TextStyle& s) {
    static constexpr std::string_view LETTERS = "xrgybmcw";
    out += "%xn";
    bool brightLetters = s.foreground.isSet() && s.foreground.basic >= 8;
    if (s.bold || brightLetters) out += "%xh";
    if (s.underline) out += "%xu";
    if (s.reverse) out += "%xi";
    if (s.foreground.isSet()) {
        out += "%x";
        out += LETTERS[std::size_t(s.foreground.basic % 8)];
    }
    if (s.background.isSet()) {
        out += "%x";
        out += char(LETTERS[std::size_t(s.background.basic % 8)] - 'a' + 'A');
    }
}

// In the order of ColourEncoding.
constexpr std::array<ColourEncoder, 5> ENCODERS = {{
    {nothing, "", false, asItIs, false},
    {ansiOpen<ansi16Colours>, "\x1b[0m", true, asItIs, false},
    {ansiOpen<ansi256Colours>, "\x1b[0m", true, asItIs, false},
    {mircOpen, "\x0f", true, asItIs, false},
    {muxOpen, "%xn", true, muxEscaped, true},
}};

} // namespace

const ColourEncoder& encoderFor(ColourEncoding encoding) { return ENCODERS[std::size_t(encoding)]; }

std::string painted(std::string_view text, const TextStyle& style, ColourEncoding encoding) {
    const ColourEncoder& e = encoderFor(encoding);
    std::string out;
    if (!e.paints) return std::string(text);
    if (style.plain()) {
        e.text(out, text);
        return out;
    }
    e.open(out, style);
    e.text(out, text);
    out += e.close;
    return out;
}

} // namespace mudchess
