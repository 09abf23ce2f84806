#include "render/analysis_words.hpp"

#include "chess/piece_table.hpp"
#include "chess/san.hpp"
#include "render/locale.hpp"

#include <cmath>
#include <cstdio>

namespace mudchess {

using namespace analysis;

namespace {

// How many plies of a line a sentence shows, and a PGN variation.
constexpr std::size_t LINE_IN_WORDS = 6;
constexpr std::size_t LINE_IN_PGN = 12;

struct VerdictWords {
    std::string_view glyph, name, plural;
    int nag; // PGN's numeric annotation glyph
};
// Indexed by analysis::Verdict.
constexpr VerdictWords VERDICT_WORDS[] = {{"", "good move", "good moves", 0},
                                          {"?!", "inaccuracy", "inaccuracies", 6},
                                          {"?", "mistake", "mistakes", 2},
                                          {"??", "blunder", "blunders", 4}};
const VerdictWords& wordsOf(analysis::Verdict v) { return VERDICT_WORDS[std::size_t(v)]; }

std::string sideName(Color c) { return c == WHITE ? "White" : "Black"; }

std::string thousands(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// "+0.35", "-1.20", "#3" (White mates in 3), "#-3", "mate" (on the board); for PGN's [%eval],
// no plus sign.
std::string evalText(const Evaluation& e, bool pgn = false) {
    if (e.mate && *e.mate == 0) return "mate";
    if (e.mate) return "#" + std::to_string(*e.mate);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, pgn ? "%.2f" : "%+.2f", e.cp / 100.0);
    return buffer;
}

// "14.Nf3", "14...Nf6".
std::string moveLabel(const Position& pos, Move m) {
    return std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == BLACK ? "..." : ".") +
           toSan(pos, m);
}

// "14...Bxf2+ 15.Kxf2 Ng4+": the line's first `count` plies, numbered.
std::string lineText(Position pos, const std::vector<Move>& line, std::size_t count) {
    std::string out;
    for (std::size_t i = 0; i < line.size() && i < count; ++i) {
        if (i > 0) out += ' ';
        out += i == 0 || pos.sideToMove() == WHITE ? moveLabel(pos, line[i]) : toSan(pos, line[i]);
        pos.play(line[i]);
    }
    return out;
}

std::string pieceWords(PieceType t) { return "the " + std::string(pieceName(t)); }

// "the king and the rook".
std::string targetsWords(const std::vector<PieceType>& targets) {
    std::string out;
    for (std::size_t i = 0; i < targets.size(); ++i)
        out += (i == 0 ? "" : i + 1 == targets.size() ? " and " : ", ") + pieceWords(targets[i]);
    return out;
}

std::string percent(double value) { return std::to_string(int(std::lround(value))) + "%"; }

std::string countWords(int n, const VerdictWords& w) {
    return std::to_string(n) + " " + std::string(n == 1 ? w.name : w.plural);
}

// Why the move lost: the tactic the line shows, in a clause ("walks into mate in 2: ...").
std::string reasonWords(const MoveReview& m, const Position& before, const Position& after) {
    const Tactic& t = m.why;
    const Position& from = m.missed ? before : after;
    const std::vector<Move>& line = m.missed ? m.bestLine : m.punishment;
    if (line.empty()) return "";
    std::string shown = lineText(from, line, LINE_IN_WORDS);
    std::string first = lineText(from, line, 1);
    std::string mate = std::string(t.motif == Motif::BACK_RANK_MATE ? "a back-rank " : "") +
                       "mate in " + std::to_string(t.mateIn);
    Color opponent = ~m.mover;
    std::string winner = sideName(m.missed ? m.mover : opponent);
    std::string wins = t.won != NO_PIECE_TYPE ? pieceWords(t.won) : std::string("material");
    switch (t.motif) {
    case Motif::MATE:
    case Motif::BACK_RANK_MATE:
        return m.missed ? " lets " + mate + " slip: " + shown
                        : " walks into " + mate + ": " + shown;
    case Motif::HANGING_PIECE:
        return ": " + first + " takes " + pieceWords(t.targets.at(0)) + ", which nothing defended";
    case Motif::FORK:
        return ": " + first + " forks " + targetsWords(t.targets) + " and " + winner + " wins " +
               wins;
    case Motif::PIN:
        return ": " + first + " pins " + targetsWords(t.targets) + " and " + winner + " wins " +
               wins;
    case Motif::SKEWER:
        return ": " + first + " skewers " + targetsWords(t.targets) + " and " + winner + " wins " +
               wins;
    case Motif::DISCOVERED_ATTACK:
        return ": " + first + " opens a discovered attack and " + winner + " wins " + wins;
    case Motif::TRAPPED_PIECE:
        return ": " + pieceWords(t.targets.at(0)) + " is trapped, and after " + shown + " " +
               winner + " wins it";
    case Motif::NONE: break;
    }
    if (t.material > 0) return ": after " + shown + " " + winner + " wins " + wins;
    return "";
}

// "14...Nf6?? (+0.35 -> #1) walks into mate in 1: 15.Qxf7#."
std::string momentWords(const Game& game, const MoveReview& m) {
    Position before = game.positionBefore(m.ply);
    Position after = before;
    after.play(m.played);
    std::string out = moveLabel(before, m.played) +
                      std::string(wordsOf(m.judgement.verdict).glyph) + " (" + evalText(m.before) +
                      " -> " + evalText(m.after) + ")";
    out += reasonWords(m, before, after);
    // A judged move was never the engine's own choice (reviewGame), so its best move is another.
    if (!m.bestLine.empty() && !m.missed)
        out += ". " + moveLabel(before, m.bestLine.front()) + " was better";
    return out + ".";
}

std::string gameLabel(const AnalysedGameLabel& g) {
    std::string out = "the game on " + g.object;
    if (g.number > 1) out += " (its game " + std::to_string(g.number) + ")";
    if (g.id > 0) out += ", g" + std::to_string(g.id);
    return out;
}

std::string sideLine(Color side, const std::string& name, const GameReview& r) {
    std::string out = sideName(side) + (name.empty() ? "" : ", " + name) + ": ";
    if (!r.accuracy[side]) return out + "no moves.";
    out += "accuracy " + percent(*r.accuracy[side]);
    if (r.averageLoss[side])
        out += ", average loss " + std::to_string(int(std::lround(*r.averageLoss[side]))) +
               " centipawns";
    out += "; " +
           countWords(r.verdicts[side][std::size_t(analysis::Verdict::INACCURACY)],
                      wordsOf(analysis::Verdict::INACCURACY)) +
           ", " +
           countWords(r.verdicts[side][std::size_t(analysis::Verdict::MISTAKE)],
                      wordsOf(analysis::Verdict::MISTAKE)) +
           ", " +
           countWords(r.verdicts[side][std::size_t(analysis::Verdict::BLUNDER)],
                      wordsOf(analysis::Verdict::BLUNDER)) +
           ".";
    return out;
}

} // namespace

std::string showAnalysisLine(const std::string& object, std::int64_t id) {
    return id > 0 ? "show analysis of game g" + std::to_string(id) : "show analysis on " + object;
}

std::string annotatorWords(const GameAnalysis& a) {
    std::string how =
        a.limits.depth > 0
            ? "depth " + std::to_string(a.limits.depth)
            : thousands(a.limits.nodes ? a.limits.nodes : DEFAULT_NODES) + " nodes a position";
    return said(a.engine + " at " + how);
}

std::string analysisStartedWords(const AnalysedGameLabel& g, std::size_t plies, std::size_t ahead) {
    std::string out = "Analysing " + gameLabel(g) + " (" + std::to_string(plies) +
                      (plies == 1 ? " position" : " positions") + ")";
    if (ahead > 0)
        out += " after the " + std::to_string(ahead) + (ahead == 1 ? " analysis" : " analyses") +
               " before it";
    return said(out + "; the summary follows here when it is done.");
}

std::string analysisRunningWords(const AnalysedGameLabel& g, std::size_t done, std::size_t total) {
    return said("Still analysing " + gameLabel(g) + ": " + std::to_string(done) + " of " +
                std::to_string(total) + " positions.");
}

std::string analysisSummaryWords(const AnalysedGameLabel& g, const Game& game,
                                 const GameAnalysis& a, const GameReview& review) {
    std::string out = "Analysis of " + gameLabel(g) + " by " + annotatorWords(a) +
                      " (every move: \"" + g.showCommand + "\"):";
    out += "\n" + sideLine(WHITE, g.white, review);
    out += "\n" + sideLine(BLACK, g.black, review);
    for (std::size_t i : review.turningPoints) out += "\n" + momentWords(game, review.moves[i]);
    if (review.turningPoints.empty()) out += "\nNo mistake or blunder decided this game.";
    return said(out);
}

std::string analysisListWords(const AnalysedGameLabel& g, const Game& game, const GameAnalysis& a,
                              const GameReview& review) {
    std::string out = "Every move of " + gameLabel(g) + ", by " + annotatorWords(a) +
                      " (the evaluation after it, from White's side; ?! inaccuracy, ? mistake, "
                      "?? blunder, with the better move):";
    Position pos = game.startPosition();
    std::string line;
    for (const MoveReview& m : review.moves) {
        bool white = pos.sideToMove() == WHITE;
        if (white || line.empty()) {
            if (!line.empty()) out += "\n" + line;
            line = std::to_string(pos.fullmoveNumber()) + (white ? ". " : "... ");
        } else {
            line += ", ";
        }
        line += toSan(pos, m.played) + std::string(wordsOf(m.judgement.verdict).glyph) + " " +
                evalText(m.after);
        if (m.judgement.verdict != analysis::Verdict::GOOD && !m.bestLine.empty())
            line += " (best " + toSan(pos, m.bestLine.front()) + ")";
        pos.play(m.played);
    }
    if (!line.empty()) out += "\n" + line;
    return said(out);
}

// Not through said(): PGN is an interchange format, and these comments, like lichess's and the
// rules core's "{checkmate}", stay in English for every program that reads them; they are made
// here all the same, so a host that wants other words changes this one function.
std::vector<PlyAnnotation> analysisAnnotations(const Game& game, const GameReview& review) {
    std::vector<PlyAnnotation> out;
    Position pos = game.startPosition();
    for (const MoveReview& m : review.moves) {
        PlyAnnotation note;
        // The position after the game's last move, when the board ended it, has no score.
        bool scored = !(m.after.mate && *m.after.mate == 0);
        if (scored) note.comment = "[%eval " + evalText(m.after, true) + "]";
        const VerdictWords& w = wordsOf(m.judgement.verdict);
        if (m.judgement.verdict != analysis::Verdict::GOOD) {
            note.nag = w.nag;
            std::string name(w.name);
            name[0] = char(name[0] - 'a' + 'A');
            note.comment += " (" + evalText(m.before, true) + " -> " + evalText(m.after, true) +
                            ") " + name + ".";
            if (!m.bestLine.empty()) {
                note.comment += " " + toSan(pos, m.bestLine.front()) + " was best.";
                note.variation.assign(m.bestLine.begin(),
                                      m.bestLine.begin() +
                                          std::ptrdiff_t(std::min(LINE_IN_PGN, m.bestLine.size())));
            }
        }
        out.push_back(std::move(note));
        pos.play(m.played);
    }
    return out;
}

std::string analysisStoppedWords(const AnalysedGameLabel& g) {
    return said("Stopped analysing " + gameLabel(g) + "; nothing of it is kept.");
}

std::string noAnalysisRunningWords(const AnalysedGameLabel& g) {
    return said("no analysis of " + gameLabel(g) + " is waiting or under way");
}

std::string notYourAnalysisWords(const AnalysedGameLabel& g, const std::string& owner) {
    return said(owner + " asked for the analysis of " + gameLabel(g) + "; only they can stop it");
}

std::string analysisDuringPlayWords(const std::string& object) {
    return said("the game on " + object +
                " is still being played; it can be analysed once it is over (an analysis is "
                "no help during a game)");
}

std::string nothingToAnalyseWords(const std::string& object) {
    return said("the game on " + object + " has no moves to analyse");
}

std::string noFinishedGameToAnalyseWords() {
    return said("you have no finished game here to analyse; say which: \"analyse game on "
                "board\", or \"analyse game g12\" for a kept game (\"history of bob\" lists them)");
}

std::string severalFinishedGamesWords(const std::vector<std::string>& objects) {
    std::string list;
    for (std::size_t i = 0; i < objects.size(); ++i)
        list += (i == 0 ? "" : i + 1 == objects.size() ? " and " : ", ") + objects[i];
    return said("you have finished games on " + list + "; say which: \"analyse game on " +
                objects.front() + "\"");
}

std::string analysisQueueFullWords(std::size_t limit, bool forPlace) {
    return said(std::string(forPlace ? "this place has" : "you have") + " " +
                std::to_string(limit) + (limit == 1 ? " analysis" : " analyses") +
                " waiting already; ask again when " + (limit == 1 ? "it is" : "one is") + " done");
}

std::string noAnalysisYetWords(const AnalysedGameLabel& g) {
    return said(gameLabel(g) + " has not been analysed yet; \"analyse game on " + g.object +
                "\" does it");
}

std::string noAnalysisEngineWords() {
    return said("analysis is switched off here (the operator set analysis-nodes to 0)");
}

} // namespace mudchess
