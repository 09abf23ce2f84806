// The board in words: describing the position, reading a rank or file, finding pieces: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/word_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct describe_command;
struct last_command;
struct whose_command;
} // namespace mudchess::grammar

namespace mudchess::command {

struct DescribeBoard { // describe [the] [board|position] [on X]
    ObjectRef object;
    bool operator==(const DescribeBoard&) const = default;
};
template <> struct MadeBy<grammar::describe_command> : Makes<DescribeBoard> {};
template <>
inline constexpr auto ROWS<DescribeBoard> = rows({{.words = "describe",
                                                   .help = "describe",
                                                   .example = "describe the position on board",
                                                   .wordsOnly = WordsOnly::AS_DATA}});

struct ReadLine {     // read rank <1-8> [on X]; read file <a-h> [on X]
    bool rank = true; // false: a file
    char which = '1'; // '1'..'8' for a rank, 'a'..'h' for a file
    ObjectRef object;
    bool operator==(const ReadLine&) const = default;
};
template <>
inline constexpr auto ROWS<ReadLine> = rows({{.words = "read",
                                              .help = "describe",
                                              .example = "read rank 1 on board",
                                              .wordsOnly = WordsOnly::AS_DATA}});

// ALL: every piece of the side ("where are the white pieces").
enum class PieceKind : std::uint8_t { KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, COMMONER, ALL };

struct FindPieces {                    // where {is|are} [the|my] [white|black] <piece(s)> [on X]
    std::optional<Side> side;          // not said: both sides
    PieceKind piece = PieceKind::KING; // KING means the royal piece in every variant
    ObjectRef object;
    bool mine = false; // "my king": the speaker's side
    bool operator==(const FindPieces&) const = default;
};
template <>
inline constexpr auto ROWS<FindPieces> = rows({{.words = "where",
                                                .help = "describe",
                                                .example = "where are the white knights on board",
                                                .wordsOnly = WordsOnly::AS_DATA}});

struct ShowSquare {     // what is on e4 [on X]; what's on e4
    std::string square; // "e4", lower case
    ObjectRef object;
    bool operator==(const ShowSquare&) const = default;
};
template <>
inline constexpr auto ROWS<ShowSquare> = rows({{.words = "what",
                                                .help = "describe",
                                                .example = "what is on e4 on board",
                                                .wordsOnly = WordsOnly::AS_DATA}});

struct ShowLastMove { // last move [on X]
    ObjectRef object;
    bool operator==(const ShowLastMove&) const = default;
};
template <> struct MadeBy<grammar::last_command> : Makes<ShowLastMove> {};
template <>
inline constexpr auto ROWS<ShowLastMove> = rows({{.words = "last",
                                                  .help = "describe",
                                                  .example = "last move on board",
                                                  .wordsOnly = WordsOnly::AS_DATA}});

struct ShowWhoseMove { // whose {move|turn} [is it] [on X]
    ObjectRef object;
    bool operator==(const ShowWhoseMove&) const = default;
};
template <> struct MadeBy<grammar::whose_command> : Makes<ShowWhoseMove> {};
template <>
inline constexpr auto ROWS<ShowWhoseMove> = rows({{.words = "whose",
                                                   .help = "describe",
                                                   .example = "whose turn is it on board",
                                                   .wordsOnly = WordsOnly::AS_DATA}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_WORD_COMMANDS(X) X(DescribeBoard) X(ReadLine) X(FindPieces) X(ShowSquare)         \
    X(ShowLastMove) X(ShowWhoseMove)
// clang-format on
