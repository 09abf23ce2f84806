// What a TCP connection hears (front/serve/audience.hpp): learned from its requests until it
// declares, private messages and events only for the users it serves, the asker's own answer.
#include "front/serve/audience.hpp"

#include <gtest/gtest.h>

namespace mudchess::serve {
namespace {

Message toUser(const std::string& user, const std::string& text) {
    return {{Recipient::Kind::USER, user}, text};
}
Message toPlace(const std::string& place, const std::string& text) {
    return {{Recipient::Kind::PLACE, place}, text};
}

// alice moves in the hall: the room is told, bob is told it is his move.
Outcome aliceMoves() {
    Outcome o;
    o.place = "hall";
    o.messages = {toPlace("hall", "alice plays e4."), toUser("bob", "It is your move.")};
    MovePlayed move;
    move.place = "hall";
    move.object = "board";
    move.player = "alice";
    o.events = {move};
    return o;
}

Outcome hintFor(const std::string& player) {
    Outcome o;
    o.place = "hall";
    o.messages = {toUser(player, "Try e4.")};
    o.events = {HintGiven{"hall", "board", player, "e4", "e2e4"}};
    return o;
}

TEST(Audience, UndeclaredItHearsTheActorsAndPlacesItSentFor) {
    Audience a;
    EXPECT_TRUE(heardBy(aliceMoves(), a).messages.empty());
    EXPECT_TRUE(heardBy(aliceMoves(), a).events.empty());
    a.learn("carol", "hall");
    Outcome heard = heardBy(aliceMoves(), a);
    ASSERT_EQ(heard.messages.size(), 1u);
    EXPECT_EQ(heard.messages[0].to.name, "hall");
    EXPECT_EQ(heard.events.size(), 1u);
    EXPECT_TRUE(heardBy(hintFor("alice"), a).events.empty());
    EXPECT_EQ(heardBy(hintFor("carol"), a).events.size(), 1u);
}

// A watched board's public events are heard, not the room's messages, not a player's hint, and
// not another board's events; unwatch ends it.
TEST(Audience, AWatchedBoardsEventsAreHeardAndNothingElse) {
    Audience a;
    a.declare({false, {}, {}, false, false});
    a.watch("hall", "board");
    Outcome heard = heardBy(aliceMoves(), a);
    EXPECT_TRUE(heard.messages.empty());
    EXPECT_EQ(heard.events.size(), 1u);
    EXPECT_TRUE(heardBy(hintFor("alice"), a).events.empty());
    a.unwatch("hall", "other");
    EXPECT_EQ(heardBy(aliceMoves(), a).events.size(), 1u);
    a.unwatch("hall", "board");
    EXPECT_TRUE(heardBy(aliceMoves(), a).events.empty());
    a.watch("lounge", "board"); // the same name in another place is another board
    EXPECT_TRUE(heardBy(aliceMoves(), a).events.empty());
}

TEST(Audience, ADeclarationReplacesWhatWasLearnedAndUnservesTakesAway) {
    Audience a;
    a.learn("carol", "lounge");
    a.declare({false, {"bob"}, {}, false, false});
    EXPECT_FALSE(a.hearsUser("carol"));
    EXPECT_FALSE(a.hearsPlace("lounge"));
    a.learn("dave", "hall"); // declared: nothing more is learned
    EXPECT_FALSE(a.hearsUser("dave"));
    Outcome heard = heardBy(aliceMoves(), a);
    ASSERT_EQ(heard.messages.size(), 1u);
    EXPECT_EQ(heard.messages[0].to.name, "bob");
    a.declare({true, {"bob"}, {}, false, false});
    EXPECT_TRUE(heardBy(aliceMoves(), a).messages.empty());
    a.declare({false, {}, {}, true, true});
    EXPECT_TRUE(a.hearsUser("anyone") && a.hearsPlace("anywhere"));
    a.declare({true, {}, {}, true, false});
    EXPECT_FALSE(a.hearsUser("anyone"));
    EXPECT_TRUE(a.hearsPlace("anywhere"));
}

TEST(Audience, TheAskerHearsItsActorAndPlaceButNotOthersPrivateLines) {
    Audience a;
    a.declare({false, {"alice"}, {}, false, false});
    Asking asking{"alice", "alice", "hall"};
    Outcome heard = heardBy(aliceMoves(), a, &asking);
    ASSERT_EQ(heard.messages.size(), 1u);
    EXPECT_EQ(heard.messages[0].to.name, "hall");
    EXPECT_EQ(heard.events.size(), 1u);
    // A refusal is the asker's, and no one else's.
    Outcome refused;
    refused.ok = false;
    refused.messages = {toUser("alice", "No.")};
    refused.events = {Refusal{"illegal_move", {}, "No."}};
    EXPECT_EQ(heardBy(refused, a, &asking).events.size(), 1u);
    EXPECT_TRUE(heardBy(refused, Audience::everything()).events.empty());
}

// A host that sends actor_id serves players by id: a private line follows the id through a
// rename, and a connection serving whoever now has the old name hears none of it.
TEST(Audience, PrivateLinesAreRoutedByThePlayersIdNotTheirName) {
    Outcome o;
    o.place = "hall";
    o.messages = {{{Recipient::Kind::USER, "Alicia", "#12"}, "It is your move."}};
    Audience servesTheId, servesTheName;
    servesTheId.declare({false, {"#12"}, {}, false, false});
    servesTheName.declare({false, {"Alicia"}, {}, false, false});
    EXPECT_EQ(heardBy(o, servesTheId).messages.size(), 1u);
    EXPECT_TRUE(heardBy(o, servesTheName).messages.empty());
    // The asker is heard by id for lines and by name for events (which name players as called).
    Asking asking{"#12", "Alicia", "hall"};
    Audience undeclared;
    EXPECT_EQ(heardBy(o, undeclared, &asking).messages.size(), 1u);
    EXPECT_EQ(heardBy(hintFor("Alicia"), undeclared, &asking).events.size(), 1u);
}

TEST(Audience, AChallengeIsHeardOnlyByThoseServingItsTwoPlayers) {
    Outcome o;
    Challenge c;
    c.place = "hall";
    c.from = "alice";
    c.to = "bob";
    o.events = {c};
    Audience hall, bob;
    hall.declare({false, {}, {"hall"}, false, false});
    bob.declare({false, {"bob"}, {}, false, false});
    EXPECT_TRUE(heardBy(o, hall).events.empty());
    EXPECT_EQ(heardBy(o, bob).events.size(), 1u);
}

} // namespace
} // namespace mudchess::serve
