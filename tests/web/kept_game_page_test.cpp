// A kept game's page on the spectators' web page (issue 51): /g12 shows the game as it ended,
// its moves and its PGN to download, and the analysis once there is one; a number the store keeps
// no game under is a 404; a game still being played shows no more than its board's page would.
// The page asks the service for the game, which answers at its next tick, as a host's loop runs
// it: the test ticks the service while it waits for the page.
#include "http_client.hpp"
#include "outcome_reading.hpp"
#include "process.hpp"
#include "temp_dir.hpp"
#include "web/game_shelf.hpp"

#include <gtest/gtest.h>

#include <future>
#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using testing::find;

class KeptGamePage : public ::testing::Test {
  protected:
    test::TempDir dir;
    int port = test::freePort();
    std::optional<Service> chess;

    void open(int delayPlies = 0) {
        ServiceSettings s;
        s.store = dir.file("games.db");
        s.web = "127.0.0.1:" + std::to_string(port);
        s.webDelayPlies = delayPlies;
        s.analysisNodes = 20'000;
        s.engineProcesses = 0;
        chess.emplace(s);
    }
    Outcome say(const std::string& who, const std::string& line) {
        return chess->handle(who, "#chess", line);
    }
    void play(const std::vector<const char*>& moves) {
        say("alice", "start new game on board");
        say("alice", "join game as white on board");
        say("bob", "join game as black on board");
        int ply = 0;
        for (const char* san : moves)
            ASSERT_TRUE(say(ply++ % 2 ? "bob" : "alice", std::string(san) + " on board").ok) << san;
    }
    std::int64_t lastKeptGame() {
        Outcome history = say("carol", "history of alice");
        const HistoryShown* shown = find<HistoryShown>(history);
        if (!shown || shown->games.empty()) return 0;
        return shown->games.front().id;
    }
    // The page at `path`, the service ticked meanwhile as a host's loop would.
    test::Answer ask(const std::string& path) {
        auto asked = std::async(std::launch::async, [&] { return test::httpAsk(port, path); });
        while (asked.wait_for(2ms) != std::future_status::ready) chess->tick(Service::Clock::now());
        return asked.get();
    }
    void finishAnalysis() {
        while (chess->thinking()) {
            std::this_thread::sleep_for(5ms);
            chess->tick(Service::Clock::now());
        }
        chess->tick(Service::Clock::now());
    }
};

TEST_F(KeptGamePage, ShowsTheGameItsPgnAndItsAnalysisOnceThereIsOne) {
    open();
    play({"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"});
    std::int64_t id = lastKeptGame();
    ASSERT_GT(id, 0);
    std::string g = "/g" + std::to_string(id);
    // The history names the page.
    std::string history = testing::allText(say("carol", "history of alice"));
    EXPECT_NE(history.find("its page is http://127.0.0.1:" + std::to_string(port) + g),
              std::string::npos)
        << history;

    test::Answer page = ask(g);
    ASSERT_EQ(page.status, 200) << page.body;
    EXPECT_NE(page.body.find("Game " + g.substr(1) + ": alice vs bob"), std::string::npos)
        << page.body;
    EXPECT_NE(page.body.find("data-fen=\"r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR"),
              std::string::npos)
        << "the board as the game ended";
    EXPECT_NE(page.body.find("<li>Qxf7#</li>"), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("href=\"" + g + ".pgn\""), std::string::npos);
    EXPECT_NE(page.body.find("Not analysed yet"), std::string::npos);
    EXPECT_EQ(page.header("Set-Cookie"), "");

    test::Answer pgn = ask(g + ".pgn");
    EXPECT_EQ(pgn.status, 200);
    EXPECT_EQ(pgn.header("Content-Disposition"),
              "attachment; filename=\"" + g.substr(1) + ".pgn\"");
    EXPECT_NE(pgn.header("Content-Type").find("application/x-chess-pgn"), std::string::npos);
    EXPECT_NE(pgn.body.find("[White \"alice\"]"), std::string::npos) << pgn.body;
    EXPECT_NE(pgn.body.find("4. Qxf7#"), std::string::npos) << pgn.body;
    EXPECT_NE(pgn.body.find("[Result \"1-0\"]"), std::string::npos);

    // Analysed since: the page is read again and shows it, the PGN annotated.
    ASSERT_TRUE(say("carol", "analyse game " + g.substr(1)).ok);
    finishAnalysis();
    page = ask(g);
    EXPECT_NE(page.body.find("3...Nf6??"), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("id=\"analysis-list\""), std::string::npos);
    pgn = ask(g + ".pgn");
    EXPECT_NE(pgn.body.find("[%eval"), std::string::npos) << pgn.body;
    EXPECT_NE(pgn.body.find("[Annotator"), std::string::npos) << pgn.body;
}

TEST_F(KeptGamePage, ANumberWithNoGameIsNotFoundAndNothingElseIsAGame) {
    open();
    play({"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"});
    std::int64_t id = lastKeptGame();
    ASSERT_GT(id, 0);
    test::Answer none = ask("/g" + std::to_string(id + 1000));
    EXPECT_EQ(none.status, 404);
    EXPECT_NE(none.body.find("no kept game g" + std::to_string(id + 1000)), std::string::npos)
        << none.body;
    // Not a game's number: no question to the service, a 404 at once.
    for (const char* path : {"/g", "/g0", "/g01", "/g-1", "/g1x", "/g12345678901234567890",
                             "/g1.pgn.pgn", "/G1", "/g1/"})
        EXPECT_EQ(test::httpAsk(port, path).status, 404) << path;
}

TEST_F(KeptGamePage, AGameStillPlayedShowsNoMoreThanItsBoardsPage) {
    open(2);
    play({"e4", "e5", "Nf3"});
    // The game on the board is kept too, under a number of its own, while it is played.
    test::Answer board = test::httpAsk(port, "/board/%23chess/board");
    ASSERT_EQ(board.status, 200);
    // Its number: the first game the store keeps.
    test::Answer page = ask("/g1");
    ASSERT_EQ(page.status, 200) << page.body;
    EXPECT_NE(page.body.find("still being played"), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("href=\"/board/%23chess/board\""), std::string::npos);
    EXPECT_EQ(page.body.find("Nf3"), std::string::npos) << "two plies behind, as the board's page";
    EXPECT_EQ(page.body.find("e5"), std::string::npos);
    EXPECT_EQ(ask("/g1.pgn").status, 404) << "no PGN while it is played";
}

TEST(GameShelf, AsksOnceAnswersFromMemoryAndStaysSmallWhenFlooded) {
    web::GameShelf shelf;
    std::vector<std::int64_t> asked;
    shelf.onWanted([&](std::int64_t id) { asked.push_back(id); });
    EXPECT_EQ(shelf.lookup(7).state, web::GameShelf::Known::ASKED);
    EXPECT_EQ(shelf.lookup(7).state, web::GameShelf::Known::ASKED);
    EXPECT_EQ(asked, std::vector<std::int64_t>{7}) << "asked once while waiting";
    web::ShownGame game;
    game.id = 7;
    shelf.answer(7, game);
    EXPECT_EQ(shelf.lookup(7).state, web::GameShelf::Known::FOUND);
    shelf.answer(8, std::nullopt);
    EXPECT_EQ(shelf.lookup(8).state, web::GameShelf::Known::NONE);
    EXPECT_EQ(asked.size(), 1u);
    shelf.forgetAnswers();
    EXPECT_EQ(shelf.lookup(7).state, web::GameShelf::Known::ASKED) << "asked again";
    EXPECT_EQ(asked.size(), 2u);
    // A page asking for thousands of numbers the service has not answered yet.
    for (std::int64_t id = 100; id < 5100; ++id) shelf.lookup(id);
    EXPECT_EQ(asked.size(), 5002u);
    EXPECT_LE(shelf.size(), web::GameShelf::MOST_KEPT);
    shelf.failed(100);
    EXPECT_EQ(shelf.lookup(100).state, web::GameShelf::Known::FAILED)
        << "told, not asked again at once";
}

} // namespace
} // namespace mudchess
