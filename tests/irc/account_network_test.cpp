// The network the account tests stand on: a nick registered with NickServ is an account, and a
// client that identifies (IDENTIFY, or SASL PLAIN as it connects) is reported as logged in to it
// by the server (WHOX %a), whatever nick it uses; one that does not is reported as logged out.
#include "account_fixture.hpp"

namespace mudchess::irc::test {
namespace {

using AccountNetworkTest = AccountFixture;

TEST_F(AccountNetworkTest, RegisteredNickIsAnAccountThatIdentifyAndSaslLogInTo) {
    auto alice = connect("alice");
    ASSERT_TRUE(registerNick(*alice, "queen-side-7"));
    auto watcher = connect("watcher");
    EXPECT_EQ(accountOf(*watcher, "alice"), "alice");
    EXPECT_EQ(accountOf(*watcher, "watcher"), "0");

    auto again = connect("alice_away");
    EXPECT_EQ(accountOf(*watcher, "alice_away"), "0");
    ASSERT_TRUE(identify(*again, "alice", "queen-side-7"));
    EXPECT_EQ(accountOf(*watcher, "alice_away"), "alice");
    ASSERT_TRUE(logout(*again));
    EXPECT_EQ(accountOf(*watcher, "alice_away"), "0");

    auto bySasl = connect("alice_sasl", Login{"alice", "queen-side-7"});
    EXPECT_EQ(accountOf(*watcher, "alice_sasl"), "alice");
    EXPECT_THROW(connect("mallory", Login{"alice", "wrong"}), std::runtime_error);
    auto mallory = connect("mallory2");
    EXPECT_FALSE(identify(*mallory, "alice", "wrong"));
    EXPECT_EQ(accountOf(*watcher, "mallory2"), "0");
}

} // namespace
} // namespace mudchess::irc::test
