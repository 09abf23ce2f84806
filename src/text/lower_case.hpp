// Letters made small for comparing words people type with the words we know ("Knight", "KNIGHT",
// "knight"). ASCII only: names in other scripts are compared as typed.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace mudchess {

inline std::string lowerCase(std::string_view text) {
    std::string lower(text);
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

} // namespace mudchess
