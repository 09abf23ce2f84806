// "options colour special" through the dispatcher: listing, setting, resetting, the refusal of a
// colour the palette lacks, readability warnings that never refuse, and what is handed to the
// store. The parser's own messages are in parser_test.cpp.
#include "command/parser.hpp"
#include "dispatch/dispatcher.hpp"
#include "render/colour_special.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace mudchess {
namespace {

struct RecordingStore : GameStore {
    std::vector<std::vector<std::pair<std::string, std::string>>> savedOptions;
    void save(const std::vector<ChangedObject>&, const std::vector<ChangedOptions>& options,
              const std::vector<RatedGame>&) override {
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

class SpecialColourCommands : public ::testing::Test {
  protected:
    World world;
    RecordingStore store;
    Dispatcher dispatcher{world, &store};

    std::string text(const std::string& line, const std::string& who = "alice") {
        std::string all;
        for (const Reply& r : dispatcher.handle(who, "room", line).replies) all += r.text + "\n";
        return all;
    }
    std::string code(const std::string& line) {
        for (const Event& e : dispatcher.handle("alice", "room", line).events)
            if (const auto* r = std::get_if<Refusal>(&e)) return r->code;
        return "";
    }
    const std::string& chosen(std::string_view key) {
        auto i = std::find(SPECIAL_COLOUR_KEYS.begin(), SPECIAL_COLOUR_KEYS.end(), key);
        return world.users["alice"].specialColours[std::size_t(i - SPECIAL_COLOUR_KEYS.begin())];
    }
    std::string saved(const std::string& name) {
        for (const auto& [n, v] : store.savedOptions.back())
            if (n == name) return v;
        return "<missing>";
    }
    static bool has(const std::string& text, const std::string& part) {
        return text.find(part) != std::string::npos;
    }
};

TEST_F(SpecialColourCommands, TheListNamesEveryElementAndWhereItsColourComesFrom) {
    text("options colour classic");
    text("options colour special dark squares green");
    std::string list = text("options colour special");
    EXPECT_TRUE(has(list, "Your colours, over your scheme classic:")) << list;
    EXPECT_TRUE(has(list, "dark squares   green (yours)")) << list;
    EXPECT_TRUE(has(list, "light squares  colour 137 (from classic)")) << list;
    EXPECT_TRUE(has(list, "white pieces   bold colour 231 (from classic)")) << list;
    EXPECT_TRUE(has(list, "panel          the screen's own (from classic)")) << list;
    for (const ColourElementName& e : colourElements()) EXPECT_TRUE(has(list, std::string(e.name)));
}

TEST_F(SpecialColourCommands, ASettingIsKeptAsTypedAndSaved) {
    EXPECT_EQ(text("options colour special white pieces bold yellow"),
              "white pieces are now bold yellow for you\n");
    EXPECT_EQ(chosen("white"), "bold yellow");
    ASSERT_EQ(store.savedOptions.size(), 1u);
    EXPECT_EQ(saved("colour special white"), "bold yellow");
    EXPECT_EQ(saved("colour special dark"), ""); // written too, so a reset overwrites it
    EXPECT_EQ(text("options colour special the panel #FF8700"),
              "the panel is now #ff8700 for you\n");
}

TEST_F(SpecialColourCommands, ResetGoesBackToTheSchemeOneElementOrAll) {
    text("options colour forest");
    text("options colour special dark squares green");
    text("options colour special labels colour 208");
    EXPECT_EQ(text("options colour special reset dark squares"),
              "dark squares take their colour from your scheme (forest) again\n");
    EXPECT_EQ(chosen("dark"), "");
    EXPECT_EQ(chosen("labels"), "colour 208");
    EXPECT_EQ(saved("colour special dark"), "");
    EXPECT_EQ(text("options colour special reset"),
              "all your colours come from your scheme (forest) again\n");
    EXPECT_EQ(chosen("labels"), "");
    EXPECT_EQ(world.users["alice"].colourScheme, "forest"); // the scheme itself stays
}

TEST_F(SpecialColourCommands, AColourThePaletteLacksIsRefusedAndChangesNothing) {
    text("options colour special labels red");
    std::size_t saves = store.savedOptions.size();
    EXPECT_EQ(code("options colour special labels colour 300"), "bad_colour");
    EXPECT_TRUE(has(text("options colour special labels 999"),
                    "\"999\" is not a colour I know: a colour is a name"));
    EXPECT_EQ(chosen("labels"), "red");
    EXPECT_EQ(store.savedOptions.size(), saves);
}

TEST_F(SpecialColourCommands, AHardToReadChoiceIsMadeAndWarnedAbout) {
    text("options colour classic");
    std::string reply = text("options colour special white pieces yellow");
    EXPECT_EQ(code("options colour special white pieces yellow"), ""); // not a refusal
    EXPECT_EQ(chosen("white"), "yellow");
    EXPECT_TRUE(has(reply, "Hard to read: white pieces on light squares (")) << reply;
    EXPECT_TRUE(has(reply, "pieces read well at 3.0:1 or more")) << reply;
    EXPECT_TRUE(has(reply, "For white pieces, ")) << reply;
    EXPECT_TRUE(has(reply, " would read better.")) << reply;
    // A readable choice says nothing of the kind.
    EXPECT_FALSE(has(text("options colour special white pieces bright white"), "Hard to read"));
    // Over no scheme at all the squares are the screen's own: nothing can be measured.
    EXPECT_FALSE(has(text("options colour special black pieces blue", "bob"), "Hard to read"));
}

TEST_F(SpecialColourCommands, OnIrcTheWarningMeasuresTheSixteenColoursIrcHas) {
    text("options colour classic");
    EXPECT_FALSE(has(text("options colour special dark squares colour 28"), "Hard to read"));
    dispatcher.setPresentation({ColourEncoding::MIRC, true});
    std::string reply = text("options colour special dark squares colour 28");
    EXPECT_TRUE(has(reply, "Hard to read in the sixteen colours here: white pieces on dark "
                           "squares"))
        << reply;
}

TEST_F(SpecialColourCommands, AskingForOneElementShowsItAndTheForms) {
    std::string reply = text("options colour special markers");
    EXPECT_TRUE(has(reply, "markers")) << reply;
    EXPECT_TRUE(has(reply, "options colour special markers <colour>")) << reply;
    EXPECT_TRUE(has(reply, "#rrggbb")) << reply;
}

TEST_F(SpecialColourCommands, TheBoardIsDrawnInTheChosenColours) {
    dispatcher.setPresentation({ColourEncoding::ANSI256, false});
    // The reply shows a sample in the new colours where the screen has colour.
    EXPECT_TRUE(has(text("options colour special dark squares colour 28"), ";48;5;28m K "));
    text("start new game on board");
    std::string board = text("show board on board");
    EXPECT_TRUE(has(board, ";48;5;28m")) << board;
    dispatcher.setPresentation({ColourEncoding::MIRC, false});
    board = text("show board on board");
    EXPECT_TRUE(has(board, ",03")) << board; // colour 28 is green on sixteen colours
}

TEST_F(SpecialColourCommands, TheParserNamesTheElementsAsRenderDoes) {
    auto parsed = command::parseCommand("options colour special sky blue");
    ASSERT_TRUE(std::holds_alternative<command::ParseError>(parsed));
    EXPECT_TRUE(has(std::get<command::ParseError>(parsed).message, colourElementList()));
    parsed = command::parseCommand("options colour special labels purple");
    ASSERT_TRUE(std::holds_alternative<command::ParseError>(parsed));
    EXPECT_TRUE(has(std::get<command::ParseError>(parsed).message, SPECIAL_COLOUR_FORMS.data()));
}

} // namespace
} // namespace mudchess
