// Names through the service's doors (issue 38): the actor and the place of every command, said
// in English or sent as a typed action, and the players and objects named inside commands, all
// judged by the one rule for names (src/text/name_rule.hpp); a person cannot act as the computer.
#include "outcome_reading.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using testing::refusalCode;

std::string param(const Outcome& o, const std::string& name) {
    if (!o.refusal()) return "";
    for (auto& [key, value] : o.refusal()->params)
        if (key == name) return value;
    return "";
}

class Names : public ::testing::Test {
  protected:
    Service chess;
    void SetUp() override {
        ASSERT_TRUE(chess.handle("alice", "room", "start new game on board").ok);
    }
};

TEST_F(Names, AC1ControlInTheActorIsRefusedNotEchoedToTheRoom) {
    // "bob" + CSI "2J": a terminal that takes U+009B would clear the room's screens.
    Outcome o = chess.handle("bob\u009b2J", "room", "join game as black on board");
    EXPECT_EQ(refusalCode(o), "bad_name");
    EXPECT_EQ(param(o, "field"), "actor");
    EXPECT_EQ(param(o, "problem"), "control");
    EXPECT_EQ(param(o, "character"), "U+009B");
    for (const Message& m : o.messages) {
        EXPECT_EQ(m.to.kind, Recipient::Kind::USER) << "the room heard: " << m.text;
        EXPECT_EQ(m.text.find("\u009b"), std::string::npos);
    }
    EXPECT_EQ(refusalCode(chess.handle("bob\u0085", "room", "look")), "bad_name");
    EXPECT_EQ(refusalCode(chess.act("bob\u009b2J", "room", {action::Join{"board", Side::BLACK}})),
              "bad_name");
}

TEST_F(Names, InvisibleAndBidiCharactersAreRefusedSoNamesCannotLookAlike) {
    ASSERT_EQ(refusalCode(chess.handle("bob", "room", "join game as black on board")), "ok");
    Outcome lookalike = chess.handle("b\u200bob", "room", "resign on board");
    EXPECT_EQ(refusalCode(lookalike), "bad_name");
    EXPECT_EQ(param(lookalike, "problem"), "invisible");
    EXPECT_EQ(refusalCode(chess.act("bob\u202e", "room", {action::Resign{"board"}})), "bad_name");
    EXPECT_EQ(refusalCode(chess.handle("\ufeffbob", "room", "look")), "bad_name");
    EXPECT_EQ(refusalCode(chess.handle("bob\u00a0", "room", "look")), "bad_name");
}

TEST_F(Names, ValidUtf8NamesAreNames) {
    Outcome zoe = chess.handle("Zoë", "room", "join game as white on board");
    EXPECT_EQ(refusalCode(zoe), "ok") << testing::allText(zoe);
    EXPECT_EQ(refusalCode(chess.act("棋", "room", {action::Join{"board", Side::BLACK}})), "ok");
    EXPECT_EQ(refusalCode(chess.handle("Zoë", "Bücherei", "start new game on board")), "ok");
}

TEST_F(Names, BrokenUtf8IsRefusedAsBroken) {
    Outcome o = chess.handle("bob\xff", "room", "look");
    EXPECT_EQ(refusalCode(o), "bad_name");
    EXPECT_EQ(param(o, "problem"), "broken_utf8");
    ASSERT_FALSE(o.messages.empty());
    EXPECT_NE(o.messages[0].text.find("not valid UTF-8"), std::string::npos) << o.messages[0].text;
}

TEST_F(Names, ThePlaceIsJudgedByTheSameRule) {
    Outcome o = chess.handle("alice", "hall\u2066", "look");
    EXPECT_EQ(refusalCode(o), "bad_name");
    EXPECT_EQ(param(o, "field"), "place");
    EXPECT_EQ(param(o, "problem"), "bidi");
    EXPECT_EQ(refusalCode(chess.act("alice", std::string(300, 'h'), {action::Look{"board"}})),
              "name_too_long");
}

TEST_F(Names, APersonCannotGoByTheComputersName) {
    for (const char* name : {"computer", "Computer", "COMPUTER"}) {
        Outcome o = chess.handle(name, "room", "join game as white on board");
        EXPECT_EQ(refusalCode(o), "reserved_name") << name;
        EXPECT_EQ(param(o, "field"), "actor");
        EXPECT_EQ(refusalCode(chess.act(name, "room", {action::Join{"board", Side::WHITE}})),
                  "reserved_name");
    }
    // The seat is still free for a person with a name of their own.
    EXPECT_EQ(refusalCode(chess.handle("alice", "room", "join game as white on board")), "ok");
}

TEST_F(Names, AChallengedPlayersNameIsJudgedToo) {
    Outcome o = chess.handle("alice", "room", "challenge b\u200bob on board 2");
    EXPECT_EQ(refusalCode(o), "bad_name");
    EXPECT_EQ(param(o, "field"), "player");
    EXPECT_EQ(refusalCode(chess.handle("alice", "room", "challenge Computer on board 2")),
              "challenge_computer");
}

TEST_F(Names, AnObjectNameOverTheCapIsTooLongOnEveryPath) {
    std::string longName(300, 'a');
    Outcome typed = chess.act("alice", "room", {action::Start{longName, ""}});
    EXPECT_EQ(refusalCode(typed), "name_too_long");
    EXPECT_EQ(param(typed, "field"), "object");
    EXPECT_EQ(refusalCode(chess.handle("alice", "room", "start new game on " + longName)),
              "name_too_long");
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

// "in <place>" takes a room's name as well as a channel's (issue 38: "look at board in hall" read
// "board in hall" as the object), and finds the place as the service spells it.
TEST(PlaceNames, APrivateLineReachesARoomByItsName) {
    Service chess;
    ASSERT_TRUE(chess.handle("alice", "Library", "start new game on board").ok);
    ASSERT_TRUE(chess.handle("alice", "Library", "join game as white on board").ok);
    Outcome look = chess.handle("alice", "", "look at board in Library");
    EXPECT_EQ(testing::refusalCode(look), "ok") << testing::allText(look);
    EXPECT_EQ(look.place, "Library");
    Outcome lower = chess.handle("alice", "", "look at board in library");
    EXPECT_EQ(testing::refusalCode(lower), "ok") << testing::allText(lower);
    EXPECT_EQ(lower.place, "Library");
    Outcome typed = chess.act("bob", "", {action::Join{"board in library", Side::BLACK}});
    EXPECT_EQ(testing::refusalCode(typed), "bad_object"); // a typed op names its place in `place`
}

// Issue 49: "games in Library" was not understood; the list is the place's as the service spells
// it, whatever the case typed.
TEST(PlaceNames, GamesInARoomListItsBoardsFromAnywhere) {
    ServiceSettings settings;
    settings.places = {"Library", "hall"};
    Service chess(settings);
    ASSERT_TRUE(chess.handle("alice", "Library", "start new game on oak table").ok);
    for (const char* line : {"games in Library", "games in library"}) {
        Outcome games = chess.handle("bob", "", line);
        EXPECT_EQ(testing::refusalCode(games), "ok") << line;
        EXPECT_EQ(games.place, "Library") << line;
        EXPECT_NE(testing::allText(games).find("oak table"), std::string::npos) << line;
    }
    Outcome hall = chess.handle("bob", "", "games in hall");
    EXPECT_EQ(testing::allText(hall).find("oak table"), std::string::npos);
    EXPECT_EQ(testing::refusalCode(chess.handle("bob", "", "games in attic")), "unknown_place");
}

// Issue 49: a player known by an account ("account:carol", as the IRC bot makes ids) is found by
// the account's name whatever they are called now, before anyone merely called that.
TEST(PlayerNames, AnAccountIsFoundByItsNameBeforeAnyoneCalledThatNow) {
    Service chess;
    ASSERT_TRUE(
        chess.handle(Actor("account:carol", "carol_"), "#chess", "options colour classic").ok);
    ASSERT_TRUE(
        chess.handle(Actor("account:dave", "carol"), "#chess", "options colour classic").ok);
    for (const char* typed : {"carol", "CAROL"}) {
        std::vector<RatingsShown> shown = testing::eventsOf<RatingsShown>(
            chess.handle("bob", "#chess", std::string("ratings of ") + typed));
        ASSERT_EQ(shown.size(), 1u);
        EXPECT_EQ(shown[0].playerId, "account:carol") << typed;
        EXPECT_EQ(shown[0].player, "carol_") << typed;
    }
    // Dave, called "carol" for now, by his own account name.
    std::vector<RatingsShown> dave =
        testing::eventsOf<RatingsShown>(chess.handle("bob", "#chess", "ratings of dave"));
    ASSERT_EQ(dave.size(), 1u);
    EXPECT_EQ(dave[0].playerId, "account:dave");
}

TEST(PlaceNames, APlaceNotOnTheListIsUnknown) {
    ServiceSettings settings;
    settings.places = {"Library", "hall"};
    Service chess(settings);
    ASSERT_TRUE(chess.handle("alice", "hall", "start new game on board").ok);
    EXPECT_EQ(testing::refusalCode(chess.handle("alice", "", "look at board in HALL")), "ok");
    Outcome attic = chess.handle("alice", "", "look at board in attic");
    EXPECT_EQ(testing::refusalCode(attic), "unknown_place");
    EXPECT_EQ(attic.messages.at(0).to, (Recipient{Recipient::Kind::USER, "alice"}));
}

} // namespace
} // namespace mudchess
