#include "render/describe.hpp"

#include "render/locale.hpp"

namespace mudchess {

std::string sideTitle(Color c) { return said(c == WHITE ? "White" : "Black"); }
std::string lowerSide(Color c) { return said(c == WHITE ? "white" : "black"); }

std::string resultLine(Result r) {
    switch (r) {
    case Result::WHITE_WINS: return "1–0";
    case Result::BLACK_WINS: return "0–1";
    case Result::DRAW: return "½–½";
    case Result::ONGOING: break;
    }
    return "*";
}

std::string outcomeSentence(const Game& game) {
    Result r = game.result();
    if (game.aborted()) return said("aborted, without a result (*)");
    if (r == Result::ONGOING) return said("the game goes on");
    if (game.termination() == Termination::TIME) {
        if (r == Result::DRAW)
            return said("drawn: a flag fell, but the other side has too little left to mate (" +
                        resultLine(r) + ")");
        return said(sideTitle(r == Result::WHITE_WINS ? WHITE : BLACK) + " wins on time (" +
                    resultLine(r) + ")");
    }
    if (game.drawnAutomatically())
        return said("drawn at once by " + terminationName(game.termination()) +
                    " under the automatic draw rule (" + resultLine(r) + ")");
    std::string how;
    switch (game.termination()) {
    // A claimed draw says so in words: "drawn on a claim of threefold repetition".
    case Termination::THREEFOLD_REPETITION: how = "a claim of threefold repetition"; break;
    case Termination::FIFTY_MOVES: how = "a claim under the 50-move rule"; break;
    case Termination::MORE_KNIGHTS_AT_STALEMATE:
        how = "stalemate with more knights on the board";
        break;
    case Termination::QUEENS_CAPTURED: how = "capturing both queens"; break;
    case Termination::KNIGHTS_CAPTURED: how = "capturing every knight"; break;
    case Termination::ABANDONED: how = "abandonment"; break;
    default: how = terminationName(game.termination());
    }
    bool claimed = game.termination() == Termination::THREEFOLD_REPETITION ||
                   game.termination() == Termination::FIFTY_MOVES;
    if (r == Result::DRAW)
        return said(std::string(claimed ? "drawn on " : "drawn by ") + how + " (" + resultLine(r) +
                    ")");
    Color winner = r == Result::WHITE_WINS ? WHITE : BLACK;
    return said(sideTitle(winner) + " wins by " + how + " (" + resultLine(r) + ")");
}

} // namespace mudchess
