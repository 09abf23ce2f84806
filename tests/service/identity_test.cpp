// Who is who (issues 38, 40, 41): a player is a stable id and the name they go by now. Seats,
// offers and challenges belong to the id; every sentence shows the current name; private words
// go to the id. A host without ids passes names, which are both.
#include "outcome_reading.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using test::TempDir;
using testing::allText;
using testing::find;
using testing::refusalCode;

const Actor ALICE{"#12", "Alice"};
const Actor BOB{"#40", "Bob"};

class Identity : public ::testing::Test {
  protected:
    Service chess;
    Outcome say(const Actor& who, const std::string& line) {
        return chess.handle(who, "hall", line);
    }
    // Alice (#12) plays White against Bob (#40) on the board.
    void seat() {
        ASSERT_TRUE(say(ALICE, "start new game on board").ok);
        ASSERT_TRUE(say(ALICE, "join game as white on board").ok);
        ASSERT_TRUE(say(BOB, "join game as black on board").ok);
    }
};

TEST_F(Identity, APlayerWhoRenamesKeepsTheSeatAndIsCalledByTheNewName) {
    seat();
    Outcome renamed = chess.rename("#12", "Alicia");
    ASSERT_TRUE(renamed.ok);
    const Renamed* told = find<Renamed>(renamed);
    ASSERT_TRUE(told);
    EXPECT_EQ(told->place, "hall");
    EXPECT_EQ(told->id, "#12");
    EXPECT_EQ(told->from, "Alice");
    EXPECT_EQ(told->to, "Alicia");
    ASSERT_EQ(renamed.messages.size(), 1u);
    EXPECT_EQ(renamed.messages[0].to, (Recipient{Recipient::Kind::PLACE, "hall", "hall"}));
    EXPECT_EQ(renamed.messages[0].text, "Alice is now known as Alicia.");

    Outcome moved = say({"#12", "Alicia"}, "move e2e4");
    ASSERT_TRUE(moved.ok) << allText(moved);
    EXPECT_NE(allText(moved).find("Alicia (White) plays e4 on board."), std::string::npos)
        << allText(moved);
    EXPECT_EQ(allText(moved).find("Alice "), std::string::npos) << allText(moved);
    const MovePlayed* move = find<MovePlayed>(moved);
    ASSERT_TRUE(move);
    EXPECT_EQ(move->player, "Alicia");
    EXPECT_EQ(move->board.white, "Alicia");
    EXPECT_EQ(move->board.black, "Bob");
}

TEST_F(Identity, SomeoneWhoTakesTheOldNameDoesNotGetTheSeat) {
    seat();
    chess.rename("#12", "Alicia");
    Outcome impostor = say({"#99", "Alice"}, "move e2e4");
    EXPECT_EQ(refusalCode(impostor), "not_playing");
    EXPECT_NE(allText(impostor).find("(White Alicia, Black Bob)"), std::string::npos)
        << allText(impostor);
    // Nor does a host without ids passing the old name.
    EXPECT_EQ(refusalCode(say("Alice", "move e2e4")), "not_playing");
    EXPECT_TRUE(say({"#12", "Alicia"}, "move e2e4").ok);
}

// Issue 54, D7: two ids may not go by one name, or a board reads "Bobby v Bobby" and
// "ratings of Bobby" picks one of them unseen.
TEST_F(Identity, ARenameToANameAnotherPlayerGoesByIsRefused) {
    seat();
    ASSERT_TRUE(chess.rename("#40", "Bobby").ok);
    Outcome taken = chess.rename("#12", "bobby");
    EXPECT_EQ(refusalCode(taken), "name_taken");
    EXPECT_NE(allText(taken).find("another player goes by \"bobby\""), std::string::npos)
        << allText(taken);
    EXPECT_NE(allText(say({"#12", "Alice"}, "look")).find("White: Alice"), std::string::npos);
    // An id that is its own name (a host without ids) holds it too, once it sits at a board.
    ASSERT_TRUE(chess.handle("carol", "hall", "start new game on oak").ok);
    ASSERT_TRUE(chess.handle("carol", "hall", "join game as white on oak").ok);
    EXPECT_EQ(refusalCode(chess.rename("#12", "Carol")), "name_taken");
    // One's own name, in another case, is free.
    EXPECT_TRUE(chess.rename("#40", "BOBBY").ok);
    // The computer's name is nobody's, and the refusal names the field that holds it.
    Outcome computer = chess.rename("#40", "Computer");
    EXPECT_EQ(refusalCode(computer), "reserved_name");
    const Refusal* refused = computer.refusal();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->params,
              (std::vector<std::pair<std::string, std::string>>{{"field", "name"}}));
}

TEST_F(Identity, PrivateWordsGoToTheIdUnderTheCurrentName) {
    seat();
    Outcome moved = say(ALICE, "move e2e4");
    const Message* nudge = nullptr;
    for (const Message& m : moved.messages)
        if (m.to.kind == Recipient::Kind::USER) nudge = &m;
    ASSERT_TRUE(nudge) << allText(moved);
    EXPECT_EQ(nudge->to.id, "#40");
    EXPECT_EQ(nudge->to.name, "Bob");
    EXPECT_EQ(nudge->text, "Alice played e4. It is your move on board (Black).");
    // The actor's own answers carry their id too.
    Outcome refused = say(BOB, "move e7e5 on nothing");
    ASSERT_FALSE(refused.ok);
    EXPECT_EQ(refused.messages.at(0).to.id, "#40");
    EXPECT_EQ(refused.messages.at(0).to.name, "Bob");
}

TEST_F(Identity, ANewNameWithACommandIsTakenSilentlyAndChallengesFindTheNameNow) {
    seat();
    // The host passes the name the player goes by now: nothing announced, the name used.
    Outcome moved = say({"#12", "Ally"}, "move e2e4");
    ASSERT_TRUE(moved.ok);
    EXPECT_NE(allText(moved).find("Ally (White) plays e4"), std::string::npos) << allText(moved);
    EXPECT_FALSE(find<Renamed>(moved));
    // A challenge names the player as they are called now, and reaches their id.
    Outcome challenge = chess.handle(BOB, "hall", "challenge ally on oak");
    ASSERT_TRUE(challenge.ok) << allText(challenge);
    const Challenge* made = find<Challenge>(challenge);
    ASSERT_TRUE(made);
    EXPECT_EQ(made->to, "Ally");
    ASSERT_EQ(challenge.messages.size(), 2u);
    EXPECT_EQ(challenge.messages[1].to.id, "#12");
    EXPECT_EQ(challenge.messages[1].text.rfind("Bob challenges you", 0), 0u)
        << challenge.messages[1].text;
    EXPECT_TRUE(say({"#12", "Ally"}, "accept challenge on oak").ok);
}

TEST_F(Identity, ARenameWhereTheyHoldNoSeatTellsNobody) {
    Outcome renamed = chess.rename("#12", "Alicia");
    EXPECT_TRUE(renamed.ok);
    EXPECT_TRUE(renamed.messages.empty());
    EXPECT_TRUE(renamed.events.empty());
    EXPECT_EQ(refusalCode(chess.rename("", "Nobody")), "no_actor");
}

TEST_F(Identity, AHostWithoutIdsIsServedAsBefore) {
    ASSERT_TRUE(chess.handle("alice", "hall", "start new game on board").ok);
    ASSERT_TRUE(chess.handle("alice", "hall", "join game as white on board").ok);
    Outcome joined = chess.handle("bob", "hall", "join game as black on board");
    EXPECT_NE(allText(joined).find("bob joins board as Black."), std::string::npos);
    Outcome moved = chess.handle("alice", "hall", "move e2e4");
    EXPECT_EQ(moved.messages.back().to, (Recipient{Recipient::Kind::USER, "bob", "bob"}));
    // The nick-change path: the id itself changes, and the seat follows it.
    EXPECT_FALSE(chess.renameUser("bob", "bobby"));
    EXPECT_TRUE(chess.handle("bobby", "hall", "move e7e5").ok);
}

TEST(IdentityStore, NamesAndSeatsByIdSurviveARestart) {
    TempDir dir;
    ServiceSettings settings;
    settings.store = dir.file("chess.db");
    {
        Service chess(settings);
        ASSERT_TRUE(chess.handle(ALICE, "hall", "start new game on board").ok);
        ASSERT_TRUE(chess.handle(ALICE, "hall", "join game as white on board").ok);
        ASSERT_TRUE(chess.handle(BOB, "hall", "join game as black on board").ok);
        ASSERT_TRUE(chess.rename("#12", "Alicia").ok);
    }
    Service chess(settings);
    Outcome look = chess.handle({"#77", "Carol"}, "hall", "games");
    EXPECT_NE(allText(look).find("White Alicia, Black Bob"), std::string::npos) << allText(look);
    EXPECT_EQ(refusalCode(chess.handle({"#99", "Alicia"}, "hall", "move e2e4")), "not_playing");
    EXPECT_TRUE(chess.handle({"#12", "Alicia"}, "hall", "move e2e4").ok);
}

} // namespace
} // namespace mudchess
