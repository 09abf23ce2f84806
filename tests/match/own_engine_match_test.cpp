// Our engine (`mudchess uci`) in real matches against Stockfish and Fairy-Stockfish, run by
// `mudchess match` as a user would: every game must end by the rules of the game, never by a
// fault of either side (an illegal move, a crash, a protocol error, silence), and our engine
// must not lose on time even at sudden death. The PGN is read back with our own PGN reader.
#include "front/match/match_command.hpp"

#include "chess/pgn.hpp"
#include "chess/variant.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace mudchess;

namespace {

const std::string OURS = std::string(MUDCHESS_BINARY) + " uci name=mudchess";

struct MatchRun {
    int status;
    std::string out, err;
};

MatchRun runMatch(std::vector<std::string> args) {
    std::ostringstream out, err;
    int status = mudchess::match::runMatchCommand(args, out, err);
    return {status, out.str(), err.str()};
}

std::string freshPath(const std::string& name) {
    std::string path =
        (std::filesystem::temp_directory_path() /
         (name + "-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".pgn"))
            .string();
    std::filesystem::remove(path);
    return path;
}

std::vector<std::string> gamesIn(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    std::string all = text.str();
    std::vector<std::string> games;
    std::size_t start = all.find("[Event ");
    while (start != std::string::npos) {
        std::size_t next = all.find("\n[Event ", start + 1);
        games.push_back(all.substr(start, next == std::string::npos ? next : next + 1 - start));
        start = next == std::string::npos ? next : next + 1;
    }
    return games;
}

std::string tag(const std::string& pgn, const std::string& name) {
    std::smatch m;
    std::regex pattern("\\[" + name + " \"([^\"]*)\"\\]");
    return std::regex_search(pgn, m, pattern) ? m[1].str() : "";
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Endings by the rules of the game (and the match's own draw for endless games). A time
// forfeit is allowed to the opponent only; "illegal move" and "abandoned" are faults.
const std::set<std::string> PROPER_ENDINGS = {
    "checkmate",    "stalemate",     "threefold repetition", "fivefold repetition", "50-move rule",
    "75-move rule", "dead position", "adjudication",         "time forfeit",
};

// Two games with mudchess against `opponent`: both in the PGN, readable by our reader with the
// result their tags give, each ended properly, mudchess never out of time, one with each colour.
void checkGamesEndedProperly(const MatchRun& run, const std::string& pgnPath,
                             const Variant& variant, const std::string& opponent) {
    ASSERT_EQ(run.status, 0) << run.err;
    std::vector<std::string> games = gamesIn(pgnPath);
    ASSERT_EQ(games.size(), 2u) << run.out << run.err;
    std::set<std::string> whites;
    for (const std::string& pgn : games) {
        PgnImport read = importPgn(pgn, &variant);
        ASSERT_TRUE(read.game) << read.error << "\n" << pgn;
        EXPECT_EQ(read.game->variant().id, variant.id);
        std::string result = tag(pgn, "Result");
        EXPECT_NE(result, "*") << pgn;
        EXPECT_EQ(pgnResult(read.game->result()), result) << pgn;
        std::string ending = tag(pgn, "Termination");
        EXPECT_TRUE(PROPER_ENDINGS.contains(ending)) << "ended by '" << ending << "'\n" << pgn;
        EXPECT_FALSE(contains(pgn, "(mudchess) ran out of time")) << pgn;
        std::set<std::string> players{tag(pgn, "White"), tag(pgn, "Black")};
        EXPECT_EQ(players, (std::set<std::string>{"mudchess", opponent})) << pgn;
        whites.insert(tag(pgn, "White"));
    }
    EXPECT_EQ(whites.size(), 2u) << "each engine has white once";
    EXPECT_TRUE(contains(run.out, "mudchess vs " + opponent + ": 2 games")) << run.out;
    EXPECT_TRUE(contains(run.out, "Elo difference: ")) << run.out;
    for (const char* fault : {"illegal move", "abandoned"})
        EXPECT_FALSE(contains(run.out, fault)) << run.out;
}

} // namespace

TEST(OwnEngineMatch, AgainstStockfishEveryGameEndsProperly) {
    std::string pgn = freshPath("mudchess-own-sf");
    MatchRun run = runMatch({"--engine", OURS, "--engine",
                             "stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=1500\" "
                             "name=Stockfish",
                             "--games", "2", "--tc", "5+0.05", "--pgn", pgn});
    checkGamesEndedProperly(run, pgn, chessVariant(), "Stockfish");
}

TEST(OwnEngineMatch, KnightmateAgainstFairyStockfishEveryGameEndsProperly) {
    std::string pgn = freshPath("mudchess-own-fsf");
    MatchRun run =
        runMatch({"--engine", OURS, "--engine",
                  "fairy-stockfish \"option.UCI_LimitStrength=true\" "
                  "\"option.UCI_Elo=1500\" name=Fairy-Stockfish",
                  "--variant", "knightmate", "--games", "2", "--tc", "5+0.05", "--pgn", pgn});
    checkGamesEndedProperly(run, pgn, knightmateVariant(), "Fairy-Stockfish");
    for (const std::string& game : gamesIn(pgn)) EXPECT_EQ(tag(game, "Variant"), "Knightmate");
}

// Sudden death, no increment: the clock only runs down, so the engine must ration it to the
// last move. A loss on time here is a time-management bug a player at the board would see.
TEST(OwnEngineMatch, DoesNotLoseOnTimeAtSuddenDeath) {
    std::string pgn = freshPath("mudchess-own-sd");
    MatchRun run = runMatch({"--engine", OURS, "--engine",
                             "stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=2000\" "
                             "name=Stockfish",
                             "--games", "2", "--tc", "5+0", "--pgn", pgn});
    checkGamesEndedProperly(run, pgn, chessVariant(), "Stockfish");
    for (const std::string& game : gamesIn(pgn)) EXPECT_EQ(tag(game, "TimeControl"), "5");
}
