// The SQLite store on real files: what is saved comes back exactly, and every file it cannot
// use is refused with a message that names it, and is left as it was.
#include "dispatch/dispatcher.hpp"
#include "store/sqlite_store.hpp"

#include "chess/uci_move.hpp"
#include "store/game_record.hpp"
#include "store/schema.hpp"
#include "store/sqlite.hpp"
#include "stored_objects.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <dlfcn.h>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

// Every connection this test program opens, the store's own included, passes through here, so
// a test can ask SQLite about the very connection SqliteStore::open made (no hook in the store
// itself): this definition in the executable comes before the shared library's, which it calls.
namespace {
sqlite3* lastOpened = nullptr;
}
extern "C" int sqlite3_open_v2(const char* filename, sqlite3** db, int flags, const char* vfs) {
    using Open = int (*)(const char*, sqlite3**, int, const char*);
    static Open real = reinterpret_cast<Open>(dlsym(RTLD_NEXT, "sqlite3_open_v2"));
    int code = real(filename, db, flags, vfs);
    lastOpened = code == SQLITE_OK ? *db : nullptr;
    return code;
}

using namespace mudchess;
using mudchess::test::TempDir;
using namespace mudchess::test;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

int layoutOf(const std::string& path) {
    sql::Database db(path, false);
    sql::Statement version = db.prepare("PRAGMA user_version");
    version.step();
    return int(version.integer(0));
}

// "place object: termination; " for every stored game, in the order they were stored.
std::string storedTerminations(const std::string& path) {
    sql::Database db(path, false);
    sql::Statement rows = db.prepare("SELECT place, object, termination FROM games ORDER BY id");
    std::string out;
    while (rows.step()) out += rows.text(0) + " " + rows.text(1) + ": " + rows.text(2) + "; ";
    return out;
}

void saveObject(SqliteStore& store, const std::string& place, const GameObject& t) {
    store.save({{place, t}}, {});
}

} // namespace

TEST(SqliteStore, EveryTableComesBackExactlyAfterReopening) {
    TempDir dir;
    std::vector<GameObject> objects = assortedObjects();
    {
        auto store = SqliteStore::open(dir.file("games.db"));
        for (const GameObject& t : objects) saveObject(*store, "#chess", t);
    }
    World world;
    SqliteStore::open(dir.file("games.db"))->loadInto(world);
    ASSERT_EQ(world.places["#chess"].size(), objects.size());
    for (const GameObject& t : objects) {
        SCOPED_TRACE(t.name());
        ASSERT_TRUE(world.places["#chess"].count(t.name()));
        expectSameObject(t, *world.places["#chess"][t.name()]);
    }
}

// The one value of a pragma on a connection.
std::string pragma(sqlite3* db, const std::string& name) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db, ("PRAGMA " + name).c_str(), -1, &stmt, nullptr) != SQLITE_OK)
        return std::string("error: ") + sqlite3_errmsg(db);
    std::string value = sqlite3_step(stmt) == SQLITE_ROW
                            ? reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))
                            : "no row";
    sqlite3_finalize(stmt);
    return value;
}

// docs/operators.md: a move is written and synced (WAL, synchronous=FULL) before anyone is told.
// Asked of the connection the store opened, on a new file and on an existing one, and after saves.
TEST(SqliteStore, TheOpenedFileIsInWalModeAndSyncsEveryCommit) {
    TempDir dir;
    for (int opening = 0; opening < 2; ++opening) {
        SCOPED_TRACE(opening ? "an existing file" : "a new file");
        lastOpened = nullptr;
        auto store = SqliteStore::open(dir.file("games.db"));
        sqlite3* connection = lastOpened;
        ASSERT_NE(connection, nullptr);
        EXPECT_EQ(pragma(connection, "journal_mode"), "wal");
        EXPECT_EQ(pragma(connection, "synchronous"), "2"); // FULL
        World world;
        store->loadInto(world);
        GameObject t("board", chessVariant());
        t.sit(WHITE, "alice");
        saveObject(*store, "#chess", t);
        EXPECT_EQ(pragma(connection, "journal_mode"), "wal");
        EXPECT_EQ(pragma(connection, "synchronous"), "2");
    }
}

// Every board option, each of its values, and every built-in colour scheme, chosen by a user
// of its own through the commands (after choosing the others), comes back from the file
// exactly. (boards_and_words_test.cpp sees the options only as far as a recording store.)
TEST(SqliteStore, EveryOptionValueComesBackFromTheFile) {
    TempDir dir;
    World world;
    std::vector<std::string> users;
    {
        auto store = SqliteStore::open(dir.file("games.db"));
        Dispatcher dispatcher(world, store.get());
        for (const BoardSetting& setting : boardSettings())
            for (std::string_view value : setting.values) {
                std::string user = "u-" + std::string(setting.name) + "-" + std::string(value);
                // Every other value first, so the file must have been updated, not only
                // written once.
                for (std::string_view other : setting.values)
                    if (other != value)
                        dispatcher.handle(user, "terminal",
                                          "options board " + std::string(setting.name) + " " +
                                              std::string(other));
                std::string line =
                    "options board " + std::string(setting.name) + " " + std::string(value);
                Replies replies = dispatcher.handle(user, "terminal", line).replies;
                ASSERT_FALSE(replies.empty()) << line;
                ASSERT_EQ(boardSettingValue(world.users[user], setting.name), value) << line;
                users.push_back(user);
            }
        for (const ColourScheme& scheme : dispatcher.colourSchemes().all()) {
            std::string user = "u-colour-" + scheme.name;
            dispatcher.handle(user, "terminal", "options colour mono");
            dispatcher.handle(user, "terminal", "options colour " + scheme.name);
            ASSERT_EQ(world.users[user].colourScheme, scheme.name);
            users.push_back(user);
        }
    }
    World reloaded;
    SqliteStore::open(dir.file("games.db"))->loadInto(reloaded);
    for (const std::string& user : users) {
        ASSERT_TRUE(reloaded.users.count(user)) << user;
        EXPECT_EQ(reloaded.users[user], world.users[user]) << user;
    }
    EXPECT_EQ(reloaded.users.size(), world.users.size());
}

// A player's own colours come back after a restart, and so does a reset of one: the reset is
// saved over the colour before it, not left out.
TEST(SqliteStore, SpecialColoursAndTheirResetSurviveAReopen) {
    TempDir dir;
    World world;
    {
        auto store = SqliteStore::open(dir.file("games.db"));
        Dispatcher dispatcher(world, store.get());
        for (const char* line :
             {"options colour classic", "options colour special dark squares green",
              "options colour special white pieces bold yellow",
              "options colour special light squares #d7af87",
              "options colour special panel colour 208"})
            dispatcher.handle("alice", "terminal", line);
    }
    World reloaded;
    {
        auto store = SqliteStore::open(dir.file("games.db"));
        store->loadInto(reloaded);
        EXPECT_EQ(reloaded.users["alice"], world.users["alice"]);
        EXPECT_EQ(reloaded.users["alice"].specialColours[1], "green");
        EXPECT_EQ(reloaded.users["alice"].specialColours[6], "colour 208");
        Dispatcher dispatcher(reloaded, store.get());
        dispatcher.handle("alice", "terminal", "options colour special reset dark squares");
    }
    World again;
    SqliteStore::open(dir.file("games.db"))->loadInto(again);
    EXPECT_EQ(again.users["alice"].specialColours[1], "");
    EXPECT_EQ(again.users["alice"].specialColours[2], "bold yellow");
    EXPECT_EQ(again.users["alice"].colourScheme, "classic");
}

TEST(SqliteStore, OptionsAndPlacesAreKeptApart) {
    TempDir dir;
    {
        auto store = SqliteStore::open(dir.file("games.db"));
        UserOptions options;
        options.colourScheme = "forest";
        store->save({}, {{"alice", options}});
        GameObject one("board", chessVariant()), two("board", knightmateVariant());
        one.sit(WHITE, "alice");
        two.sit(BLACK, "bob");
        store->save({{"#chess", one}, {"#games", two}}, {});
    }
    World world;
    SqliteStore::open(dir.file("games.db"))->loadInto(world);
    EXPECT_EQ(world.users["alice"].colourScheme, "forest");
    EXPECT_EQ(world.places["#chess"]["board"]->seat(WHITE), "alice");
    EXPECT_EQ(world.places["#games"]["board"]->game().variant().key, "knightmate");
    EXPECT_EQ(world.places["#games"]["board"]->seat(BLACK), "bob");
}

TEST(SqliteStore, EarlierGamesOnAnObjectAreKeptInOrder) {
    TempDir dir;
    auto store = SqliteStore::open(dir.file("games.db"));
    GameObject t("board", chessVariant());
    for (const char* moves : {"f2f3 e7e5 g2g4 d8h4", "e2e4", "d2d4 d7d5"}) {
        t.reset(chessVariant());
        std::istringstream in(moves);
        for (std::string m; in >> m;) t.game().play(*parseUci(t.game().position(), m));
        saveObject(*store, "terminal", t);
    }
    std::vector<GameObject> past = store->history("terminal", "board");
    ASSERT_EQ(past.size(), 2u);
    EXPECT_EQ(past[0].gameNumber(), 1);
    EXPECT_EQ(past[0].game().termination(), Termination::CHECKMATE);
    EXPECT_EQ(past[1].gameNumber(), 2);
    EXPECT_EQ(past[1].game().history().size(), 1u);
    World world;
    store->loadInto(world);
    EXPECT_EQ(world.places["terminal"]["board"]->gameNumber(), 3);
}

TEST(SqliteStore, ASecondInstanceOnTheSameFileIsRefused) {
    TempDir dir;
    auto first = SqliteStore::open(dir.file("games.db"));
    EXPECT_EQ(storeError([&] { SqliteStore::open(dir.file("games.db")); }),
              "the database " + dir.file("games.db") +
                  " is in use by another running mudchess; stop that one first, or choose "
                  "another database file");
    GameObject t("board", chessVariant());
    EXPECT_NO_THROW(saveObject(*first, "terminal", t)); // the first goes on unharmed
}

// Opens `path` expecting a refusal; returns its message. The file must not change.
std::string refusalFor(const std::string& path) {
    std::string before = readFile(path);
    std::string message = storeError([&] { SqliteStore::open(path); });
    EXPECT_TRUE(readFile(path) == before) << "the refused file was changed";
    return message;
}

TEST(SqliteStore, AFileThatIsNotADatabaseIsLeftAsItIs) {
    TempDir dir;
    std::string path = dir.file("notes.db");
    std::ofstream(path) << "These are my chess notes, not a database. Please keep them.\n"
                        << std::string(5000, 'x');
    EXPECT_EQ(refusalFor(path), "the database " + path +
                                    " is damaged or is not a database (SQLite: file is not a "
                                    "database); it was left as it is: restore a backup, or move it "
                                    "aside to start afresh");
}

TEST(SqliteStore, ADamagedDatabaseIsRefused) {
    TempDir dir;
    std::string path = dir.file("games.db");
    {
        auto store = SqliteStore::open(path);
        for (const GameObject& t : assortedObjects()) saveObject(*store, "terminal", t);
    }
    std::string bytes = readFile(path);
    ASSERT_GT(bytes.size(), 3 * 4096u);
    for (std::size_t i = 4096; i < 3 * 4096; ++i) bytes[i] = char(0xA5); // pages 2 and 3
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    std::string message = refusalFor(path);
    EXPECT_NE(message.find("is damaged or is not a database"), std::string::npos) << message;
    EXPECT_NE(message.find("it was left as it is"), std::string::npos) << message;
}

TEST(SqliteStore, ANewerLayoutAndOtherProgramsDatabasesAreRefused) {
    TempDir dir;
    std::string newer = dir.file("newer.db"), foreign = dir.file("foreign.db");
    {
        SqliteStore::open(newer);
        sql::Database(newer, false)
            .exec("PRAGMA user_version = " + std::to_string(schema::CURRENT + 1));
        sql::Database(foreign, true).exec("CREATE TABLE recipes(name TEXT)");
    }
    EXPECT_EQ(refusalFor(newer), "the database " + newer +
                                     " was written by a newer mudchess (layout " +
                                     std::to_string(schema::CURRENT + 1) +
                                     "; this one reads up to " + std::to_string(schema::CURRENT) +
                                     "); it was left as it is: run the newer mudchess, or "
                                     "choose another file");
    EXPECT_EQ(refusalFor(foreign), "the database " + foreign +
                                       " belongs to another program (it has tables but no mudchess "
                                       "version); it was left as it is: choose another file");
}

TEST(SqliteStore, AGameThatDoesNotReplayStopsTheLoadAndChangesNothing) {
    TempDir dir;
    std::string path = dir.file("games.db");
    {
        auto store = SqliteStore::open(path);
        GameObject t("oak table", chessVariant());
        t.game().play(*parseUci(t.game().position(), "e2e4"));
        saveObject(*store, "hall", t);
    }
    sql::Database(path, false).exec("UPDATE games SET moves = 'e2e4 e2e4'");
    std::string before = readFile(path);
    World world;
    EXPECT_EQ(storeError([&] { SqliteStore::open(path)->loadInto(world); }),
              "the database " + path +
                  " holds a game that does not replay (oak table in hall, game 1: move 2 "
                  "(e2e4) is not legal there); it was left as it is: restore a backup, or "
                  "move it aside");
    EXPECT_TRUE(world.places.empty());
    EXPECT_TRUE(readFile(path) == before) << "the file was changed";
}

TEST(SqliteStore, AMissingFolderIsNamed) {
    TempDir dir;
    std::string path = dir.file("no/such/folder/games.db");
    EXPECT_EQ(storeError([&] { SqliteStore::open(path); }),
              "cannot open the database " + path +
                  ": its folder does not exist or may not be written; fix the path, or "
                  "choose another file");
}

// Root may write to any file, so the check runs as `nobody` in a child process when needed.
TEST(SqliteStore, AReadOnlyFileIsRefusedUnchanged) {
    TempDir dir;
    std::string path = dir.file("games.db");
    SqliteStore::open(path);
    ASSERT_EQ(chmod(path.c_str(), 0444), 0);
    ASSERT_EQ(chmod(dir.path().c_str(), 0755), 0);
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(3);
        std::string message = "accepted";
        try {
            SqliteStore::open(path);
        } catch (const StoreError& e) {
            message = e.what();
        }
        ssize_t written = write(fds[1], message.data(), message.size());
        _exit(written == ssize_t(message.size()) ? 0 : 4);
    }
    close(fds[1]);
    std::string message;
    char buffer[512];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;) message.append(buffer, n);
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child status " << status;
    EXPECT_EQ(message, "the database " + path +
                           " is read-only; make it writable (chmod u+w), or choose another file");
}

// An older file is upgraded in place: its games and options are all there afterwards.
TEST(SqliteStore, ADatabaseOfLayoutOneIsUpgraded) {
    TempDir dir;
    std::string path = dir.file("old.db");
    sql::Database(path, true).exec(readFile(MUDCHESS_TEST_DATA "/store-v1.sql"));
    World world;
    SqliteStore::open(path)->loadInto(world);
    ASSERT_EQ(world.places["#chess"].size(), 2u);
    const GameObject& board = *world.places["#chess"]["board"];
    EXPECT_EQ(board.seat(WHITE), "alice");
    EXPECT_EQ(board.seat(BLACK), "bob");
    EXPECT_EQ(board.game().position().fen(),
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_FALSE(board.game().isOver());
    const GameObject& object = *world.places["#chess"]["oak table"];
    EXPECT_EQ(object.game().termination(), Termination::RESIGNATION);
    EXPECT_EQ(object.game().result(), Result::BLACK_WINS);
    EXPECT_EQ(world.places["#games"]["board"]->game().variant().key, "knightmate");
    EXPECT_EQ(world.users["alice"].colourScheme, "classic");
    EXPECT_EQ(layoutOf(path), schema::CURRENT);
    EXPECT_EQ(storedTerminations(path), "#chess board: ; #chess oak table: resignation; "
                                        "#games board: ; ");
}

// Layout 2 kept terminations by their display names; the upgrade makes them codes, and the
// games replay with the same endings.
TEST(SqliteStore, ADatabaseOfLayoutTwoIsUpgradedToTerminationCodes) {
    TempDir dir;
    std::string path = dir.file("old.db");
    sql::Database(path, true).exec(readFile(MUDCHESS_TEST_DATA "/store-v2.sql"));
    SqliteStore::open(path); // upgrades, and lets go of the file
    EXPECT_EQ(layoutOf(path), schema::CURRENT);
    EXPECT_EQ(storedTerminations(path),
              "#chess board: checkmate; #chess board: threefold_repetition; #chess board: ; "
              "#chess oak table: agreement; #games board: resignation; ");
    {
        // Layout 4 adds each game's clock; games from before were untimed.
        sql::Database db(path, false);
        sql::Statement clocks = db.prepare("SELECT count(*) FROM games WHERE clock = ''");
        clocks.step();
        EXPECT_EQ(clocks.integer(0), 5);
    }
    auto store = SqliteStore::open(path);
    World world;
    store->loadInto(world);
    const GameObject& board = *world.places["#chess"]["board"];
    EXPECT_EQ(board.gameNumber(), 3);
    EXPECT_EQ(board.game().pendingOffer(), WHITE);
    // Layout 6 adds when each game was set up and a loaded game's tags; older games have
    // neither, so their PGN says Date "????.??.??".
    EXPECT_EQ(board.started(), "");
    EXPECT_EQ(board.loadedTags(), "");
    EXPECT_EQ(world.places["#chess"]["oak table"]->game().termination(), Termination::AGREEMENT);
    EXPECT_EQ(world.places["#games"]["board"]->game().termination(), Termination::RESIGNATION);
    EXPECT_EQ(world.places["#games"]["board"]->game().result(), Result::WHITE_WINS);
    std::vector<GameObject> past = store->history("#chess", "board");
    ASSERT_EQ(past.size(), 2u); // the games before the current one
    EXPECT_EQ(past[0].game().termination(), Termination::CHECKMATE);
    EXPECT_EQ(past[1].game().termination(), Termination::THREEFOLD_REPETITION);
    EXPECT_EQ(past[1].game().result(), Result::DRAW);
    EXPECT_EQ(world.users["alice"].colourScheme, "classic");
}

// Layout 7 adds each game's draw rule and the board's own: every game from before follows
// FIDE's claimed draws (a repetition standing in a game going on still waits for a claim), and
// no board has chosen, so each follows the operator's default.
TEST(SqliteStore, ADatabaseOfLayoutSixIsUpgradedToClaimedDraws) {
    TempDir dir;
    std::string path = dir.file("old.db");
    sql::Database(path, true).exec(readFile(MUDCHESS_TEST_DATA "/store-v6.sql"));
    SqliteStore::open(path); // upgrades, and lets go of the file
    EXPECT_EQ(layoutOf(path), schema::CURRENT);
    auto store = SqliteStore::open(path);
    World world;
    store->loadInto(world);
    const GameObject& board = *world.places["#chess"]["board"];
    EXPECT_EQ(board.gameNumber(), 2);
    EXPECT_EQ(board.game().drawRule(), DrawRule::CLAIMED);
    EXPECT_FALSE(board.drawRuleChoice());
    EXPECT_FALSE(board.game().isOver());
    EXPECT_TRUE(board.game().canClaimDraw());
    std::vector<GameObject> past = store->history("#chess", "board");
    ASSERT_EQ(past.size(), 1u);
    EXPECT_EQ(past[0].game().termination(), Termination::THREEFOLD_REPETITION);
    EXPECT_FALSE(past[0].game().drawnAutomatically());
}

// Layout 8 keeps players' names apart from their ids: a database from before holds names only,
// and each becomes the id of a player called by it, who keeps their seats and options.
TEST(SqliteStore, ADatabaseOfLayoutSevenIsUpgradedToPlayersKnownByTheirNames) {
    TempDir dir;
    std::string path = dir.file("old.db");
    sql::Database(path, true).exec(readFile(MUDCHESS_TEST_DATA "/store-v7.sql"));
    SqliteStore::open(path); // upgrades, and lets go of the file
    EXPECT_EQ(layoutOf(path), schema::CURRENT);
    auto store = SqliteStore::open(path);
    World world;
    store->loadInto(world);
    const GameObject& board = *world.places["#chess"]["board"];
    EXPECT_EQ(board.seat(WHITE), "alice");
    EXPECT_EQ(board.seat(BLACK), "bob");
    EXPECT_EQ(board.game().history().size(), 2u);
    EXPECT_EQ(board.drawRuleChoice(), DrawRule::AUTOMATIC);
    EXPECT_EQ(world.names.of("alice"), "alice");
    EXPECT_TRUE(world.names.all().empty());
    EXPECT_EQ(world.users["alice"].colourScheme, "classic");
    // The upgraded file keeps names as a new one does.
    store->saveName("alice", "Alice");
    store->saveName("#7", "Bob");
    store->saveName("#7", "Robert");
    store.reset();
    World again;
    SqliteStore::open(path)->loadInto(again);
    EXPECT_EQ(again.names.of("alice"), "Alice");
    EXPECT_EQ(again.names.of("#7"), "Robert");
}

// Layout 9 adds ratings: a database from before has casual games only and no ratings; once
// upgraded it keeps a rated game's end and the ratings it made, in one transaction.
TEST(SqliteStore, ADatabaseOfLayoutEightIsUpgradedWithCasualGamesAndNoRatings) {
    TempDir dir;
    std::string path = dir.file("old.db");
    sql::Database(path, true).exec(readFile(MUDCHESS_TEST_DATA "/store-v8.sql"));
    SqliteStore::open(path); // upgrades, and lets go of the file
    EXPECT_EQ(layoutOf(path), schema::CURRENT);
    auto store = SqliteStore::open(path);
    World world;
    store->loadInto(world);
    GameObject& board = *world.places["#chess"]["board"];
    EXPECT_EQ(board.seat(WHITE), "#12");
    EXPECT_EQ(board.game().history().size(), 2u);
    EXPECT_FALSE(board.rated());
    EXPECT_TRUE(world.ratings.all().empty());
    EXPECT_EQ(world.names.of("#40"), "Bob");
    std::vector<std::pair<std::string, GameObject>> played = store->gamesOf("#40");
    ASSERT_EQ(played.size(), 1u) << "the finished game; the one going on is not counted";
    EXPECT_EQ(played[0].first, "#chess");
    EXPECT_FALSE(played[0].second.rated());

    // The upgraded file keeps a rated game and the ratings it made, as a new one does.
    board.setRated(true);
    board.game().resign(BLACK);
    RatedGame rated;
    rated.place = "#chess";
    rated.object = "board";
    rated.number = board.gameNumber();
    rated.ended = 1'800'000'000;
    rated.variant = "chess";
    rated.speed = "blitz";
    rated.white = "#12";
    rated.black = "#40";
    rated.whiteBefore = rated.blackBefore = PlayerRating{};
    rated.whiteAfter = PlayerRating{1662.3, 290.3, 0.06, 1, rated.ended};
    rated.blackAfter = PlayerRating{1337.7, 290.3, 0.06, 1, rated.ended};
    store->save({{"#chess", board}}, {}, {rated});
    store.reset();
    World again;
    SqliteStore::open(path)->loadInto(again);
    EXPECT_TRUE(again.places["#chess"]["board"]->rated());
    ASSERT_TRUE(again.ratings.find({"#12", "chess", "blitz"}));
    EXPECT_EQ(*again.ratings.find({"#12", "chess", "blitz"}), *rated.whiteAfter);
    EXPECT_EQ(*again.ratings.find({"#40", "chess", "blitz"}), *rated.blackAfter);
    EXPECT_EQ(again.ratings.pairingsSince("#40", "#12", rated.ended - 1), 1)
        << "the pairing window is read back too";
}

// Layout 12 adds analyses: every older file kept in tests/data, once upgraded, keeps a finished
// game's analysis across a restart, as a new file does.
TEST(SqliteStore, EveryOlderLayoutIsUpgradedToKeepAnalyses) {
    const std::string analysis = "1. e4 e5 \"book\"\n2. Nf3 ?! -0.20\n";
    for (const char* old :
         {"store-v1.sql", "store-v2.sql", "store-v6.sql", "store-v7.sql", "store-v8.sql"}) {
        SCOPED_TRACE(old);
        TempDir dir;
        std::string path = dir.file("old.db");
        sql::Database(path, true).exec(readFile(std::string(MUDCHESS_TEST_DATA "/") + old));
        AnalysedGame game;
        {
            auto store = SqliteStore::open(path);
            World world;
            store->loadInto(world);
            const GameObject& board = *world.places["#chess"]["board"];
            game = {"#chess", "board", board.gameNumber(), recordOf(board).moves};
            EXPECT_EQ(store->analysisOf(game), std::nullopt);
            store->saveAnalysis(game, analysis);
        }
        EXPECT_EQ(layoutOf(path), schema::CURRENT);
        EXPECT_EQ(SqliteStore::open(path)->analysisOf(game), analysis);
    }
}

// Layout 13 adds puzzles: every older file kept in tests/data, once upgraded, offers its
// finished games with moves (and those alone) for cutting, and keeps a puzzle, a player's puzzle
// rating and the puzzle's play across a restart, as a new file does.
TEST(SqliteStore, EveryOlderLayoutIsUpgradedToKeepPuzzles) {
    puzzle::Puzzle p;
    p.id = "old01";
    p.fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1";
    p.moves = {"h7h6", "a1a8"};
    p.themes = {"mateIn1"};
    puzzle::PuzzleAttempt attempt{"alice",
                                  p.id,
                                  p.variant,
                                  true,
                                  {{1550, 300, 0.06}, 1, 0, 1, 1, 1'800'000'000},
                                  {1450, 340, 0.06},
                                  1'800'000'000};
    // Each file with how many of its games are finished, not aborted, with a move.
    for (const auto& [old, finished] :
         std::vector<std::pair<const char*, std::size_t>>{{"store-v1.sql", 1},
                                                          {"store-v2.sql", 4},
                                                          {"store-v6.sql", 1},
                                                          {"store-v7.sql", 0},
                                                          {"store-v8.sql", 1}}) {
        SCOPED_TRACE(old);
        TempDir dir;
        std::string path = dir.file("old.db");
        sql::Database(path, true).exec(readFile(std::string(MUDCHESS_TEST_DATA "/") + old));
        {
            auto store = SqliteStore::open(path);
            std::vector<std::int64_t> toCut = store->gamesToCut(100);
            EXPECT_EQ(toCut.size(), finished);
            for (std::int64_t id : toCut) {
                std::optional<StoredGame> game = store->storedGame(id);
                ASSERT_TRUE(game);
                EXPECT_TRUE(game->object.game().isOver() && !game->object.game().aborted());
                EXPECT_FALSE(game->object.game().history().empty());
            }
            EXPECT_EQ(store->addPuzzles({p}), 1u);
            store->saveAttempt(attempt);
            for (std::int64_t id : toCut) store->markCut(id);
        }
        EXPECT_EQ(layoutOf(path), schema::CURRENT);
        auto store = SqliteStore::open(path);
        EXPECT_EQ(store->puzzleRating("alice", chessVariant()), attempt.playerAfter);
        ASSERT_TRUE(store->puzzle("old01"));
        EXPECT_EQ(store->puzzle("old01")->plays, 1);
        EXPECT_EQ(store->puzzle("old01")->rating.rating, 1450);
        EXPECT_EQ(store->puzzleNear(chessVariant(), 1500, "alice"), std::nullopt);
        EXPECT_TRUE(store->gamesToCut(100).empty());
    }
}

// An analysis the file has no room for is refused with the reason, and nothing is kept.
TEST(SqliteStore, AnAnalysisTheDiskHasNoRoomForIsRefusedAndSaysSo) {
    TempDir dir;
    std::string path = dir.file("games.db");
    auto store = SqliteStore::open(path);
    store->limitPages(1); // no more than the file has now
    AnalysedGame game{"#chess", "board", 1, "e2e4 e7e5"};
    EXPECT_EQ(storeError([&] { store->saveAnalysis(game, std::string(64 * 1024, 'x')); }),
              "could not save the analysis, so nothing changed: the disk holding " + path +
                  " is full; free some space and try again");
    EXPECT_EQ(store->analysisOf(game), std::nullopt);
}

// A name given back to the id itself leaves nothing behind, and names survive a restart.
TEST(SqliteStore, PlayersNamesAreKeptByIdAcrossARestart) {
    TempDir dir;
    std::string path = dir.file("names.db");
    {
        auto store = SqliteStore::open(path);
        store->saveName("#12", "Alice");
        store->saveName("#13", "Bob");
        store->saveName("#13", "#13");
    }
    World world;
    SqliteStore::open(path)->loadInto(world);
    EXPECT_EQ(world.names.of("#12"), "Alice");
    EXPECT_EQ(world.names.of("#13"), "#13");
    EXPECT_EQ(world.names.all().size(), 1u);
}

// Every ending's display name as layout 2 wrote it becomes that ending's code.
TEST(SqliteStore, TheUpgradeToLayoutThreeKnowsEveryEnding) {
    TempDir dir;
    std::string path = dir.file("old.db");
    std::string sql = readFile(MUDCHESS_TEST_DATA "/store-v2.sql") + "DELETE FROM games;";
    for (int t = int(Termination::CHECKMATE); t <= int(Termination::TIME); ++t)
        sql += "INSERT INTO games VALUES(NULL, 'p', 'o" + std::to_string(t) + "', 1, 1, 'chess', " +
               "'', '', '', '', '1-0', '" + terminationName(Termination(t)) + "', '');";
    sql::Database(path, true).exec(sql);
    SqliteStore::open(path);
    std::string expected;
    for (int t = int(Termination::CHECKMATE); t <= int(Termination::TIME); ++t)
        expected +=
            "p o" + std::to_string(t) + ": " + std::string(terminationCode(Termination(t))) + "; ";
    EXPECT_EQ(storedTerminations(path), expected);
}

TEST(SqliteStore, EndingsAreStoredAsCodes) {
    TempDir dir;
    std::string path = dir.file("games.db");
    GameObject t("board", chessVariant());
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
        t.game().play(*parseUci(t.game().position(), m));
    ASSERT_EQ(t.game().claimDraw(WHITE), DrawAnswer::DONE);
    saveObject(*SqliteStore::open(path), "hall", t);
    EXPECT_EQ(storedTerminations(path), "hall board: threefold_repetition; ");
    World world;
    SqliteStore::open(path)->loadInto(world);
    EXPECT_EQ(world.places["hall"]["board"]->game().termination(),
              Termination::THREEFOLD_REPETITION);
}

// Starts games on "board first" .. "board last" until a save fails for want of space; that refusal
// must say so, leave nothing behind and leave the file as it was. The name that was refused, or
// nothing when every save went through.
std::optional<std::string> joinUntilFull(Dispatcher& dispatcher, SqliteStore& store, World& world,
                                         const std::string& path, int first, int last) {
    for (int i = first; i <= last; ++i) {
        std::string name = "board " + std::to_string(i);
        Replies replies =
            dispatcher.handle("alice", "terminal", "start new game on " + name).replies;
        EXPECT_EQ(replies.size(), 1u);
        if (replies.empty() || replies[0].text.starts_with("New game")) continue;
        EXPECT_EQ(replies[0].text, "could not save that, so nothing changed: the disk holding " +
                                       path + " is full; free some space and try again");
        EXPECT_EQ(world.places["terminal"].count(name), 0u);
        World reloaded;
        store.loadInto(reloaded);
        EXPECT_EQ(reloaded.places["terminal"].size(), std::size_t(i - 1));
        return name;
    }
    return std::nullopt;
}

// A save that fails (here: the file may not grow) changes nothing the players can see.
TEST(SqliteStore, AFullDiskUndoesTheChangeAndSaysSo) {
    TempDir dir;
    std::string path = dir.file("games.db");
    auto store = SqliteStore::open(path);
    World world;
    Dispatcher dispatcher(world, store.get());
    store->limitPages(1); // no more than the file has now: the next page is past the cap
    // Each new object is a new row; the first that needs a page the file may not take fails.
    std::optional<std::string> refused = joinUntilFull(dispatcher, *store, world, path, 1, 1000);
    EXPECT_TRUE(refused) << "the capped file never filled up";
}

// The same on a real full filesystem: a small tmpfs the test mounts (as root; elsewhere the test
// is skipped), filled up by a file beside the database. Once space is freed the same command
// works.
TEST(SqliteStore, ARealFullFilesystemUndoesTheChangeAndSaysSo) {
    if (geteuid() != 0)
        GTEST_SKIP() << "mounting a small tmpfs needs root; max_page_count "
                        "(AFullDiskUndoesTheChangeAndSaysSo) stands in for it";
    TempDir dir;
    if (mount("tmpfs", dir.path().c_str(), "tmpfs", 0, "size=512k") != 0)
        GTEST_SKIP() << "cannot mount a tmpfs here (" << std::strerror(errno)
                     << "), e.g. in a container without CAP_SYS_ADMIN";
    struct Unmount {
        std::string path;
        ~Unmount() { umount2(path.c_str(), MNT_DETACH); }
    } unmount{dir.path()};
    std::string path = dir.file("games.db"), filler = dir.file("filler");
    auto store = SqliteStore::open(path);
    World world;
    Dispatcher dispatcher(world, store.get());
    ASSERT_EQ(dispatcher.handle("alice", "terminal", "start new game on board 1").replies[0].text,
              "New game of standard chess on board 1. Take a seat: join game as white (or black) "
              "on board 1.");
    {
        // Fill what is left, to the last block.
        std::ofstream fill(filler, std::ios::binary);
        std::string block(4096, 'x');
        while (fill.write(block.data(), std::streamsize(block.size())) && fill.flush()) {
        }
    }
    std::optional<std::string> refused = joinUntilFull(dispatcher, *store, world, path, 2, 5000);
    ASSERT_TRUE(refused) << "the full filesystem never refused a save";
    // Space again: the same command goes through, and is in the file.
    std::filesystem::remove(filler);
    Replies replies =
        dispatcher.handle("alice", "terminal", "start new game on " + *refused).replies;
    EXPECT_EQ(replies[0].text, "New game of standard chess on " + *refused +
                                   ". Take a seat: join game as white (or black) on " + *refused +
                                   ".");
    World after;
    store->loadInto(after);
    EXPECT_EQ(after.places["terminal"].count(*refused), 1u);
}
