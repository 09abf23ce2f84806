#include "command/help.hpp"
#include "text/words.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace mudchess;

namespace {

// The pages in help/, by name: each file is a topic, so a new page needs no line here.
std::vector<std::string> pagesInHelpDir() {
    std::vector<std::string> topics;
    for (const auto& entry : std::filesystem::directory_iterator(MUDCHESS_HELP_DIR))
        if (entry.path().extension() == ".txt") topics.push_back(entry.path().stem().string());
    std::sort(topics.begin(), topics.end());
    return topics;
}

const std::vector<std::string> EXPECTED_TOPICS = pagesInHelpDir();

// The commands that have a page of their own.
const std::vector<std::string> COMMAND_PAGES = {
    "flip", "describe", "join",  "leave",   "start",   "move", "resign",   "draw",  "look",
    "show", "load",     "games", "history", "options", "help", "takeback", "abort", "challenge"};

constexpr std::size_t MAX_COLUMNS = 78;

// Columns on a terminal: UTF-8 characters, not bytes (the pages use ½ and –).
std::size_t columns(std::string_view line) {
    return std::size_t(std::count_if(line.begin(), line.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// The page with every run of spaces and line breaks made one space, so a form may wrap.
std::string flattened(std::string_view text) {
    std::string out;
    for (char c : text) {
        bool space = c == ' ' || c == '\n';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    return out;
}

std::string pageText(std::string_view topic) {
    std::optional<HelpPage> page = findHelp(topic);
    return page ? std::string(page->text) : std::string();
}

void expectMentions(std::string_view topic, const std::vector<std::string>& phrases) {
    std::string text = flattened(pageText(topic));
    ASSERT_FALSE(text.empty()) << topic;
    for (const std::string& phrase : phrases)
        EXPECT_NE(text.find(phrase), std::string::npos) << "help " << topic << " lacks: " << phrase;
}

} // namespace

TEST(HelpPages, EveryPageInTheHelpDirIsEmbedded) {
    ASSERT_NE(std::find(EXPECTED_TOPICS.begin(), EXPECTED_TOPICS.end(), "index"),
              EXPECTED_TOPICS.end())
        << MUDCHESS_HELP_DIR;
    std::vector<std::string> topics;
    for (const HelpPage& page : allHelpPages()) topics.emplace_back(page.topic);
    EXPECT_EQ(topics, EXPECTED_TOPICS);
}

TEST(HelpPages, EmbeddedTextIsExactlyTheFileInHelpDir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(MUDCHESS_HELP_DIR)) {
        if (entry.path().extension() != ".txt") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream content;
        content << in.rdbuf();
        files[entry.path().stem().string()] = content.str();
    }
    std::vector<HelpPage> pages = allHelpPages();
    ASSERT_EQ(pages.size(), files.size());
    for (const HelpPage& page : pages) {
        auto file = files.find(std::string(page.topic));
        ASSERT_NE(file, files.end()) << page.topic;
        EXPECT_EQ(page.text, file->second) << page.topic << " is stale: rebuild";
    }
}

TEST(HelpPages, EachStartsWithASummaryLineThenABlankLine) {
    for (const HelpPage& page : allHelpPages()) {
        SCOPED_TRACE(std::string(page.topic));
        std::vector<std::string_view> lines = linesOf(page.text);
        ASSERT_GE(lines.size(), 3u);
        EXPECT_EQ(page.summary, lines[0]);
        EXPECT_GE(page.summary.size(), 20u);
        EXPECT_LE(columns(page.summary), 60u); // room for the topic name in the list
        EXPECT_NE(page.summary.front(), ' ');
        EXPECT_TRUE(lines[1].empty());
        EXPECT_GT(page.text.size(), 500u); // a page, not a stub
    }
}

TEST(HelpPages, NoLineIsTooWideOrCarriesTabsOrTrailingSpaces) {
    for (const HelpPage& page : allHelpPages()) {
        EXPECT_TRUE(page.text.ends_with("\n")) << page.topic;
        EXPECT_FALSE(page.text.ends_with("\n\n")) << page.topic;
        int number = 0;
        for (std::string_view line : linesOf(page.text)) {
            ++number;
            std::string where = std::string(page.topic) + ":" + std::to_string(number);
            EXPECT_LE(columns(line), MAX_COLUMNS) << where;
            EXPECT_EQ(line.find('\t'), std::string_view::npos) << where;
            EXPECT_EQ(line.find('\r'), std::string_view::npos) << where;
            EXPECT_FALSE(line.ends_with(" ")) << where;
        }
    }
}

TEST(HelpLookup, FindsEveryPageByItsNameInAnyCase) {
    for (const std::string& topic : EXPECTED_TOPICS) {
        std::optional<HelpPage> page = findHelp(topic);
        ASSERT_TRUE(page) << topic;
        EXPECT_EQ(page->topic, topic);
        std::string upper = topic;
        std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
        ASSERT_TRUE(findHelp("  " + upper + " ")) << upper;
        EXPECT_EQ(findHelp(upper)->topic, topic);
    }
}

TEST(HelpLookup, NothingAskedIsTheIndex) {
    EXPECT_EQ(findHelp("")->topic, "index");
    EXPECT_EQ(findHelp("   ")->topic, "index");
}

TEST(HelpLookup, AliasesLeadToTheirPages) {
    const std::pair<const char*, const char*> cases[] = {
        {"knights chess", "knightschess"},
        {"Knights Chess", "knightschess"},
        {"knights-chess", "knightschess"},
        {"knights", "knightschess"},
        {"instability", "knightschess"},
        {"pass", "knightschess"},
        {"rules", "chess"},
        {"standard", "chess"},
        {"castling", "chess"},
        {"en passant", "chess"},
        {"checkmate", "chess"},
        {"repetition", "draws"},
        {"threefold", "draws"},
        {"fifty-move rule", "draws"},
        {"50-move rule", "draws"},
        {"75 move rule", "draws"},
        {"dead position", "draws"},
        {"resign", "resign"},
        {"offer", "draw"},
        {"accept draw", "draw"},
        {"claim", "draw"},
        {"draw", "draw"},
        {"draws", "draws"},
        {"promotion", "moves"},
        {"castle", "moves"},
        {"notation", "notation"},
        {"SAN", "notation"},
        {"PGN", "notation"},
        {"figurine", "notation"},
        {"coordinates", "notation"},
        {"move", "move"},
        {"moves", "moves"},
        {"command", "commands"},
        {"join", "join"},
        {"legal moves", "show"},
        {"restart", "start"},
        {"resignation", "resign"},
        {"colours", "colours"},
        {"read", "describe"},
        {"where", "describe"},
        {"whose move", "describe"},
        {"screen reader", "describe"},
        {"orientation", "flip"},
        {"colour", "colours"},
        {"color", "colours"},
        {"colors", "colours"},
        {"high-contrast", "colours"},
        {"options", "options"},
        {"option", "options"},
        {"help", "help"},
        {"royal knight", "knightmate"},
        {"commoner", "knightmate"},
        {"variant", "variants"},
        {"board", "boards"},
        {"seats", "boards"},
        {"hot-seat", "boards"},
        {"about castling", "chess"},
        {"draws?", "draws"},
    };
    for (const auto& [asked, topic] : cases) {
        std::optional<HelpPage> page = findHelp(asked);
        ASSERT_TRUE(page) << asked;
        EXPECT_EQ(page->topic, topic) << asked;
    }
}

TEST(HelpLookup, EveryAliasLeadsToAPageAndHidesNone) {
    for (const detail::HelpAlias& alias : detail::helpAliases()) {
        EXPECT_NE(std::find(EXPECTED_TOPICS.begin(), EXPECTED_TOPICS.end(), alias.topic),
                  EXPECTED_TOPICS.end())
            << alias.words << " -> " << alias.topic;
        EXPECT_EQ(std::find(EXPECTED_TOPICS.begin(), EXPECTED_TOPICS.end(), alias.words),
                  EXPECTED_TOPICS.end())
            << alias.words << " is a page's own name";
        std::optional<HelpPage> page = findHelp(alias.words);
        ASSERT_TRUE(page) << alias.words;
        EXPECT_EQ(page->topic, alias.topic) << alias.words;
    }
}

TEST(HelpLookup, TheUnambiguousStartOfATopicIsEnough) {
    const std::pair<const char*, const char*> cases[] = {
        {"knightm", "knightmate"}, {"knightsc", "knightschess"}, {"var", "variants"},
        {"comm", "commands"}, // a page's name wins over the alias "commoner"
        {"stalem", "chess"},  // no page starts so, but only chess's aliases do
        {"sta", "start"},     // a page's name wins over the alias "standard"
        {"col", "colours"},
    };
    for (const auto& [asked, topic] : cases) {
        std::optional<HelpPage> page = findHelp(asked);
        ASSERT_TRUE(page) << asked;
        EXPECT_EQ(page->topic, topic) << asked;
    }
    EXPECT_FALSE(findHelp("kni")) << "knightmate or knightschess";
    EXPECT_FALSE(findHelp("dra")) << "draw or draws";
    EXPECT_FALSE(findHelp("cast")) << "castling (chess) or castle (moves)";
    EXPECT_FALSE(findHelp("bo")) << "two letters are too few to guess from";
}

TEST(HelpLookup, UnknownTopicsFindNothing) {
    EXPECT_FALSE(findHelp("drwas"));
    EXPECT_FALSE(findHelp("xyzzy"));
    EXPECT_FALSE(findHelp("chess960"));
}

TEST(HelpTopics, TheListIsMadeFromEveryPagesSummary) {
    std::string list = helpTopicList();
    for (const HelpPage& page : allHelpPages()) {
        std::string line = std::string(page.topic);
        EXPECT_NE(list.find("  " + line + " "), std::string::npos) << page.topic;
        EXPECT_NE(list.find(std::string(page.summary) + "\n"), std::string::npos) << page.topic;
    }
    for (std::string_view line : linesOf(list)) EXPECT_LE(columns(line), MAX_COLUMNS) << line;
    EXPECT_EQ(linesOf(list).size(), allHelpPages().size() + 1); // a heading, then one a page
}

TEST(HelpTopics, HelpTopicsShowsTheList) {
    std::optional<HelpPage> page = findHelp("topics");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->topic, "topics");
    EXPECT_EQ(page->text, helpTopicList());
    EXPECT_EQ(findHelp("Topic")->text, helpTopicList());
}

TEST(HelpTopics, TheIndexNamesEveryOtherTopic) {
    std::string index = pageText("index");
    for (const std::string& topic : EXPECTED_TOPICS) {
        if (topic == "index") continue;
        EXPECT_NE(index.find("\n  " + topic + " "), std::string::npos) << topic;
    }
}

TEST(HelpUnknown, SuggestsTheNearestTopic) {
    EXPECT_NE(unknownTopicMessage("drwas").find("Did you mean \"draws\"?"), std::string::npos);
    EXPECT_NE(unknownTopicMessage("comands").find("Did you mean \"commands\"?"), std::string::npos);
    EXPECT_NE(unknownTopicMessage("knightmat").find("\"knightmate\""), std::string::npos);
    EXPECT_NE(unknownTopicMessage("mvoe").find("Did you mean \"move\"?"), std::string::npos);
    EXPECT_NE(unknownTopicMessage("repetiton").find("\"repetition\""), std::string::npos);
    EXPECT_NE(unknownTopicMessage("Castlng").find("\"castling\""), std::string::npos);
}

// A topic is echoed back: no control character in it reaches a terminal or an IRC line, C1's
// CSI (U+009B, which starts an escape sequence as ESC [ does) included.
TEST(HelpUnknown, TheEchoedTopicCarriesNoControlCharacter) {
    std::string answer = unknownTopicMessage("x\xc2\x9b"
                                             "31mred\x1b[0m");
    EXPECT_EQ(answer.find("\xc2\x9b"), std::string::npos) << answer;
    EXPECT_EQ(answer.find('\x1b'), std::string::npos) << answer;
    EXPECT_NE(answer.find("x?31mred?[0m"), std::string::npos) << answer;
}

TEST(HelpUnknown, AnAmbiguousStartOffersEachTopic) {
    std::string message = unknownTopicMessage("kni");
    EXPECT_NE(message.find("\"knightmate\""), std::string::npos) << message;
    EXPECT_NE(message.find("\"knightschess\""), std::string::npos) << message;
}

TEST(HelpUnknown, NothingCloseMeansNoGuessButStillTheList) {
    std::string message = unknownTopicMessage("xyzzy");
    EXPECT_TRUE(message.starts_with("There is no help on \"xyzzy\".\n")) << message;
    EXPECT_EQ(message.find("Did you mean"), std::string::npos);
    EXPECT_NE(message.find(helpTopicList()), std::string::npos);
}

TEST(HelpUnknown, EchoesTheWordsSafely) {
    std::string message = unknownTopicMessage(std::string(200, 'q') + "\x01");
    std::string firstLine = message.substr(0, message.find('\n'));
    EXPECT_LE(firstLine.size(), 80u);
    EXPECT_NE(firstLine.find("...\""), std::string::npos);
    EXPECT_EQ(unknownTopicMessage("a\tb\x07").find('\x07'), std::string::npos);
}

TEST(HelpContent, CommandsPageHasTheSeedFormsAndEveryOther) {
    expectMentions("commands", {
                                   // the five forms of the MUD help page this language grew from
                                   "join game as {white|black} on <object>",
                                   "start [new] [game] on <object>",
                                   "move [from] <from> [to] <to> on <object>",
                                   "move [from] <from> [to] <to> and swap to "
                                   "{knight|bishop|rook|queen} on <object>",
                                   "resign [from] [game] on <object>",
                                   // and the rest of the language
                                   "leave game on <object>",
                                   "start [new] [game] of <variant> on <object>",
                                   "move <move> on <object>",
                                   "look at <object>",
                                   "show board on <object>",
                                   "show moves on <object>",
                                   "show fen on <object>",
                                   "show pgn on <object>",
                                   "load pgn <text> on <object>",
                                   "show legal moves [from <square>] on <object>",
                                   "offer draw on <object>",
                                   "accept draw on <object>",
                                   "decline draw on <object>",
                                   "withdraw draw on <object>",
                                   "claim draw on <object>",
                                   "claim draw with <move> on <object>",
                                   "games",
                                   "help [topic]",
                                   "options colour [<scheme>]",
                                   "options board [<setting> [<value>]]",
                                   "flip [board] on <object>",
                                   "describe board on <object>",
                                   "read rank <1-8> on <object>",
                                   "where {is|are} [the|my] [white|black] <pieces> on <object>",
                                   "last move on <object>",
                                   "whose move on <object>",
                                   "exactly one game",
                                   "the oak table",
                                   "board 2",
                               });
}

TEST(HelpContent, MovesPageShowsEveryWayToWriteAMove) {
    expectMentions("moves", {"e2e4", "e2-e4", "move e2 e4", "move e2 to e4", "Nf3", "exd5", "O-O",
                             "O-O-O", "0-0-0", "e8=Q", "and swap to knight", "becomes a queen",
                             "commoner", "--", "En passant"});
}

TEST(HelpContent, ChessPageCoversTheRules) {
    expectMentions("chess", {"FIDE", "Castling", "En passant", "Promotion", "checkmate",
                             "stalemate", "r n b q k b n r"});
}

TEST(HelpContent, DrawsPageStatesOurExactRules) {
    expectMentions("draws", {"Fivefold repetition",
                             "75-move rule",
                             "the mate counts",
                             "Threefold repetition",
                             "50-move rule",
                             "Only the player whose turn it is",
                             "claim draw with <move> on <object>",
                             "play goes on",
                             "castling rights",
                             "we follow FIDE",
                             "really legal",
                             "X-Decor",
                             "king against king",
                             "king and bishop against king",
                             "king and knight against king",
                             "one colour",
                             "two bare royal knights",
                             "withdraw draw",
                             "your opponent makes a move",
                             "you have accepted",
                             "1–0",
                             "0–1",
                             "½–½",
                             "Knights Chess has no draws"});
}

TEST(HelpContent, KnightmatePageStatesTheVariant) {
    expectMentions("knightmate",
                   {"r m b q k b m r", "Royal knight (K)", "Commoner (M)", "moves like a knight",
                    "moves like a king", "castles", "queen, rook, bishop or commoner",
                    "never a knight", "Stalemate is a draw", "FIDE", "two royal knights"});
}

TEST(HelpContent, KnightsChessPageStatesOurDecisions) {
    expectMentions("knightschess",
                   {"nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b - - 0 1", "17 pieces",
                    "Black moves first", "instability", "first capture", "first move",
                    "never captured", "no queens left", "no knights left",
                    "checkmate, then queens, then knights", "only become a knight", "no castling",
                    "more knights", "passes", "--", "resigns", "no draws of any kind", "1... Kd6",
                    "2. a4"});
}

TEST(HelpContent, VariantsAndBoardsPagesSayHowToChooseAndWhoMayAct) {
    expectMentions("variants", {"start new game of knightmate on board", "knights chess",
                                "standard", "knightschess"});
    expectMentions("boards", {"own game", "Seats", "both seats", "Anyone in the place",
                              "leave game on board"});
}

TEST(HelpContent, NotationPageExplainsEveryWrittenForm) {
    expectMentions("notation", {"SAN",
                                "e2e4",
                                "e7e8q",
                                "Nbd2",
                                "exd5",
                                "O-O-O",
                                "Qxf7#",
                                "--",
                                "0000",
                                "Figurine long algebraic",
                                "♘g1–f3",
                                "e5×d6 e.p.",
                                "e7–e8=♕",
                                "0–0–0",
                                "1... e5",
                                "PGN",
                                "[Result \"1-0\"]",
                                "Termination",
                                "show pgn on board",
                                "load pgn <text> on board",
                                "FEN",
                                "show fen on board",
                                "1-0",
                                "0-1",
                                "1/2-1/2",
                                "1–0",
                                "0–1",
                                "½–½"});
}

TEST(HelpContent, ColoursPageNamesEverySchemeAndMarker) {
    expectMentions("colours", {"options colour <scheme>",
                               "options colour",
                               "none",
                               "classic",
                               "high-contrast",
                               "mono",
                               "forest",
                               "Colour is never the only signal",
                               "[P]",
                               "the last move",
                               "!K!",
                               "in check",
                               "(Q)",
                               "giving check",
                               "*",
                               "may move to",
                               ">p<",
                               "capture",
                               "NO_COLOR",
                               "--colour always",
                               "IRC colour codes",
                               "--colours",
                               "help describe"});
}

TEST(HelpContent, EveryCommandHasAShortPageWithFormsExamplesAndMistakes) {
    for (const std::string& command : COMMAND_PAGES) {
        SCOPED_TRACE(command);
        std::optional<HelpPage> page = findHelp(command);
        ASSERT_TRUE(page);
        EXPECT_EQ(page->topic, command);
        EXPECT_TRUE(page->summary.starts_with("The " + command + " command")) << page->summary;
        std::string text = flattened(page->text);
        EXPECT_NE(text.find("Form"), std::string::npos);
        EXPECT_NE(text.find("Example"), std::string::npos);
        EXPECT_NE(text.find("Common mistakes"), std::string::npos);
        EXPECT_LE(linesOf(page->text).size(), 40u); // short: one screen
    }
}

TEST(HelpContent, TakebackAbortAndClockPagesSayWhatGoesBackAndWhereClocksShow) {
    expectMentions("takeback", {"takeback on <object>", "take back [my] [last] move",
                                "accept takeback", "decline takeback", "withdraw takeback",
                                "the clocks", "lapses", "pass the rules made"});
    expectMentions("abort", {"abort [game] on <object>", "accept abort", "each side has moved once",
                             "Result \"*\"", "Termination \"abandoned\"", "{aborted}"});
    expectMentions("clocks", {"clock on <object>", "[%clk 0:04:57]", "describe"});
    EXPECT_EQ(findHelp("undo")->topic, "takeback");
    EXPECT_EQ(findHelp("take back")->topic, "takeback");
    EXPECT_EQ(findHelp("clock")->topic, "clocks");
}

TEST(HelpContent, CommandPagesGiveTheirForms) {
    expectMentions("join", {"join [game] as {white|black} on <object>", "both seats"});
    expectMentions("leave", {"leave [game] on <object>", "leave <object>", "resign", "lapses"});
    expectMentions("challenge",
                   {"challenge <player> [as {white|black}] [with clock <time control>]",
                    "accept challenge on <object>", "decline challenge on <object>",
                    "withdraw challenge on <object>", "rematch on <object>", "lapses",
                    "colours swapped"});
    expectMentions("absent",
                   {"claim win on <object>", "claim draw on <object>", "the clock decides",
                    "five minutes", "take the seat over", "draw offer"});
    expectMentions("start",
                   {"start [new] [game] on <object>", "start [new] [game] of <variant> on <object>",
                    "knights chess", "both of its players"});
    expectMentions("move", {"move [from] <from> [to] <to> on <object>",
                            "move [from] <from> [to] <to> and swap to <piece> on <object>",
                            "move <move> on <object>", "commoner", "Nbd2", "show legal moves"});
    expectMentions("resign", {"resign [from] [game] on <object>", "only way"});
    expectMentions("draw", {"offer draw on <object>", "accept draw on <object>",
                            "decline draw on <object>", "withdraw draw on <object>",
                            "claim draw on <object>", "claim draw with <move> on <object>",
                            "Knights Chess has no draws", "help draws"});
    expectMentions("look", {"look at <object>", "show board on <object>", "Black's side"});
    expectMentions("show",
                   {"show board on <object>", "show moves on <object>",
                    "show legal moves on <object>", "show legal moves from <square> on <object>",
                    "show fen on <object>", "show pgn on <object>"});
    expectMentions("load", {"load pgn <text> on <object>", "Variant", "under way"});
    expectMentions("games", {"games", "whose turn"});
    expectMentions("options", {"options colour <scheme>", "high-contrast", "help colours",
                               "options board orientation [auto|white|black]",
                               "options board pieces [letters|figurines]",
                               "options board size [auto|full|compact]",
                               "options board words [off|on|only]", "remembered"});
    expectMentions("describe", {"describe [the] [board|position] on <object>",
                                "read rank <1-8> on <object>", "read file <a-h> on <object>",
                                "where {is|are} [the|my] [white|black] <pieces> on <object>",
                                "last move on <object>", "whose {move|turn} [is it] on <object>",
                                "royal knight", "options board words on"});
    expectMentions("flip", {"flip [the] [board] on <object>", "options board orientation auto"});
    expectMentions("boards", {"Whose view a board shows", "the person who made it"});
    expectMentions("help", {"help <topic>", "help topics", "help moves"});
}

// The verbs the grammar knows, read from grammar/commands.hpp itself: the alternatives of its
// `command` rule, each "<verb>_command", and a keyword spelled "<verb>" somewhere in grammar/.
// Not a list kept by hand, so a new command without help turns this red.
std::vector<std::string> grammarVerbs() {
    auto read = [](const std::string& name) {
        std::ifstream in(std::string(MUDCHESS_GRAMMAR_DIR) + "/" + name);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    };
    std::string commands = read("commands.hpp");
    std::string all = commands;
    for (const auto& entry : std::filesystem::directory_iterator(MUDCHESS_GRAMMAR_DIR))
        if (entry.path().extension() == ".hpp") all += read(entry.path().filename().string());
    // clang-format may put the rule's ": sor<" on the next line. (Searched by hand: GCC 12
    // warns about <regex> under the sanitizers.)
    std::size_t start = std::string::npos;
    for (std::size_t at = commands.find("struct command"); at != std::string::npos;
         at = commands.find("struct command", at + 1)) {
        std::size_t colon = commands.find_first_not_of(" \n", at + 14);
        if (colon == std::string::npos || commands[colon] != ':') continue;
        std::size_t sor = commands.find_first_not_of(" \n", colon + 1);
        if (sor != std::string::npos && commands.compare(sor, 4, "sor<") == 0) {
            start = at;
            break;
        }
    }
    EXPECT_NE(start, std::string::npos) << "no command rule in grammar/commands.hpp";
    if (start == std::string::npos) return {};
    std::size_t end = commands.find("> {};", start);
    std::string list = commands.substr(start, end - start);
    std::vector<std::string> verbs;
    for (std::size_t at = list.find("_command"); at != std::string::npos;
         at = list.find("_command", at + 1)) {
        std::size_t from = list.find_last_of(" <\n", at) + 1;
        std::string verb = list.substr(from, at - from);
        EXPECT_NE(all.find("TAO_PEGTL_ISTRING(\"" + verb + "\")"), std::string::npos)
            << verb << "_command has no keyword \"" << verb << "\"";
        verbs.push_back(verb);
    }
    return verbs;
}

TEST(HelpContent, EveryVerbOfTheGrammarHasHelpAndAFormOnTheCommandsPage) {
    std::vector<std::string> verbs = grammarVerbs();
    ASSERT_GE(verbs.size(), 20u);
    std::string commands = pageText("commands");
    for (const std::string& verb : verbs) {
        SCOPED_TRACE(verb);
        std::optional<HelpPage> page = findHelp(verb);
        ASSERT_TRUE(page) << "help " << verb << " finds no page";
        // Its page, directly or through an alias, shows the verb in a form.
        EXPECT_NE(flattened(page->text).find(verb + " "), std::string::npos) << page->topic;
        // The commands page lists a form that starts with it (in a column of forms).
        EXPECT_TRUE(commands.find("  " + verb + " ") != std::string::npos ||
                    commands.find("  " + verb + "\n") != std::string::npos)
            << "help commands lists no form of " << verb;
    }
    // Every command page is a verb of the grammar, or the page of a group of verbs.
    for (const std::string& command : COMMAND_PAGES)
        EXPECT_TRUE(std::find(verbs.begin(), verbs.end(), command) != verbs.end() ||
                    command == "draw")
            << command;
}

// Moves said in words start a line with their own first words (grammar/moves.hpp,
// spoken_move); each leads to the page that shows the forms, which the commands page lists.
TEST(HelpContent, TheFirstWordsOfMovesInWordsLeadToTheMovesPage) {
    std::string commands = flattened(pageText("commands"));
    for (const char* word : {"castle", "take", "capture", "promote"}) {
        SCOPED_TRACE(word);
        std::optional<HelpPage> page = findHelp(word);
        ASSERT_TRUE(page);
        EXPECT_EQ(page->topic, "moves");
        EXPECT_NE(flattened(page->text).find(std::string(word) + " "), std::string::npos);
        EXPECT_NE(commands.find(" " + std::string(word) + " "), std::string::npos);
    }
    expectMentions("moves", {"knight to f3", "castle kingside", "take e5 with the knight",
                             "bishop takes", "promote to a knight", "e8 queen", "1. e4", "Qxf7#",
                             "royal knight", "commoner", "say which knight"});
    expectMentions("commands", {"castle {kingside|queenside|short|long} on <object>",
                                "take <square> [with the <piece>] on <object>",
                                "promote to <piece> on <object>"});
}
