// What "the server evaluates nothing" means for a robot's command text, checked byte by byte
// (shared by the unit tests and the fuzzer): every code character is escaped, % starts only the
// substitutions the robot writes itself (%r, %b, %x colour), no blanks the server would squeeze,
// no control bytes that could end the command or reach a client.
#pragma once

#include <string_view>

namespace mudchess::mud::test {

// Empty when `text` is safe; otherwise what is wrong with it, at which byte.
inline std::string_view muxProblem(std::string_view text) {
    constexpr std::string_view code = "%\\[](){};,^$";
    constexpr std::string_view colours = "nhuixrgybmcwXRGYBMCW";
    for (std::size_t i = 0; i < text.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f || c == 0xfe || c == 0xff) return "a control byte";
        if (c == '\\') {
            if (i + 1 >= text.size()) return "a backslash at the end";
            if (code.find(text[i + 1]) == std::string_view::npos)
                return "a backslash before an ordinary character";
            ++i;
            continue;
        }
        if (c == '%') {
            if (i + 1 >= text.size()) return "a % at the end";
            char s = text[i + 1];
            if (s == 'r' || s == 'b') {
                ++i;
                continue;
            }
            if (s == 'x' && i + 2 < text.size() &&
                colours.find(text[i + 2]) != std::string_view::npos) {
                i += 2;
                continue;
            }
            return "a substitution the robot does not write";
        }
        if (code.find(text[i]) != std::string_view::npos) return "an unescaped code character";
        if (c == ' ' &&
            (i == 0 || i + 1 == text.size() || text[i - 1] == ' ' || text[i + 1] == ' '))
            return "a blank the server would squeeze";
    }
    return {};
}

} // namespace mudchess::mud::test
