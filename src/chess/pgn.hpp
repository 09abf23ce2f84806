// Portable Game Notation: writing any game (finished or not, any variant) as PGN, and reading
// one game back from PGN as people paste it, with what went wrong and where when it is no game.
#pragma once

#include "chess/fen_error.hpp"
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
    // PGN's ECO and Opening ("C60", "Ruy Lopez (Spanish opening)"; chess/eco.hpp); empty: no tag.
    std::string eco = {}, opening = {};
    // PGN's Annotator: who wrote the comments and variations (an analysis's engine); empty: none.
    std::string annotator = {};
};

// What is written after one ply: a numeric annotation glyph ($2 for "?"; 0: none), a comment,
// and a variation, a line played instead of the ply from the position before it.
struct PlyAnnotation {
    int nag = 0;
    std::string comment;
    std::vector<Move> variation;
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
// The same with a glyph, a comment and a variation for each ply (an analysis's).
std::string exportPgn(const Game& game, const PgnTags& tags,
                      const std::vector<PlyAnnotation>& annotations);

// Why a PGN text is no game, as data; src/render/pgn_words.hpp says it in English. What the
// text said (`text`, `other`) is kept as written, at most MAX_PGN_SHOWN bytes of it.
struct PgnError {
    enum class Kind : std::uint8_t {
        TOO_LONG,                 // `count` bytes, more than `limit`
        NO_GAME,                  // no tag, move or result at all
        STRAY_CLOSE,              // `symbol` (one of ) ] }) at `at` closes nothing
        UNCLOSED_COMMENT,         // the { at `at`
        UNCLOSED_VARIATION,       // the ( at `at`
        TAG_WITHOUT_NAME,         // the [ at `at`
        TAG_WITHOUT_VALUE,        // the tag `text` at `at`
        TAG_VALUE_UNCLOSED,       // ... whose value's closing " is missing
        TAG_UNCLOSED,             // ... with no ]
        UNKNOWN_VARIANT,          // the Variant tag says `text`
        BAD_FEN,                  // the FEN tag is no position of `variant`: `fen`
        MOVE_AFTER_THE_END,       // the move `text` comes after the game ended (`ending`)
        NOT_A_MOVE,               // the move `text` has characters no move has, or is too long
        REFUSED_MOVE,             // no legal move fits `text`: `refusal`, in `position`
        UNPLAYABLE_MOVE,          // `text` was read as a move the game would not play
        NO_DRAWS,                 // the result is a draw, and `variant` has none
        NO_DRAW_TO_CLAIM,         // the Termination tag says `termination`; nothing to claim
        NO_DRAW_BY_AGREEMENT,     // `variant` allows no agreed draw
        NOT_OVER,                 // the Termination tag says `termination`; the game goes on
        BAD_RESULT_TAG,           // the Result tag says `text`
        RESULT_TAG_DISAGREES,     // the Result tag says `text`, the move text ends `other`
        RESULT_CONTRADICTS_MOVES, // the result `text`; the moves ended the game (`ending`)
    };
    Kind kind = Kind::NO_GAME;
    std::size_t at = 0; // the place in the text, from 0
    char symbol = 0;
    std::string text = {}, other = {};
    std::size_t count = 0, limit = 0;
    // Where a move stands in the game: its number and the side that made it.
    int moveNumber = 0;
    Color side = WHITE;
    const Variant* variant = nullptr;
    std::optional<Position> position = {};
    std::optional<MoveRefusal> refusal = {};
    FenError fen = {};
    // How the moves ended the game: the result and why.
    Result result = Result::ONGOING;
    Termination termination = Termination::NONE;
};

// The most of a PGN text's words an error keeps.
inline constexpr std::size_t MAX_PGN_SHOWN = 40;

struct PgnImport {
    std::optional<Game> game;      // set exactly when `error` is not
    PgnTags tags;                  // as read; defaults where a tag is missing
    std::optional<PgnError> error; // why the text is no game
    // Read liberally, to tell the user: the text said "*" (no result) over moves that ended the
    // game, whose result stands.
    bool resultFromTheMoves = false;
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
