// The computer at the board, through the service as a MUD would use it: it takes a seat, moves
// with nobody typing, gives hints privately, gives its seat up, and drops thoughts the game has
// left behind.
#include "room_fixture.hpp"
#include "temp_dir.hpp"

#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;

const std::string ROOM = "room";

using testing::find;

// Ticks until the computer has nothing left to think about, and returns everything it said. A
// broken computer never finishes: the bound only keeps such a failure from hanging the run.
std::vector<Outcome> settle(Service& s) {
    std::vector<Outcome> all;
    auto giveUp = Service::Clock::now() + 60s;
    while (Service::Clock::now() < giveUp) {
        for (Outcome& o : s.tick(Service::Clock::now())) all.push_back(std::move(o));
        if (!s.thinking()) break;
        std::this_thread::sleep_for(2ms);
    }
    EXPECT_FALSE(s.thinking()) << "the computer never answered";
    return all;
}

const MovePlayed* computerMove(const std::vector<Outcome>& all) {
    for (const Outcome& o : all)
        for (const Event& e : o.events)
            if (auto* m = std::get_if<MovePlayed>(&e); m && m->player == "computer") return m;
    return nullptr;
}

TEST(Computer, PlayingAgainstItSeatsBothSidesAndItAnswersAMoveByItself) {
    Service s;
    Outcome asked = s.handle("alice", ROOM, "play against the computer on board");
    ASSERT_TRUE(asked.ok) << asked.messages.front().text;
    int computerSeats = 0;
    for (const Event& e : asked.events)
        if (auto* seat = std::get_if<SeatTaken>(&e); seat && seat->computerLevel) {
            ++computerSeats;
            EXPECT_EQ(seat->side, Side::BLACK);
            EXPECT_EQ(seat->computerLevel, 4) << "the usual level";
        }
    EXPECT_EQ(computerSeats, 1);
    EXPECT_FALSE(s.thinking()) << "White (alice) moves first";

    ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4").ok);
    EXPECT_TRUE(s.thinking());
    std::vector<Outcome> later = settle(s);
    const MovePlayed* reply = computerMove(later);
    ASSERT_TRUE(reply) << "the computer did not move";
    EXPECT_EQ(reply->side, Side::BLACK);
    EXPECT_EQ(reply->board.toMove, Side::WHITE);
    // The room hears it, and alice is told it is her move.
    bool toldAlice = false;
    for (const Outcome& o : later)
        for (const Message& m : o.messages)
            toldAlice |= m.to.kind == Recipient::Kind::USER && m.to.name == "alice";
    EXPECT_TRUE(toldAlice);
}

// Issue 54, D3: without an object the computer comes to the speaker's own game, not to a new
// board called "board" beside it.
TEST(Computer, InvitedWithoutAnObjectItSitsAtTheSpeakersOwnGame) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game on oak").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "join game as white on oak").ok);
    Outcome invited = s.handle("alice", ROOM, "invite computer as black");
    ASSERT_TRUE(invited.ok) << invited.messages.front().text;
    const SeatTaken* seat = find<SeatTaken>(invited);
    ASSERT_TRUE(seat);
    EXPECT_EQ(seat->object, "oak");
    EXPECT_EQ(seat->side, Side::BLACK);
    EXPECT_FALSE(s.handle("alice", ROOM, "look at board").ok) << "no second board was set up";
    // The same for "play against the computer" at a game of one's own elsewhere.
    ASSERT_TRUE(s.handle("bob", ROOM, "start new game on elm").ok);
    ASSERT_TRUE(s.handle("bob", ROOM, "join game as black on elm").ok);
    Outcome played = s.handle("bob", ROOM, "play against the computer");
    ASSERT_TRUE(played.ok) << played.messages.front().text;
    const SeatTaken* computer = nullptr;
    for (const Event& e : played.events)
        if (auto* taken = std::get_if<SeatTaken>(&e); taken && taken->computerLevel)
            computer = taken;
    ASSERT_TRUE(computer);
    EXPECT_EQ(computer->object, "elm");
    EXPECT_EQ(computer->side, Side::WHITE);
}

TEST(Computer, AsWhiteItMovesFirstOnceBothSeatsAreTaken) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer level 2 as white on board").ok);
    EXPECT_FALSE(s.thinking()) << "nobody plays Black yet";
    ASSERT_TRUE(s.handle("alice", ROOM, "join game as black on board").ok);
    std::vector<Outcome> answered1 = settle(s);
    const MovePlayed* first = computerMove(answered1);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->side, Side::WHITE);
}

TEST(Computer, AHintIsToldOnlyToThePlayerWhoAskedAndMovesNothing) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as white on board").ok);
    Outcome asked = s.handle("alice", ROOM, "hint on board");
    ASSERT_TRUE(asked.ok);
    std::vector<Outcome> later = settle(s);
    const HintGiven* hint = find<HintGiven>(later);
    ASSERT_TRUE(hint);
    EXPECT_EQ(hint->player, "alice");
    EXPECT_EQ(hint->uci.size(), 4u);
    for (const Outcome& o : later)
        for (const Message& m : o.messages) {
            EXPECT_EQ(m.to.kind, Recipient::Kind::USER) << m.text;
            EXPECT_EQ(m.to.name, "alice") << m.text;
        }
    EXPECT_FALSE(computerMove(later));
    // The hint can be played as it was given.
    EXPECT_TRUE(s.handle("alice", ROOM, "move " + hint->uci).ok);
}

TEST(Computer, HintsAreForThePlayerToMove) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as black on board").ok);
    settle(s); // the computer, White, moves first
    EXPECT_EQ(testing::refusalCode(s.handle("bob", ROOM, "hint on board")), "not_playing");
    ASSERT_TRUE(s.handle("alice", ROOM, "hint on board").ok);
    settle(s);
}

// A draw offered to the computer: taken when it stands worse, played on when it stands better.
TEST(Computer, ItTakesADrawWhenItStandsWorseAndPlaysOnWhenItStandsBetter) {
    Service s;
    // Black, the computer, has a bare king against king and queen.
    ASSERT_TRUE(
        s.handle("alice", ROOM,
                 "load pgn [SetUp \"1\"] [FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"] * on lost")
            .ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer strongest as white on lost").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "offer draw on lost").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "move d1 d2 on lost").ok);
    std::vector<Outcome> later = settle(s);
    const GameEnded* ended = find<GameEnded>(later);
    ASSERT_TRUE(ended) << "the computer, a queen down, did not take the draw";
    EXPECT_EQ(ended->termination, "agreement");
    EXPECT_FALSE(computerMove(later));

    // Now the computer has the queen: the offer lapses with its move.
    ASSERT_TRUE(s.handle("bob", ROOM,
                         "load pgn [SetUp \"1\"] [FEN \"3qk3/8/8/8/8/8/8/4K3 w - - 0 1\"] * on won")
                    .ok);
    ASSERT_TRUE(s.handle("bob", ROOM, "play against the computer strongest as white on won").ok);
    ASSERT_TRUE(s.handle("bob", ROOM, "offer draw on won").ok);
    ASSERT_TRUE(s.handle("bob", ROOM, "move e1 f2 on won").ok);
    later = settle(s);
    EXPECT_TRUE(computerMove(later));
    EXPECT_FALSE(find<GameEnded>(later));
}

// Late in a level ending, the computer offers a draw once (and, not standing worse, the other
// computer plays on). A rook ending with pawns: level 5 chooses among level moves by what looks
// natural, and with bare rooks it would trade them into a dead position at once. It thinks by
// the clock, so on a loaded machine it sees less and may still end the game before it has been
// level long enough to offer anything: such a game proves nothing either way, and is played
// again (at most three times).
TEST(Computer, ItOffersADrawOnceWhenTheGameHasLongBeenLevel) {
    Service s;
    int offers = 0, plies = 0;
    bool endedEarly = true;
    auto giveUp = Service::Clock::now() + 90s;
    for (int attempt = 0; attempt < 3 && endedEarly && Service::Clock::now() < giveUp; ++attempt) {
        ASSERT_TRUE(
            s.handle(
                 "alice", ROOM,
                 "load pgn [SetUp \"1\"] [FEN \"2r3k1/5pp1/7p/8/8/7P/5PP1/3R2K1 w - - 0 40\"] * "
                 "on board")
                .ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer level 5 as white on board").ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer level 5 as black on board").ok);
        offers = 0, plies = 0;
        bool ended = false;
        endedEarly = false;
        while (plies < 40 && !ended && Service::Clock::now() < giveUp) {
            for (const Outcome& o : s.tick(Service::Clock::now()))
                for (const Event& e : o.events) {
                    if (std::holds_alternative<MovePlayed>(e)) ++plies;
                    if (auto* offer = std::get_if<Offer>(&e);
                        offer && offer->action == OfferAction::MADE) {
                        EXPECT_EQ(offer->player, "computer");
                        ++offers;
                    }
                    if (std::holds_alternative<GameEnded>(e)) {
                        ended = true;
                        endedEarly = offers < 2;
                    }
                }
            std::this_thread::sleep_for(1ms);
        }
        ASSERT_TRUE(s.handle("alice", ROOM, "dismiss the computer from board").ok);
    }
    EXPECT_EQ(offers, 2) << "one offer from each computer in " << plies << " plies";
}

TEST(Computer, ItMovesFirstInKnightsChessWhereBlackBegins) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game of knights chess on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as white on board").ok);
    std::vector<Outcome> answered2 = settle(s);
    const MovePlayed* first = computerMove(answered2);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->side, Side::BLACK);
    EXPECT_NE(first->san.find_first_not_of("-"), std::string::npos) << "a real move, not a pass";
}

// Two computers on a two-second clock each, for thirty moves: each thinks within its own time,
// so no flag falls (the clock's time, not the level's, bounds it).
TEST(Computer, OnAClockItManagesItsTimeAndDoesNotLoseOnTime) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer strongest as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer strongest as black on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game with clock 0:02+0 on board").ok);
    int plies = 0;
    bool ended = false;
    auto giveUp = Service::Clock::now() + 60s;
    while (plies < 60 && !ended && Service::Clock::now() < giveUp) {
        for (const Outcome& o : s.tick(Service::Clock::now()))
            for (const Event& e : o.events) {
                if (auto* m = std::get_if<MovePlayed>(&e)) {
                    ++plies;
                    EXPECT_GT(m->board.whiteMillis.value_or(1), 0);
                    EXPECT_GT(m->board.blackMillis.value_or(1), 0);
                }
                if (auto* end = std::get_if<GameEnded>(&e)) {
                    EXPECT_NE(end->termination, "time_forfeit");
                    ended = true;
                }
            }
        std::this_thread::sleep_for(1ms);
    }
    EXPECT_TRUE(plies >= 60 || ended) << plies << " plies";
    ASSERT_TRUE(s.handle("alice", ROOM, "dismiss the computer from board").ok);
}

// Against the computer a takeback needs no asking: both moves go back at once, and after one
// taken back while it thinks, it thinks again about the position as it now stands.
TEST(Computer, ItGrantsATakebackAtOnce) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4").ok);
    ASSERT_TRUE(computerMove(settle(s)));
    Outcome undone = s.handle("alice", ROOM, "take back my move");
    ASSERT_TRUE(undone.ok) << undone.messages.front().text;
    const TakenBack* back = find<TakenBack>(undone);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->moves, 2);
    EXPECT_EQ(back->board.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_FALSE(find<Offer>(undone)) << "nothing to accept";
    EXPECT_FALSE(s.thinking());
    ASSERT_TRUE(s.handle("alice", ROOM, "move d2 d4").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "undo").ok); // while it thinks: d4 goes back
    EXPECT_FALSE(s.thinking()) << "White (alice) is to move again";
    EXPECT_FALSE(computerMove(settle(s)));
}

TEST(Computer, ATakenSeatAndANonsenseLevelAreRefused) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "join game as white on board").ok);
    ASSERT_TRUE(s.handle("bob", ROOM, "join game as black on board").ok);
    EXPECT_EQ(testing::refusalCode(s.handle("alice", ROOM, "invite computer as black on board")),
              "seat_taken");
    EXPECT_EQ(testing::refusalCode(s.handle("carol", ROOM, "invite computer level 9 on board")),
              "bad_level");
    EXPECT_EQ(testing::refusalCode(s.handle("carol", ROOM, "invite computer level 0 on board")),
              "bad_level");
    EXPECT_EQ(testing::refusalCode(s.handle("alice", ROOM, "dismiss the computer from board")),
              "no_computer");
    EXPECT_EQ(testing::refusalCode(s.handle("alice", ROOM, "invite computer at level")),
              "parse_error");
}

TEST(Computer, APersonCalledComputerCannotMoveForIt) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as black on board").ok);
    // The computer, White, is to move: nobody may move for it, whatever they are called.
    Outcome impostor = s.handle("computer", ROOM, "move e2 e4 on board");
    EXPECT_FALSE(impostor.ok);
    settle(s);
}

TEST(Computer, APlayerTakesTheComputersSeatOverAndTheGameGoesOn) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4").ok);
    settle(s);
    Outcome bob = s.handle("bob", ROOM, "join game as black on board");
    ASSERT_TRUE(bob.ok);
    const SeatLeft* left = find<SeatLeft>(bob);
    ASSERT_TRUE(left);
    EXPECT_EQ(left->computerLevel, 4);
    const SeatTaken* taken = find<SeatTaken>(bob);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->player, "bob");
    ASSERT_TRUE(s.handle("alice", ROOM, "move d2 d4").ok);
    EXPECT_FALSE(s.thinking()) << "bob plays Black now";
    EXPECT_TRUE(s.handle("bob", ROOM, "resign on board").ok) << "bob plays Black";
}

TEST(Computer, DismissedMidGameItsSeatIsFreeAndItStopsThinking) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4").ok);
    Outcome dismissed = s.handle("alice", ROOM, "dismiss the computer from board");
    ASSERT_TRUE(dismissed.ok);
    EXPECT_FALSE(s.thinking());
    EXPECT_FALSE(computerMove(settle(s)));
    EXPECT_TRUE(s.handle("bob", ROOM, "join game as black on board").ok);
}

TEST(Computer, ResigningWhileItThinksLeavesNoMoveBehind) {
    Service s;
    ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer strongest as white").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4 on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "resign on board").ok);
    EXPECT_FALSE(s.thinking());
    EXPECT_FALSE(computerMove(settle(s)));
}

TEST(Computer, ALookElsewhereAnswersWhileManyComputerGamesThink) {
    ServiceSettings settings;
    settings.engineThreads = 2;
    Service s(settings);
    for (int i = 1; i <= 20; ++i) {
        std::string board = "board " + std::to_string(i);
        ASSERT_TRUE(s.handle("p" + std::to_string(i), ROOM,
                             "play against the computer as black on " + board)
                        .ok);
    }
    EXPECT_TRUE(s.thinking());
    // Answered by the thread that answers people, while the engine works on its own threads.
    Outcome look = s.handle("watcher", ROOM, "look at board 7");
    EXPECT_TRUE(look.ok);
    EXPECT_TRUE(s.thinking());
    std::vector<Outcome> later = settle(s);
    int moves = 0;
    for (const Outcome& o : later)
        for (const Event& e : o.events)
            if (auto* m = std::get_if<MovePlayed>(&e); m && m->player == "computer") ++moves;
    EXPECT_EQ(moves, 20);
}

TEST(Computer, ItsSeatSurvivesARestartAndItThinksAgainWhenItWasItsTurn) {
    test::TempDir dir;
    ServiceSettings settings;
    settings.store = dir.file("games.db");
    {
        Service s(settings);
        ASSERT_TRUE(s.handle("alice", ROOM, "play against the computer level 3 on board").ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "move e2 e4").ok);
        EXPECT_TRUE(s.thinking());
    } // stopped while the computer thought
    Service again(settings);
    EXPECT_TRUE(again.thinking()) << "its turn: it thinks again by itself";
    std::vector<Outcome> answered3 = settle(again);
    const MovePlayed* reply = computerMove(answered3);
    ASSERT_TRUE(reply);
    EXPECT_EQ(reply->side, Side::BLACK);
    Outcome look = again.handle("alice", ROOM, "show fen on board");
    EXPECT_TRUE(look.ok);
}

} // namespace
} // namespace mudchess
