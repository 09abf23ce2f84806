// A place's puzzles through the service (issue 53): a race shown to the whole place, won by the
// first whole line, a wrong move putting only its player out, ended with the solution when time
// runs out; the daily puzzle the same for everyone in a place all day, another elsewhere and
// tomorrow, each player's first solve told to the place; neither moves a rating; every variant.
#include "legals_mate.hpp"
#include "outcome_reading.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/puzzle_store.hpp"
#include "service/service_impl.hpp"
#include "store/sqlite_store.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <set>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using testing::allText;
using testing::find;
using testing::legalsMate;
using testing::refusalCode;

// Messages for the place, and for one user.
std::string toPlace(const Outcome& o) {
    std::string out;
    for (const Message& m : o.messages)
        if (m.to.kind == Recipient::Kind::PLACE) out += m.text + "\n";
    return out;
}

class PlacePuzzles : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::string path = dir.file("games.db");
    std::optional<Service> chess;
    TimePoint now{std::chrono::hours(1)};
    std::int64_t wallClock = 20'000 * 86400LL + 3600; // an hour into a day

    void SetUp() override { open({legalsMate()}); }
    void open(const std::vector<puzzle::Puzzle>& puzzles) {
        chess.reset();
        {
            auto store = SqliteStore::open(path);
            store->addPuzzles(puzzles);
        }
        ServiceSettings s;
        s.store = path;
        chess.emplace(s);
        Dispatcher& d = ServiceInternals::of(*chess).dispatcher;
        d.setTimeSource([this] { return now; });
        d.setWallClock([this] { return wallClock; });
    }
    Outcome say(const std::string& who, const std::string& line,
                const std::string& place = "room") {
        return chess->handle(who, place, line);
    }
};

TEST_F(PlacePuzzles, TheFirstWholeLineWinsTheRaceAndTheWholePlaceHearsIt) {
    Outcome started = say("alice", "puzzle race on board");
    const PuzzleRaceNews* news = find<PuzzleRaceNews>(started);
    ASSERT_TRUE(news) << allText(started);
    EXPECT_EQ(news->step, RaceStep::STARTED);
    EXPECT_EQ(news->id, legalsMate().id);
    EXPECT_EQ(news->object, "board");
    EXPECT_EQ(news->lastMove, "Bxd1");
    EXPECT_EQ(news->seconds, PUZZLE_RACE_SECONDS);
    EXPECT_TRUE(news->solution.empty()) << "the solution stays hidden while it runs";
    ASSERT_EQ(started.messages.size(), 1u);
    EXPECT_EQ(started.messages[0].to.kind, Recipient::Kind::PLACE);
    EXPECT_NE(started.messages[0].text.find("FEN: " + news->fen), std::string::npos);
    EXPECT_EQ(refusalCode(say("bob", "puzzle race")), "race_running") << "one at a time";

    // bob finds the first move; carol then plays the whole line at once and wins.
    Outcome right = say("bob", "solve Bxf7+");
    const PuzzleProgress* step = find<PuzzleProgress>(right);
    ASSERT_TRUE(step) << allText(right);
    EXPECT_EQ(step->step, PuzzleStep::RIGHT);
    EXPECT_EQ(step->reply, "Ke7");
    EXPECT_TRUE(toPlace(right).empty()) << "a racer's progress is theirs alone";

    now += 23s;
    Outcome won = say("carol", "Bxf7+ Ke7 Nd5#");
    const PuzzleRaceNews* win = find<PuzzleRaceNews>(won);
    ASSERT_TRUE(win) << allText(won);
    EXPECT_EQ(win->step, RaceStep::WON);
    EXPECT_EQ(win->player, "carol");
    EXPECT_EQ(win->seconds, 23);
    EXPECT_EQ(win->move, "Nd5#");
    EXPECT_EQ(win->solution, (std::vector<std::string>{"Bxd1", "Bxf7+", "Ke7", "Nd5#"}));
    EXPECT_NE(toPlace(won).find("carol wins the puzzle race in 23 s"), std::string::npos)
        << allText(won);

    // Over: bob's next move is nobody's answer, and another race may start.
    EXPECT_EQ(refusalCode(say("bob", "solve Nd5#")), "no_puzzle_open");
    EXPECT_TRUE(say("bob", "puzzle race").ok);
}

TEST_F(PlacePuzzles, AWrongMovePutsOnlyItsPlayerOutAndTellsNobodyElse) {
    say("alice", "puzzle race");
    Outcome wrong = say("bob", "solve Nd5");
    const PuzzleRaceNews* out = find<PuzzleRaceNews>(wrong);
    ASSERT_TRUE(out) << allText(wrong);
    EXPECT_EQ(out->step, RaceStep::OUT);
    EXPECT_EQ(out->move, "Nd5");
    EXPECT_TRUE(toPlace(wrong).empty()) << "the others are still looking";
    EXPECT_EQ(allText(wrong).find("Bxf7"), std::string::npos) << "no solution for bob yet";
    // Out: bob's answers no longer reach the race.
    EXPECT_EQ(refusalCode(say("bob", "solve Bxf7+")), "no_puzzle_open");
    // A move that is no move changes nothing: carol is still in.
    EXPECT_EQ(refusalCode(say("carol", "solve Qh8")), "illegal_move");
    EXPECT_EQ(find<PuzzleRaceNews>(say("carol", "solve Bxf7+ Nd5#"))->step, RaceStep::WON);
}

TEST_F(PlacePuzzles, ARaceNobodySolvesEndsAfterItsTimeWithTheSolution) {
    say("alice", "puzzle race");
    EXPECT_EQ(chess->nextDeadline(), now + std::chrono::seconds(PUZZLE_RACE_SECONDS));
    now += std::chrono::seconds(PUZZLE_RACE_SECONDS) - 1s;
    EXPECT_TRUE(chess->tick(now).empty());
    now += 1s;
    std::vector<Outcome> ended = chess->tick(now);
    ASSERT_EQ(ended.size(), 1u);
    const PuzzleRaceNews* end = find<PuzzleRaceNews>(ended[0]);
    ASSERT_TRUE(end);
    EXPECT_EQ(end->step, RaceStep::ENDED);
    EXPECT_EQ(end->place, "room");
    EXPECT_NE(toPlace(ended[0]).find("Bxf7+ Ke7 Nd5#"), std::string::npos) << allText(ended[0]);
    EXPECT_EQ(chess->nextDeadline(), std::nullopt);
}

TEST_F(PlacePuzzles, AMoveAloneFromAPlayerWithAGameHereGoesToTheGameNotTheRace) {
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    ASSERT_TRUE(say("alice", "join game as white on board").ok);
    ASSERT_TRUE(say("bob", "join game as black on board").ok);
    say("carol", "puzzle race");
    Outcome played = say("alice", "e4");
    EXPECT_TRUE(find<MovePlayed>(played)) << allText(played);
    EXPECT_FALSE(find<PuzzleRaceNews>(played));
    // "solve" is the race's whatever one plays, and a bystander's move alone is too.
    EXPECT_EQ(find<PuzzleRaceNews>(say("dave", "Nd5"))->step, RaceStep::OUT);
    EXPECT_EQ(find<PuzzleProgress>(say("alice", "solve Bxf7+"))->step, PuzzleStep::RIGHT);
}

TEST_F(PlacePuzzles, RacesInTwoPlacesRunApartAndMoveNoRating) {
    say("alice", "puzzle race", "room");
    EXPECT_TRUE(say("bob", "puzzle race", "hall").ok);
    EXPECT_EQ(find<PuzzleRaceNews>(say("bob", "solve Bxf7+ Nd5#", "hall"))->step, RaceStep::WON);
    // The room's race goes on.
    EXPECT_EQ(refusalCode(say("carol", "puzzle race", "room")), "race_running");
    chess.reset();
    EXPECT_FALSE(SqliteStore::open(path)->puzzleRating("bob", chessVariant()));
}

TEST_F(PlacePuzzles, TheDailyPuzzleIsTheSameForEveryoneHereAndThePlaceHearsWhoSolvedIt) {
    // Twelve puzzles: the day and the place choose among them.
    std::vector<puzzle::Puzzle> many;
    for (int i = 0; i < 12; ++i) {
        puzzle::Puzzle p = legalsMate();
        p.fen = "r2qkbnr/ppp2p1p/2np2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 " +
                std::to_string(5 + i);
        p.id = puzzle::puzzleIdOf(chessVariant(), p.fen, p.moves);
        many.push_back(p);
    }
    open(many);
    auto dailyId = [&](const std::string& who, const std::string& place) {
        Outcome asked = say(who, "daily puzzle", place);
        const PuzzleShown* shown = find<PuzzleShown>(asked);
        EXPECT_TRUE(shown && shown->daily);
        return shown ? shown->id : "";
    };
    std::string today = dailyId("alice", "room");
    EXPECT_EQ(dailyId("bob", "room"), today) << "the same for the whole place";

    Outcome solved = say("alice", "Bxf7+ Ke7 Nd5#");
    const PuzzleProgress* end = find<PuzzleProgress>(solved);
    ASSERT_TRUE(end) << allText(solved);
    EXPECT_EQ(end->step, PuzzleStep::SOLVED);
    EXPECT_FALSE(end->rated);
    EXPECT_TRUE(end->daily);
    EXPECT_EQ(end->solvedToday, 1);
    EXPECT_NE(toPlace(solved).find("alice solved today's puzzle here"), std::string::npos)
        << allText(solved);
    EXPECT_EQ(find<PuzzleProgress>(say("bob", "Bxf7+ Ke7 Nd5#"))->solvedToday, 2);
    // Solved again: the player hears it, the place does not hear it twice.
    dailyId("alice", "room");
    EXPECT_TRUE(toPlace(say("alice", "Bxf7+ Ke7 Nd5#")).empty());

    // Other places and other days mostly differ (12 puzzles: some may meet by chance).
    std::set<std::string> seen{today};
    for (const char* place : {"hall", "garden", "tower", "cellar"})
        seen.insert(dailyId("carol", place));
    for (int day = 1; day <= 4; ++day) {
        wallClock += 86400;
        seen.insert(dailyId("carol", "room"));
    }
    EXPECT_GE(seen.size(), 4u);
}

TEST_F(PlacePuzzles, EachVariantHasItsRaceAndItsDailyPuzzleFromTheShippedOnes) {
    Outcome raced = say("alice", "puzzle race of knightmate");
    const PuzzleRaceNews* race = find<PuzzleRaceNews>(raced);
    ASSERT_TRUE(race);
    EXPECT_EQ(race->variant, "knightmate");
    Outcome asked = say("alice", "daily puzzle of knights chess");
    const PuzzleShown* daily = find<PuzzleShown>(asked);
    ASSERT_TRUE(daily);
    EXPECT_EQ(daily->variant, "knightschess");
}

} // namespace
} // namespace mudchess
