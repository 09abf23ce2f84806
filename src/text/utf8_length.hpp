// Where PGN text is judged (chess/pgn.cpp) and shown (render/pgn_words.cpp): a character of two
// or more bytes, such as a figurine, passes whole, and anything else byte by byte. Both must cut
// the text alike, or a token the reader let through could be shown garbled.
#pragma once

#include <cstddef>
#include <string_view>

namespace mudchess {

// The length of the UTF-8 sequence of two or more bytes starting at `i` (a lead byte and its
// continuation bytes), else 0.
inline std::size_t utf8Length(std::string_view s, std::size_t i) {
    auto lead = static_cast<unsigned char>(s[i]);
    std::size_t n = lead >= 0xc2 && lead <= 0xdf   ? 2
                    : lead >= 0xe0 && lead <= 0xef ? 3
                    : lead >= 0xf0 && lead <= 0xf4 ? 4
                                                   : 0;
    if (n == 0 || i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return 0;
    return n;
}

} // namespace mudchess
