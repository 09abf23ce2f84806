#include "front/irc/sanitize.hpp"

#include <cctype>

namespace mudchess::irc {

namespace {

constexpr char BOLD = '\x02', COLOUR = '\x03', HEX_COLOUR = '\x04', RESET = '\x0F',
               MONOSPACE = '\x11', REVERSE = '\x16', ITALIC = '\x1D', STRIKE = '\x1E',
               UNDERLINE = '\x1F';

bool isFormatting(char c) {
    return c == BOLD || c == COLOUR || c == HEX_COLOUR || c == RESET || c == MONOSPACE ||
           c == REVERSE || c == ITALIC || c == STRIKE || c == UNDERLINE;
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// After \x03: up to two digits, then optionally ",<up to two digits>".
std::size_t colourArgumentLength(std::string_view s, std::size_t i) {
    std::size_t start = i;
    for (int n = 0; n < 2 && i < s.size() && isDigit(s[i]); ++n) ++i;
    if (i == start) return 0;
    if (i + 1 < s.size() && s[i] == ',' && isDigit(s[i + 1])) {
        ++i;
        for (int n = 0; n < 2 && i < s.size() && isDigit(s[i]); ++n) ++i;
    }
    return i - start;
}

// After \x04: six hex digits, then optionally ",<six hex digits>".
std::size_t hexColourArgumentLength(std::string_view s, std::size_t i) {
    auto hex6 = [&](std::size_t at) {
        if (at + 6 > s.size()) return false;
        for (std::size_t k = at; k < at + 6; ++k)
            if (!std::isxdigit(static_cast<unsigned char>(s[k]))) return false;
        return true;
    };
    if (!hex6(i)) return 0;
    if (i + 7 <= s.size() && s[i + 6] == ',' && hex6(i + 7)) return 13;
    return 6;
}

} // namespace

std::string stripFormatting(std::string_view line) {
    std::string out;
    out.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (!isFormatting(c)) {
            out += c;
            continue;
        }
        if (c == COLOUR) i += colourArgumentLength(line, i + 1);
        if (c == HEX_COLOUR) i += hexColourArgumentLength(line, i + 1);
    }
    return out;
}

std::string wireSafe(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '\r' || c == '\n' || c == '\0')
            out += ' ';
        else if ((byte < 0x20 && !isFormatting(c)) || byte == 0x7F)
            continue;
        else
            out += c;
    }
    return out;
}

std::string safeToken(std::string_view token) {
    std::string out;
    for (char c : token) {
        auto byte = static_cast<unsigned char>(c);
        if (byte <= 0x20 || byte == 0x7F || c == ',' || (out.empty() && c == ':')) continue;
        out += c;
    }
    return out;
}

} // namespace mudchess::irc
