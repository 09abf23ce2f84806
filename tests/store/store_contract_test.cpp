// One contract both stores keep (issue 42): the same cases, through openStore() as every front
// end opens a store, run on an SQLite file and on a PostgreSQL database (a throwaway server this
// program starts, tests/support/postgres_server.hpp), so the two can never drift apart. What one
// store alone does (SQLite's files, PostgreSQL's connections) is tested beside it, in
// store_test.cpp and tests/postgres.
#include "command/dispatcher.hpp"
#include "store/open_store.hpp"
#include "store/sqlite_store.hpp"

#include "chess/uci_move.hpp"
#include "shared_postgres_server.hpp"
#include "store/game_record.hpp"
#include "store/postgres_schema.hpp"
#include "store/schema.hpp"
#include "store/sqlite.hpp"
#include "stored_objects.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <sstream>

using namespace mudchess;
using namespace mudchess::test;

namespace {

// An SQLite file in a temporary folder.
struct Sqlite {
    static constexpr const char* NAME = "SQLite";
    TempDir dir;
    std::string path = dir.file("games.db");
    std::string location() const { return "sqlite:" + path; }
    // `sql` run on the file while no store has it open.
    void change(const std::string& sql) const { sql::Database(path, true).exec(sql); }
    void setLayout(int version) const {
        change("PRAGMA user_version = " + std::to_string(version));
    }
    static int currentLayout() { return schema::CURRENT; }
    // The file as the layout before engine seats (9) left it.
    void makeLayoutBeforeEngines() const {
        change("ALTER TABLE games DROP COLUMN engines");
        setLayout(9);
    }
    // The file as the layout before the indexes on the games' players (10) left it.
    void makeLayoutBeforePlayerIndexes() const {
        change("DROP INDEX games_white");
        change("DROP INDEX games_black");
        setLayout(10);
    }
    // The file as the layout before analyses (11) left it.
    void makeLayoutBeforeAnalyses() const {
        change("DROP TABLE analyses");
        setLayout(11);
    }
    // The indexes on the games' players there are, by name.
    std::string playerIndexes() const {
        sql::Database db(path, false);
        sql::Statement names = db.prepare(
            "SELECT coalesce(group_concat(name, ' '), '') FROM (SELECT name FROM sqlite_master "
            "WHERE type = 'index' AND name IN ('games_white', 'games_black') ORDER BY name)");
        names.step();
        return names.text(0);
    }
    int layout() const {
        sql::Database db(path, false);
        sql::Statement version = db.prepare("PRAGMA user_version");
        version.step();
        return int(version.integer(0));
    }
    void addForeignTable() const { change("CREATE TABLE invoices(id INTEGER)"); }
    // Makes saves fail from now on (or at least once the file must grow).
    void breakSaves(GameStore& store) const { dynamic_cast<SqliteStore&>(store).limitPages(1); }
};

// A database of its own on the shared server.
struct Postgres {
    static constexpr const char* NAME = "PostgreSQL";
    std::string database = server->newDatabase();
    std::string location() const { return server->uri(database); }
    void change(const std::string& sql) const { server->exec(database, sql); }
    void setLayout(int version) const {
        change("UPDATE mudchess_layout SET version = " + std::to_string(version));
    }
    static int currentLayout() { return pg::schema::CURRENT; }
    // The database as the layout before engine seats (3) left it.
    void makeLayoutBeforeEngines() const {
        change("ALTER TABLE games DROP COLUMN engines");
        setLayout(3);
    }
    // The database as the layout before the indexes on the games' players (4) left it.
    void makeLayoutBeforePlayerIndexes() const {
        change("DROP INDEX games_white");
        change("DROP INDEX games_black");
        setLayout(4);
    }
    // The database as the layout before analyses (5) left it.
    void makeLayoutBeforeAnalyses() const {
        change("DROP TABLE analyses");
        setLayout(5);
    }
    // The indexes on the games' players there are, by name.
    std::string playerIndexes() const {
        return server->exec(database,
                            "SELECT coalesce(string_agg(indexname, ' ' ORDER BY indexname), '') "
                            "FROM pg_indexes WHERE tablename = 'games' AND indexname IN "
                            "('games_white', 'games_black')");
    }
    int layout() const {
        return std::stoi(server->exec(database, "SELECT version FROM mudchess_layout"));
    }
    void addForeignTable() const { change("CREATE TABLE invoices(id integer)"); }
    // Every row written to games from now on breaks a rule of the table.
    void breakSaves(GameStore&) const {
        change("ALTER TABLE games ADD CONSTRAINT broken CHECK (false) NOT VALID");
    }
};

template <class Backend> class StoreContract : public ::testing::Test {
  protected:
    Backend backend;
    // The store at the backend's location, with what it holds loaded into `world`.
    std::unique_ptr<GameStore> open(World& world) { return openStore(backend.location(), world); }
    // What a fresh start finds.
    World reloaded() {
        World world;
        open(world);
        return world;
    }
};

using Backends = ::testing::Types<Sqlite, Postgres>;
class BackendNames {
  public:
    template <class T> static std::string GetName(int) { return T::NAME; }
};
TYPED_TEST_SUITE(StoreContract, Backends, BackendNames);

void play(GameObject& t, const std::string& moves) {
    std::istringstream in(moves);
    for (std::string m; in >> m;) ASSERT_TRUE(t.game().play(*parseUci(t.game().position(), m)));
}

std::string firstReply(Dispatcher& dispatcher, const std::string& actor, const std::string& line,
                       const std::string& place = "#chess") {
    Dispatched d = dispatcher.handle(actor, place, line);
    return d.replies.empty() ? "" : d.replies[0].text;
}

// An analysis as long as one may be (about 64 KB), of many lines, holding what SQL or a
// connection's text could mistake: quotes, a backslash, placeholders, a semicolon, non-ASCII.
std::string longAnalysis(const std::string& tag) {
    std::string text;
    for (int line = 1; text.size() < 64 * 1024; ++line)
        text += tag + " " + std::to_string(line) + ". e4 ?! \"it's\" \\ $1 ?2 ; é ♞ +0.35\n";
    return text;
}

// The game on `t` played a little and resigned, and how its analysis names it in `place`.
AnalysedGame finished(GameObject& t, const std::string& place) {
    play(t, "e2e4 e7e5 g1f3");
    t.game().resign(BLACK);
    return {place, t.name(), t.gameNumber(), recordOf(t).moves};
}

} // namespace

TYPED_TEST(StoreContract, EveryVariantAndEndingComesBackExactly) {
    std::vector<GameObject> objects = assortedObjects();
    {
        World world;
        auto store = this->open(world);
        EXPECT_TRUE(world.places.empty());
        for (const GameObject& t : objects) store->save({{"#chess", t}}, {});
    }
    World world = this->reloaded();
    ASSERT_EQ(world.places["#chess"].size(), objects.size());
    for (const GameObject& t : objects) {
        SCOPED_TRACE(t.name());
        ASSERT_TRUE(world.places["#chess"].count(t.name()));
        expectSameObject(t, *world.places["#chess"][t.name()]);
    }
}

TYPED_TEST(StoreContract, ASaveOfSeveralObjectsAndOptionsKeepsThemAll) {
    {
        World world;
        auto store = this->open(world);
        UserOptions options;
        options.colourScheme = "forest";
        GameObject one("board", chessVariant()), two("board", knightmateVariant());
        one.sit(WHITE, "alice");
        two.sit(BLACK, "bob");
        store->save({{"#chess", one}, {"#games", two}}, {{"alice", options}});
    }
    World world = this->reloaded();
    EXPECT_EQ(world.users["alice"].colourScheme, "forest");
    EXPECT_EQ(world.places["#chess"]["board"]->seat(WHITE), "alice");
    EXPECT_EQ(world.places["#games"]["board"]->game().variant().key, "knightmate");
    EXPECT_EQ(world.places["#games"]["board"]->seat(BLACK), "bob");
}

TYPED_TEST(StoreContract, EarlierGamesOnAnObjectAreKeptInOrder) {
    World world;
    auto store = this->open(world);
    GameObject t("board", chessVariant());
    int number = 0;
    for (const char* moves : {"f2f3 e7e5 g2g4 d8h4", "e2e4", "d2d4 d7d5"}) {
        t.reset(chessVariant());
        t.setGameNumber(++number);
        play(t, moves);
        store->save({{"terminal", t}}, {});
    }
    EXPECT_TRUE(store->history("terminal", "nothing here").empty());
    EXPECT_TRUE(store->history("elsewhere", "board").empty());
    std::vector<GameObject> past = store->history("terminal", "board");
    ASSERT_EQ(past.size(), 2u);
    EXPECT_EQ(past[0].gameNumber(), 1);
    EXPECT_EQ(past[0].game().termination(), Termination::CHECKMATE);
    EXPECT_EQ(past[1].gameNumber(), 2);
    EXPECT_EQ(historyText(past[1].game()), "e2e4 ");
    store.reset();
    World after = this->reloaded();
    ASSERT_EQ(after.places["terminal"].size(), 1u);
    EXPECT_EQ(after.places["terminal"]["board"]->gameNumber(), 3);
    EXPECT_EQ(historyText(after.places["terminal"]["board"]->game()), "d2d4 d7d5 ");
}

// Every board option and each of its values, chosen through the commands (the others first, so
// the stored value was overwritten, not only written once), and every colour scheme.
TYPED_TEST(StoreContract, EveryOptionValueComesBack) {
    World world;
    {
        auto store = this->open(world);
        Dispatcher dispatcher(world, store.get());
        for (const BoardSetting& setting : boardSettings())
            for (std::string_view value : setting.values) {
                std::string user = "u-" + std::string(setting.name) + "-" + std::string(value);
                std::string option = "options board " + std::string(setting.name) + " ";
                for (std::string_view other : setting.values)
                    if (other != value)
                        dispatcher.handle(user, "terminal", option + std::string(other));
                dispatcher.handle(user, "terminal", option + std::string(value));
                ASSERT_EQ(boardSettingValue(world.users[user], setting.name), value);
            }
        for (const ColourScheme& scheme : dispatcher.colourSchemes().all()) {
            std::string user = "u-colour-" + scheme.name;
            dispatcher.handle(user, "terminal", "options colour mono");
            dispatcher.handle(user, "terminal", "options colour " + scheme.name);
        }
        dispatcher.handle("alice", "terminal", "options colour special dark squares green");
    }
    World after = this->reloaded();
    EXPECT_EQ(after.users.size(), world.users.size());
    for (const auto& [user, options] : world.users) EXPECT_EQ(after.users[user], options) << user;
    EXPECT_EQ(after.users["alice"].specialColours[1], "green");
}

// A timed game's clock, the seats, the computer's seat and level, and the players' names.
TYPED_TEST(StoreContract, ClocksSeatsComputersAndNamesComeBack) {
    World world;
    {
        auto store = this->open(world);
        Dispatcher dispatcher(world, store.get());
        EXPECT_EQ(
            firstReply(dispatcher, "alice", "start new game with clock 5+3 on board").substr(0, 8),
            "New game");
        dispatcher.handle("alice", "#chess", "join game as white on board");
        dispatcher.handle("bob", "#chess", "join game as black on board");
        dispatcher.handle("alice", "#chess", "move e2 to e4 on board");
        dispatcher.handle("bob", "#chess", "move e7 to e5 on board");
        GameObject computer("table", chessVariant());
        computer.sit(WHITE, "#12");
        computer.seatComputer(BLACK, 7);
        store->save({{"#chess", computer}}, {});
        store->saveName("#12", "Carol");
        store->saveName("#13", "Dave");
        store->saveName("#13", "#13"); // Dave is #13 again: no other name
    }
    World after = this->reloaded();
    const GameObject& board = *after.places["#chess"]["board"];
    const GameObject& before = *world.places["#chess"]["board"];
    ASSERT_TRUE(board.clock());
    EXPECT_EQ(board.clock()->saved(), before.clock()->saved());
    EXPECT_EQ(board.seat(WHITE), "alice");
    EXPECT_EQ(board.seat(BLACK), "bob");
    EXPECT_EQ(historyText(board.game()), "e2e4 e7e5 ");
    const GameObject& table = *after.places["#chess"]["table"];
    EXPECT_EQ(table.seat(WHITE), "#12");
    EXPECT_TRUE(table.isComputer(BLACK));
    EXPECT_EQ(table.computerLevel(BLACK), 7);
    EXPECT_EQ(after.names.of("#12"), "Carol");
    EXPECT_EQ(after.names.of("#13"), "#13");
}

// An external engine's seat comes back as the engine's, with its level or without one, so it
// plays on after a restart (issue 39).
TYPED_TEST(StoreContract, EngineSeatsComeBackWithTheirLevels) {
    World world;
    {
        auto store = this->open(world);
        GameObject board("board", knightmateVariant());
        board.seatEngine(WHITE, "fairymax", std::nullopt);
        board.seatEngine(BLACK, "fairy-stockfish", -5);
        GameObject table("table", chessVariant());
        table.sit(WHITE, "#12");
        table.seatEngine(BLACK, "stockfish", 0);
        store->save({{"#chess", board}, {"#chess", table}}, {});
    }
    World after = this->reloaded();
    const GameObject& board = *after.places["#chess"]["board"];
    EXPECT_EQ(board.engineAt(WHITE), "fairymax");
    EXPECT_EQ(board.engineLevel(WHITE), std::nullopt);
    EXPECT_EQ(board.engineAt(BLACK), "fairy-stockfish");
    EXPECT_EQ(board.engineLevel(BLACK), -5);
    EXPECT_TRUE(board.isComputer(WHITE) && board.isComputer(BLACK));
    const GameObject& table = *after.places["#chess"]["table"];
    EXPECT_EQ(table.seat(WHITE), "#12");
    EXPECT_FALSE(table.isComputer(WHITE));
    EXPECT_EQ(table.engineAt(BLACK), "stockfish");
    EXPECT_EQ(table.engineLevel(BLACK), 0);
    EXPECT_EQ(table.computerLevel(BLACK), 0) << "not the built-in computer";
}

// The layout before engine seats is upgraded in place: its games come back as they were (an
// engine's seat was a player's under its name), and engine seats are kept from then on.
TYPED_TEST(StoreContract, TheLayoutBeforeEngineSeatsIsUpgraded) {
    World world;
    {
        auto store = this->open(world);
        GameObject board("board", chessVariant());
        board.sit(WHITE, "#12");
        board.seatComputer(BLACK, 3);
        GameObject table("table", chessVariant());
        table.sit(WHITE, "#12");
        table.sit(BLACK, "stockfish");
        store->save({{"#chess", board}, {"#chess", table}}, {});
    }
    this->backend.makeLayoutBeforeEngines();
    {
        World old;
        auto store = this->open(old);
        EXPECT_EQ(old.places["#chess"]["board"]->computerLevel(BLACK), 3);
        GameObject& table = *old.places["#chess"]["table"];
        EXPECT_EQ(table.seat(BLACK), "stockfish");
        EXPECT_TRUE(table.engineAt(BLACK).empty()) << "held as a player's seat, as before";
        table.seatEngine(BLACK, "stockfish", 4);
        store->save({{"#chess", table}}, {});
    }
    EXPECT_EQ(this->backend.layout(), this->backend.currentLayout());
    World after = this->reloaded();
    EXPECT_EQ(after.places["#chess"]["table"]->engineAt(BLACK), "stockfish");
    EXPECT_EQ(after.places["#chess"]["table"]->engineLevel(BLACK), 4);
}

// A rated game's end and the ratings it made are kept together, the computer's side without
// figures; they come back with the pairing the anti-feeding window counts, and the games a
// player finished are found in any place.
TYPED_TEST(StoreContract, RatedGamesAndRatingsComeBack) {
    World world;
    RatedGame rated;
    {
        auto store = this->open(world);
        GameObject board("board", chessVariant());
        board.sit(WHITE, "#12");
        board.sit(BLACK, "#40");
        board.setRated(true);
        board.game().resign(BLACK);
        rated = {.place = "#chess",
                 .object = "board",
                 .number = board.gameNumber(),
                 .ended = 1'800'000'000,
                 .variant = "chess",
                 .speed = "blitz",
                 .white = "#12",
                 .black = "#40",
                 .weight = 0.5,
                 .whiteBefore = PlayerRating{},
                 .whiteAfter = PlayerRating{1662.3456789, 290.3, 0.0599999, 1, 1'800'000'000},
                 .blackBefore = PlayerRating{},
                 .blackAfter = PlayerRating{1337.7, 290.3, 0.06, 1, 1'800'000'000}};
        GameObject computer("table", knightmateVariant());
        computer.sit(WHITE, "#12");
        computer.seatComputer(BLACK, 5);
        computer.setRated(true);
        computer.game().resign(WHITE);
        RatedGame againstComputer{.place = "&hall",
                                  .object = "table",
                                  .number = computer.gameNumber(),
                                  .ended = 1'800'000'100,
                                  .variant = "knightmate",
                                  .speed = "rapid",
                                  .white = "#12",
                                  .black = "",
                                  .whiteBefore = PlayerRating{},
                                  .whiteAfter = PlayerRating{1400, 300, 0.06, 1, 1'800'000'100},
                                  .blackBefore = std::nullopt,
                                  .blackAfter = std::nullopt};
        store->save({{"#chess", board}, {"&hall", computer}}, {}, {rated, againstComputer});
        std::vector<std::pair<std::string, GameObject>> played = store->gamesOf("#12");
        ASSERT_EQ(played.size(), 2u);
        EXPECT_EQ(played[0].first, "#chess");
        EXPECT_EQ(played[1].first, "&hall");
        EXPECT_TRUE(played[1].second.rated());
        EXPECT_TRUE(store->gamesOf("#99").empty());
    }
    World after = this->reloaded();
    EXPECT_TRUE(after.places["#chess"]["board"]->rated());
    ASSERT_TRUE(after.ratings.find({"#12", "chess", "blitz"}));
    EXPECT_EQ(*after.ratings.find({"#12", "chess", "blitz"}), *rated.whiteAfter);
    EXPECT_EQ(*after.ratings.find({"#40", "chess", "blitz"}), *rated.blackAfter);
    ASSERT_TRUE(after.ratings.find({"#12", "knightmate", "rapid"}));
    EXPECT_EQ(after.ratings.find({"#12", "knightmate", "rapid"})->rating, 1400);
    EXPECT_EQ(after.ratings.all().size(), 3u) << "the computer has no rating";
    EXPECT_EQ(after.ratings.pairingsSince("#40", "#12", rated.ended - 1), 1);
}

// A player's finished games, in every place, newest first a page at a time with how many there
// are in all (unfinished and aborted games left out), and any game by the number the store gave
// it (`history of bob`, `show pgn of game g12`).
TYPED_TEST(StoreContract, APlayersGamesComeNewestFirstByPagesAndEachByItsNumber) {
    World world;
    auto store = this->open(world);
    auto game = [](const std::string& name, int number, const std::string& white,
                   const std::string& black) {
        GameObject t(name, chessVariant());
        t.setGameNumber(number);
        t.sit(WHITE, white);
        t.sit(BLACK, black);
        return t;
    };
    for (int n = 1; n <= 4; ++n) { // #12's games 1 to 4 on the board in #chess
        GameObject t = game("board", n, n % 2 ? "#12" : "#40", n % 2 ? "#40" : "#12");
        play(t, n == 4 ? "f2f3 e7e5 g2g4 d8h4" : "e2e4");
        if (n != 4) t.game().resign(BLACK);
        store->save({{"#chess", t}}, {});
    }
    GameObject elsewhere = game("table", 1, "#77", "#12");
    elsewhere.game().resign(WHITE);
    GameObject aborted = game("side", 1, "#12", "#40");
    aborted.game().abort();
    GameObject underWay = game("board", 5, "#12", "#40"); // the board's game now
    play(underWay, "d2d4");
    store->save({{"&hall", elsewhere}, {"#chess", aborted}}, {});
    store->save({{"#chess", underWay}}, {});

    StoredGamesPage first = store->recentGamesOf("#12", 0, 3);
    EXPECT_EQ(first.total, 5);
    ASSERT_EQ(first.games.size(), 3u);
    EXPECT_EQ(first.games[0].place, "&hall");
    EXPECT_EQ(first.games[0].object.name(), "table");
    EXPECT_EQ(first.games[1].object.gameNumber(), 4);
    EXPECT_EQ(first.games[1].object.game().termination(), Termination::CHECKMATE);
    EXPECT_EQ(first.games[2].object.gameNumber(), 3);
    EXPECT_GT(first.games[0].id, first.games[1].id);
    EXPECT_GT(first.games[1].id, first.games[2].id);
    StoredGamesPage second = store->recentGamesOf("#12", 3, 3);
    EXPECT_EQ(second.total, 5);
    ASSERT_EQ(second.games.size(), 2u);
    EXPECT_EQ(second.games[0].object.gameNumber(), 2);
    EXPECT_EQ(second.games[1].object.gameNumber(), 1);
    EXPECT_EQ(second.games[1].place, "#chess");
    EXPECT_TRUE(store->recentGamesOf("#12", 6, 3).games.empty());
    EXPECT_EQ(store->recentGamesOf("#99", 0, 3).total, 0);

    // Each by its number, the same game as in the list; the game going on is found too.
    std::optional<StoredGame> checkmate = store->storedGame(first.games[1].id);
    ASSERT_TRUE(checkmate);
    EXPECT_EQ(checkmate->place, "#chess");
    EXPECT_EQ(checkmate->id, first.games[1].id);
    expectSameObject(first.games[1].object, checkmate->object);
    std::int64_t newest = 0;
    for (std::int64_t id = 1; id <= first.games[0].id + 100; ++id)
        if (std::optional<StoredGame> g = store->storedGame(id); g && g->object.gameNumber() == 5)
            newest = id;
    EXPECT_NE(newest, 0) << "the game under way has a number too";
    EXPECT_FALSE(store->storedGame(first.games[0].id + 1000));
    EXPECT_FALSE(store->storedGame(-1));
}

// A game a player played against themselves is one of their games, listed once, counted once.
TYPED_TEST(StoreContract, AGameAgainstOneselfIsListedOnce) {
    World world;
    auto store = this->open(world);
    for (int n = 1; n <= 3; ++n) {
        GameObject t("board", chessVariant());
        t.setGameNumber(n);
        t.sit(WHITE, "#12");
        t.sit(BLACK, n == 2 ? "#12" : "#40");
        t.game().resign(WHITE);
        store->save({{"#chess", t}}, {});
    }
    StoredGamesPage first = store->recentGamesOf("#12", 0, 2);
    EXPECT_EQ(first.total, 3);
    ASSERT_EQ(first.games.size(), 2u);
    EXPECT_EQ(first.games[0].object.gameNumber(), 3);
    EXPECT_EQ(first.games[1].object.gameNumber(), 2);
    StoredGamesPage second = store->recentGamesOf("#12", 2, 2);
    EXPECT_EQ(second.total, 3);
    ASSERT_EQ(second.games.size(), 1u);
    EXPECT_EQ(second.games[0].object.gameNumber(), 1);
}

// The layout before the indexes on the games' players (that `history of bob` and `stats of bob`
// read) is upgraded in place: its games come back, a player's are found, and the indexes are
// there from then on. A new store has them from the start.
TYPED_TEST(StoreContract, TheLayoutBeforePlayerIndexesIsUpgraded) {
    {
        World world;
        auto store = this->open(world);
        for (int n = 1; n <= 3; ++n) {
            GameObject t("board", chessVariant());
            t.setGameNumber(n);
            t.sit(WHITE, n == 2 ? "#40" : "#12");
            t.sit(BLACK, n == 2 ? "#12" : "#40");
            t.game().resign(BLACK);
            store->save({{"#chess", t}}, {});
        }
    }
    EXPECT_EQ(this->backend.playerIndexes(), "games_black games_white");
    this->backend.makeLayoutBeforePlayerIndexes();
    ASSERT_EQ(this->backend.playerIndexes(), "");
    {
        World world;
        auto store = this->open(world);
        EXPECT_EQ(world.places["#chess"]["board"]->gameNumber(), 3);
        StoredGamesPage games = store->recentGamesOf("#40", 0, 10);
        EXPECT_EQ(games.total, 3);
        ASSERT_EQ(games.games.size(), 3u);
        EXPECT_EQ(games.games[1].object.seat(WHITE), "#40");
    }
    EXPECT_EQ(this->backend.layout(), this->backend.currentLayout());
    EXPECT_EQ(this->backend.playerIndexes(), "games_black games_white");
}

// A finished game's analysis is kept with it: asked for again it comes back as saved, after a
// restart too, and a new one for the same game replaces it. No other game reads it: another
// place, object or number, or the same number with other moves (a board's games restored from
// another file), finds nothing; and an analysis saved for that other game replaces it in turn.
TYPED_TEST(StoreContract, AnAnalysisIsKeptForItsGameAloneAndReplacedByANewOne) {
    GameObject board("board", chessVariant());
    AnalysedGame game = finished(board, "#chess");
    ASSERT_EQ(game.moves, "e2e4 e7e5 g1f3");
    {
        World world;
        auto store = this->open(world);
        store->save({{"#chess", board}}, {});
        EXPECT_EQ(store->analysisOf(game), std::nullopt);
        store->saveAnalysis(game, longAnalysis("first"));
        EXPECT_EQ(store->analysisOf(game), longAnalysis("first"));
        AnalysedGame otherPlace = game, otherObject = game, otherNumber = game, otherMoves = game;
        otherPlace.place = "#games";
        otherObject.object = "table";
        otherNumber.number = 2;
        otherMoves.moves = "e2e4 e7e5";
        for (const AnalysedGame& other : {otherPlace, otherObject, otherNumber, otherMoves})
            EXPECT_EQ(store->analysisOf(other), std::nullopt)
                << other.place << " " << other.object << " " << other.number << " " << other.moves;
    }
    World world;
    auto store = this->open(world);
    EXPECT_EQ(store->analysisOf(game), longAnalysis("first")) << "kept across a restart";
    store->saveAnalysis(game, longAnalysis("second"));
    EXPECT_EQ(store->analysisOf(game), longAnalysis("second"));
    AnalysedGame restored = game;
    restored.moves = "d2d4 d7d5";
    store->saveAnalysis(restored, "1. d4 d5\n");
    EXPECT_EQ(store->analysisOf(restored), "1. d4 d5\n");
    EXPECT_EQ(store->analysisOf(game), std::nullopt) << "the game it was for is gone from there";
    store.reset();
    World after;
    EXPECT_EQ(this->open(after)->analysisOf(restored), "1. d4 d5\n");
}

// The layout before analyses is upgraded in place: its games come back, and analyses are kept
// from then on, across a restart.
TYPED_TEST(StoreContract, TheLayoutBeforeAnalysesIsUpgraded) {
    GameObject board("board", chessVariant());
    AnalysedGame game = finished(board, "#chess");
    {
        World world;
        this->open(world)->save({{"#chess", board}}, {});
    }
    this->backend.makeLayoutBeforeAnalyses();
    {
        World old;
        auto store = this->open(old);
        ASSERT_EQ(old.places["#chess"].count("board"), 1u);
        expectSameObject(board, *old.places["#chess"]["board"]);
        EXPECT_EQ(store->analysisOf(game), std::nullopt);
        store->saveAnalysis(game, longAnalysis("upgraded"));
    }
    EXPECT_EQ(this->backend.layout(), this->backend.currentLayout());
    World after;
    EXPECT_EQ(this->open(after)->analysisOf(game), longAnalysis("upgraded"));
}

// Places and names are kept as given, whatever characters they hold: nothing a player types is
// part of a statement's text.
TYPED_TEST(StoreContract, NamesThatLookLikeSqlAreJustNames) {
    const std::string place = "#chess'; DROP TABLE games; --";
    const std::string object = "board \"1\" $1 ?1 ; é ♞";
    {
        World world;
        auto store = this->open(world);
        GameObject t(object, chessVariant());
        t.sit(WHITE, "o'brien");
        store->save({{place, t}}, {});
        store->saveName("o'brien", "O'Brien -- \\ ");
    }
    World after = this->reloaded();
    ASSERT_EQ(after.places[place].count(object), 1u);
    EXPECT_EQ(after.places[place][object]->seat(WHITE), "o'brien");
    EXPECT_EQ(after.names.of("o'brien"), "O'Brien -- \\ ");
}

TYPED_TEST(StoreContract, ANewerLayoutIsRefusedAndLeftAsItIs) {
    {
        World w;
        this->open(w);
    }
    this->backend.setLayout(99);
    World world;
    std::string message = storeError([&] { this->open(world); });
    EXPECT_NE(message.find("was written by a newer mudchess (layout 99; this one reads up to "),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("it was left as it is: run the newer mudchess"), std::string::npos);
    EXPECT_EQ(storeError([&] { this->open(world); }), message); // still 99: untouched
}

TYPED_TEST(StoreContract, AnotherProgramsDatabaseIsRefused) {
    this->backend.addForeignTable();
    World world;
    std::string message = storeError([&] { this->open(world); });
    EXPECT_NE(message.find(" belongs to another program (it has tables but no mudchess "),
              std::string::npos)
        << message;
    EXPECT_EQ(storeError([&] { this->open(world); }), message);
}

TYPED_TEST(StoreContract, AGameThatDoesNotReplayStopsTheLoadAndChangesNothing) {
    {
        World world;
        auto store = this->open(world);
        GameObject t("board", chessVariant());
        play(t, "e2e4");
        store->save({{"hall", t}}, {});
    }
    this->backend.change("UPDATE games SET moves = 'e2e5'");
    World world;
    std::string message = storeError([&] { this->open(world); });
    EXPECT_NE(message.find(" holds a game that does not replay (board in hall, game 1: move 1 "
                           "(e2e5) is not legal there); it was left as it is: restore a backup"),
              std::string::npos)
        << message;
}

// A save that fails changes nothing the players can see, and tells the one who typed.
TYPED_TEST(StoreContract, AFailedSaveUndoesTheChangeAndSaysSo) {
    World world;
    auto store = this->open(world);
    Dispatcher dispatcher(world, store.get());
    ASSERT_EQ(firstReply(dispatcher, "alice", "start new game on board 0").substr(0, 8),
              "New game");
    this->backend.breakSaves(*store);
    std::optional<std::string> refused;
    for (int i = 1; i <= 1000 && !refused; ++i) {
        std::string name = "board " + std::to_string(i);
        std::string reply = firstReply(dispatcher, "alice", "start new game on " + name);
        if (reply.starts_with("New game")) continue;
        EXPECT_TRUE(reply.starts_with("could not save that, so nothing changed: ")) << reply;
        EXPECT_TRUE(reply.ends_with(" and try again")) << reply;
        EXPECT_EQ(world.places["#chess"].count(name), 0u);
        refused = name;
    }
    ASSERT_TRUE(refused) << "no save ever failed";
    store.reset();
    World after = this->reloaded();
    EXPECT_EQ(after.places["#chess"].count(*refused), 0u);
    EXPECT_EQ(after.places["#chess"].size(), world.places["#chess"].size());
}
