#include "front/serve/utf8.hpp"

#include <cstdint>
#include <cstring>

namespace mudchess::serve {

namespace {

// The length of the well-formed sequence at `i`, or 0 when the bytes there are not one.
std::size_t sequenceAt(std::string_view s, std::size_t i) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    unsigned char b0 = byte(i);
    if (b0 < 0x80) return 1;
    std::size_t length;
    unsigned char low = 0x80, high = 0xBF; // the range of the second byte
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        if (b0 == 0xE0) low = 0xA0;  // overlong
        if (b0 == 0xED) high = 0x9F; // surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        if (b0 == 0xF0) low = 0x90;  // overlong
        if (b0 == 0xF4) high = 0x8F; // past U+10FFFF
    } else {
        return 0;
    }
    if (i + length > s.size()) return 0;
    if (byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k)
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    return length;
}

} // namespace

std::size_t firstBadUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        // ASCII eight bytes at a time (most of what serve reads and writes is ASCII).
        std::uint64_t word;
        if (i + 8 <= text.size() &&
            (std::memcpy(&word, text.data() + i, 8), (word & 0x8080808080808080) == 0)) {
            i += 8;
            continue;
        }
        std::size_t n = sequenceAt(text, i);
        if (n == 0) return i;
        i += n;
    }
    return text.size();
}

std::string replaceBadUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = sequenceAt(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    return out;
}

} // namespace mudchess::serve
