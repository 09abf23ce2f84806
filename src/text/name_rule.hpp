// The one rule for names: what a player's, a place's or an object's name may hold, and how two
// names are compared. Every way in (the service's handle and act for actor and place, serve's
// fields, the dispatcher for object names and challenged players, any host such as a MUD robot)
// asks nameProblem, so a name refused on one path is refused on all, with the same sentence.
//
// A name is valid UTF-8 of at most `most` bytes, not empty, without a blank at either end, and
// with no character a reader could not see or that changes how the text around it is shown:
// control characters (C0, DEL, C1 such as U+009B, line and paragraph separators), bidirectional
// marks, embeddings, overrides and isolates, zero-width and other invisible characters (so
// "bob" and "b\u200Bob" cannot both be names that look alike), spaces other than the plain one,
// and noncharacters. Letters of any script ("Zoë", "棋") are names.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

// Actors and places are names, not documents.
inline constexpr std::size_t MAX_NAME_BYTES = 256;

enum class NameFault {
    EMPTY,
    TOO_LONG,
    BROKEN_UTF8,
    CONTROL,      // C0, DEL, C1, U+2028, U+2029
    BIDI,         // U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069
    INVISIBLE,    // zero-width, soft hyphen, fillers, variation selectors, tags, ...
    ODD_SPACE,    // a space other than U+0020 (no-break, em, ideographic, ...)
    EDGE_BLANK,   // a plain space at the start or the end
    NONCHARACTER, // U+FDD0-U+FDEF, U+xFFFE, U+xFFFF
};

struct NameProblem {
    NameFault fault;
    std::size_t at = 0;     // the byte (0-based) where the character at fault starts
    char32_t character = 0; // the code point at fault, for the faults that have one
};

// What is wrong with `name` as a name, or nothing when it is a good one.
std::optional<NameProblem> nameProblem(std::string_view name, std::size_t most = MAX_NAME_BYTES);

// "control", "bidi", "invisible", "odd_space", "edge_blank", "noncharacter", "broken_utf8",
// "empty", "too_long": a problem's name for a program (a refusal's `problem` param).
std::string_view nameFaultName(NameFault fault);

// "U+200B".
std::string codePointName(char32_t c);

// How names are compared where a name typed by a person is matched against one the program
// holds (a place after "in", the computer's own name): letters A-Z as a-z, everything else as it
// is. Names that pass nameProblem cannot differ by characters nobody sees.
std::string nameKey(std::string_view name);
bool sameName(std::string_view a, std::string_view b);

// The character whose UTF-8 starts at byte `i` of `text` and its length in bytes, or nothing
// when the bytes there are not well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
// nothing past U+10FFFF).
struct Utf8Character {
    char32_t code;
    std::size_t length;
};
std::optional<Utf8Character> utf8CharacterAt(std::string_view text, std::size_t i);

} // namespace mudchess
