// What the bot knows of who is logged in to which account (src/front/irc/accounts.hpp), without a
// server: only what the server keeps it told about is trusted, and only while the bot shares a
// channel with the player, since otherwise a logout or a nick change would go unseen.
#include "front/irc/accounts.hpp"

#include <gtest/gtest.h>

namespace mudchess::irc {
namespace {

Accounts kept() {
    Accounts a;
    a.granted("account-notify extended-join");
    return a;
}

TEST(Accounts, AnAccountIsAnIdNoNickCanBe) {
    Actor identified = actorFor("alice_away", "alice");
    EXPECT_EQ(identified.id, "account:alice");
    EXPECT_EQ(identified.name, "alice_away");
    Actor byNick = actorFor("alice", "");
    EXPECT_EQ(byNick.id, "alice");
    EXPECT_EQ(byNick.name, "alice");
}

TEST(Accounts, NothingIsTrustedWithoutAccountNotify) {
    Accounts a;
    a.offerWhox();
    a.joined("alice", "#chess", "alice");
    EXPECT_TRUE(a.available());
    EXPECT_EQ(a.known("alice"), std::nullopt); // a logout since would go unseen: ask
    EXPECT_EQ(a.lastKnown("alice"), "alice");
    Accounts none;
    EXPECT_FALSE(none.available());
}

TEST(Accounts, JoinsLoginsLogoutsAndNickChangesAreFollowed) {
    Accounts a = kept();
    a.joined("Alice", "#Chess", "alice");
    a.joined("bob", "#chess", "");
    a.joined("carol", "#chess", std::nullopt); // a plain JOIN: not said
    EXPECT_EQ(a.known("alice"), "alice");      // nicks compare without case
    EXPECT_EQ(a.known("bob"), "");
    EXPECT_EQ(a.known("carol"), std::nullopt);
    a.loggedIn("bob", "robert");
    EXPECT_EQ(a.known("bob"), "robert");
    a.loggedIn("alice", "*");
    EXPECT_EQ(a.known("alice"), "");
    a.loggedIn("alice", "alice");
    a.renamed("alice", "alice_away");
    EXPECT_EQ(a.known("alice_away"), "alice");
    EXPECT_EQ(a.known("alice"), std::nullopt);
    EXPECT_EQ(a.nickOf("alice", "whoever"), "alice_away");
}

TEST(Accounts, LeavingTheLastSharedChannelOrQuittingForgetsThem) {
    Accounts a = kept();
    a.joined("alice", "#chess", "alice");
    a.joined("alice", "#games", std::nullopt);
    a.left("alice", "#chess");
    EXPECT_EQ(a.known("alice"), "alice"); // still in #games with the bot
    a.left("alice", "#GAMES");
    EXPECT_EQ(a.known("alice"), std::nullopt);
    a.joined("bob", "#chess", "bob");
    a.quit("bob");
    EXPECT_EQ(a.known("bob"), std::nullopt);
    a.joined("carol", "#chess", "carol");
    a.botLeft("#chess"); // kicked: the bot hears nothing more of #chess
    EXPECT_EQ(a.known("carol"), std::nullopt);
    a.loggedIn("dave", "dave"); // not in a shared channel: not kept
    EXPECT_EQ(a.known("dave"), std::nullopt);
}

TEST(Accounts, AnAccountsNickIsTheOneItWasCalledByIfThatIsStillIt) {
    Accounts a = kept();
    a.joined("alice", "#chess", "alice");
    a.joined("alice_phone", "#chess", "alice");
    a.joined("mallory", "#chess", "");
    EXPECT_EQ(a.nickOf("alice", "alice_phone"), "alice_phone");
    EXPECT_EQ(a.nickOf("alice", "mallory"), "alice");
    EXPECT_EQ(a.nickOf("nobody", "alice"), std::nullopt);
    EXPECT_EQ(a.nickOf("", "mallory"), std::nullopt);
}

TEST(Accounts, ANewConnectionStartsKnowingNothing) {
    Accounts a = kept();
    a.offerWhox();
    a.joined("alice", "#chess", "alice");
    a.clear();
    EXPECT_FALSE(a.available());
    EXPECT_EQ(a.lastKnown("alice"), std::nullopt);
}

} // namespace
} // namespace mudchess::irc
