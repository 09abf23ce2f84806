#include "front/mud/mux_text.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace mudchess::mud {

namespace {

constexpr char ESC = '\x1b';
// TinyMUX's escape() set: what its evaluator reads as code anywhere in an argument.
constexpr std::string_view SPECIAL = "%\\[](){};,^$";
// %x letters for the basic colours, in ANSI order (black, red, green, yellow, blue, magenta,
// cyan, white); upper case is the background.
constexpr std::string_view MUX_LETTERS = "xrgybmcw";

bool isControl(unsigned char c) { return c < 0x20 || c == 0x7f || c == 0xfe || c == 0xff; }

// The length of the escape sequence starting at `at` (text[at] is ESC): CSI sequences up to
// their final byte, any other escape as ESC and one byte.
std::size_t escapeLength(std::string_view text, std::size_t at) {
    if (at + 1 >= text.size()) return 1;
    if (text[at + 1] != '[') return 2;
    std::size_t end = at + 2;
    while (end < text.size() && !(text[end] >= 0x40 && text[end] <= 0x7e)) ++end;
    return end < text.size() ? end - at + 1 : text.size() - at;
}

// ESC [ 0;1;31;42 m as MUX codes; the colours mudchess's 16-colour encoding writes.
void appendColourCodes(std::string& out, std::string_view parameters) {
    std::vector<int> codes;
    int n = 0;
    bool any = false;
    for (char c : parameters) {
        if (c >= '0' && c <= '9') {
            n = n * 10 + (c - '0');
            any = true;
            if (n > 255) return; // not ours
        } else if (c == ';') {
            codes.push_back(any ? n : 0);
            n = 0;
            any = false;
        } else {
            return; // not a colour change
        }
    }
    codes.push_back(any ? n : 0);
    for (std::size_t i = 0; i < codes.size(); ++i) {
        int code = codes[i];
        if (code == 0)
            out += "%xn";
        else if (code == 1)
            out += "%xh";
        else if (code == 4)
            out += "%xu";
        else if (code == 7)
            out += "%xi";
        else if (code >= 30 && code <= 37)
            out += std::string("%x") + MUX_LETTERS[std::size_t(code - 30)];
        else if (code >= 90 && code <= 97)
            out += std::string("%xh%x") + MUX_LETTERS[std::size_t(code - 90)];
        else if (code >= 40 && code <= 47)
            out += std::string("%x") + char(MUX_LETTERS[std::size_t(code - 40)] - 'a' + 'A');
        else if (code >= 100 && code <= 107)
            out += std::string("%x") + char(MUX_LETTERS[std::size_t(code - 100)] - 'a' + 'A');
        else if (code == 38 || code == 48)
            i += 2; // 256 colours (38;5;N): MUX %x has no form the robot asks for; skipped
    }
}

// Blanks the server would squeeze or trim: at the start or end, after a line break, or next to
// another blank. Decided on what is written (dropped bytes may have brought blanks together).
std::string keepBlanks(const std::string& raw) {
    std::string out;
    out.reserve(raw.size() + 16);
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != ' ') {
            out += raw[i];
            continue;
        }
        bool lineStart = i == 0 || (i >= 2 && raw.compare(i - 2, 2, "%r") == 0);
        bool squeezed = lineStart || i + 1 == raw.size() || raw[i - 1] == ' ' || raw[i + 1] == ' ';
        out += squeezed ? "%b" : " ";
    }
    return out;
}

} // namespace

std::string muxLiteral(std::string_view text) {
    std::string raw;
    raw.reserve(text.size() + text.size() / 4 + 8);
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == ESC) {
            std::size_t length = escapeLength(text, i);
            if (length >= 3 && text[i + length - 1] == 'm')
                appendColourCodes(raw, text.substr(i + 2, length - 3));
            i += length - 1;
            continue;
        }
        if (c == '\n') {
            raw += "%r";
            continue;
        }
        if (c == '\t')
            c = ' ';
        else if (isControl(static_cast<unsigned char>(c)))
            continue;
        if (SPECIAL.find(c) != std::string_view::npos) raw += '\\';
        raw += c;
    }
    return keepBlanks(raw);
}

std::string withoutControls(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == ESC) {
            i += escapeLength(text, i) - 1;
            continue;
        }
        if (!isControl(static_cast<unsigned char>(text[i]))) out += text[i];
    }
    return out;
}

} // namespace mudchess::mud
