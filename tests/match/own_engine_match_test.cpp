// Our engine (`mudchess uci`) in real matches against Stockfish and Fairy-Stockfish, run by
// `mudchess match` as a user would: every game must end by the rules of the game, never by a
// fault of either side (an illegal move, a crash, a protocol error, silence), and our engine
// must not lose on time even at sudden death. The PGN is read back with our own PGN reader.
#include "front/match/match_command.hpp"
#include "render/pgn_words.hpp"

#include "chess/pgn.hpp"
#include "chess/variant.hpp"
#include "pgn_file.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

using namespace mudchess;
using namespace mudchess::match;

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

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Endings by the rules of the game (PGN's "normal", the detail in a comment) and the match's
// own draw for endless games. A time forfeit is allowed to the opponent only; "rules
// infraction" (an illegal move) and "abandoned" (a dead or silent engine) are faults.
const std::set<std::string> PROPER_ENDINGS = {"normal", "adjudication", "time forfeit"};

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
        ASSERT_TRUE(read.game) << pgnImportError(read) << "\n" << pgn;
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
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun run = runMatch({"--engine", OURS, "--engine",
                             "stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=1500\" "
                             "name=Stockfish",
                             "--games", "2", "--tc", "5+0.05", "--pgn", pgn});
    checkGamesEndedProperly(run, pgn, chessVariant(), "Stockfish");
}

TEST(OwnEngineMatch, KnightmateAgainstFairyStockfishEveryGameEndsProperly) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
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
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun run = runMatch({"--engine", OURS, "--engine",
                             "stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=2000\" "
                             "name=Stockfish",
                             "--games", "2", "--tc", "5+0", "--pgn", pgn});
    checkGamesEndedProperly(run, pgn, chessVariant(), "Stockfish");
    for (const std::string& game : gamesIn(pgn)) EXPECT_EQ(tag(game, "TimeControl"), "5");
}
