#include "front/serve/json_writer.hpp"

#include "front/serve/utf8.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace mudchess::serve {

JsonWriter& JsonWriter::open(char bracket) {
    comma();
    out_ += bracket;
    afterValue_ = false;
    return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
    out_ += bracket;
    afterValue_ = true;
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    comma();
    // Keys are the protocol's own short words, which need no escape: written as they are.
    bool plain = std::all_of(name.begin(), name.end(),
                             [](char c) { return c >= 0x20 && c < 0x7F && c != '"' && c != '\\'; });
    if (plain) {
        out_ += '"';
        out_ += name;
        out_ += "\":";
    } else {
        quoted(name);
        out_ += ':';
    }
    afterValue_ = false;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    comma();
    quoted(text);
    afterValue_ = true;
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json) {
    comma();
    out_ += json;
    afterValue_ = true;
    return *this;
}

JsonWriter& JsonWriter::textOrNull(std::string_view name, std::string_view text) {
    key(name);
    return text.empty() ? value(nullptr) : value(text);
}

namespace {

// Whether any of the 8 bytes in `word` may need an escape: below 0x20, '"' or '\\'. (The bit
// tricks of "Bit Twiddling Hacks", "determine if a word has a byte less than n": eight bytes are
// looked at in a few instructions, as most text, a drawn board above all, needs no escape.)
bool mayNeedEscape(std::uint64_t word) {
    constexpr std::uint64_t ONES = 0x0101010101010101, HIGH = 0x8080808080808080;
    auto hasZero = [&](std::uint64_t w) { return (w - ONES) & ~w & HIGH; };
    auto hasBelow = [&](std::uint64_t w, std::uint64_t n) { return (w - ONES * n) & ~w & HIGH; };
    return hasBelow(word, 0x20) || hasZero(word ^ (ONES * '"')) || hasZero(word ^ (ONES * '\\'));
}

} // namespace

void JsonWriter::quoted(std::string_view text) {
    if (firstBadUtf8(text) == text.size()) {
        escaped(text);
    } else {
        escaped(replaceBadUtf8(text));
    }
}

void JsonWriter::escaped(std::string_view text) {
    out_ += '"';
    std::size_t plain = 0; // the start of the run of bytes that need no escape
    for (std::size_t i = 0; i < text.size(); ++i) {
        // Eight bytes at a time while none of them needs one.
        while (i + 8 <= text.size()) {
            std::uint64_t word;
            std::memcpy(&word, text.data() + i, 8);
            if (mayNeedEscape(word)) break;
            i += 8;
        }
        if (i == text.size()) break;
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out_.append(text.substr(plain, i - plain));
        plain = i + 1;
        switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\b': out_ += "\\b"; break;
        case '\f': out_ += "\\f"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default: {
            static constexpr char HEX[] = "0123456789abcdef";
            char u[] = {'\\', 'u', '0', '0', HEX[c >> 4], HEX[c & 0xF]};
            out_.append(u, sizeof u);
        }
        }
    }
    out_.append(text.substr(plain));
    out_ += '"';
}

} // namespace mudchess::serve
