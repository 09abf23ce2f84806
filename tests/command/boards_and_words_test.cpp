// Boards as each person asked for them, and games in words: board options (remembered, saved,
// refused whole when wrong), whose options draw a board the place sees, the front end's
// encoding and size, flip, move announcements in words, and the questions a screen-reader user
// asks instead of scanning a picture.
#include "dispatch/dispatcher.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace mudchess {
namespace {

// Remembers which boards and users' options each command handed over for saving.
struct RecordingStore : GameStore {
    std::vector<std::vector<std::pair<std::string, std::string>>> savedOptions;
    std::vector<std::string> savedObjects;
    void save(const std::vector<ChangedObject>& objects, const std::vector<ChangedOptions>& options,
              const std::vector<RatedGame>&) override {
        for (const ChangedObject& t : objects) savedObjects.push_back(t.object.name());
        for (const ChangedOptions& o : options) savedOptions.push_back(optionFields(o.options));
    }
    std::vector<GameObject> history(const std::string&, const std::string&) override { return {}; }
    void saveName(const std::string&, const std::string&) override {}
    std::vector<std::pair<std::string, GameObject>> gamesOf(const std::string&) override {
        return {};
    }
    StoredGamesPage recentGamesOf(const std::string&, int, int) override { return {}; }
    std::optional<StoredGame> storedGame(std::int64_t) override { return std::nullopt; }
};

class BoardsAndWords : public ::testing::Test {
  protected:
    World world;
    RecordingStore store;
    Dispatcher dispatcher{world, &store};

    Replies say(const std::string& who, const std::string& line) {
        return dispatcher.handle(who, "room", line).replies;
    }
    std::string text(const std::string& who, const std::string& line) {
        std::string all;
        for (const Reply& r : say(who, line)) all += r.text + "\n";
        return all;
    }
    // The refusal code of a command ("" when it was carried out).
    std::string code(const std::string& who, const std::string& line) {
        for (const Event& e : dispatcher.handle(who, "room", line).events)
            if (const auto* r = std::get_if<Refusal>(&e)) return r->code;
        return "";
    }
    std::vector<std::string> boards() {
        std::vector<std::string> names;
        for (const auto& [name, t] : world.places["room"]) names.push_back(name);
        return names;
    }
    // Sets a game up (only "start" brings a board into being) and seats both players.
    void seatBoth() {
        say("alice", "start new game on board");
        say("alice", "join game as white on board");
        say("bob", "join game as black on board");
    }
    static bool has(const std::string& text, const std::string& part) {
        return text.find(part) != std::string::npos;
    }
};

TEST_F(BoardsAndWords, BoardOptionsAreRememberedAndSaved) {
    EXPECT_EQ(text("alice", "options board pieces figurines"), "board pieces set to figurines\n");
    EXPECT_EQ(world.users["alice"].pieces, PieceStyle::FIGURINES);
    ASSERT_EQ(store.savedOptions.size(), 1u);
    auto fields = store.savedOptions[0];
    EXPECT_NE(std::find(fields.begin(), fields.end(),
                        std::pair<std::string, std::string>{"pieces", "figurines"}),
              fields.end());
    EXPECT_EQ(text("alice", "options board pieces"),
              "board pieces: figurines; choose letters or figurines\n");
}

TEST_F(BoardsAndWords, AWrongValueChangesNothingAndSavesNothing) {
    EXPECT_EQ(text("alice", "options board size huge"),
              "\"huge\" is not a choice for board size; choose auto, full or compact\n");
    EXPECT_EQ(world.users.count("alice"), 0u);
    EXPECT_TRUE(store.savedOptions.empty());
}

TEST_F(BoardsAndWords, EveryOptionSurvivesTheStoresTextFields) {
    UserOptions chosen;
    chosen.colourScheme = "forest";
    chosen.orientation = Orientation::BLACK;
    chosen.pieces = PieceStyle::FIGURINES;
    chosen.size = BoardSize::COMPACT;
    chosen.words = MoveWords::ONLY;
    chosen.specialColours[1] = "bright green";
    chosen.specialColours[6] = "#ff8700";
    UserOptions read;
    for (auto& [name, value] : optionFields(chosen)) EXPECT_TRUE(setOptionField(read, name, value));
    EXPECT_EQ(read, chosen);
    EXPECT_FALSE(setOptionField(read, "words", "loud"));
    EXPECT_FALSE(setOptionField(read, "sound", "on"));
    EXPECT_FALSE(setOptionField(read, "colour special sky", "blue"));
    EXPECT_EQ(read, chosen);
}

TEST_F(BoardsAndWords, APlaceBoardKeepsWhitesSideWhoeverMoved) {
    // The terminal: the place is one player, and its boards are in that player's colours.
    dispatcher.setPresentation({ColourEncoding::ANSI256, false, true});
    seatBoth();
    say("alice", "options colour classic");
    Replies move = say("alice", "move e2e4");
    ASSERT_GE(move.size(), 2u);
    EXPECT_EQ(move[1].audience, Audience::PLACE);
    EXPECT_TRUE(has(move[1].text, "\x1b[")) << move[1].text;
    EXPECT_TRUE(move[1].text.starts_with("\x1b[0;38;5;137m    a   b")) << move[1].text;
    // bob keeps the plain scheme and plays Black alone: the place still sees White's side (a
    // channel's board must not turn over after every Black move); bob's own look is his side.
    Replies reply = say("bob", "move e7e5");
    EXPECT_FALSE(has(reply[1].text, "\x1b")) << reply[1].text;
    EXPECT_TRUE(reply[1].text.starts_with("    a   b   c")) << reply[1].text;
    EXPECT_TRUE(text("bob", "look").find("    h   g   f") != std::string::npos);
    say("bob", "options board orientation white");
    EXPECT_TRUE(text("bob", "look").find("    a   b   c") != std::string::npos);
}

// Issue 49: in a channel or a room many people read the board told to the place, so it has the
// place's look; a player's own colours and size shape only what they read themselves.
TEST_F(BoardsAndWords, APlayersOwnSettingsNeverShapeWhatThePlaceSees) {
    dispatcher.setPresentation({ColourEncoding::ANSI256, false});
    seatBoth();
    say("alice", "options colour classic");
    say("alice", "options board size compact");
    say("alice", "options board orientation black");
    std::string placeBoard = say("alice", "move e2e4")[1].text;
    EXPECT_FALSE(has(placeBoard, "\x1b")) << placeBoard; // the operator's default: no colours
    EXPECT_TRUE(has(placeBoard, "+---+")) << placeBoard; // nor alice's size
    EXPECT_TRUE(placeBoard.starts_with("    a   b")) << placeBoard;
    std::string own = text("alice", "look");
    EXPECT_TRUE(has(own, "\x1b[")) << own;
    EXPECT_FALSE(has(own, "+---+")) << own;
}

TEST_F(BoardsAndWords, StrayWordsNeverMakeABoard) {
    EXPECT_EQ(text("alice", "join game as black on board please"),
              "there is no board please here; no games have started here yet: \"start new game "
              "on board\" starts one\n");
    EXPECT_EQ(code("alice", "join game as black on board now"), "no_such_object");
    EXPECT_TRUE(boards().empty());
    say("alice", "start new game on board");
    say("alice", "start new game on oak table");
    for (const char* stray :
         {"join game as black on board please", "join game as black on board now",
          "join game as black on board with computer", "move e2e4 on board 2"})
        EXPECT_EQ(code("alice", stray), "no_such_object") << stray;
    EXPECT_EQ(text("alice", "join game as black on board please"),
              "there is no board please here; the boards here are: board, oak table\n");
    EXPECT_EQ(boards(), (std::vector<std::string>{"board", "oak table"}));
    EXPECT_EQ(code("bob", "join game as black on table 3"), "no_such_object");
    EXPECT_EQ(boards(), (std::vector<std::string>{"board", "oak table"}));
}

// Only "start" (or load, a challenge, the computer) sets a board up: not even the first board of
// an empty place comes from sitting down at it.
TEST_F(BoardsAndWords, JoinInAnEmptyPlaceSaysHowToSetABoardUpAndMakesNone) {
    EXPECT_EQ(text("alice", "join game as black on board please"),
              "there is no board please here; no games have started here yet: \"start new game "
              "on board\" starts one\n");
    EXPECT_EQ(text("alice", "join game as white on board"),
              "there is no board here; no games have started here yet: \"start new game on "
              "board\" starts one\n");
    EXPECT_EQ(code("alice", "join game as white on oak table"), "no_such_object");
    EXPECT_EQ(code("alice", "join game as white"), "no_games_here");
    EXPECT_TRUE(boards().empty());
    EXPECT_TRUE(store.savedObjects.empty());
    EXPECT_EQ(code("alice", "start new game on board"), "");
    EXPECT_EQ(code("alice", "join game as white on board"), "");
    EXPECT_EQ(boards(), (std::vector<std::string>{"board"}));
}

TEST_F(BoardsAndWords, AStartThatEndsLikeASentenceAsksForQuotes) {
    EXPECT_EQ(code("alice", "start new game on board please"), "name_looks_like_sentence");
    EXPECT_EQ(code("alice", "start new game on oak table now"), "name_looks_like_sentence");
    EXPECT_EQ(text("alice", "start new game on board with computer"),
              "\"board with computer\" ends in words of a sentence, not of a name; \"start new "
              "game on board\" starts a game on board, or put the name in quotes to keep it: start "
              "new game on \"board with computer\"\n");
    EXPECT_TRUE(boards().empty());
    EXPECT_EQ(code("alice", "start new game on \"board please\""), "");
    EXPECT_EQ(boards(), (std::vector<std::string>{"board please"}));
    // Once it exists, the quoted board is named like any other.
    EXPECT_EQ(code("alice", "join game as white on board please"), "");
}

// The other commands that set a board up ask about such a name as "start" does.
TEST_F(BoardsAndWords, TheComputerAndAChallengeAskAboutANameThatEndsLikeASentence) {
    EXPECT_EQ(text("alice", "invite the computer on board please"),
              "\"board please\" ends in words of a sentence, not of a name; \"invite the computer "
              "on board\" uses board, or put the name in quotes to keep it: invite the computer "
              "on \"board please\"\n");
    EXPECT_EQ(code("alice", "play against the computer on oak table now"),
              "name_looks_like_sentence");
    EXPECT_EQ(code("alice", "challenge bob on board please"), "name_looks_like_sentence");
    EXPECT_EQ(code("alice", "load pgn 1. e4 e5 * on board now"), "name_looks_like_sentence");
    EXPECT_TRUE(boards().empty());
    EXPECT_TRUE(world.challenges["room"].empty());
    EXPECT_EQ(code("alice", "invite the computer on \"board please\""), "");
    EXPECT_EQ(boards(), (std::vector<std::string>{"board please"}));
}

TEST_F(BoardsAndWords, BothPlayersTypingStartHearNewGameOnce) {
    auto started = [](const Dispatched& d) {
        return std::any_of(d.events.begin(), d.events.end(),
                           [](const Event& e) { return std::holds_alternative<GameStarted>(e); });
    };
    EXPECT_TRUE(started(dispatcher.handle("alice", "room", "start new game on board")));
    say("alice", "join game as white on board");
    say("bob", "join game as black on board");
    Dispatched again = dispatcher.handle("bob", "room", "start new game on board");
    EXPECT_FALSE(started(again));
    ASSERT_EQ(again.replies.size(), 1u);
    EXPECT_EQ(again.replies[0].audience, Audience::ACTOR);
    EXPECT_EQ(again.replies[0].text,
              "a new game of standard chess is already set up on board and waiting for its first "
              "move; White (alice) moves first");
    // Another variant is a new game after all.
    EXPECT_TRUE(started(dispatcher.handle("bob", "room", "start new game of knightmate on board")));
}

TEST_F(BoardsAndWords, ObjectNamesMayHaveAccentedLetters) {
    EXPECT_EQ(code("alice", "start new game on Bücherei"), "");
    EXPECT_EQ(boards(), (std::vector<std::string>{"bücherei"}));
    EXPECT_EQ(code("alice", "join game as white on the Bücherei"), "");
    EXPECT_TRUE(text("bob", "look at Bücherei").find("bücherei") != std::string::npos);
}

TEST_F(BoardsAndWords, TheFrontEndsSizeAndEncodingAreTheDefault) {
    dispatcher.setPresentation({ColourEncoding::MIRC, true});
    seatBoth();
    say("alice", "options colour mono");
    std::string board = say("alice", "move e2e4")[1].text;
    EXPECT_EQ(std::count(board.begin(), board.end(), '\n'), 9) << board;
    EXPECT_FALSE(has(board, "\x16")) << board;       // alice's mono is hers, not the channel's
    EXPECT_TRUE(has(text("alice", "look"), "\x16")); // mono's reverse in mIRC codes
    say("alice", "options board size full");
    std::string full = text("alice", "look");
    EXPECT_TRUE(has(full, "+---+")) << full;
}

TEST_F(BoardsAndWords, FlipTurnsTheBoardAndRemembersIt) {
    seatBoth();
    std::string flipped = text("alice", "flip");
    EXPECT_TRUE(has(flipped, "You now see boards from Black's side")) << flipped;
    EXPECT_TRUE(has(flipped, "    h   g   f")) << flipped;
    EXPECT_EQ(world.users["alice"].orientation, Orientation::BLACK);
    EXPECT_TRUE(has(text("alice", "look"), "    h   g   f"));
    EXPECT_TRUE(has(text("alice", "flip"), "from White's side"));
    EXPECT_EQ(store.savedOptions.size(), 2u);
}

TEST_F(BoardsAndWords, WordsOnlyTellsTheMoveInsteadOfTheBoard) {
    seatBoth();
    say("alice", "options board words only");
    Replies r = say("alice", "move g1f3");
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0].text, "alice (White) plays Nf3 on board.");
    EXPECT_EQ(r[1].text, "White knight g1 to f3.");
    EXPECT_EQ(r[2].text, "alice played Nf3. It is your move on board (Black).");
}

TEST_F(BoardsAndWords, AWordsPlayerHearsTheOpponentsMoveInTheirNudge) {
    seatBoth();
    say("bob", "options board words on");
    Replies r = say("alice", "move e2e4");
    EXPECT_TRUE(has(r[1].text, "+---+")); // alice asked for nothing: the board
    EXPECT_EQ(r.back().player, "bob");
    EXPECT_EQ(r.back().text, "White pawn e2 to e4. It is your move on board (Black).");
}

TEST_F(BoardsAndWords, QuestionsInsteadOfAPicture) {
    seatBoth();
    say("alice", "move e2e4");
    say("bob", "move d7d5");
    say("alice", "move e4d5");
    EXPECT_EQ(text("carol", "whose move"), "Black (bob) is to move on board, move 2.\n");
    EXPECT_EQ(text("carol", "last move on board"),
              "The last move on board was 2. exd5: White pawn e4 takes pawn d5.\n");
    EXPECT_EQ(text("carol", "where is the black queen"), "Black queen: d8.\n");
    EXPECT_EQ(text("bob", "where is my king"), "Black king: e8.\n");
    EXPECT_EQ(text("alice", "where are my rooks"), "White rooks: a1 and h1.\n");
    EXPECT_EQ(code("carol", "where is my king"), "which_side");
    EXPECT_EQ(text("carol", "what is on d5"), "d5: white pawn.\n");
    EXPECT_EQ(text("carol", "what's on e4 on board"), "e4 is empty.\n");
    EXPECT_EQ(text("carol", "read rank 5"), "Rank 5, a to h: 3 empty, d5 white pawn, 4 empty.\n");
    EXPECT_EQ(text("carol", "read file d"),
              "File d, 1 to 8: d1 white queen, d2 white pawn, 2 empty, d5 white pawn, 2 empty, d8 "
              "black queen.\n");
    EXPECT_TRUE(text("carol", "describe board")
                    .starts_with("On board, standard chess. White: king "
                                 "e1, queen d1"));
    EXPECT_EQ(text("carol", "show moves"), "1. e4 d5 2. exd5\n");
    say("carol", "options board pieces figurines");
    EXPECT_EQ(text("carol", "show moves"), "1. e2–e4 d7–d5 2. e4×d5\n");
}

TEST_F(BoardsAndWords, KnightsChessSaysCheckIsStillSuspended) {
    say("alice", "start new game of knights chess on board");
    std::string whose = text("carol", "whose move");
    EXPECT_TRUE(has(whose, "Check rules are suspended until the first capture")) << whose;
    EXPECT_TRUE(has(text("carol", "describe"), "Check rules are suspended"));
    say("alice", "start new game on board 2");
    EXPECT_FALSE(has(text("carol", "whose move on board 2"), "suspended"));
}

TEST_F(BoardsAndWords, TheSchemeListShowsAPreviewWhereColoursCanBeSeen) {
    std::string plain = text("alice", "options colour");
    EXPECT_TRUE(has(plain, "\n  classic        a wooden board")) << plain;
    dispatcher.setPresentation({ColourEncoding::ANSI16, false});
    std::string coloured = text("alice", "options colour");
    EXPECT_TRUE(has(coloured, "\n  classic        \x1b[")) << coloured;
}

TEST_F(BoardsAndWords, AnOperatorsSchemeCanBeChosen) {
    ColourScheme sunset{"sunset", "orange", {}};
    sunset.parts[0].background = {215, 11};
    dispatcher.colourSchemes().add(sunset);
    EXPECT_EQ(text("alice", "options colour sunset"), "your colour scheme is now sunset\n");
    EXPECT_TRUE(has(text("alice", "options colour purple"),
                    "choose none, classic, high-contrast, mono, forest or sunset"));
}

} // namespace
} // namespace mudchess
