// A MUD object's number as TinyMUX writes it: "#" and digits ("#12").
#pragma once

#include <algorithm>
#include <string_view>

namespace mudchess::mud {

inline bool isDbref(std::string_view s) {
    return s.size() >= 2 && s[0] == '#' &&
           std::all_of(s.begin() + 1, s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace mudchess::mud
