// Games with known blunders, in all three variants (tests/data/analysis, README there): weak
// self-play whose blunders a stronger judge named once (Stockfish, Fairy-Stockfish, or our engine
// searching a hundred times deeper). Our analysis, at the budget these tests afford, must call
// each of them a mistake or a blunder, and the moments it tells must include one of them.
#include "analysis/analyser.hpp"

#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/variant.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

using namespace mudchess;
using namespace mudchess::analysis;

namespace {

const std::filesystem::path CORPUS = std::filesystem::path(MUDCHESS_TEST_DATA) / "analysis";

// What the corpus was checked at (bench/analysis_agreement --nodes).
constexpr AnalysisLimits CORPUS_LIMITS{.nodes = 20'000};

struct CorpusGame {
    std::string file;
    std::optional<Game> game;
    std::vector<std::string> blunders; // "9.Qxf7", "12...Nd4"
};

std::vector<CorpusGame> corpusOf(std::string_view variantKey) {
    std::vector<CorpusGame> games;
    for (const auto& entry : std::filesystem::directory_iterator(CORPUS)) {
        std::string name = entry.path().filename().string();
        if (name.rfind(std::string(variantKey) + "-", 0) != 0) continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        PgnImport imported = importPgn(text.str());
        EXPECT_TRUE(imported.game) << name << " is no game";
        if (!imported.game) continue;
        std::smatch tag;
        std::string pgn = text.str();
        EXPECT_TRUE(std::regex_search(pgn, tag, std::regex("\\[Blunders \"([^\"]*)\"\\]"))) << name;
        std::istringstream moves(tag[1].str());
        CorpusGame g{name, std::move(imported.game), {}};
        for (std::string m; moves >> m;) g.blunders.push_back(m);
        games.push_back(std::move(g));
    }
    std::sort(games.begin(), games.end(), [](auto& a, auto& b) { return a.file < b.file; });
    return games;
}

// "9.Qxf7" / "12...Nd4": the ply of the game as the corpus names it.
std::string moveName(const Game& game, std::size_t ply) {
    Position pos = game.positionBefore(ply);
    return std::to_string(ply / 2 + 1) + (pos.sideToMove() == WHITE ? "." : "...") +
           toSan(pos, game.history()[ply].move);
}

class BlunderCorpus : public testing::TestWithParam<std::string_view> {};

TEST_P(BlunderCorpus, TheAnalysisNamesEveryKnownBlunder) {
    std::vector<CorpusGame> games = corpusOf(GetParam());
    ASSERT_GE(games.size(), 2u) << "the corpus has too few games of " << GetParam();
    for (const CorpusGame& g : games) {
        ASSERT_FALSE(g.blunders.empty()) << g.file;
        std::atomic<bool> cancel{false};
        auto searcher = std::make_unique<search::Searcher>();
        std::optional<GameAnalysis> analysis =
            analyseGame(*g.game, CORPUS_LIMITS, *searcher, cancel);
        ASSERT_TRUE(analysis) << g.file;
        GameReview review = reviewGame(*g.game, *analysis);
        std::vector<std::string> named, told;
        for (const MoveReview& m : review.moves)
            if (m.judgement.verdict == analysis::Verdict::MISTAKE ||
                m.judgement.verdict == analysis::Verdict::BLUNDER)
                named.push_back(moveName(*g.game, m.ply));
        for (std::size_t i : review.turningPoints)
            told.push_back(moveName(*g.game, review.moves[i].ply));
        for (const std::string& blunder : g.blunders)
            EXPECT_NE(std::find(named.begin(), named.end(), blunder), named.end())
                << g.file << ": " << blunder << " is not called a mistake";
        EXPECT_TRUE(std::any_of(g.blunders.begin(), g.blunders.end(),
                                [&](const std::string& b) {
                                    return std::find(told.begin(), told.end(), b) != told.end();
                                }))
            << g.file << ": no known blunder among the moments told";
    }
}

INSTANTIATE_TEST_SUITE_P(AllVariants, BlunderCorpus,
                         testing::Values("chess", "knightmate", "knightschess"),
                         [](const auto& info) { return std::string(info.param); });

} // namespace
