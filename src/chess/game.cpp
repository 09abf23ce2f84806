#include "chess/game.hpp"

#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

Result winFor(Color winner) { return winner == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS; }

Termination extinctionReason(PieceType t) {
    return t == QUEEN ? Termination::QUEENS_CAPTURED : Termination::KNIGHTS_CAPTURED;
}

constexpr int FIFTY_MOVES_PLIES = 100;
constexpr int SEVENTY_FIVE_MOVES_PLIES = 150;

} // namespace

std::string pgnResult(Result r) {
    switch (r) {
    case Result::WHITE_WINS: return "1-0";
    case Result::BLACK_WINS: return "0-1";
    case Result::DRAW: return "1/2-1/2";
    case Result::ONGOING: break;
    }
    return "*";
}

namespace {

struct TerminationInfo {
    Termination termination;
    std::string_view code; // stored and sent; never changes once written
    std::string_view name; // shown, and PGN's Termination tag
};

// Indexed by Termination.
constexpr TerminationInfo TERMINATIONS[] = {
    {Termination::NONE, "unterminated", "unterminated"},
    {Termination::CHECKMATE, "checkmate", "checkmate"},
    {Termination::RESIGNATION, "resignation", "resignation"},
    {Termination::STALEMATE, "stalemate", "stalemate"},
    {Termination::THREEFOLD_REPETITION, "threefold_repetition", "threefold repetition"},
    {Termination::FIVEFOLD_REPETITION, "fivefold_repetition", "fivefold repetition"},
    {Termination::FIFTY_MOVES, "fifty_moves", "50-move rule"},
    {Termination::SEVENTY_FIVE_MOVES, "seventy_five_moves", "75-move rule"},
    {Termination::DEAD_POSITION, "dead_position", "dead position"},
    {Termination::AGREEMENT, "agreement", "agreement"},
    {Termination::QUEENS_CAPTURED, "queens_captured", "all queens captured"},
    {Termination::KNIGHTS_CAPTURED, "knights_captured", "all knights captured"},
    {Termination::MORE_KNIGHTS_AT_STALEMATE, "more_knights_at_stalemate",
     "more knights at stalemate"},
    {Termination::TIME, "time_forfeit", "time forfeit"},
    {Termination::ABORTED, "aborted", "aborted"},
    {Termination::ABANDONED, "abandoned", "abandoned"},
};
static_assert(std::size(TERMINATIONS) == std::size_t(Termination::ABANDONED) + 1);

constexpr bool indexedByTermination() {
    for (std::size_t i = 0; i < std::size(TERMINATIONS); ++i)
        if (TERMINATIONS[i].termination != Termination(i)) return false;
    return true;
}
static_assert(indexedByTermination());

const TerminationInfo& infoOf(Termination t) {
    std::size_t i = std::size_t(t);
    return TERMINATIONS[i < std::size(TERMINATIONS) ? i : 0];
}

} // namespace

std::string terminationName(Termination t) { return std::string(infoOf(t).name); }

std::string_view terminationCode(Termination t) { return infoOf(t).code; }

std::optional<Termination> terminationFromCode(std::string_view code) {
    for (const TerminationInfo& info : TERMINATIONS)
        if (info.code == code) return info.termination;
    return std::nullopt;
}

std::string_view drawRuleName(DrawRule r) {
    for (const DrawRuleName& d : DRAW_RULES)
        if (d.rule == r) return d.name;
    return DRAW_RULES.front().name;
}

std::optional<DrawRule> drawRuleNamed(std::string_view name) {
    for (const DrawRuleName& d : DRAW_RULES)
        if (d.name == name) return d.rule;
    return std::nullopt;
}

std::string drawRuleChoices() {
    std::vector<std::string> names;
    for (const DrawRuleName& d : DRAW_RULES) names.emplace_back(d.name);
    return joinWith(names, " or ");
}

Game::Game(const Variant& variant) : Game(Position::start(variant)) {}

Game::Game(const Position& start) : start_(start), position_(start) {
    keys_.push_back(position_.key());
    afterMove();
}

Position Game::positionBefore(std::size_t ply) const {
    Position pos = start_;
    for (std::size_t i = 0; i < ply && i < history_.size(); ++i) pos.play(history_[i].move);
    return pos;
}

void Game::refreshLegal() { generateLegal(position_, legal_); }

int Game::occurrences(Key key) const { return int(std::count(keys_.begin(), keys_.end(), key)); }

int Game::repetitions() const { return occurrences(position_.key()); }

void Game::finish(Result r, Termination t) {
    result_ = r;
    termination_ = t;
    offer_.reset();
    legal_.clear();
}

bool Game::play(Move m) {
    if (isOver() || !legal_.contains(m)) return false;
    if (offer_ && *offer_ != position_.sideToMove()) offer_.reset(); // a reply declines it
    Piece taken = m.kind() == MoveKind::EN_PASSANT ? makePiece(~position_.sideToMove(), PAWN)
                  : m.kind() == MoveKind::PASS     ? NO_PIECE
                                                   : position_.pieceOn(m.to());
    position_.play(m);
    history_.push_back({m, false, taken});
    keys_.push_back(position_.key());
    afterMove();
    return true;
}

// Ends the game when the position alone decides it, in FIDE's order: mate first, then the
// automatic draws. A pass the rules demand is played here, unless both sides would only pass.
void Game::afterMove() {
    refreshLegal();
    Verdict verdict = judge(position_);
    Color mover = ~position_.sideToMove();
    switch (verdict.outcome) {
    case Ending::CHECKMATE: return finish(winFor(mover), Termination::CHECKMATE);
    case Ending::EXTINCTION:
        return finish(winFor(~verdict.loser), extinctionReason(verdict.extinct));
    case Ending::KNIGHT_COUNT:
        return finish(winFor(~verdict.loser), Termination::MORE_KNIGHTS_AT_STALEMATE);
    case Ending::STALEMATE: return finish(Result::DRAW, Termination::STALEMATE);
    case Ending::MUST_PASS: {
        // If the last ply was itself a pass, both sides are walled in: stop, never loop.
        bool previousWasPass = !history_.empty() && history_.back().move.kind() == MoveKind::PASS;
        deadlock_ = previousWasPass;
        if (deadlock_) return;
        position_.play(Move::pass());
        history_.push_back({Move::pass(), true});
        keys_.push_back(position_.key());
        return afterMove();
    }
    case Ending::ONGOING: break;
    }
    deadlock_ = false;
    const DrawRules& draws = variant().draws;
    if (draws.repetition && repetitions() >= 5)
        return finish(Result::DRAW, Termination::FIVEFOLD_REPETITION);
    if (draws.moveCounting && position_.halfmoveClock() >= SEVENTY_FIVE_MOVES_PLIES)
        return finish(Result::DRAW, Termination::SEVENTY_FIVE_MOVES);
    if (draws.deadPosition && variant().isDeadPosition && variant().isDeadPosition(position_))
        return finish(Result::DRAW, Termination::DEAD_POSITION);
    // The house rule: what FIDE lets a player claim happens by itself.
    if (drawRule_ == DrawRule::AUTOMATIC && claimHolds())
        return finish(Result::DRAW, claimedRule());
}

void Game::resign(Color loser) {
    if (!isOver()) finish(winFor(~loser), Termination::RESIGNATION);
}

void Game::abort() {
    if (!isOver()) finish(Result::ONGOING, Termination::ABORTED);
}

int Game::playerMoves() const {
    return int(std::count_if(history_.begin(), history_.end(),
                             [](const PlyRecord& p) { return !p.automatic; }));
}

int Game::playerMoves(Color side) const {
    int count = 0;
    Position pos = start_;
    for (const PlyRecord& ply : history_) {
        if (!ply.automatic && pos.sideToMove() == side) ++count;
        pos.play(ply.move);
    }
    return count;
}

// Replays the moves that stay from the start: the simplest way to get every derived piece of
// state (repetition keys, the opening phase, passes the rules made) exactly as it was, and
// games are small.
bool Game::takeBack(int moves) {
    if (isOver() || moves < 1) return false;
    std::size_t kept = history_.size();
    for (int n = 0; n < moves; ++n) {
        while (kept > 0 && history_[kept - 1].automatic) --kept; // a pass goes with its move
        if (kept == 0) return false;
        --kept;
    }
    Game replayed(start_);
    replayed.drawRule_ = drawRule_;
    for (std::size_t i = 0; i < kept; ++i)
        if (!history_[i].automatic && !replayed.play(history_[i].move)) return false;
    *this = std::move(replayed);
    return true;
}

namespace {

// False when `side` has only its royal piece, or one piece of a kind that cannot mate alone
// against a bare royal piece.
bool couldEverMate(const Position& pos, Color side) {
    const Variant& v = pos.variant();
    if (!v.draws.deadPosition) return true;
    PieceType royal = v.rules.royal;
    Bitboard helpers = pos.pieces(side) & ~pos.pieces(side, royal);
    if (!helpers) return false;
    bool bareOpponent = pos.pieces(~side) == pos.pieces(~side, royal);
    return !(popcount(helpers) == 1 && bareOpponent &&
             contains(v.draws.cannotMateAlone, typeOf(pos.pieceOn(lsb(helpers)))));
}

} // namespace

void Game::loseOnTime(Color loser) {
    if (isOver()) return;
    finish(couldEverMate(position_, ~loser) ? winFor(~loser) : Result::DRAW, Termination::TIME);
}

bool Game::abandon(Color absent, bool draw) {
    if (isOver() || (draw && !variant().draws.agreement)) return false;
    finish(draw ? Result::DRAW : winFor(~absent), Termination::ABANDONED);
    return true;
}

bool Game::claimHolds() const {
    const DrawRules& draws = variant().draws;
    return (draws.repetition && repetitions() >= 3) ||
           (draws.moveCounting && position_.halfmoveClock() >= FIFTY_MOVES_PLIES);
}

// The rule a valid claim rests on; repetition is named first when both hold.
Termination Game::claimedRule() const {
    return variant().draws.repetition && repetitions() >= 3 ? Termination::THREEFOLD_REPETITION
                                                            : Termination::FIFTY_MOVES;
}

bool Game::canClaimDraw() const { return !isOver() && claimHolds(); }

DrawAnswer Game::claimDraw(Color claimant, std::optional<Move> move) {
    const DrawRules& draws = variant().draws;
    if (!draws.repetition && !draws.moveCounting) return DrawAnswer::NO_DRAWS;
    if (isOver()) return DrawAnswer::GAME_OVER;
    if (claimant != position_.sideToMove()) return DrawAnswer::NOT_YOUR_TURN;
    if (!move) {
        if (!claimHolds()) return DrawAnswer::NOTHING_TO_CLAIM;
        finish(Result::DRAW, claimedRule());
        claimed_ = true;
        return DrawAnswer::DONE;
    }
    if (!play(*move)) return DrawAnswer::ILLEGAL_MOVE;
    // Under the automatic rule the move itself may have drawn the game: the claim came true.
    if (drawnAutomatically()) return DrawAnswer::DONE;
    if (isOver() || !claimHolds()) return DrawAnswer::MOVE_PLAYED; // mate outranks the claim
    finish(Result::DRAW, claimedRule());
    claimed_ = true;
    return DrawAnswer::DONE;
}

DrawAnswer Game::offerDraw(Color offerer) {
    if (!variant().draws.agreement) return DrawAnswer::NO_DRAWS;
    if (isOver()) return DrawAnswer::GAME_OVER;
    if (offer_ == offerer) return DrawAnswer::ALREADY_OFFERED;
    if (offer_ == ~offerer) return acceptDraw(offerer);
    offer_ = offerer;
    return DrawAnswer::DONE;
}

DrawAnswer Game::acceptDraw(Color accepter) {
    if (isOver()) return DrawAnswer::GAME_OVER;
    if (offer_ != ~accepter) return DrawAnswer::NO_OFFER;
    finish(Result::DRAW, Termination::AGREEMENT);
    return DrawAnswer::DONE;
}

DrawAnswer Game::declineDraw(Color decliner) {
    if (isOver()) return DrawAnswer::GAME_OVER;
    if (offer_ != ~decliner) return DrawAnswer::NO_OFFER;
    offer_.reset();
    return DrawAnswer::DONE;
}

DrawAnswer Game::withdrawDraw(Color offerer) {
    if (isOver()) return DrawAnswer::GAME_OVER;
    if (offer_ != offerer) return DrawAnswer::NO_OFFER;
    offer_.reset();
    return DrawAnswer::DONE;
}

} // namespace mudchess
