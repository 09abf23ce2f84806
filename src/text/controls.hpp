// Control characters in text from outside: C0 (below U+0020), DEL, and the C1 controls
// U+0080-U+009F (UTF-8 C2 80 to C2 9F; U+009B, CSI, starts a terminal's escape sequence as
// ESC [ does). Text that is judged or echoed asks here, so no reader forgets C1.
#pragma once

#include <cstddef>
#include <string_view>

namespace mudchess {

// How many bytes the control character at `i` of `text` takes (1 or 2), or 0 when none starts
// there.
inline std::size_t controlAt(std::string_view text, std::size_t i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) return 1;
    if (c == 0xC2 && i + 1 < text.size()) {
        auto next = static_cast<unsigned char>(text[i + 1]);
        if (next >= 0x80 && next <= 0x9F) return 2;
    }
    return 0;
}

inline bool hasControl(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (controlAt(text, i)) return true;
    return false;
}

} // namespace mudchess
