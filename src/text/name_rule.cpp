#include "text/name_rule.hpp"

#include "text/lower_case.hpp"

#include <array>
#include <cctype>
#include <cstdio>

namespace mudchess {

namespace {

struct Range {
    char32_t first, last;
};

bool inAny(char32_t c, const auto& ranges) {
    for (const Range& r : ranges)
        if (c >= r.first && c <= r.last) return true;
    return false;
}

// Marks and formatting that set or change the direction text is shown in: with them a name can
// turn the rest of a room's line around.
constexpr std::array<Range, 4> BIDI = {{
    {0x061C, 0x061C}, // arabic letter mark
    {0x200E, 0x200F}, // left-to-right and right-to-left marks
    {0x202A, 0x202E}, // embeddings and overrides
    {0x2066, 0x2069}, // isolates
}};

// Characters that show nothing (or nothing of their own), so two names that differ by them look
// the same.
constexpr std::array<Range, 19> INVISIBLE = {{
    {0x00AD, 0x00AD},   // soft hyphen
    {0x034F, 0x034F},   // combining grapheme joiner
    {0x115F, 0x1160},   // hangul choseong and jungseong fillers
    {0x17B4, 0x17B5},   // khmer inherent vowels
    {0x180B, 0x180F},   // mongolian variation selectors and vowel separator
    {0x200B, 0x200D},   // zero width space, non-joiner, joiner
    {0x2060, 0x2065},   // word joiner, invisible operators
    {0x206A, 0x206F},   // deprecated format characters
    {0x2800, 0x2800},   // braille pattern blank
    {0x3164, 0x3164},   // hangul filler
    {0xFE00, 0xFE0F},   // variation selectors
    {0xFEFF, 0xFEFF},   // zero width no-break space (byte order mark)
    {0xFFA0, 0xFFA0},   // halfwidth hangul filler
    {0xFFF9, 0xFFFB},   // interlinear annotation
    {0x1BCA0, 0x1BCA3}, // shorthand format controls
    {0x1D173, 0x1D17A}, // musical symbol format controls
    {0xE0000, 0xE007F}, // tags
    {0xE0100, 0xE01EF}, // variation selectors supplement
    {0x110BD, 0x110BD}, // kaithi number sign
}};

// Spaces that look like the plain one (or like nothing).
constexpr std::array<Range, 6> ODD_SPACES = {{
    {0x00A0, 0x00A0},
    {0x1680, 0x1680},
    {0x2000, 0x200A},
    {0x202F, 0x202F},
    {0x205F, 0x205F},
    {0x3000, 0x3000},
}};

bool isControl(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
}

bool isNoncharacter(char32_t c) { return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE; }

std::optional<NameFault> faultOf(char32_t c) {
    if (isControl(c)) return NameFault::CONTROL;
    if (c < 0x80) return std::nullopt;
    if (inAny(c, BIDI)) return NameFault::BIDI;
    if (inAny(c, INVISIBLE)) return NameFault::INVISIBLE;
    if (inAny(c, ODD_SPACES)) return NameFault::ODD_SPACE;
    if (isNoncharacter(c)) return NameFault::NONCHARACTER;
    return std::nullopt;
}

} // namespace

std::optional<Utf8Character> utf8CharacterAt(std::string_view s, std::size_t i) {
    if (i >= s.size()) return std::nullopt;
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    unsigned char b0 = byte(i);
    if (b0 < 0x80) return Utf8Character{b0, 1};
    std::size_t length;
    unsigned char low = 0x80, high = 0xBF; // the range of the second byte
    char32_t code;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        code = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        code = b0 & 0x0F;
        if (b0 == 0xE0) low = 0xA0;  // overlong
        if (b0 == 0xED) high = 0x9F; // surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        code = b0 & 0x07;
        if (b0 == 0xF0) low = 0x90;  // overlong
        if (b0 == 0xF4) high = 0x8F; // past U+10FFFF
    } else {
        return std::nullopt;
    }
    if (i + length > s.size()) return std::nullopt;
    if (byte(i + 1) < low || byte(i + 1) > high) return std::nullopt;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return std::nullopt;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    return Utf8Character{code, length};
}

std::optional<NameProblem> nameProblem(std::string_view name, std::size_t most) {
    if (name.empty()) return NameProblem{NameFault::EMPTY};
    if (name.size() > most) return NameProblem{NameFault::TOO_LONG, most};
    for (std::size_t i = 0; i < name.size();) {
        std::optional<Utf8Character> c = utf8CharacterAt(name, i);
        if (!c) return NameProblem{NameFault::BROKEN_UTF8, i};
        if (std::optional<NameFault> fault = faultOf(c->code))
            return NameProblem{*fault, i, c->code};
        i += c->length;
    }
    if (name.front() == ' ') return NameProblem{NameFault::EDGE_BLANK, 0, U' '};
    if (name.back() == ' ') return NameProblem{NameFault::EDGE_BLANK, name.size() - 1, U' '};
    return std::nullopt;
}

std::string codePointName(char32_t c) {
    char out[16];
    std::snprintf(out, sizeof out, "U+%04X", static_cast<unsigned>(c));
    return out;
}

std::string_view nameFaultName(NameFault fault) {
    switch (fault) {
    case NameFault::EMPTY: return "empty";
    case NameFault::TOO_LONG: return "too_long";
    case NameFault::BROKEN_UTF8: return "broken_utf8";
    case NameFault::CONTROL: return "control";
    case NameFault::BIDI: return "bidi";
    case NameFault::INVISIBLE: return "invisible";
    case NameFault::ODD_SPACE: return "odd_space";
    case NameFault::EDGE_BLANK: return "edge_blank";
    case NameFault::NONCHARACTER: return "noncharacter";
    }
    return "unknown";
}

std::string nameKey(std::string_view name) { return lowerCase(name); }

// As nameKey(a) == nameKey(b), without making either (it is asked of every command's actor).
bool sameName(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace mudchess
