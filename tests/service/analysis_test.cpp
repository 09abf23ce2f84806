// The analysis after a game (issue 52) through the service: refused during play for everyone,
// made in the background and told to the place with a typed event, kept in the store across a
// restart, queued within limits, shown move by move and written into the PGN.
#include "outcome_reading.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

namespace mudchess {
namespace {

using testing::allText;
using testing::find;
using testing::refusalCode;

// Few nodes a position: the test needs the verdicts on an obvious blunder, not depth. Our own
// engine (no external engines), unless a test asks for them.
ServiceSettings settingsFor(const std::string& store, int engineProcesses = 0) {
    ServiceSettings s;
    s.store = store;
    s.analysisNodes = 20'000;
    s.engineProcesses = engineProcesses;
    return s;
}

class Analysis : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::optional<Service> chess{std::in_place, settingsFor(dir.file("games.db"))};

    Outcome say(const std::string& who, const std::string& line,
                const std::string& place = "room") {
        return chess->handle(who, place, line);
    }
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#
    void scholarsMate(const std::string& object = "board") {
        say("alice", "start new game on " + object);
        say("alice", "join game as white on " + object);
        say("bob", "join game as black on " + object);
        int ply = 0;
        for (const char* san : {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"})
            ASSERT_TRUE(say(ply++ % 2 ? "bob" : "alice", std::string(san) + " on " + object).ok)
                << san;
    }
    // A game bob resigns after 1.e4.
    void shortGame(const std::string& object) {
        say("alice", "start new game on " + object);
        say("alice", "join game as white on " + object);
        say("bob", "join game as black on " + object);
        say("alice", "e4 on " + object);
        say("bob", "resign on " + object);
    }
    // Everything the background work tells until it is done.
    std::vector<Outcome> finish() {
        std::vector<Outcome> out;
        while (chess->thinking()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            for (Outcome& o : chess->tick(Service::Clock::now())) out.push_back(std::move(o));
        }
        for (Outcome& o : chess->tick(Service::Clock::now())) out.push_back(std::move(o));
        return out;
    }
};

TEST_F(Analysis, IsRefusedToEveryoneWhileTheGameIsPlayed) {
    say("alice", "start new game on board");
    say("alice", "join game as white on board");
    say("bob", "join game as black on board");
    EXPECT_EQ(refusalCode(say("alice", "analyse game on board")), "nothing_to_analyse");
    say("alice", "e4");
    for (const char* who : {"alice", "bob", "carol"}) {
        EXPECT_EQ(refusalCode(say(who, "analyse game on board")), "game_in_play") << who;
        EXPECT_EQ(refusalCode(say(who, "show analysis on board")), "game_in_play") << who;
    }
    EXPECT_FALSE(chess->thinking()) << "nothing was queued";
}

TEST_F(Analysis, RunsInTheBackgroundAndTellsThePlaceTheBlunderThatDecidedTheGame) {
    scholarsMate();
    Outcome asked = say("carol", "analyse game on board");
    ASSERT_TRUE(asked.ok) << allText(asked);
    const AnalysisShown* started = find<AnalysisShown>(asked);
    ASSERT_TRUE(started);
    EXPECT_EQ(started->state, "started");
    EXPECT_EQ(started->place, "") << "only the asker hears it is queued";
    EXPECT_EQ(asked.messages.at(0).to.kind, Recipient::Kind::USER);

    std::vector<Outcome> done = finish();
    const AnalysisShown* ready = find<AnalysisShown>(done);
    ASSERT_TRUE(ready);
    EXPECT_EQ(ready->state, "ready");
    EXPECT_EQ(ready->place, "room");
    EXPECT_EQ(ready->object, "board");
    EXPECT_EQ(ready->player, "carol");
    EXPECT_EQ(ready->engine, "mudchess");
    ASSERT_EQ(ready->moves.size(), 7u);
    const AnalysedMove& nf6 = ready->moves[5];
    EXPECT_EQ(nf6.san, "Nf6");
    EXPECT_EQ(nf6.verdict, "blunder");
    EXPECT_EQ(nf6.mate, 1) << "White mates in one after it";
    EXPECT_FALSE(nf6.best.empty());
    EXPECT_EQ(ready->moves[6].mate, 0) << "the mate on the board";
    ASSERT_TRUE(ready->whiteAccuracy && ready->blackAccuracy);
    EXPECT_GT(*ready->whiteAccuracy, *ready->blackAccuracy);

    // The place hears a summary of at most six lines that names the blunder and the mate.
    auto toRoom = std::find_if(done.begin(), done.end(), [](const Outcome& o) {
        return !o.messages.empty() && o.messages[0].to.kind == Recipient::Kind::PLACE;
    });
    ASSERT_NE(toRoom, done.end());
    std::string summary = toRoom->messages[0].text;
    EXPECT_LE(std::count(summary.begin(), summary.end(), '\n'), 5) << summary;
    EXPECT_NE(summary.find("3...Nf6??"), std::string::npos) << summary;
    EXPECT_NE(summary.find("mate in 1: 4.Qxf7#"), std::string::npos) << summary;
}

TEST_F(Analysis, IsKeptWithTheGameAcrossARestart) {
    scholarsMate();
    say("carol", "analyse game on board");
    std::vector<Outcome> done = finish();
    ASSERT_TRUE(find<AnalysisShown>(done));
    chess.reset();
    chess.emplace(settingsFor(dir.file("games.db")));
    Outcome again = say("dave", "analyse game on board");
    const AnalysisShown* ready = find<AnalysisShown>(again);
    ASSERT_TRUE(ready) << allText(again);
    EXPECT_EQ(ready->state, "ready") << "read back from the store at once";
    EXPECT_FALSE(chess->thinking());
    EXPECT_EQ(ready->moves.at(5).verdict, "blunder");
}

TEST_F(Analysis, ShowsEveryMoveToTheAskerAndAnnotatesThePgn) {
    scholarsMate();
    EXPECT_EQ(refusalCode(say("carol", "show analysis on board")), "not_analysed");
    EXPECT_EQ(say("carol", "show pgn on board").messages.at(0).text.find("%eval"),
              std::string::npos);
    say("carol", "analyse game on board");
    finish();
    Outcome shown = say("dave", "show analysis on board");
    const AnalysisShown* all = find<AnalysisShown>(shown);
    ASSERT_TRUE(all);
    EXPECT_EQ(all->state, "shown");
    EXPECT_EQ(all->place, "");
    EXPECT_EQ(shown.messages.at(0).to.kind, Recipient::Kind::USER);
    std::string pgn = say("carol", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("[Annotator \"mudchess at 20,000 nodes a position\"]"), std::string::npos)
        << pgn;
    EXPECT_NE(pgn.find("Nf6 $4 {[%eval #1]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("Blunder."), std::string::npos) << pgn;
}

TEST_F(Analysis, WaitsWithinLimitsPerPlayer) {
    for (const char* object : {"oak", "elm", "ash"}) shortGame(object);
    EXPECT_TRUE(say("carol", "analyse game on oak").ok);
    EXPECT_TRUE(say("carol", "analyse game on elm").ok);
    Outcome third = say("carol", "analyse game on ash");
    EXPECT_EQ(refusalCode(third), "analysis_queue_full");
    // Asking again for one under way says how far it is, and queues nothing more.
    Outcome again = say("dave", "analyse game on oak");
    EXPECT_TRUE(again.ok);
    EXPECT_FALSE(find<AnalysisShown>(again));
    finish();
    EXPECT_TRUE(say("carol", "analyse game on ash").ok) << "room again once those are done";
    finish();
}

TEST_F(Analysis, OnlyTheAskerStopsItAndNothingOfItIsKeptOrTold) {
    for (const char* object : {"oak", "elm"}) shortGame(object);
    EXPECT_EQ(refusalCode(say("carol", "stop analysis on oak")), "no_analysis_running");
    ASSERT_TRUE(say("carol", "analyse game on oak").ok);
    ASSERT_TRUE(say("carol", "analyse game on elm").ok);
    Outcome bystander = say("dave", "stop analysis on oak");
    EXPECT_EQ(refusalCode(bystander), "not_your_analysis");
    ASSERT_TRUE(bystander.refusal());
    EXPECT_EQ(bystander.refusal()->params.size(), 2u);
    EXPECT_TRUE(say("carol", "stop the analysis on oak").ok);
    std::vector<Outcome> done = finish();
    std::vector<std::string> told;
    for (const Outcome& o : done)
        if (const AnalysisShown* a = find<AnalysisShown>(o)) told.push_back(a->object);
    EXPECT_EQ(told, std::vector<std::string>{"elm"}) << "the stopped one says nothing";
    EXPECT_EQ(refusalCode(say("carol", "show analysis on oak")), "not_analysed");
    EXPECT_TRUE(say("carol", "analyse game on oak").ok) << "and may be asked for again";
    finish();
}

TEST_F(Analysis, AKeptGameByItsNumberIsToldToTheAskerAlone) {
    shortGame("board");
    say("alice", "start new game on board"); // the finished game is now kept history
    Outcome o = say("carol", "analyse game g1", "hall");
    ASSERT_TRUE(o.ok) << allText(o);
    std::vector<Outcome> done = finish();
    const AnalysisShown* ready = find<AnalysisShown>(done);
    ASSERT_TRUE(ready);
    EXPECT_EQ(ready->place, "");
    EXPECT_EQ(ready->id, 1);
    EXPECT_EQ(refusalCode(say("carol", "analyse game g99")), "no_stored_game");
}

// The strongest engine installed for the variant: Debian's Stockfish for chess, Fairy-Stockfish
// for Knightmate (scripts/setup installs both), ours for Knights Chess, which neither plays.
TEST_F(Analysis, UsesTheStrongestEngineInstalledForTheVariant) {
    chess.reset();
    chess.emplace(settingsFor(dir.file("engines.db"), 1));
    scholarsMate();
    shortGame("table");
    say("alice", "start new game of knightmate on desk");
    say("alice", "join game as white on desk");
    say("bob", "join game as black on desk");
    say("alice", "e4 on desk");
    say("bob", "resign on desk");
    say("alice", "start new game of knights chess on shelf");
    say("alice", "join game as white on shelf");
    say("bob", "join game as black on shelf");
    say("bob", "b7b6 on shelf"); // Black moves first in Knights Chess
    say("alice", "resign on shelf");
    std::map<std::string, std::string> engineOf;
    for (const char* object : {"board", "desk", "shelf"}) {
        Outcome asked = say("carol", std::string("analyse game on ") + object);
        EXPECT_TRUE(asked.ok) << allText(asked);
        std::vector<Outcome> done = finish();
        if (const AnalysisShown* ready = find<AnalysisShown>(done))
            engineOf[ready->object] = ready->engine;
    }
    EXPECT_EQ(engineOf["board"].rfind("Stockfish", 0), 0u) << engineOf["board"];
    EXPECT_EQ(engineOf["desk"].rfind("Fairy-Stockfish", 0), 0u) << engineOf["desk"];
    EXPECT_EQ(engineOf["shelf"], "mudchess");
    std::string pgn = say("carol", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("[Annotator \"" + engineOf["board"] + " at 20,000 nodes a position\"]"),
              std::string::npos)
        << pgn;
}

TEST_F(Analysis, CanBeSwitchedOff) {
    ServiceSettings off = settingsFor(":memory:");
    off.analysisNodes = 0;
    chess.reset();
    chess.emplace(off);
    shortGame("board");
    EXPECT_EQ(refusalCode(say("carol", "analyse game on board")), "analysis_off");
}

} // namespace
} // namespace mudchess
