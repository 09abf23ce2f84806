// A game: the moves from a start position, the positions seen, draw offers, and the result
// with its reason. Front ends play games; they never look at rules themselves.
#pragma once

#include "chess/movegen.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

enum class Result : std::uint8_t { ONGOING, WHITE_WINS, BLACK_WINS, DRAW };

enum class Termination : std::uint8_t {
    NONE,
    CHECKMATE,
    RESIGNATION,
    STALEMATE,
    THREEFOLD_REPETITION, // claimed, or automatic under DrawRule::AUTOMATIC
    FIVEFOLD_REPETITION,  // automatic
    FIFTY_MOVES,          // claimed, or automatic under DrawRule::AUTOMATIC
    SEVENTY_FIVE_MOVES,   // automatic
    DEAD_POSITION,
    AGREEMENT,
    QUEENS_CAPTURED,
    KNIGHTS_CAPTURED,
    MORE_KNIGHTS_AT_STALEMATE,
    TIME,
    ABORTED,
    ABANDONED // the last: game.cpp's table of codes and names is sized by it
};

// "1-0", "0-1", "1/2-1/2", "*" as PGN writes results.
std::string pgnResult(Result r);
// The reason in a few words, as PGN's Termination tag gives it: "checkmate", "resignation",
// "threefold repetition", "all queens captured", ...
std::string terminationName(Termination t);
// A stable code for storage and protocols, never shown as text: "checkmate",
// "threefold_repetition", "queens_captured", ...; "unterminated" for NONE.
std::string_view terminationCode(Termination t);
std::optional<Termination> terminationFromCode(std::string_view code);

// Why a claim or an offer was refused (the game is unchanged), or that it worked.
enum class DrawAnswer : std::uint8_t {
    DONE,             // the draw was claimed, offered, accepted, declined or withdrawn
    MOVE_PLAYED,      // a claim with a move that did not make it valid: the move stands
    NO_DRAWS,         // this variant has no draws of that kind
    GAME_OVER,        // the game has already ended
    NOT_YOUR_TURN,    // claims belong to the player to move
    NOTHING_TO_CLAIM, // neither repetition nor the 50-move rule holds
    NO_OFFER,         // nothing to accept, decline or withdraw
    ALREADY_OFFERED,  // the player's own offer is still pending
    ILLEGAL_MOVE      // the move given with the claim is not legal
};

// How the third repetition and the 50-move count end a game: FIDE's rule (a draw the player
// to move may claim) or seed 002's house rule (the game is drawn at once, by itself).
enum class DrawRule : std::uint8_t { CLAIMED, AUTOMATIC };

// Each rule with its word in commands, settings, the store and PGN's DrawRule tag: declared here
// once (the grammar's words are tested against it).
struct DrawRuleName {
    DrawRule rule;
    std::string_view name;
};
inline constexpr std::array<DrawRuleName, 2> DRAW_RULES = {{
    {DrawRule::CLAIMED, "claimed"},
    {DrawRule::AUTOMATIC, "automatic"},
}};
std::string_view drawRuleName(DrawRule r);
std::optional<DrawRule> drawRuleNamed(std::string_view name);
// "claimed or automatic", for sentences that name the choices.
std::string drawRuleChoices();

struct PlyRecord {
    Move move;
    bool automatic;            // a pass the rules made, not the player
    Piece captured = NO_PIECE; // what the move took, for the captured-piece boxes
};

class Game {
  public:
    explicit Game(const Variant& variant);
    explicit Game(const Position& start);

    const Variant& variant() const { return start_.variant(); }
    const Position& startPosition() const { return start_; }
    const Position& position() const { return position_; }
    const std::vector<PlyRecord>& history() const { return history_; }
    // The position before ply `i` (0 = the start); replays, as games are kept small.
    Position positionBefore(std::size_t ply) const;

    Result result() const { return result_; }
    Termination termination() const { return termination_; }
    // The rule this game follows for threefold repetition and the 50-move count. Changing it
    // counts from the next move on: a position that already meets the rule is not ended by it.
    DrawRule drawRule() const { return drawRule_; }
    void setDrawRule(DrawRule r) { drawRule_ = r; }
    // The game was drawn by itself at the third repetition or the 50th move, under
    // DrawRule::AUTOMATIC, rather than on a claim.
    bool drawnAutomatically() const {
        return drawRule_ == DrawRule::AUTOMATIC && !claimed_ &&
               (termination_ == Termination::THREEFOLD_REPETITION ||
                termination_ == Termination::FIFTY_MOVES);
    }
    // Over: decided, or aborted (an aborted game has no result, "*", yet nothing more happens).
    bool isOver() const {
        return result_ != Result::ONGOING || termination_ == Termination::ABORTED;
    }
    bool aborted() const { return termination_ == Termination::ABORTED; }
    // Knights Chess: both sides can only pass; the game stands still until someone resigns.
    bool bothSidesOnlyPass() const { return deadlock_; }

    // Plays a legal move of the side to move (check legality with legalMoves() first; an illegal
    // move or a move after the end returns false and changes nothing). A pass the rules
    // demand of the next player follows by itself.
    bool play(Move m);
    const MoveList& legalMoves() const { return legal_; }

    void resign(Color loser);
    // The game ends without a result (PGN "*"), as if it had never counted.
    void abort();

    // The moves the players made (a pass the rules made is not one), per side.
    int playerMoves() const;
    int playerMoves(Color side) const;
    // Takes back the players' last `moves` moves, each with any pass the rules made after it:
    // the game is exactly as it stood before them (position, repetitions, captured pieces,
    // Knights Chess's opening phase); a standing draw offer goes too, as the position it was
    // made in is gone. False, changing nothing, when the game is over or fewer moves were made.
    bool takeBack(int moves);
    // `loser`'s flag has fallen: the opponent wins on time, unless the opponent could never mate
    // with what they have left, which is a draw (FIDE 6.9); Knights Chess has no draws.
    void loseOnTime(Color loser);
    // `absent` has not moved for so long that the opponent claimed the game: a win for the
    // opponent, or a draw when they chose one. False, with nothing changed, for a draw in a
    // variant without draws by agreement, or when the game is over.
    bool abandon(Color absent, bool draw);

    // Threefold repetition or the 50-move rule, claimed by the player to move, now or together
    // with `move` (which is played either way when legal).
    DrawAnswer claimDraw(Color claimant, std::optional<Move> move = std::nullopt);
    bool canClaimDraw() const;
    int repetitions() const; // how often the current position has stood, this time included

    DrawAnswer offerDraw(Color offerer); // accepts the opponent's pending offer, as FICS does
    DrawAnswer acceptDraw(Color accepter);
    DrawAnswer declineDraw(Color decliner);
    DrawAnswer withdrawDraw(Color offerer);
    std::optional<Color> pendingOffer() const { return offer_; }

  private:
    void afterMove();
    void finish(Result r, Termination t);
    void refreshLegal();
    bool claimHolds() const;
    Termination claimedRule() const;
    int occurrences(Key key) const;

    Position start_;
    Position position_;
    std::vector<PlyRecord> history_;
    std::vector<Key> keys_; // keys_[i]: the position before ply i, plus the current one last
    MoveList legal_;
    Result result_ = Result::ONGOING;
    Termination termination_ = Termination::NONE;
    std::optional<Color> offer_;
    bool deadlock_ = false;
    DrawRule drawRule_ = DrawRule::CLAIMED;
    bool claimed_ = false; // the game ended on a player's claim of a draw
};

} // namespace mudchess
