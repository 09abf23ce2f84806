// Portable Game Notation: writing any game (finished or not, any variant) as PGN, and reading
// one game back from PGN as people paste it, with a message that says where it went wrong.
#pragma once

#include "chess/game.hpp"
#include "chess/move_refusal.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// The tags of the seven-tag roster that the game itself does not know. Result, Variant, SetUp,
// FEN and Termination are always taken from the game.
struct PgnTags {
    std::string event = "Casual game", site = "?", date = "????.??.??", round = "-", white = "?",
                black = "?";
    std::string timeControl = {}; // PGN's TimeControl value ("300+3"); empty: no tag
    // PGN's Time, UTCDate and UTCTime ("15:04:05", "2026.11.24"); empty: no tag.
    std::string time = {}, utcDate = {}, utcTime = {};
};

// The tags of when a game began, from a UTC time as "2026-11-24T03:58:00Z": Date and Time in
// the server's local time, UTCDate and UTCTime. Unchanged when `utc` cannot be read.
void setPgnDate(PgnTags& tags, const std::string& utc);

// PGN's standard Termination value: "normal" for every ending on the board or by agreement or
// resignation, "time forfeit", "abandoned" (an aborted or abandoned game), "unterminated" while
// the game goes on. The exact reason goes in a comment before the result token.
std::string pgnTermination(Termination t);

// The game as PGN: the seven-tag roster, [Variant] for a variant other than standard chess,
// [SetUp "1"] and [FEN] unless the game began at the standard chess start, [Termination] (see
// pgnTermination), [DrawRule "automatic"] for a game under the automatic draw rule, a blank line,
// then the moves in SAN wrapped at 80 columns, the reason the game ended as a comment
// ("{checkmate}") and the result token. A pass is "--"; one the rules made is followed by {pass}.
// `comments`, when given, holds a comment for each ply of the history (empty for none), written in
// braces after the move: a timed game's "[%clk 0:04:57]".
std::string exportPgn(const Game& game, const PgnTags& tags,
                      const std::vector<std::string>& comments = {});

// A move of the text that no legal move fits: why, and the position it was read in.
struct RefusedMove {
    Position position;
    MoveRefusal why;
};

// A [FEN] tag that is no position: why, and the variant it was read for.
struct RefusedFen {
    const Variant* variant;
    FenError why;
};

struct PgnImport {
    std::optional<Game> game; // set exactly when error is empty
    PgnTags tags;             // as read; defaults where a tag is missing
    std::string error;        // one sentence: what is wrong and where (see refusedMove)
    std::string note;         // what was read liberally, to tell the user ("" if nothing)
    // Set when a move was refused: `error` then names the move ("move 3 (White): \"Nxe9\"") and
    // src/render's pgnImportError adds the reason.
    std::optional<RefusedMove> refusedMove = {};
    // Set when the [FEN] tag is no position: `error` is then "FEN tag" and pgnImportError adds why.
    std::optional<RefusedFen> refusedFen = {};
};

// Reads the first game in `text`, which may be all on one line: tags in any order (unknown ones
// ignored), the variant from [Variant] (else `variantHint`, else standard chess), the start from
// [FEN], the automatic draw rule from [DrawRule "automatic"], then the moves (SAN or coordinates;
// move numbers, comments, NAGs, !? marks and variations are skipped) and the result. A game that
// ended off the board (resignation, draw agreement, a claimed draw) is ended the way the result and
// [Termination] say. The first move that cannot be read or played stops the import with its number,
// the move and the reason.
PgnImport importPgn(std::string_view text, const Variant* variantHint = nullptr);

} // namespace mudchess
