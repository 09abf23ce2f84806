// A player's games in every place (`history of bob`, op player_history) and any kept game by
// the store's number (`show pgn of game g12`, op game_pgn), issue 41: pages newest first, the
// typed events a MUD draws its own list from, the ECO names, and the refusals.
#include "room_fixture.hpp"

#include <sstream>

namespace mudchess {
namespace {

using testing::allText;
using testing::find;
using testing::refusalCode;

class History : public testing::RoomWithClock {
  protected:
    // A game on `object` in `place` that alice (White) wins after `moves` (SAN, both sides).
    void play(const std::string& place, const std::string& moves,
              const std::string& start = "start new game on board") {
        ASSERT_TRUE(chess.handle("alice", place, start).ok) << start;
        chess.handle("alice", place, "join game as white on board");
        chess.handle("bob", place, "join game as black on board");
        std::istringstream in(moves);
        int ply = 0;
        for (std::string san; in >> san; ++ply)
            ASSERT_TRUE(chess.handle(ply % 2 ? "bob" : "alice", place, san).ok) << san;
        ASSERT_TRUE(chess.handle("bob", place, "resign").ok);
    }
    HistoryShown history(const action::PlayerHistory& asked, const std::string& who = "carol") {
        Outcome o = chess.act(who, "room", Action{asked});
        EXPECT_TRUE(o.ok) << allText(o);
        const HistoryShown* shown = find<HistoryShown>(o);
        EXPECT_TRUE(shown) << allText(o);
        return shown ? *shown : HistoryShown{};
    }
};

TEST_F(History, APlayersGamesComeNewestFirstTenAPageFromEveryPlace) {
    for (int i = 0; i < 11; ++i) play("room", "e4 e5 Nf3 Nc6 Bb5");
    play("hall", "d4 Nf6 c4 e6 Nc3 Bb4"); // the newest, elsewhere
    play("room", "e4", "start new game of knightmate on board");

    HistoryShown first = history({"bob", 1});
    EXPECT_EQ(first.player, "bob");
    EXPECT_EQ(first.total, 13);
    EXPECT_EQ(first.pages, 2);
    ASSERT_EQ(first.games.size(), 10u);
    const KeptGame& knightmate = first.games[0];
    EXPECT_EQ(knightmate.variant, "knightmate");
    EXPECT_EQ(knightmate.eco, "") << "no ECO names outside standard chess";
    EXPECT_EQ(knightmate.result, "1-0");
    EXPECT_EQ(knightmate.termination, "resignation");
    const KeptGame& nimzo = first.games[1];
    EXPECT_EQ(nimzo.gamePlace, "hall");
    EXPECT_EQ(nimzo.eco, "E20");
    EXPECT_EQ(nimzo.opening, "Nimzo-Indian defence");
    EXPECT_EQ(nimzo.white, "alice");
    EXPECT_EQ(nimzo.plies, 6);
    EXPECT_EQ(first.games[2].eco, "C60");
    for (std::size_t i = 1; i < first.games.size(); ++i)
        EXPECT_GT(first.games[i - 1].id, first.games[i].id) << "newest first";

    HistoryShown second = history({"bob", 2});
    ASSERT_EQ(second.games.size(), 3u);
    EXPECT_LT(second.games[0].id, first.games.back().id);
    EXPECT_EQ(second.games.back().object, "board");
    EXPECT_EQ(second.games.back().number, 1) << "the board's own number of its first game";

    // In words, the same list, and where to go next.
    std::string told = allText(say("carol", "history of bob"));
    EXPECT_NE(told.find("bob's games, newest first (1 to 10 of 13):"), std::string::npos) << told;
    std::string nimzoLine = "g" + std::to_string(nimzo.id) + " ";
    std::size_t at = told.find("\n" + nimzoLine);
    ASSERT_NE(at, std::string::npos) << told;
    std::string line = told.substr(at + 1, told.find('\n', at + 1) - at - 1);
    EXPECT_EQ(line.substr(line.find(" board ")),
              " board in hall (its game 1): standard chess, White alice, Black bob: White wins "
              "by resignation (1–0), 3 moves, E20 Nimzo-Indian defence")
        << "after the date it began";
    EXPECT_NE(told.find("\"history of bob page 2\" the next 3."), std::string::npos) << told;

    Outcome beyond = chess.act("carol", "room", Action{action::PlayerHistory{"bob", 3}});
    EXPECT_FALSE(beyond.ok);
    EXPECT_EQ(refusalCode(beyond), "no_such_page");
    EXPECT_NE(allText(beyond).find("bob's 13 games fill pages 1 to 2; there is no page 3"),
              std::string::npos)
        << allText(beyond);
}

TEST_F(History, AKeptGameIsShownByItsNumberFromAnywhere) {
    play("hall", "c4 e6 Nc3 Nf6 d4 Bb4");
    HistoryShown mine = history({"", 1}, "alice");
    EXPECT_EQ(mine.player, "alice");
    ASSERT_EQ(mine.games.size(), 1u);
    std::int64_t id = mine.games[0].id;

    Outcome asked = chess.act("carol", "room", Action{action::GamePgn{int(id)}});
    ASSERT_TRUE(asked.ok) << allText(asked);
    const KeptGameShown* shown = find<KeptGameShown>(asked);
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->game.id, id);
    EXPECT_EQ(shown->game.gamePlace, "hall");
    // A transposition into the Nimzo-Indian, named where it arrived.
    EXPECT_NE(shown->pgn.find("[Site \"hall\"]\n"), std::string::npos) << shown->pgn;
    EXPECT_NE(shown->pgn.find("[ECO \"E20\"]\n[Opening \"Nimzo-Indian defence\"]\n"),
              std::string::npos)
        << shown->pgn;
    EXPECT_NE(shown->pgn.find("1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 {resignation} 1-0"),
              std::string::npos);
    EXPECT_EQ(allText(say("carol", "show pgn of game g" + std::to_string(id))), shown->pgn);

    Outcome missing = say("carol", "show pgn of game g" + std::to_string(id + 100));
    EXPECT_FALSE(missing.ok);
    EXPECT_EQ(refusalCode(missing), "no_stored_game");
    // A board's own numbers stay the board's: game 1 on board in hall.
    EXPECT_NE(allText(chess.handle("carol", "hall", "show pgn of game 1 on board")).find("c4 e6"),
              std::string::npos);
}

TEST_F(History, APlayerWithoutGamesIsToldSo) {
    EXPECT_EQ(allText(say("carol", "history of dave")),
              "dave has no finished games yet (aborted games are not kept in a history)\n");
}

TEST(HistoryWithoutAStore, IsRefusedByName) {
    World world;
    Dispatcher alone(world); // no store keeps any game
    for (const char* line : {"history of bob", "show pgn of game g1"}) {
        Dispatched d = alone.handle("alice", "room", line);
        ASSERT_EQ(d.replies.size(), 1u) << line;
        ASSERT_TRUE(d.replies[0].refusal) << line;
        EXPECT_EQ(d.replies[0].refusal->code, "no_store") << line;
    }
}

} // namespace
} // namespace mudchess
