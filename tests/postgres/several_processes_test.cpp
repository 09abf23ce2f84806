// Several mudchess processes on one PostgreSQL database (issue 42), each with a connection and
// a world of its own, as two processes have: two moves on one game at once, exactly one wins and
// the other is told the game changed and shown it as it is now.
#include "dispatch/dispatcher.hpp"
#include "store/postgres_listener.hpp"
#include "store/postgres_schema.hpp"
#include "store/postgres_store.hpp"

#include "chess/uci_move.hpp"
#include "mudchess/mudchess.hpp"
#include "shared_postgres_server.hpp"
#include "stored_objects.hpp"

#include <gtest/gtest.h>

#include <condition_variable>
#include <latch>
#include <mutex>
#include <random>
#include <thread>

using namespace mudchess;
using namespace mudchess::test;

namespace {

// One process: its own connection and its own world.
struct Instance {
    explicit Instance(const std::string& uri)
        : store(PostgresStore::openInto(uri, world)), dispatcher(world, store.get()) {}
    World world;
    std::unique_ptr<PostgresStore> store;
    Dispatcher dispatcher;

    Dispatched say(const std::string& actor, const std::string& line) {
        return dispatcher.handle(actor, "hall", line);
    }
    std::string moves() const { return historyText(world.places.at("hall").at("board")->game()); }
};

std::string codeOf(const Dispatched& d) {
    for (const Event& e : d.events)
        if (const auto* r = std::get_if<Refusal>(&e)) return r->code;
    return "";
}

} // namespace

// The player whose move lost the race is told so, and sees the move that won.
TEST(SeveralProcesses, AMoveOnAGameChangedElsewhereIsRefusedAndShowsTheGameAsItIs) {
    std::string uri = server->uri(server->newDatabase());
    Instance first(uri);
    first.say("alice", "start new game on board");
    first.say("alice", "join game as white on board");
    first.say("bob", "join game as black on board");
    Instance second(uri); // started now: it knows the game as it stands
    ASSERT_TRUE(first.say("alice", "move e2 to e4 on board").ok());
    // The second process has not heard of e4: alice's d4 there is refused, nothing saved.
    Dispatched late = second.say("alice", "move d2 to d4 on board");
    EXPECT_EQ(codeOf(late), "game_changed");
    ASSERT_EQ(late.replies.size(), 1u);
    const std::string& text = late.replies[0].text;
    EXPECT_TRUE(text.starts_with("board changed meanwhile through another mudchess sharing this "
                                 "database, so nothing changed here; this is how it stands now:\n"))
        << text;
    EXPECT_NE(text.find("Black to move"), std::string::npos) << text;
    // ... and the second process now holds the game as stored: bob answers there.
    EXPECT_EQ(second.moves(), "e2e4 ");
    EXPECT_TRUE(second.say("bob", "move e7 to e5 on board").ok());
    World stored;
    PostgresStore::openInto(uri, stored);
    EXPECT_EQ(historyText(stored.places["hall"]["board"]->game()), "e2e4 e7e5 ");
}

// Two processes save a different move on the same game at the same moment, 1,000 times: each
// time exactly one save goes through and the other is refused with StoreConflict, and the
// database holds the winner's move.
TEST(SeveralProcesses, OfTwoMovesAtOnceExactlyOneWinsEveryTime) {
    std::string uri = server->uri(server->newDatabase());
    std::unique_ptr<PostgresStore> stores[2];
    for (auto& store : stores) store = PostgresStore::open(uri);
    {
        World world;
        stores[0]->loadInto(world);
        stores[0]->save({{"hall", GameObject("board", chessVariant())}}, {});
    }
    std::mt19937 rng(42);
    int wins[2] = {0, 0};
    for (int race = 0; race < 1000; ++race) {
        SCOPED_TRACE("race " + std::to_string(race));
        // Both start from the game as stored; a finished or long game starts afresh first.
        std::optional<GameObject> mine[2] = {stores[0]->reread("hall", "board"),
                                             stores[1]->reread("hall", "board")};
        ASSERT_TRUE(mine[0] && mine[1]);
        const Game& g = mine[0]->game();
        if (g.isOver() || g.history().size() > 80) {
            GameObject fresh("board", chessVariant());
            fresh.setGameNumber(mine[0]->gameNumber() + 1);
            stores[0]->save({{"hall", fresh}}, {});
            --race;
            continue;
        }
        // Chosen before either plays: playing changes the game's list of legal moves.
        const MoveList& legal = g.legalMoves();
        Move chosen[2] = {legal[std::size_t(rng() % legal.size())],
                          legal[std::size_t(rng() % legal.size())]};
        for (int p = 0; p < 2; ++p) mine[p]->game().play(chosen[p]);
        std::latch start(2);
        bool won[2] = {false, false};
        std::string other[2];
        std::thread players[2];
        for (int p = 0; p < 2; ++p)
            players[p] = std::thread([&, p] {
                start.arrive_and_wait();
                try {
                    stores[p]->save({{"hall", *mine[p]}}, {});
                    won[p] = true;
                } catch (const StoreConflict&) {
                } catch (const StoreError& e) {
                    other[p] = e.what();
                }
            });
        for (auto& t : players) t.join();
        ASSERT_EQ(other[0] + other[1], "");
        ASSERT_NE(won[0], won[1]) << "both or neither saved";
        int winner = won[0] ? 0 : 1;
        ++wins[winner];
        std::optional<GameObject> stored = stores[1 - winner]->reread("hall", "board");
        ASSERT_TRUE(stored);
        ASSERT_EQ(historyText(stored->game()), historyText(mine[winner]->game()));
    }
    // Both won some: the race was a race, not one side always first.
    EXPECT_GT(wins[0], 0);
    EXPECT_GT(wins[1], 0);
}

// Two services (two processes' worth) on one database: a move made through one is heard by the
// other (LISTEN/NOTIFY), which wakes, tells the place with the board, and plays on from it.
TEST(SeveralProcesses, AMoveMadeThroughAnotherProcessIsAnnouncedWhereTheGameIsPlayed) {
    ServiceSettings settings;
    settings.store = server->uri(server->newDatabase());
    Service first(settings);
    first.handle("alice", "hall", "start new game on board");
    first.handle("alice", "hall", "join game as white on board");
    first.handle("bob", "hall", "join game as black on board");
    // Declared before the second service: its listener thread may still wake it while it is
    // being destroyed, and must find these alive.
    std::mutex mutex;
    std::condition_variable woken;
    bool wakeup = false;
    Service second(settings);
    second.setWakeup([&] {
        std::lock_guard lock(mutex);
        wakeup = true;
        woken.notify_all();
    });
    ASSERT_TRUE(first.handle("alice", "hall", "move e2 to e4 on board").ok);
    {
        std::unique_lock lock(mutex);
        ASSERT_TRUE(woken.wait_for(lock, std::chrono::seconds(20), [&] { return wakeup; }))
            << "the second service never heard of the move";
    }
    std::vector<Outcome> told = second.tick(Service::Clock::now());
    ASSERT_EQ(told.size(), 1u);
    ASSERT_EQ(told[0].messages.size(), 1u);
    EXPECT_EQ(told[0].messages[0].to, (Recipient{Recipient::Kind::PLACE, "hall"}));
    EXPECT_TRUE(told[0].messages[0].text.starts_with(
        "Through another mudchess sharing this database: board: Standard chess, White alice, "
        "Black bob; move 1, Black to move"))
        << told[0].messages[0].text;
    // The second plays on from it, and the first hears that in turn.
    EXPECT_TRUE(second.handle("bob", "hall", "move e7 to e5 on board").ok);
    Outcome next;
    for (int i = 0; i < 200 && next.messages.empty(); ++i) {
        for (Outcome& o : first.tick(Service::Clock::now()))
            if (!o.messages.empty()) next = o;
        if (next.messages.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ASSERT_FALSE(next.messages.empty()) << "the first service never heard of the answer";
    EXPECT_NE(next.messages[0].text.find("move 2, White to move"), std::string::npos)
        << next.messages[0].text;
    EXPECT_TRUE(first.handle("alice", "hall", "move g1 to f3 on board").ok);
}

// What a NOTIFY carries comes back as the place and object it was made of, whatever they hold.
TEST(SeveralProcesses, AChangesPayloadNamesItsPlaceAndObjectExactly) {
    for (auto [place, object] : std::vector<std::pair<std::string, std::string>>{
             {"hall", "board"}, {"#chess:12", "3:x"}, {"", "board"}, {"a b", ""}, {"é♞", "12"}})
        EXPECT_EQ(pg::readChangePayload(pg::changePayload(place, object)),
                  std::pair(place, object));
    for (const char* bad : {"", "board", ":x", "9:short", "x:y"})
        EXPECT_EQ(pg::readChangePayload(bad), std::nullopt) << bad;
}

// Leases (GameStore::lease): of two processes the first to ask holds a place; the other is
// refused while the lease lives, takes it once it has run out, and the first then finds it lost.
// A store that closes hands its leases back at once.
TEST(SeveralProcesses, APlacesLeaseIsHeldByOneProcessAndTakenOverOnceItRunsOut) {
    std::string name = server->newDatabase();
    std::string uri = server->uri(name);
    auto first = PostgresStore::open(uri);
    auto second = PostgresStore::open(uri);
    EXPECT_NE(first->owner(), second->owner());
    using std::chrono::milliseconds;
    using Places = std::vector<std::string>;
    EXPECT_EQ(first->lease({"hall", "#chess"}, milliseconds(300)), (Places{"hall", "#chess"}));
    EXPECT_EQ(second->lease({"hall", "garden"}, std::chrono::seconds(60)), Places{"garden"});
    // The first's lease of the hall runs out, as a killed process's would: the second takes it.
    Places taken;
    auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (taken.empty() && std::chrono::steady_clock::now() < until) {
        taken = second->lease({"hall"}, std::chrono::seconds(60));
        if (taken.empty()) std::this_thread::sleep_for(milliseconds(50));
    }
    EXPECT_EQ(taken, Places{"hall"});
    EXPECT_EQ(first->lease({"hall", "garden"}, std::chrono::seconds(60)), Places{});
    EXPECT_EQ(server->exec(name, "SELECT owner FROM leases WHERE place = 'hall'"), second->owner());
    // A place name with quotes, commas and backslashes is one place, as it is written.
    EXPECT_EQ(first->lease({"a \"b\", c\\d", "{e}"}, std::chrono::seconds(60)),
              (Places{"a \"b\", c\\d", "{e}"}));
    second.reset(); // stops cleanly: its leases are handed back
    EXPECT_EQ(first->lease({"hall", "garden"}, std::chrono::seconds(60)),
              (Places{"hall", "garden"}));
}

// A database of layout 2 (before leases, and before engine seats) is brought up to the current
// layout at the next start, its games kept, and leases work in it.
TEST(SeveralProcesses, ALayoutTwoDatabaseGainsTheLeasesTable) {
    std::string name = server->newDatabase();
    std::string uri = server->uri(name);
    {
        World world;
        auto store = PostgresStore::openInto(uri, world);
        store->save({{"hall", GameObject("board", chessVariant())}}, {});
    }
    server->exec(name, "DROP TABLE leases; ALTER TABLE games DROP COLUMN engines; UPDATE "
                       "mudchess_layout SET version = 2");
    World world;
    auto store = PostgresStore::openInto(uri, world);
    EXPECT_EQ(server->exec(name, "SELECT version FROM mudchess_layout"),
              std::to_string(pg::schema::CURRENT));
    EXPECT_EQ(world.places["hall"].count("board"), 1u);
    EXPECT_EQ(store->lease({"hall"}, std::chrono::seconds(5)), std::vector<std::string>{"hall"});
}

// Two services on one database: the flag of a timed game falls only in the one holding the
// place's lease, however late the other's clock says it is; the other hears the result from the
// database, as its place does.
TEST(SeveralProcesses, OnlyTheServiceHoldingThePlacesLeaseLetsAFlagFall) {
    ServiceSettings settings;
    settings.store = server->uri(server->newDatabase());
    std::mutex mutex;
    std::condition_variable woken;
    bool wakeup = false;
    Service first(settings);
    first.handle("alice", "hall", "start new game with clock 0:05+0 on board");
    first.handle("alice", "hall", "join game as white on board");
    first.handle("bob", "hall", "join game as black on board");
    Service second(settings);
    second.setWakeup([&] {
        std::lock_guard lock(mutex);
        wakeup = true;
        woken.notify_all();
    });
    ASSERT_TRUE(second.handle("alice", "hall", "move e2 to e4 on board").ok);
    ASSERT_TRUE(second.handle("bob", "hall", "move e7 to e5 on board").ok);
    // The first hears both moves (its clock now runs too) and is the one holding the hall.
    for (int i = 0; i < 400 && first.legalMoves("hall", "board").size() != 29; ++i) {
        first.tick(Service::Clock::now());
        std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    ASSERT_EQ(first.legalMoves("hall", "board").size(), 29u) << "e4 e5 never reached the first";
    auto late = Service::Clock::now() + std::chrono::minutes(1);
    // The second, though its own clock for the game runs, never lets the flag fall.
    std::optional<Service::Clock::time_point> next = second.nextDeadline();
    EXPECT_TRUE(!next || *next < Service::Clock::now() + std::chrono::seconds(20));
    for (const Outcome& o : second.tick(late))
        for (const Message& m : o.messages)
            EXPECT_EQ(m.text.find("flag falls"), std::string::npos) << m.text;
    EXPECT_FALSE(second.legalMoves("hall", "board").empty()) << "the game ended in the second";
    // The first does.
    std::string fell;
    for (const Outcome& o : first.tick(late))
        for (const Message& m : o.messages) fell += m.text;
    EXPECT_NE(fell.find("White (alice)'s flag falls on board: Black wins on time"),
              std::string::npos)
        << fell;
    // ... and the second takes the result from the database and tells its place.
    std::string heard;
    for (int i = 0; i < 400 && heard.empty(); ++i) {
        for (const Outcome& o : second.tick(Service::Clock::now()))
            for (const Message& m : o.messages) heard += m.text;
        if (heard.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    EXPECT_TRUE(heard.starts_with("Through another mudchess sharing this database: board:"))
        << heard;
    EXPECT_TRUE(second.legalMoves("hall", "board").empty());
}
