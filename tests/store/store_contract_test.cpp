// One contract both stores keep (issue 42): the same cases, through openStore() as every front
// end opens a store, run on an SQLite file and on a PostgreSQL database (a throwaway server this
// program starts, tests/support/postgres_server.hpp), so the two can never drift apart. What one
// store alone does (SQLite's files, PostgreSQL's connections) is tested beside it, in
// store_test.cpp and tests/postgres.
#include "dispatch/dispatcher.hpp"
#include "store/open_store.hpp"
#include "store/sqlite_store.hpp"

#include "chess/uci_move.hpp"
#include "puzzle/puzzle_store.hpp"
#include "shared_postgres_server.hpp"
#include "store/game_record.hpp"
#include "store/postgres_schema.hpp"
#include "store/schema.hpp"
#include "store/sqlite.hpp"
#include "stored_objects.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
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
    // The file as the layout before puzzles (12) left it.
    void makeLayoutBeforePuzzles() const {
        change("DROP TABLE puzzles; DROP TABLE puzzle_ratings; DROP TABLE puzzle_attempts; "
               "DROP TABLE cut_games");
        setLayout(12);
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
    // The database as the layout before puzzles (6) left it.
    void makeLayoutBeforePuzzles() const {
        change("DROP TABLE puzzles; DROP TABLE puzzle_ratings; DROP TABLE puzzle_attempts; "
               "DROP TABLE cut_games");
        setLayout(6);
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
    // The store at the backend's location, as the puzzles reach it.
    struct Opened {
        std::unique_ptr<GameStore> store;
        puzzle::PuzzleStore& puzzles;
    };
    Opened openPuzzles() {
        World world;
        std::unique_ptr<GameStore> store = open(world);
        puzzle::PuzzleStore* puzzles = store->puzzleStore();
        if (!puzzles) throw std::logic_error("the store keeps no puzzles");
        return {std::move(store), *puzzles};
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

// A chess mate in one (...h6, then the rook mates on the back rank) under the id `id`, rated
// `rating`, with every field holding something.
puzzle::Puzzle matePuzzle(const std::string& id, double rating) {
    puzzle::Puzzle p;
    p.id = id;
    p.fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1";
    p.moves = {"h7h6", "a1a8"};
    p.rating = {rating, 80.123456789, 0.0600001};
    p.popularity = -12;
    p.plays = 7;
    p.themes = {"mate", "mateIn1", "backRankMate", "short"};
    p.gameUrl = "https://lichess.org/abcdEFGH/black#45";
    p.openingTags = "Sicilian_Defense Sicilian_Defense_Najdorf_Variation";
    p.white = "o'brien";
    p.black = "#40";
    return p;
}

// The same puzzle kept as a knightmate one: the store checks no position, so it stands for one.
puzzle::Puzzle knightmatePuzzle(const std::string& id, double rating) {
    puzzle::Puzzle p = matePuzzle(id, rating);
    p.variant = &knightmateVariant();
    return p;
}

// A player's figures after an attempt: every field apart.
puzzle::PuzzleRating puzzleRatingOf(double rating, int solved, int failed, std::int64_t when) {
    return {{rating, 150.5, 0.0599999}, solved, failed, solved, solved + 1, when};
}

puzzle::PuzzleAttempt attemptOf(const std::string& player, const puzzle::Puzzle& p, bool solved,
                                const puzzle::PuzzleRating& after, std::int64_t when) {
    return {player, p.id, p.variant, solved, after, {p.rating.rating + 7.25, 79.5, 0.0601}, when};
}

std::vector<std::string> idsOf(const std::vector<puzzle::Puzzle>& puzzles) {
    std::vector<std::string> ids;
    for (const puzzle::Puzzle& p : puzzles) ids.push_back(p.id);
    return ids;
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

// Puzzles are kept once by their ids, all of a call's or none, and counted per variant.
TYPED_TEST(StoreContract, PuzzlesAreAddedOnceAndCountedPerVariant) {
    auto [store, puzzles] = this->openPuzzles();
    EXPECT_EQ(puzzles.puzzleCount(chessVariant()), 0u);
    EXPECT_EQ(puzzles.addPuzzles({matePuzzle("aaaa1", 1500), matePuzzle("aaaa2", 1600),
                                  knightmatePuzzle("kkkk1", 1700)}),
              3u);
    EXPECT_EQ(puzzles.addPuzzles({matePuzzle("aaaa1", 2400), matePuzzle("aaaa3", 1400),
                                  matePuzzle("aaaa3", 1400)}),
              1u)
        << "a puzzle kept already, and one twice in the same call, are kept once";
    EXPECT_EQ(puzzles.addPuzzles({}), 0u);
    EXPECT_EQ(puzzles.puzzleCount(chessVariant()), 3u);
    EXPECT_EQ(puzzles.puzzleCount(knightmateVariant()), 1u);
    EXPECT_EQ(puzzles.puzzleCount(knightsChessVariant()), 0u);
    ASSERT_TRUE(puzzles.puzzle("aaaa1"));
    EXPECT_EQ(puzzles.puzzle("aaaa1")->rating.rating, 1500) << "the first one kept stays";
}

// A puzzle comes back as it was given, every field, by its id, after a restart too; quotes and
// placeholders in its texts are only text.
TYPED_TEST(StoreContract, APuzzleComesBackWithEveryField) {
    puzzle::Puzzle full = matePuzzle("Zq9x0", 1523.4567891234);
    full.openingTags = "it's \"quoted\" $1 ?2 ; é";
    puzzle::Puzzle bare = knightmatePuzzle("b0000", 1500);
    bare.themes.clear();
    bare.gameUrl = bare.openingTags = bare.white = bare.black = "";
    bare.popularity = bare.plays = 0;
    {
        auto [store, puzzles] = this->openPuzzles();
        EXPECT_EQ(puzzles.addPuzzles({full, bare}), 2u);
        EXPECT_EQ(puzzles.puzzle("Zq9x0"), full);
        EXPECT_EQ(puzzles.puzzle("b0000"), bare);
        EXPECT_EQ(puzzles.puzzle("zq9x0"), std::nullopt) << "ids are told apart by case";
        EXPECT_EQ(puzzles.puzzle(""), std::nullopt);
    }
    auto [store, puzzles] = this->openPuzzles();
    EXPECT_EQ(puzzles.puzzle("Zq9x0"), full);
    EXPECT_EQ(puzzles.puzzle("b0000"), bare);
}

// A variant's puzzles in the order of their ids' bytes (digits, capitals, small letters), the
// same in both stores: the daily puzzle is the nth of them.
TYPED_TEST(StoreContract, PuzzlesComeInTheOrderOfTheirIds) {
    auto [store, puzzles] = this->openPuzzles();
    puzzles.addPuzzles({matePuzzle("b0002", 1500), matePuzzle("a0001", 1500),
                        knightmatePuzzle("00000", 1500), matePuzzle("B0003", 1500),
                        matePuzzle("A0001", 1500), matePuzzle("00009", 1500)});
    const std::vector<std::string> order{"00009", "A0001", "B0003", "a0001", "b0002"};
    EXPECT_EQ(idsOf(puzzles.puzzlesOf(chessVariant())), order);
    for (std::size_t i = 0; i < order.size(); ++i) {
        std::optional<puzzle::Puzzle> at = puzzles.puzzleAt(chessVariant(), i);
        ASSERT_TRUE(at) << i;
        EXPECT_EQ(at->id, order[i]);
    }
    EXPECT_EQ(puzzles.puzzleAt(chessVariant(), order.size()), std::nullopt);
    EXPECT_EQ(idsOf(puzzles.puzzlesOf(knightmateVariant())), std::vector<std::string>{"00000"});
    EXPECT_EQ(puzzles.puzzleAt(knightmateVariant(), 0)->id, "00000");
    EXPECT_TRUE(puzzles.puzzlesOf(knightsChessVariant()).empty());
    EXPECT_EQ(puzzles.puzzleAt(knightsChessVariant(), 0), std::nullopt);
}

// The puzzle of the variant rated nearest the asked rating, above or below, among those the
// player never tried; nothing once they tried them all. Another player's attempts leave them.
TYPED_TEST(StoreContract, ThePuzzleNearestARatingIsOneThePlayerNeverTried) {
    auto [store, puzzles] = this->openPuzzles();
    std::vector<puzzle::Puzzle> kept{matePuzzle("p1200", 1200), matePuzzle("p1480", 1480),
                                     matePuzzle("p1530", 1530), matePuzzle("p1900", 1900)};
    puzzles.addPuzzles(kept);
    puzzles.addPuzzles({knightmatePuzzle("k1500", 1500)});
    // Captured by name: clang does not let a lambda capture a structured binding implicitly.
    auto near = [&keeper = puzzles](double rating, const std::string& player) {
        std::optional<puzzle::Puzzle> p = keeper.puzzleNear(chessVariant(), rating, player);
        return p ? p->id : "nothing";
    };
    EXPECT_EQ(near(1500, "#12"), "p1480");
    EXPECT_EQ(near(1510, "#12"), "p1530");
    EXPECT_EQ(near(1530, "#12"), "p1530");
    EXPECT_EQ(near(3000, "#12"), "p1900");
    EXPECT_EQ(near(0, "#12"), "p1200");
    puzzles.saveAttempt(attemptOf("#12", kept[1], true, puzzleRatingOf(1510, 1, 0, 1), 1));
    EXPECT_EQ(near(1500, "#12"), "p1530");
    EXPECT_EQ(near(1500, "#40"), "p1480") << "#12's attempt is theirs alone";
    EXPECT_EQ(near(1480, "#12"), "p1530");
    for (std::size_t i : {0u, 2u})
        puzzles.saveAttempt(attemptOf("#12", kept[i], false, puzzleRatingOf(1490, 1, 1, 2), 2));
    EXPECT_EQ(near(1500, "#12"), "p1900");
    EXPECT_EQ(near(0, "#12"), "p1900");
    puzzles.saveAttempt(attemptOf("#12", kept[3], true, puzzleRatingOf(1520, 2, 1, 3), 3));
    EXPECT_EQ(near(1500, "#12"), "nothing");
    EXPECT_EQ(puzzles.puzzleNear(knightmateVariant(), 1500, "#12")->id, "k1500");
    EXPECT_EQ(puzzles.puzzleNear(knightsChessVariant(), 1500, "#12"), std::nullopt);
}

// An attempt sets the player's puzzle rating in the variant and the puzzle's own rating, and
// counts a play; both are kept across a restart. A second attempt replaces the player's figures.
TYPED_TEST(StoreContract, AnAttemptMovesBothRatingsAndCountsAPlay) {
    const puzzle::Puzzle p = matePuzzle("qqqq1", 1600);
    puzzle::PuzzleAttempt first =
        attemptOf("#12", p, true, puzzleRatingOf(1523.456789, 1, 0, 1'800'000'000), 1'800'000'000);
    {
        auto [store, puzzles] = this->openPuzzles();
        puzzles.addPuzzles({p, matePuzzle("other", 1600)});
        EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant()), std::nullopt);
        puzzles.saveAttempt(first);
        EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant()), first.playerAfter);
        std::optional<puzzle::Puzzle> rated = puzzles.puzzle("qqqq1");
        ASSERT_TRUE(rated);
        EXPECT_EQ(rated->rating.rating, first.puzzleAfter.rating);
        EXPECT_EQ(rated->rating.deviation, first.puzzleAfter.deviation);
        EXPECT_EQ(rated->rating.volatility, first.puzzleAfter.volatility);
        EXPECT_EQ(rated->plays, p.plays + 1);
        EXPECT_EQ(puzzles.puzzle("other")->rating.rating, 1600) << "no other puzzle moves";
        EXPECT_EQ(puzzles.puzzle("other")->plays, p.plays);
        EXPECT_EQ(puzzles.puzzleRating("#12", knightmateVariant()), std::nullopt);
        EXPECT_EQ(puzzles.puzzleRating("#40", chessVariant()), std::nullopt);
    }
    auto [store, puzzles] = this->openPuzzles();
    EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant()), first.playerAfter);
    EXPECT_EQ(puzzles.puzzle("qqqq1")->rating.rating, first.puzzleAfter.rating);
    puzzle::PuzzleAttempt second =
        attemptOf("#12", *puzzles.puzzle("qqqq1"), false,
                  puzzleRatingOf(1490.5, 1, 1, 1'800'000'100), 1'800'000'100);
    second.playerAfter.streak = 0;
    puzzles.saveAttempt(second);
    EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant()), second.playerAfter);
    EXPECT_EQ(puzzles.puzzle("qqqq1")->plays, p.plays + 2);
    EXPECT_EQ(puzzles.puzzle("qqqq1")->rating.rating, second.puzzleAfter.rating);
}

// The best puzzle ratings of a variant, highest first, at most as many as asked, each with the
// name its player last went by, or the id where they have none.
TYPED_TEST(StoreContract, PuzzleLeadersComeHighestFirstWithTheirNames) {
    auto [store, puzzles] = this->openPuzzles();
    puzzle::Puzzle p = matePuzzle("lead1", 1500), k = knightmatePuzzle("lead2", 1500);
    puzzles.addPuzzles({p, k});
    std::vector<std::pair<std::string, double>> players{
        {"#12", 1700}, {"#40", 1900.25}, {"#77", 1600}, {"o'brien", 1650}};
    for (const auto& [player, rating] : players)
        puzzles.saveAttempt(attemptOf(player, p, true, puzzleRatingOf(rating, 3, 1, 5), 5));
    puzzles.saveAttempt(attemptOf("#99", k, true, puzzleRatingOf(2500, 1, 0, 6), 6));
    store->saveName("#12", "Carol");
    store->saveName("o'brien", "O'Brien");
    std::vector<puzzle::PuzzleStore::Leader> top = puzzles.puzzleLeaders(chessVariant(), 3);
    ASSERT_EQ(top.size(), 3u);
    EXPECT_EQ(top[0].player, "#40");
    EXPECT_EQ(top[0].name, "#40");
    EXPECT_EQ(top[0].rating, puzzleRatingOf(1900.25, 3, 1, 5));
    EXPECT_EQ(top[1].player, "#12");
    EXPECT_EQ(top[1].name, "Carol");
    EXPECT_EQ(top[2].player, "o'brien");
    EXPECT_EQ(top[2].name, "O'Brien");
    EXPECT_EQ(puzzles.puzzleLeaders(chessVariant(), 10).size(), 4u);
    std::vector<puzzle::PuzzleStore::Leader> knightmate =
        puzzles.puzzleLeaders(knightmateVariant(), 10);
    ASSERT_EQ(knightmate.size(), 1u);
    EXPECT_EQ(knightmate[0].player, "#99");
    EXPECT_TRUE(puzzles.puzzleLeaders(knightsChessVariant(), 10).empty());
}

// The cutter reads each finished game once, oldest first: not one under way (until it ends),
// aborted or without a move; once marked cut, it is not offered again, after a restart too.
TYPED_TEST(StoreContract, EachFinishedGameIsOfferedForCuttingUntilMarkedCut) {
    auto game = [](const std::string& name, const std::string& moves) {
        GameObject t(name, chessVariant());
        t.sit(WHITE, "#12");
        t.sit(BLACK, "#40");
        play(t, moves);
        return t;
    };
    GameObject first = game("first", "e2e4 e7e5");
    first.game().resign(BLACK);
    GameObject underWay = game("under way", "d2d4");
    GameObject aborted = game("aborted", "");
    aborted.game().abort();
    GameObject noMove = game("no move", "");
    noMove.game().resign(WHITE);
    GameObject mated = game("mated", "f2f3 e7e5 g2g4 d8h4");
    std::vector<std::int64_t> ids;
    {
        auto [store, puzzles] = this->openPuzzles();
        EXPECT_TRUE(puzzles.gamesToCut(10).empty());
        for (const GameObject* t : {&first, &underWay, &aborted, &noMove, &mated})
            store->save({{"#chess", *t}}, {});
        ids = puzzles.gamesToCut(10);
        ASSERT_EQ(ids.size(), 2u);
        EXPECT_EQ(store->storedGame(ids[0])->object.name(), "first");
        EXPECT_EQ(store->storedGame(ids[1])->object.name(), "mated");
        EXPECT_EQ(puzzles.gamesToCut(1), std::vector<std::int64_t>{ids[0]});
        puzzles.markCut(ids[0]);
        puzzles.markCut(ids[0]);
        EXPECT_EQ(puzzles.gamesToCut(10), std::vector<std::int64_t>{ids[1]});
    }
    auto [store, puzzles] = this->openPuzzles();
    EXPECT_EQ(puzzles.gamesToCut(10), std::vector<std::int64_t>{ids[1]});
    puzzles.markCut(ids[1]);
    EXPECT_TRUE(puzzles.gamesToCut(10).empty());
    underWay.game().resign(WHITE);
    store->save({{"#chess", underWay}}, {});
    std::vector<std::int64_t> ended = puzzles.gamesToCut(10);
    ASSERT_EQ(ended.size(), 1u);
    EXPECT_EQ(store->storedGame(ended[0])->object.name(), "under way");
}

// At 10,000 puzzles, with the player having tried the 300 rated nearest, the nearest puzzle
// left is found well within what a player waits for.
TYPED_TEST(StoreContract, TheNearestPuzzleIsFoundQuicklyAmongManyPuzzles) {
    auto [store, puzzles] = this->openPuzzles();
    std::vector<puzzle::Puzzle> many;
    for (int i = 0; i < 10'000; ++i)
        many.push_back(matePuzzle("m" + std::to_string(10'000 + i), 600 + (i * 7919) % 2400));
    ASSERT_EQ(puzzles.addPuzzles(many), many.size());
    std::vector<puzzle::Puzzle> near;
    for (const puzzle::Puzzle& p : many)
        if (std::abs(p.rating.rating - 1500) < 150) near.push_back(p);
    ASSERT_GT(near.size(), 300u);
    std::sort(near.begin(), near.end(), [](const puzzle::Puzzle& a, const puzzle::Puzzle& b) {
        return std::abs(a.rating.rating - 1500) < std::abs(b.rating.rating - 1500);
    });
    for (std::size_t i = 0; i < 300; ++i)
        puzzles.saveAttempt(attemptOf("#12", near[i], true, puzzleRatingOf(1500, 1, 0, 1), 1));
    using Clock = std::chrono::steady_clock;
    Clock::time_point start = Clock::now();
    constexpr int ASKS = 20;
    for (int i = 0; i < ASKS; ++i) {
        std::optional<puzzle::Puzzle> found = puzzles.puzzleNear(chessVariant(), 1500, "#12");
        ASSERT_TRUE(found);
        EXPECT_GE(std::abs(found->rating.rating - 1500), std::abs(near[299].rating.rating - 1500));
    }
    auto each = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start) / ASKS;
    EXPECT_LT(each.count(), 50) << "milliseconds for each puzzleNear";
}

// The layout before puzzles is upgraded in place: its games come back and are offered for
// cutting, and puzzles, ratings and attempts are kept from then on, across a restart.
TYPED_TEST(StoreContract, TheLayoutBeforePuzzlesIsUpgraded) {
    GameObject board("board", chessVariant());
    finished(board, "#chess");
    {
        World world;
        this->open(world)->save({{"#chess", board}}, {});
    }
    this->backend.makeLayoutBeforePuzzles();
    const puzzle::Puzzle p = matePuzzle("upgr1", 1500);
    {
        auto [store, puzzles] = this->openPuzzles();
        std::vector<std::int64_t> ids = puzzles.gamesToCut(10);
        ASSERT_EQ(ids.size(), 1u);
        expectSameObject(board, store->storedGame(ids[0])->object);
        EXPECT_EQ(puzzles.addPuzzles({p}), 1u);
        puzzles.saveAttempt(attemptOf("#12", p, true, puzzleRatingOf(1510, 1, 0, 9), 9));
        puzzles.markCut(ids[0]);
    }
    EXPECT_EQ(this->backend.layout(), this->backend.currentLayout());
    auto [store, puzzles] = this->openPuzzles();
    EXPECT_EQ(puzzles.puzzleCount(chessVariant()), 1u);
    EXPECT_EQ(puzzles.puzzle("upgr1")->plays, p.plays + 1);
    EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant()), puzzleRatingOf(1510, 1, 0, 9));
    EXPECT_EQ(puzzles.puzzleNear(chessVariant(), 1500, "#12"), std::nullopt);
    EXPECT_TRUE(puzzles.gamesToCut(10).empty());
}
