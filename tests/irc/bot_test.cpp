// The bot against a real IRC server: Debian's ngircd on loopback, the mudchess binary, and
// scripted clients. What the channel sees, who gets told what privately, and that the bot
// survives floods, hostile bytes and a server restart.
#include "fixture.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>

namespace mudchess::irc::test {
namespace {

class IrcBot : public BotFixture {};

// `who` says `line` in #chess and the channel (seen by `watcher`) gets `expected`.
void playAndSee(Client& who, Client& watcher, const std::string& line, const std::string& expected,
                const std::string& channel = "#chess") {
    who.say(channel, "!" + line);
    EXPECT_TRUE(watcher.waitForText(BOT, "PRIVMSG", channel, expected))
        << "after \"" << line << "\" the channel did not see \"" << expected << "\"";
}

TEST_F(IrcBot, TwoPlayersPlayAFullGameWithPromotionToMate) {
    startBot();
    auto alice = player("alice"), bob = player("bob"), carol = player("carol");
    playAndSee(*alice, *carol, "start new game on board", "New game of standard chess on board");
    playAndSee(*alice, *carol, "join game as white on board", "alice joins board as White");
    playAndSee(*bob, *carol, "join game as black on board", "bob joins board as Black");

    // A mistake goes to the one who made it, as a notice, and to nobody else.
    bob->say("#chess", "!move e7 to e5 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "it is not your turn on board"));
    alice->say("#chess", "!move e2 to e5 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "the pawn on e2 cannot reach e5"));

    const std::pair<Client*, const char*> moves[] = {
        {alice.get(), "move a2 to a4 on board"},
        {bob.get(), "move e7 to e6 on board"},
        {alice.get(), "move a4 to a5 on board"},
        {bob.get(), "move g8 to h6 on board"},
        {alice.get(), "move a5 to a6 on board"},
        {bob.get(), "move h8 to g8 on board"},
        {alice.get(), "move a6 to b7 on board"},
        {bob.get(), "move g8 to h8 on board"},
        {alice.get(), "move b7 to a8 and swap to knight on board"},
        {bob.get(), "move f8 to d6 on board"},
        {alice.get(), "move f2 to f3 on board"},
        {bob.get(), "move h8 to g8 on board"},
        {alice.get(), "move g2 to g4 on board"},
        {bob.get(), "move d8 to h4 on board"},
    };
    const char* sans[] = {"a4",  "e6",     "a5",  "Nh6", "a6",  "Rg8", "axb7",
                          "Rh8", "bxa8=N", "Bd6", "f3",  "Rg8", "g4",  "Qh4#"};
    for (std::size_t i = 0; i < std::size(moves); ++i) {
        std::string mover = moves[i].first->nick();
        playAndSee(*moves[i].first, *carol, moves[i].second,
                   mover + (i % 2 ? " (Black)" : " (White)") + " plays " + sans[i] + " on board.");
    }
    EXPECT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "Black wins by checkmate"));

    // The errors went only to their makers: once everything the bot sent before has arrived,
    // carol has no notice but the sync's answer, and bob none meant for alice.
    ASSERT_TRUE(carol->syncWithBot(BOT));
    ASSERT_TRUE(bob->syncWithBot(BOT));
    for (const Message& m : carol->received())
        EXPECT_FALSE(m.nick == BOT && m.command == "NOTICE" && m.text().find("PING sync-") != 1)
            << m.raw;
    for (const Message& m : bob->received())
        EXPECT_EQ(m.text().find("cannot reach e5"), std::string::npos) << m.raw;
    EXPECT_TRUE(neverDisconnected());
}

TEST_F(IrcBot, PrivateMessagesActOnAChannelsGameAndTheChannelIsTold) {
    startBot({.channels = {"#chess", "#games"}});
    auto alice = player("alice"), bob = player("bob");
    alice->say(BOT, "start new game on board in #chess");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "New game of standard chess"));
    alice->say(BOT, "join game as white on board in #CHESS");
    bob->say(BOT, "join game as black on board in #chess");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob joins board as Black"));
    alice->say(BOT, "move e2 e4 on board in #chess");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4 on board."));
    // Looking privately answers privately: the channel (alice, synced after it) saw no board.
    ASSERT_TRUE(alice->syncWithBot(BOT)); // the boards of the move are in, and forgotten
    alice->forget();
    bob->say(BOT, "look at board in #chess");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "Black to move"));
    ASSERT_TRUE(alice->syncWithBot(BOT));
    EXPECT_FALSE(alice->waitFor(
        [](const Message& m) {
            return m.nick == BOT && m.text().find("Black to move") != std::string::npos;
        },
        0ms))
        << "bob's private look reached alice";
    // Without a channel, with two to choose from, the bot asks which.
    bob->say(BOT, "look at board");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "which channel?"));
    // Long help comes a page at a time.
    bob->say(BOT, "help commands");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob",
                                 "more lines: \"more\" to me, or \"!more\" in a channel)"));
    bob->say(BOT, "more");
    // The second page starts with the page's 25th line that is not blank.
    std::istringstream page(readFile(MUDCHESS_SOURCE_DIR "/help/commands.txt"));
    std::string line;
    for (int nonBlank = 0; nonBlank < 25 && std::getline(page, line);)
        if (line.find_first_not_of(' ') != std::string::npos) ++nonBlank;
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", line)) << "expected: " << line;
    // In a channel, "!more" does the same (the line the trailer names).
    bob->say(BOT, "help commands");
    ASSERT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "more lines:"));
    bob->say("#chess", "!more");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", line)) << "expected: " << line;
    // A channel the bot is not in is refused, not messaged.
    bob->say(BOT, "start new game on board in #elsewhere");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "I do not play in #elsewhere"));
}

TEST_F(IrcBot, TwoChannelsWithABoardEachAreIndependent) {
    startBot({.channels = {"#chess", "#games"}});
    auto alice = player("alice", {"#chess", "#games"}), bob = player("bob", {"#chess", "#games"});
    alice->say("#games", "!start new game of knightmate on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#games", "New game of Knightmate on board"));
    seatBoth(*alice, *bob, "#chess");
    seatBoth(*alice, *bob, "#games", ""); // its Knightmate game is set up already
    playAndSee(*alice, *bob, "move e2 e4 on board", "plays e4 on board", "#chess");
    playAndSee(*alice, *bob, "move d2 d4 on board", "plays d4 on board", "#games");
    alice->say("#chess", "!show fen on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice",
                                   "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"));
    alice->say("#games", "!show fen on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice",
                                   "rmbqkbmr/pppppppp/8/8/3P4/8/PPP1PPPP/RMBQKBMR b"));
}

// Both variants to their end in channels of their own, typed as the seed's sentences.
TEST_F(IrcBot, KnightmateAndKnightsChessArePlayedToTheEnd) {
    startBot({.channels = {"#chess", "#games"}});
    auto alice = player("alice", {"#chess", "#games"}), bob = player("bob", {"#chess", "#games"});
    auto carol = player("carol", {"#chess", "#games"});
    struct Ply {
        Client* who;
        const char* line;
        const char* seen;
    };
    auto play = [&](const std::string& channel, const char* variant, std::vector<Ply> plies,
                    const char* ending) {
        playAndSee(*alice, *carol, std::string("start new game of ") + variant + " on board",
                   "New game of", channel);
        playAndSee(*alice, *carol, "join game as white on board", "alice joins board", channel);
        playAndSee(*bob, *carol, "join game as black on board", "bob joins board", channel);
        for (const Ply& p : plies) playAndSee(*p.who, *carol, p.line, p.seen, channel);
        EXPECT_TRUE(carol->waitForText(BOT, "PRIVMSG", channel, ending)) << channel;
    };
    Client *a = alice.get(), *b = bob.get();
    play("#chess", "knightmate",
         {{a, "move a2 to a4 on board", "plays a4 on board"},
          {b, "move e7 to e6 on board", "plays e6 on board"},
          {a, "move e1 to d3 on board", "plays Kd3 on board"},
          {b, "move f8 to b4 on board", "plays Bb4 on board"},
          {a, "move e2 to e4 on board", "plays e4 on board"},
          {b, "move d8 to h4 on board", "plays Qh4 on board"},
          {a, "move b1 to a2 on board", "plays Ma2 on board"},
          {b, "move h4 to e4 on board", "plays Qxe4# on board"}},
         "Black wins by checkmate");
    play("#games", "knights chess",
         {{b, "move e7 to e5 on board", "plays e5 on board"},
          {a, "move d2 to d4 on board", "plays d4 on board"},
          {b, "move d5 to c5 on board", "plays Kc5 on board"},
          {a, "move c2 to c3 on board", "plays c3 on board"},
          {b, "move d8 to g5 on board", "plays Qg5 on board"},
          {a, "move b2 to b3 on board", "plays b3 on board"},
          {b, "move g5 to e3 on board", "plays Qe3 on board"},
          {a, "move e4 to e3 on board", "plays Kxe3+ on board"},
          {b, "move e5 to d4 on board", "plays exd4+ on board"},
          {a, "move e3 to d3 on board", "plays Kd3 on board"},
          {b, "move e8 to e2 on board", "plays Qxe2+ on board"},
          {a, "move d1 to e2 on board", "plays Qdxe2 on board"}},
         "White wins by capturing both queens");
    EXPECT_TRUE(neverDisconnected());
}

// ngircd has no services accounts: the operator is told players are known by nick (issue 41).
TEST_F(IrcBot, ANickChangeKeepsTheSeatAndNobodyElseCanMoveIt) {
    startBot();
    EXPECT_TRUE(bot->waitForLog("this network reports no services accounts (no account-notify, "
                                "no WHOX): players are known by nick"));
    auto alice = player("alice"), bob = player("bob"), mallory = player("mallory");
    seatBoth(*alice, *bob);
    alice->changeNick("alice_away");
    mallory->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(mallory->waitForText(BOT, "NOTICE", "mallory", "you are not playing on board"));
    // The old nick, taken by someone else, is not the seat either.
    auto impostor = player("alice");
    impostor->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(impostor->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice_away (White) plays e4"));
}

TEST_F(IrcBot, APlayerWhoseMoveItIsHearsSoOnJoining) {
    startBot();
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob);
    bob->send("PART #chess");
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "plays e4"));
    bob->join("#chess");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "It is your move on board in #chess"));
}

// A timed game's flag falls while nobody types: the bot's loop wakes for the service's deadline,
// and the channel hears it (issue 16).
TEST_F(IrcBot, AFlagFallsInTheChannelWhileNobodyTypes) {
    startBot();
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob, "#chess", "start new game with clock 0:03+0 on board");
    playAndSee(*alice, *bob, "move e2 e4 on board", "alice (White) plays e4 on board.");
    playAndSee(*bob, *alice, "move e7 e5 on board", "bob (Black) plays e5 on board.");
    // Nobody types now.
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess",
                                 "White (alice)'s flag falls on board: Black wins on time (0–1)."));
    alice->say("#chess", "!move d2 d4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "the game on board is over"));
}

// A lone player plays the computer in the channel: it answers with nobody typing, the channel
// sees it mate, and a hint reaches only the player who asked, as a notice.
TEST_F(IrcBot, AGameAgainstTheComputerPlaysToTheEndInTheChannel) {
    startBot();
    auto alice = player("alice");
    alice->say("#chess", "!play against the computer as white on oak");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess",
                                   "The computer takes Black on oak, playing at level 4"));
    alice->say("#chess", "!hint on oak");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "Hint for oak:"));
    alice->say("#chess", "!load pgn 1. f3 e5 2. g4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "alice loads a game"));
    alice->say("#chess", "!play against the computer strongest as white on board");
    EXPECT_TRUE(
        alice->waitForText(BOT, "PRIVMSG", "#chess", "computer (Black) plays Qh4# on board."));
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "Black wins by checkmate"));
}

// README: QUIT and PART end nothing. bob quits; alice still moves, nobody else may take
// Black's move, and bob, back under his nick, is told it is his move and plays it.
TEST_F(IrcBot, AQuitEndsNothingAndTheSeatWaitsForItsNick) {
    startBot();
    auto alice = player("alice"), mallory = player("mallory");
    {
        auto bob = player("bob");
        seatBoth(*alice, *bob);
        bob->send("QUIT :gone for now");
        EXPECT_TRUE(alice->waitFor(
            [](const Message& m) { return m.command == "QUIT" && m.nick == "bob"; }));
    }
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    mallory->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(mallory->waitForText(BOT, "NOTICE", "mallory", "you are not playing on board"));
    auto bob = player("bob");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "It is your move on board in #chess"));
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
}

// The lines the bot sent `to` (a channel or a nick) not yet waited for, up to the line of files
// that ends a board.
std::vector<std::string> boardLines(Client& watcher, const std::string& command,
                                    const std::string& to) {
    std::vector<std::string> lines;
    while (lines.size() < 30) {
        auto m = watcher.waitFor([&](const Message& m) {
            return m.nick == BOT && m.command == command && m.target() == to;
        });
        if (!m) break;
        lines.push_back(m->text());
        if (m->text().find("a b c d e f g h") != std::string::npos ||
            m->text().find("h g f e d c b a") != std::string::npos)
            break;
    }
    return lines;
}

// docs/operators.md: boards on IRC are compact and drawn in mIRC colours, in the colour-scheme of
// bot.conf for users who chose nothing; a user's own choice (here none) wins for what they are
// shown.
TEST_F(IrcBot, BoardsAreCompactInMircColoursOfTheConfiguredScheme) {
    BotOptions options;
    options.extra.push_back("colour-scheme = classic");
    startBot(options);
    auto alice = player("alice"), bob = player("bob");
    seatBoth(*alice, *bob);
    ASSERT_TRUE(bob->syncWithBot(BOT));
    bob->forget(); // the board is what comes after the move's line
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
    std::vector<std::string> board = boardLines(*bob, "PRIVMSG", "#chess");
    std::string shown;
    for (const std::string& line : board) shown += line + "\n";
    ASSERT_EQ(board.size(), 9u) << "a compact board: eight ranks and the files:\n" << shown;
    for (const std::string& line : board)
        EXPECT_NE(line.find('\x03'), std::string::npos) << "no mIRC colour in: " << line;

    bob->say("#chess", "!options colour none");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "your colour scheme is now none"));
    ASSERT_TRUE(bob->syncWithBot(BOT));
    bob->forget();
    bob->say("#chess", "!look at board");
    std::vector<std::string> plain = boardLines(*bob, "NOTICE", "bob");
    ASSERT_GE(plain.size(), 9u);
    for (const std::string& line : plain)
        EXPECT_EQ(line.find('\x03'), std::string::npos) << "colour in bob's plain board: " << line;
}

TEST_F(IrcBot, HostileInputIsAnsweredSanelyAndInjectsNothing) {
    startBot();
    auto alice = player("alice"), watcher = player("watcher");
    // Control characters inside object names and moves: refused with a message, never echoed.
    alice->sendRaw("PRIVMSG #chess :!start new game on bo\x01"
                   "ard\r\n");
    alice->sendRaw("PRIVMSG #chess :!move e2\x07 e4 on board\r\n");
    // A NUL: ngircd stops reading a client after one, so it comes from a throwaway client.
    {
        Client nul(server.port(), "nul");
        nul.sendRaw(std::string("PRIVMSG #chess :!look at board\0QUIT :pwned\r\n", 43));
    }
    // Invalid UTF-8.
    alice->sendRaw("PRIVMSG #chess :!start new game on \xC3\x28\xFF board\r\n");
    // Formatting codes around a good command still work.
    alice->sendRaw("PRIVMSG #chess :\x02!start new game on \x03"
                   "04board\x0f\r\n");
    EXPECT_TRUE(
        watcher->waitForText(BOT, "PRIVMSG", "#chess", "New game of standard chess on board"));
    // A 2,000-byte line: the server cuts or refuses it; the bot carries on either way.
    auto longLine = std::make_unique<Client>(server.port(), "longline");
    longLine->join("#chess");
    longLine->sendRaw("PRIVMSG #chess :!look at " + std::string(2000, 'x') + "\r\n");
    // Nothing the bot sent contains a command it did not mean: every line from it is a PRIVMSG
    // or NOTICE, and none carries a raw control character other than formatting.
    ASSERT_TRUE(alice->syncWithBot(BOT));
    ASSERT_TRUE(watcher->syncWithBot(BOT));
    // Each of alice's three bad lines got its own message, saying what was wrong with it.
    std::vector<std::string> refusals;
    for (const Message& m : alice->received()) {
        if (m.nick != BOT) continue;
        EXPECT_TRUE(m.command == "PRIVMSG" || m.command == "NOTICE" || m.command == "JOIN")
            << m.raw;
        EXPECT_EQ(m.raw.find('\x07'), std::string::npos) << m.raw;
        EXPECT_EQ(m.raw.find("pwned"), std::string::npos) << m.raw;
        if (m.command == "NOTICE" && m.text().find("at column") != std::string::npos)
            refusals.push_back(m.text());
    }
    ASSERT_EQ(refusals.size(), 3u) << "each bad line gets a message";
    EXPECT_NE(refusals[0].find("control character"), std::string::npos) << refusals[0];
    EXPECT_NE(refusals[1].find("control character"), std::string::npos) << refusals[1];
    EXPECT_NE(refusals[2].find("broken UTF-8"), std::string::npos) << refusals[2];
    // Nobody was made to quit: the watcher, in the channel with everyone, saw no QUIT up to a
    // point after every line above.
    // (The 2,000-byte line's sender is the one ngircd may disconnect: "Request too long".)
    for (const Message& m : watcher->received())
        EXPECT_FALSE(m.command == "QUIT" && m.nick != "longline")
            << "someone was made to quit: " << m.raw;
    EXPECT_TRUE(bot->running());
    EXPECT_TRUE(neverDisconnected());
    if (HasFailure())
        for (const Message& m : alice->received()) std::cerr << "alice got: " << m.raw << "\n";
}

TEST_F(IrcBot, CtcpVersionAndPingAreAnswered) {
    startBot();
    auto alice = player("alice");
    alice->say(BOT, "\x01VERSION\x01");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "\x01VERSION mudchess"));
    alice->say(BOT, "\x01PING 12345\x01");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "\x01PING 12345\x01"));
}

TEST_F(IrcBot, AKickedBotComesBack) {
    // The first to join a channel is its operator on ngircd, so the client comes first.
    auto op = std::make_unique<Client>(server.port(), "op");
    op->join("#chess");
    startBot();
    EXPECT_TRUE(op->waitForMember("#chess", BOT));
    // The bot's first JOIN is in op's buffer: only what comes after the KICK counts.
    op->forget();
    op->send(std::string("KICK #chess ") + BOT + " :out");
    EXPECT_TRUE(op->waitFor([](const Message& m) { return m.command == "KICK"; }));
    EXPECT_TRUE(op->waitFor([](const Message& m) { return m.command == "JOIN" && m.nick == BOT; }))
        << "the bot did not come back after the kick";
    // And it plays there again.
    op->say("#chess", "!start new game on board");
    EXPECT_TRUE(op->waitForText(BOT, "PRIVMSG", "#chess", "New game of standard chess"));
}

TEST_F(IrcBot, IgnoredNicksAreNotAnswered) {
    startBot({.extra = {"ignore = otherbot", "lines-per-second = 4", "bytes-per-second = 1000"}});
    auto alice = player("alice"), other = player("otherbot");
    other->say("#chess", "!start new game on board");
    // alice sees the ignored line go by, so the bot has it before alice's own command.
    EXPECT_TRUE(alice->waitForText("otherbot", "PRIVMSG", "#chess", "!start new game"));
    alice->say("#chess", "!games");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "no games here yet"));
    // A channel line from the bot after otherbot's command, seen by otherbot too: everything the
    // bot sent before it has reached otherbot, and none of it was for otherbot.
    alice->say("#chess", "!start new game on marker");
    EXPECT_TRUE(
        other->waitForText(BOT, "PRIVMSG", "#chess", "New game of standard chess on marker"));
    for (const Message& m : other->received())
        if (m.nick == BOT) {
            EXPECT_NE(m.text().find("on marker"), std::string::npos) << m.raw;
        }
}

TEST_F(IrcBot, ATakenNickFallsBackToTheNextOne) {
    Client squatter(server.port(), BOT);
    startBot({.extra = {"alt-nick = chessbot"}});
    auto alice = std::make_unique<Client>(server.port(), "alice");
    alice->join("#chess");
    ASSERT_TRUE(alice->waitForMember("#chess", "chessbot"));
    // Addressed by its fall-back nick, it answers.
    alice->say("#chess", "chessbot: games");
    EXPECT_TRUE(alice->waitForText("chessbot", "NOTICE", "alice", "no games here yet"));
}

} // namespace
} // namespace mudchess::irc::test
