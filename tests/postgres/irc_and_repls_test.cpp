// Three mudchess processes on one PostgreSQL database (issue 42, "Shown by"): two terminal
// sessions (REPL) and an IRC bot on a real ngircd, playing one game on a board in #chess. Each
// move is made through one of them, and the other two announce it to their people: the bot to
// the channel, each REPL on its output.
#include "child.hpp"
#include "harness.hpp"
#include "postgres_server.hpp"

#include <gtest/gtest.h>

using namespace mudchess::irc::test;
using mudchess::test::Child;
using mudchess::test::childProblem;
using mudchess::test::PostgresServer;

namespace {

constexpr const char* BOT = "mudchess";
const std::string HEARD = "Through another mudchess sharing this database: board: ";

// A terminal session on the database, as `name`, its input a pipe.
std::unique_ptr<Child> repl(const TempDir& dir, const std::string& db, const std::string& name) {
    return std::make_unique<Child>(
        std::vector<std::string>{MUDCHESS_BINARY, "--db", db, "--name", name},
        dir.file(name + ".stderr"));
}

// Reads the REPL's output until it announces a change made elsewhere whose line holds `part`;
// that line, or "" when none came in time.
std::string heard(Child& r, const std::string& part) {
    auto end = Clock::now() + 30s;
    while (Clock::now() < end) {
        std::optional<std::string> line = r.readUntil(
            HEARD, std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()));
        if (!line) return "";
        if (line->find(part) != std::string::npos) return *line;
    }
    return "";
}

} // namespace

TEST(IrcAndRepls, TwoReplsAndAnIrcBotOnOneDatabaseEachAnnounceTheOthersMoves) {
    PostgresServer postgres;
    std::string database = postgres.newDatabase();
    std::string db = postgres.uri(database);
    TempDir dir;
    Ngircd ircd(dir.path());
    BotOptions options;
    options.extra.push_back("db = " + db);
    BotProcess bot(dir.path(), ircd.port(), options);
    Client alice(ircd.port(), "alice");
    alice.join("#chess");
    ASSERT_TRUE(alice.waitForMember("#chess", BOT)) << bot.log();

    alice.say("#chess", "!start new game on board");
    ASSERT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", "New game of")) << bot.log();
    alice.say("#chess", "!join game as white on board");
    ASSERT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", "alice joins board as White"));

    // Both sessions start now and load the game; bob plays Black from the first, and the second
    // is alice's too, at another terminal.
    std::unique_ptr<Child> bobs = repl(dir, db, "bob");
    std::unique_ptr<Child> alices = repl(dir, db, "alice");
    // Each has loaded the game (and listens) once it answers.
    for (auto* r : {bobs.get(), alices.get()}) {
        ASSERT_TRUE(r->writeLine("whose move on board in #chess"));
        ASSERT_TRUE(r->readUntil("White", 20s)) << r->output();
    }
    ASSERT_TRUE(bobs->writeLine("join game as black on board in #chess"));
    ASSERT_TRUE(bobs->readUntil("bob joins board as Black", 20s)) << bobs->output();
    // The bot and alice's session hear bob sit down.
    EXPECT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", HEARD)) << bot.log();
    EXPECT_NE(heard(*alices, "Black bob"), "") << alices->output();

    // 1. e4 on IRC: both sessions announce it.
    alice.say("#chess", "!move e2 to e4 on board");
    ASSERT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", "e4"));
    EXPECT_NE(heard(*bobs, "move 1, Black to move"), "") << bobs->output();
    EXPECT_NE(heard(*alices, "move 1, Black to move"), "") << alices->output();

    // 1... e5 from bob's session: the bot tells the channel, alice's session shows it.
    ASSERT_TRUE(bobs->writeLine("move e7 to e5 on board in #chess"));
    EXPECT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", HEARD + "Standard chess")) << bot.log();
    EXPECT_NE(heard(*alices, "move 2, White to move"), "") << alices->output();

    // 2. Nf3 from alice's session: the channel and bob's session hear it.
    ASSERT_TRUE(alices->writeLine("move g1 to f3 on board in #chess"));
    auto told = alice.waitForText(BOT, "PRIVMSG", "#chess", "move 2, Black to move");
    ASSERT_TRUE(told) << bot.log();
    EXPECT_NE(told->text().find(HEARD), std::string::npos) << told->text();
    EXPECT_NE(heard(*bobs, "move 2, Black to move"), "") << bobs->output();

    // 2... Nc6 from bob's session again: the channel and alice's session.
    ASSERT_TRUE(bobs->writeLine("move b8 to c6 on board in #chess"));
    EXPECT_TRUE(alice.waitForText(BOT, "PRIVMSG", "#chess", "move 3, White to move")) << bot.log();
    EXPECT_NE(heard(*alices, "move 3, White to move"), "") << alices->output();

    EXPECT_EQ(postgres.exec(database, "SELECT moves FROM games WHERE current"),
              "e2e4 e7e5 g1f3 b8c6");
    for (auto* r : {bobs.get(), alices.get()}) {
        r->closeInput();
        EXPECT_EQ(childProblem("the REPL", r->finish(20s), 0, r->output()), "");
    }
    EXPECT_EQ(bot.stopAndCheck(), "");
}
