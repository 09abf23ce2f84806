#include "render/puzzle_words.hpp"

#include "chess/variant.hpp"
#include "render/locale.hpp"

#include <array>
#include <utility>

namespace mudchess {

namespace {

std::string variantWords(const std::string& key) {
    const Variant* v = findVariant(key);
    return said(v ? std::string(v->displayName) : key);
}

std::string sideWords(Side s) { return said(s == Side::WHITE ? "White" : "Black"); }

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : separator) + w;
    return out;
}

// "alice vs bob, g12"; our own engine's games against itself; another site's address.
std::string creditWords(const std::string& gameUrl, const std::string& white,
                        const std::string& black) {
    if (gameUrl.rfind("selfplay:", 0) == 0)
        return said("cut from a game our engine played against itself");
    if (!white.empty() && !black.empty())
        return said("cut from " + white + " vs " + black + (gameUrl.empty() ? "" : ", " + gameUrl));
    if (!gameUrl.empty()) return said("from " + gameUrl);
    return said("");
}

// " The solution: Qxf7+ Kh8 Qf8#. Puzzle abc12 (mate in 2, short), cut from alice vs bob, g12."
std::string solutionWords(const std::vector<std::string>& solution, const std::string& id,
                          const std::vector<std::string>& themeNames, const std::string& gameUrl,
                          const std::string& white, const std::string& black) {
    std::vector<std::string> themes;
    for (const std::string& t : themeNames) themes.push_back(themeWords(t));
    std::string credit = creditWords(gameUrl, white, black);
    return said(" The solution: " + joined(solution, " ") + ". Puzzle " + id +
                (themes.empty() ? "" : " (" + joined(themes, ", ") + ")") +
                (credit.empty() ? "" : ", " + credit) + ".");
}

std::string movesToFind(int solverMoves) {
    return said(solverMoves == 1 ? "one move" : std::to_string(solverMoves) + " moves");
}

std::string ratingChangeWords(const PuzzleProgress& p) {
    if (!p.rated) return said("Not rated.");
    // "->", not an arrow: TinyMUX shows a character its player's client lacks as "?".
    return said("Your puzzle rating: " + std::to_string(p.ratingBefore) + " -> " +
                std::to_string(p.ratingAfter) +
                (p.streak > 1 ? " (" + std::to_string(p.streak) + " solved in a row)" : "") + ".");
}

} // namespace

std::string themeWords(const std::string& theme) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 17> WORDS{{
        {"mate", "mate"},
        {"mateIn1", "mate in 1"},
        {"mateIn2", "mate in 2"},
        {"mateIn3", "mate in 3"},
        {"mateIn4", "mate in 4"},
        {"mateIn5", "mate in 5"},
        {"backRankMate", "back-rank mate"},
        {"crushing", "crushing"},
        {"advantage", "advantage"},
        {"hangingPiece", "hanging piece"},
        {"discoveredAttack", "discovered attack"},
        {"trappedPiece", "trapped piece"},
        {"oneMove", "one move"},
        {"short", "two moves"},
        {"long", "three moves"},
        {"veryLong", "four moves or more"},
        {"fork", "fork"},
    }};
    for (const auto& [name, words] : WORDS)
        if (name == theme) return said(std::string(words));
    return said(theme);
}

std::string puzzleShownWords(const PuzzleShown& shown, const std::string& board) {
    std::string moves = movesToFind(shown.solverMoves);
    std::string yours = shown.daily ? said("it moves no rating")
                                    : said("yours " + std::to_string(shown.playerRating));
    return said((shown.daily ? "Today's puzzle here, " : "Puzzle ") + shown.id + " (" +
                variantWords(shown.variant) + ", rated " + std::to_string(shown.rating) + "; " +
                yours + "): " + sideWords(shown.toMove == Side::WHITE ? Side::BLACK : Side::WHITE) +
                " played " + shown.lastMove + ". " + sideWords(shown.toMove) +
                " to move: find the best move (" + moves + " to find).\n" + board +
                "\nFEN: " + shown.fen +
                "\nAnswer with the move (\"Nf3\", \"e2 to e4\"), or several at once; \"puzzle "
                "hint\" shows which piece to move, \"give up\" the solution.");
}

std::string puzzleRightWords(const PuzzleProgress& p, const std::string& board) {
    return said("Right: " + p.move + ". The reply: " + p.reply + ". Your move.\n" + board);
}

std::string puzzleEndWords(const PuzzleProgress& p) {
    std::string out;
    switch (p.step) {
    case PuzzleStep::SOLVED: out = "Solved! " + p.move + " it is."; break;
    case PuzzleStep::WRONG:
        out = "Not the move: " + p.move + " was played, " + p.best + " was the one.";
        break;
    default: out = "Given up."; break;
    }
    out += solutionWords(p.solution, p.id, p.themes, p.gameUrl, p.white, p.black) + " " +
           ratingChangeWords(p) + " \"next puzzle\" for another.";
    return said(out);
}

std::string dailySolvedWords(const PuzzleProgress& p) {
    return said(p.player + " solved today's puzzle here" +
                (p.solvedToday > 1 ? " (" + std::to_string(p.solvedToday) + " solvers so far)"
                                   : ", the first today") +
                ". \"daily puzzle\" to try it.");
}

std::string puzzleRaceWords(const PuzzleRaceNews& news, const std::string& board) {
    Side opponent = news.toMove == Side::WHITE ? Side::BLACK : Side::WHITE;
    std::string about =
        solutionWords(news.solution, news.id, news.themes, news.gameUrl, news.white, news.black);
    switch (news.step) {
    case RaceStep::STARTED:
        return said("Puzzle race" + (news.object.empty() ? "" : " on " + news.object) + ", " +
                    variantWords(news.variant) + ", rated " + std::to_string(news.rating) +
                    " (started by " + news.player + "): " + sideWords(opponent) + " played " +
                    news.lastMove + ". " + sideWords(news.toMove) +
                    " to move. The first to find the best line wins (" +
                    movesToFind(news.solverMoves) + " to find, " +
                    std::to_string(news.seconds / 60) + " minutes).\n" + board +
                    "\nFEN: " + news.fen +
                    "\nAnswer with \"solve\" and the moves (\"solve Nf3\", or the whole line "
                    "at once); one wrong move and you are out.");
    case RaceStep::OUT:
        return said("Not " + news.move +
                    ": you are out of this race. The solution comes when it ends.");
    case RaceStep::WON:
        return said(news.player + " wins the puzzle race in " + std::to_string(news.seconds) +
                    " s with " + news.move + "." + about);
    case RaceStep::ENDED: return said("Nobody found the puzzle race's line in time." + about);
    }
    return said("");
}

std::string raceRunningWords(int secondsLeft) {
    return said("A puzzle race is on here already (" + std::to_string(secondsLeft) +
                " s left): answer it with \"solve\" and the moves, or wait for its end.");
}

std::string puzzleHintWords(const PuzzleProgress& p, std::string_view pieceName) {
    return said("Look at your " + std::string(pieceName) + " on " + p.hintSquare +
                ". (With a hint the puzzle counts as not solved.)");
}

std::string puzzleLeftWords(const std::string& id, bool rated) {
    return said("Puzzle " + id + " left unsolved" + (rated ? " (it counts as not solved)" : "") +
                ".");
}

std::string puzzleStatsWords(const PuzzleStatsShown& shown, bool self) {
    if (shown.variants.empty())
        return said(shown.player + (self ? " (you)" : "") +
                    " has solved no puzzle yet: \"puzzle\" gives one.");
    std::string out = shown.player + (shown.player.ends_with('s') ? "'" : "'s") + " puzzles:";
    for (const PuzzleStatsLine& v : shown.variants)
        out += "\n  " + variantWords(v.variant) + ": rating " + std::to_string(v.rating) +
               (v.provisional ? "?" : "") + ", " + std::to_string(v.solved) + " solved, " +
               std::to_string(v.failed) + " not, " + std::to_string(v.streak) +
               " in a row now, best run " + std::to_string(v.bestStreak);
    return said(out);
}

std::string puzzleTopWords(const PuzzleTopShown& shown) {
    if (shown.players.empty())
        return said("Nobody has solved a puzzle of " + variantWords(shown.variant) + " yet.");
    std::string out = "Best puzzlers of " + variantWords(shown.variant) + ":";
    for (const PuzzleTopLine& line : shown.players)
        out += "\n  " + std::to_string(line.rank) + ". " + line.player + " " +
               std::to_string(line.rating) + " (" + std::to_string(line.solved) + " solved)";
    return said(out);
}

std::string noPuzzleOpenWords(bool several) {
    if (several)
        return said("Several moves on one line answer a puzzle, and you have none open: play one "
                    "move at a time (\"e4\"), or ask for a puzzle with \"puzzle\".");
    return said("You have no puzzle open: \"puzzle\" gives you one (a game is ended with "
                "\"resign\").");
}

std::string noPuzzlesKeptWords() {
    return said("No puzzles here: puzzles are kept in the games' store, and this one keeps none "
                "(start mudchess with --db FILE).");
}

std::string noPuzzlesOfWords(const std::string& variant) {
    return said("No puzzle of " + variantWords(variant) +
                " is kept here yet: try another variant (\"puzzle race of knightmate\").");
}

std::string noPuzzlesLeftWords(const std::string& variant) {
    return said("There is no puzzle of " + variantWords(variant) +
                " you have not played yet: try another variant (\"puzzle of knightmate\").");
}

} // namespace mudchess
