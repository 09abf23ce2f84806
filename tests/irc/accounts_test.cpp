// Seats bound to services accounts (issue 41), on a real network with accounts: InspIRCd 3 with
// Atheme (account_network.hpp). An identified player keeps their seat through a nick change and
// is called by their new nick; someone who takes a departed player's nick does not get the seat;
// a player who logs out has it back only by identifying to the same account. Players who have
// not identified are known by nick, as on ngircd (bot_test.cpp).
#include "account_fixture.hpp"

namespace mudchess::irc::test {
namespace {

constexpr const char* PASSWORD = "queen-side-7";

class IrcAccounts : public AccountFixture {
  protected:
    // A client with its nick registered as an account (and so logged in), in #chess.
    std::unique_ptr<Client> member(const std::string& nick) {
        auto c = connect(nick);
        EXPECT_TRUE(registerNick(*c, PASSWORD)) << nick << " could not register";
        enter(*c);
        return c;
    }
    // `white` sets a game up, then `white` and `black` take its seats.
    static void seatBoth(Client& white, Client& black) {
        white.say("#chess", "!start new game on board");
        EXPECT_TRUE(white.waitForText(BOT, "PRIVMSG", "#chess", "New game of"));
        white.say("#chess", "!join game as white on board");
        EXPECT_TRUE(
            white.waitForText(BOT, "PRIVMSG", "#chess", white.nick() + " joins board as White"));
        black.say("#chess", "!join game as black on board");
        EXPECT_TRUE(
            white.waitForText(BOT, "PRIVMSG", "#chess", black.nick() + " joins board as Black"));
    }
};

TEST_F(IrcAccounts, TheOperatorIsToldPlayersAreKnownByAccount) {
    startBot();
    EXPECT_TRUE(bot->waitForLog("this network has services accounts (account-notify, "
                                "extended-join, WHOX): identified players are known by account"));
}

TEST_F(IrcAccounts, ANickChangeKeepsTheSeatAndMessagesUseTheNewNick) {
    startBot();
    auto alice = member("alice"), bob = member("bob");
    seatBoth(*alice, *bob);
    alice->changeNick("alice_away");
    // Where she sits, the others are told who they now face.
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice is now known as alice_away."));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice_away (White) plays e4"));
    // Told privately under the new nick too.
    alice->say("#chess", "!move d2 d4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice_away", "it is not your turn on board"));
}

TEST_F(IrcAccounts, SomeoneWhoTakesADepartedPlayersNickDoesNotGetTheSeat) {
    startBot();
    auto bob = member("bob");
    {
        auto alice = member("alice");
        seatBoth(*alice, *bob);
        alice->send("QUIT :back later");
        EXPECT_TRUE(bob->waitFor(
            [](const Message& m) { return m.command == "QUIT" && m.nick == "alice"; }));
    }
    // Mallory takes the nick (NickServ would warn her off it; she has time to try).
    auto mallory = connect("alice");
    enter(*mallory);
    mallory->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(mallory->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
    // The bot answers in order, so a nudge for her join would have come before that answer.
    for (const Message& m : mallory->received())
        EXPECT_EQ(m.text().find("It is your move"), std::string::npos) << m.raw;
    // Nor privately, from outside the channel, where the bot must ask the server who she is.
    auto outsider = connect("alice_");
    outsider->say(BOT, "move e2 e4 on board in #chess");
    EXPECT_TRUE(outsider->waitForText(BOT, "NOTICE", "alice_", "you are not playing on board"));
    // Alice, back under another nick and identified with SASL, has her seat and is told so.
    auto alice = connect("alice_home", Login{"alice", PASSWORD});
    alice->join("#chess");
    EXPECT_TRUE(
        alice->waitForText(BOT, "NOTICE", "alice_home", "It is your move on board in #chess"));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice_home (White) plays e4"));
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
}

TEST_F(IrcAccounts, ALoggedOutPlayerHasTheSeatBackOnlyAsTheSameAccount) {
    startBot();
    auto alice = member("alice"), bob = member("bob");
    {
        auto other = connect("alice2");
        ASSERT_TRUE(registerNick(*other, "other-pass"));
    }
    seatBoth(*alice, *bob);
    ASSERT_TRUE(logout(*alice));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
    // Another account of hers is not the one that sat.
    ASSERT_TRUE(identify(*alice, "alice2", "other-pass"));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
    ASSERT_TRUE(logout(*alice));
    ASSERT_TRUE(identify(*alice, "alice", PASSWORD));
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice (White) plays e4"));
}

// From outside the bot's channels the server does not keep the bot told about a player, so it
// asks (WHOX) before running their command: an identified player moves by private message.
TEST_F(IrcAccounts, AnIdentifiedPlayerOutsideTheChannelMovesByPrivateMessage) {
    startBot();
    auto bob = member("bob");
    {
        auto alice = member("alice");
        seatBoth(*alice, *bob);
    }
    auto alice = connect("alice_phone", Login{"alice", PASSWORD});
    alice->say(BOT, "move e2 e4 on board in #chess");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice_phone (White) plays e4"));
    alice->say(BOT, "move d2 d4 on board in #chess");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice_phone", "it is not your turn on board"));
}

// Players who have not identified are known by nick, as everyone is on a network without
// accounts: they may play, and their seat follows their nick.
TEST_F(IrcAccounts, PlayersWithoutAnAccountAreKnownByNick) {
    startBot();
    auto carol = connect("carol"), dave = connect("dave");
    enter(*carol);
    enter(*dave);
    seatBoth(*carol, *dave);
    carol->changeNick("carol_");
    carol->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(dave->waitForText(BOT, "PRIVMSG", "#chess", "carol_ (White) plays e4"));
}

// A seat taken by nick, before its player identified, becomes the account's at their first
// command as identified: their nick changes keep it from then on, and someone who takes the
// nick later does not get it.
TEST_F(IrcAccounts, ASeatTakenByNickBecomesTheAccountsOnceItsPlayerIdentifies) {
    startBot();
    auto bob = member("bob");
    {
        auto carol = connect("carol");
        enter(*carol);
        seatBoth(*carol, *bob);
        ASSERT_TRUE(registerNick(*carol, PASSWORD)); // identified to the account "carol" now
        carol->say("#chess", "!move e2 e4 on board");
        EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "carol (White) plays e4"));
        carol->send("QUIT :back later");
        EXPECT_TRUE(bob->waitFor(
            [](const Message& m) { return m.command == "QUIT" && m.nick == "carol"; }));
    }
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
    // Someone taking the nick without the account no longer has the seat.
    {
        auto mallory = connect("carol");
        enter(*mallory);
        mallory->say("#chess", "!move d2 d4 on board");
        EXPECT_TRUE(mallory->waitForText(BOT, "NOTICE", "carol", "you are not playing on board"));
    }
    // Carol, back under another nick and identified, has it.
    auto carol = connect("carol_home", Login{"carol", PASSWORD});
    carol->join("#chess");
    carol->say("#chess", "!move d2 d4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "carol_home (White) plays d4"));
    // Named by her account, whatever her nick: not the nick "carol" someone else had.
    bob->say("#chess", "!ratings of carol");
    EXPECT_TRUE(bob->waitForText(BOT, "NOTICE", "bob", "carol_home has no rating yet"));
}

// rated-needs-account = yes: a nick that has not identified may not sit at a rated board, though
// it may play casual games; once identified it may sit.
TEST_F(IrcAccounts, ARatedBoardSeatsOnlyIdentifiedPlayersWhenTheOperatorSaysSo) {
    BotOptions options;
    options.extra.push_back("rated-needs-account = yes");
    startBot(options);
    auto alice = member("alice"), carol = connect("carol");
    enter(*carol);
    alice->say("#chess", "!start new rated game with clock 5+3 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "New rated game of"));
    alice->say("#chess", "!join game as white on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "alice joins board as White"));
    carol->say("#chess", "!join game as black on board");
    EXPECT_TRUE(carol->waitForText(BOT, "NOTICE", "carol",
                                   "only a player identified to an account may sit at board"));
    carol->say("#chess", "!start new game on oak");
    carol->say("#chess", "!join game as black on oak");
    EXPECT_TRUE(carol->waitForText(BOT, "PRIVMSG", "#chess", "carol joins oak as Black"));
    ASSERT_TRUE(registerNick(*carol, PASSWORD));
    carol->say("#chess", "!join game as black on board");
    EXPECT_TRUE(alice->waitForText(BOT, "PRIVMSG", "#chess", "carol joins board as Black"));
}

// Issue 49: someone sits on the bot's nick, so it connects under its fall-back; it identifies to
// its own account by name, has services disconnect the squatter (GHOST) and takes its nick back.
TEST_F(IrcAccounts, UnderItsFallBackNickTheBotIdentifiesAndTakesItsNickBack) {
    auto squatter = connect(BOT);
    ASSERT_TRUE(registerNick(*squatter, PASSWORD));
    ASSERT_TRUE(logout(*squatter)); // the nick is the bot's account; whoever sits on it is not
    BotOptions options;
    options.extra.push_back("nickserv-password = " + std::string(PASSWORD));
    options.extra.push_back("alt-nick = mudchess_");
    startBot(options);
    EXPECT_TRUE(bot->waitForLog("connected as mudchess_"));
    EXPECT_TRUE(bot->waitForLog("took back the nick mudchess", 30s));
    auto asker = connect("asker");
    EXPECT_EQ(accountOf(*asker, BOT), "mudchess");
    enter(*asker);
}

// A network that offers WHOX but not account-notify or extended-join: the bot asks the server
// who typed each command, and the rules are the same.
class IrcAccountsByWhox : public IrcAccounts {
  protected:
    AccountNetworkOptions networkOptions() const override { return {.accountCaps = false}; }
};

TEST_F(IrcAccountsByWhox, SeatsFollowTheAccountWhenTheBotMustAsk) {
    startBot();
    EXPECT_TRUE(bot->waitForLog("this network has services accounts (no account-notify, WHOX)"));
    auto alice = member("alice"), bob = member("bob");
    seatBoth(*alice, *bob);
    alice->changeNick("alice_away");
    alice->say("#chess", "!move e2 e4 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "alice_away (White) plays e4"));
    ASSERT_TRUE(logout(*alice));
    auto mallory = connect("alice");
    enter(*mallory);
    bob->say("#chess", "!move e7 e5 on board");
    EXPECT_TRUE(bob->waitForText(BOT, "PRIVMSG", "#chess", "bob (Black) plays e5"));
    mallory->say("#chess", "!move d2 d4 on board");
    EXPECT_TRUE(mallory->waitForText(BOT, "NOTICE", "alice", "you are not playing on board"));
    alice->say("#chess", "!move d2 d4 on board");
    EXPECT_TRUE(alice->waitForText(BOT, "NOTICE", "alice_away", "you are not playing on board"));
}

} // namespace
} // namespace mudchess::irc::test
