#include "store/game_record.hpp"

#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace mudchess {

namespace {

std::string colourWord(Color c) { return c == WHITE ? "white" : "black"; }

// Endings that are not read off the board: the game is told them again after the moves.
bool replayEnding(Game& g, Termination how, const std::string& result) {
    Color toMove = g.position().sideToMove();
    switch (how) {
    case Termination::RESIGNATION: g.resign(result == "1-0" ? BLACK : WHITE); return true;
    case Termination::AGREEMENT:
        return g.offerDraw(toMove) == DrawAnswer::DONE && g.acceptDraw(~toMove) == DrawAnswer::DONE;
    case Termination::THREEFOLD_REPETITION:
    case Termination::FIFTY_MOVES: return g.claimDraw(toMove) == DrawAnswer::DONE;
    // The side to move is the one who was waited for (or whose flag fell).
    case Termination::ABANDONED:
        return g.abandon(result == "1-0"   ? BLACK
                         : result == "0-1" ? WHITE
                                           : toMove,
                         result == "1/2-1/2");
    case Termination::TIME:
        g.loseOnTime(result == "1-0" ? BLACK : result == "0-1" ? WHITE : toMove);
        return g.isOver();
    default: return false;
    }
}

} // namespace

// The game's own legal move that `uci` names. Start-up replays every stored move, so this
// reuses the list the game already holds and spells out only the moves from the right square.
std::optional<Move> legalMoveNamed(const Game& g, const std::string& uci) {
    std::optional<Square> from = parseSquare(std::string_view(uci).substr(0, 2));
    for (Move m : g.legalMoves())
        if ((!from || m.from() == *from) && toUci(m) == uci) return m;
    return std::nullopt;
}

GameRecord recordOf(const GameObject& object) {
    const Game& g = object.game();
    GameRecord r;
    r.object = object.name();
    r.number = object.gameNumber();
    r.variant = g.variant().key;
    r.startFen = g.startPosition().fen();
    for (const PlyRecord& ply : g.history()) {
        if (ply.automatic) continue;
        if (!r.moves.empty()) r.moves += ' ';
        r.moves += toUci(ply.move);
    }
    r.white = object.seat(WHITE);
    r.black = object.seat(BLACK);
    r.result = pgnResult(g.result());
    r.termination = g.isOver() ? std::string(terminationCode(g.termination())) : "";
    if (g.pendingOffer()) r.drawOffer = colourWord(*g.pendingOffer());
    if (object.clock()) r.clock = object.clock()->saved();
    for (Color c : {WHITE, BLACK}) {
        if (object.computerLevel(c))
            r.computers += (r.computers.empty() ? "" : " ") + colourWord(c) + ":" +
                           std::to_string(object.computerLevel(c));
        if (!object.engineAt(c).empty()) {
            r.engines += (r.engines.empty() ? "" : " ") + colourWord(c) + ":" + object.engineAt(c);
            if (object.engineLevel(c)) r.engines += ":" + std::to_string(*object.engineLevel(c));
        }
    }
    r.started = object.started();
    r.tags = object.loadedTags();
    r.drawRule = drawRuleName(g.drawRule());
    if (object.drawRuleChoice()) r.boardDrawRule = drawRuleName(*object.drawRuleChoice());
    r.rated = object.rated() ? (object.tookBack() ? 2 : 1) : 0;
    return r;
}

RestoredObject restore(const GameRecord& r) {
    const Variant* variant = findVariant(r.variant);
    if (!variant) return {std::nullopt, "unknown variant \"" + r.variant + "\""};
    FenResult start = Position::fromFen(*variant, r.startFen);
    if (!start.position)
        return {std::nullopt, "bad start position: " + fenErrorSentence(*variant, start.error)};
    std::optional<DrawRule> drawRule = drawRuleNamed(r.drawRule);
    if (!drawRule) return {std::nullopt, "unknown draw rule \"" + r.drawRule + "\""};
    std::optional<DrawRule> boardDrawRule;
    if (!r.boardDrawRule.empty() && !(boardDrawRule = drawRuleNamed(r.boardDrawRule)))
        return {std::nullopt, "unknown draw rule \"" + r.boardDrawRule + "\" for the board"};
    GameObject object(r.object, *variant);
    object.replace(Game(*start.position));
    object.game().setDrawRule(*drawRule); // before the moves, so an automatic draw comes again
    object.setGameNumber(r.number);
    Game& g = object.game();
    std::istringstream moves(r.moves);
    int n = 0;
    for (std::string uci; moves >> uci;) {
        ++n;
        std::optional<Move> m = legalMoveNamed(g, uci);
        if (!m || !g.play(*m))
            return {std::nullopt,
                    "move " + std::to_string(n) + " (" + uci + ") is not legal there"};
    }
    // An aborted game has no result to replay; it is simply called off again.
    if (!g.isOver() && r.result == "*" && r.termination == terminationCode(Termination::ABORTED))
        g.abort();
    if (!g.isOver() && r.result != "*") {
        std::optional<Termination> how = terminationFromCode(r.termination);
        if (!how || !replayEnding(g, *how, r.result))
            return {std::nullopt, "the ending \"" + r.termination + "\" does not fit the moves"};
    }
    if (pgnResult(g.result()) != r.result)
        return {std::nullopt, "the result " + r.result + " does not fit the moves"};
    if (!r.drawOffer.empty()) {
        Color offerer = r.drawOffer == "white" ? WHITE : BLACK;
        if (r.drawOffer != colourWord(offerer) || g.offerDraw(offerer) != DrawAnswer::DONE)
            return {std::nullopt, "the draw offer \"" + r.drawOffer + "\" does not fit the game"};
    }
    if (!r.clock.empty()) {
        std::string error;
        object.clock() = GameClock::fromSaved(r.clock, error);
        if (!object.clock()) return {std::nullopt, error};
    }
    if (!r.white.empty()) object.sit(WHITE, r.white);
    if (!r.black.empty()) object.sit(BLACK, r.black);
    std::istringstream computers(r.computers);
    for (std::string seat; computers >> seat;) {
        std::size_t colon = seat.find(':');
        std::string side = seat.substr(0, colon);
        int level = colon == std::string::npos ? 0 : std::atoi(seat.c_str() + colon + 1);
        if ((side != "white" && side != "black") || level < 1 || level > 99)
            return {std::nullopt, "the computer's seat \"" + seat + "\" is not a seat and level"};
        object.seatComputer(side == "white" ? WHITE : BLACK, level);
    }
    std::istringstream engines(r.engines);
    for (std::string seat; engines >> seat;) {
        // side:name or side:name:level; names never hold a colon (goodEngineName).
        std::size_t colon = seat.find(':');
        std::size_t second = colon == std::string::npos ? colon : seat.find(':', colon + 1);
        std::string side = seat.substr(0, colon);
        std::string name =
            colon == std::string::npos ? "" : seat.substr(colon + 1, second - colon - 1);
        std::optional<int> level;
        if (second != std::string::npos) {
            const char* digits = seat.c_str() + second + 1;
            char* end = nullptr;
            long n = std::strtol(digits, &end, 10);
            if (end == digits || *end != '\0' || n < -99999 || n > 99999) name.clear();
            level = int(n);
        }
        if ((side != "white" && side != "black") || name.empty())
            return {std::nullopt,
                    "the engine's seat \"" + seat + "\" is not a seat, name and level"};
        object.seatEngine(side == "white" ? WHITE : BLACK, name, level);
    }
    object.setStarted(r.started);
    object.setLoadedTags(r.tags);
    object.chooseDrawRule(boardDrawRule);
    object.setRated(r.rated != 0);
    object.setTookBack(r.rated == 2);
    return {std::move(object), ""};
}

} // namespace mudchess
