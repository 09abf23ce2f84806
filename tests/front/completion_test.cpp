#include "front/terminal/completion.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using Words = std::vector<std::string>;

// A place with two boards; the board meant is at the start, White to move.
CompletionSources place() {
    CompletionSources s;
    s.commandWords = {"games", "help", "join", "look", "move", "start"};
    s.wordsBeforeAMove = {"move", "claim draw with"};
    s.objects = [] { return Words{"board", "oak table", "oak tree"}; };
    s.legalMoves = [] {
        return std::vector<LegalMove>{{"a3", "a2a3"},  {"e3", "e2e3"},  {"e4", "e2e4"},
                                      {"Nc3", "b1c3"}, {"Nf3", "g1f3"}, {"Nh3", "g1h3"}};
    };
    return s;
}

TEST(Completion, TheFirstWordIsACommandWord) {
    EXPECT_EQ(completions("ga", place()), Words{"games"});
    EXPECT_EQ(completions("Jo", place()), Words{"join"});
    EXPECT_EQ(completions("xy", place()), Words{});
}

TEST(Completion, AfterOnAtOrFromComeTheBoardsHere) {
    EXPECT_EQ(completions("look at b", place()), Words{"board"});
    EXPECT_EQ(completions("join game as white on ", place()),
              (Words{"board", "oak table", "oak tree"}));
    EXPECT_EQ(completions("move e4 on the oa", place()), (Words{"oak table", "oak tree"}));
    // A name of several words goes on from the word being typed.
    EXPECT_EQ(completions("look at the Oak ta", place()), Words{"table"});
    EXPECT_EQ(completions("resign from game on oak t", place()), (Words{"table", "tree"}));
    EXPECT_EQ(completions("look at oak table ", place()), Words{});
    EXPECT_EQ(completions("join game as wh", place()), Words{});
}

TEST(Completion, AfterMoveComeTheLegalMovesInSanOrFromASquareInUci) {
    EXPECT_EQ(completions("move N", place()), (Words{"Nc3", "Nf3", "Nh3"}));
    EXPECT_EQ(completions("move Nf", place()), Words{"Nf3"});
    EXPECT_EQ(completions("move e", place()), (Words{"e3", "e4"}));
    EXPECT_EQ(completions("move g1", place()), (Words{"g1f3", "g1h3"}));
    EXPECT_EQ(completions("move e2e", place()), (Words{"e2e3", "e2e4"}));
    EXPECT_EQ(completions("claim draw with N", place()), (Words{"Nc3", "Nf3", "Nh3"}));
    EXPECT_EQ(completions("Claim  Draw with N", place()), (Words{"Nc3", "Nf3", "Nh3"}));
    EXPECT_EQ(completions("claim draw N", place()), Words{});
    EXPECT_EQ(completions("move Qh", place()), Words{});
    // A board that is not clear (several, none of them waiting for the speaker) offers none.
    CompletionSources unclear = place();
    unclear.legalMoves = [] { return std::vector<LegalMove>{}; };
    EXPECT_EQ(completions("move N", unclear), Words{});
}

} // namespace
} // namespace mudchess
