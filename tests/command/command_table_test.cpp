// The command table (src/command/command_table.hpp) against everything that names commands:
// the grammar, the help pages, the help index, the help page of commands and the grammar
// reference, each both ways. A command added to one and not to the table, or to the table and
// not to the others, turns a test here red.
#include "command/command_table.hpp"
#include "command/help.hpp"
#include "command/parser.hpp"
#include "text/words.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace mudchess;
using namespace mudchess::command;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in) << path;
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> wordsOf(std::string_view list) {
    std::vector<std::string> words;
    forEachWord(list, [&](std::string_view w) { words.emplace_back(w); });
    return words;
}

// Each declared word as forms write it ("<piece>" for the pieces' names).
std::set<std::string> declaredFormStarts() {
    std::set<std::string> starts;
    for (const CommandDeclaration& d : COMMANDS) {
        if (!d.writtenAs.empty())
            starts.emplace(d.writtenAs);
        else
            for (const std::string& w : wordsOf(d.words)) starts.insert(w);
    }
    return starts;
}

// The words forms begin with: lines indented by two spaces that start with a word, or (with
// `choices`) with {a|b c|d}, whose choices each begin with a word, or with a <placeholder>.
std::vector<std::string> formStarts(std::string_view text, bool choices) {
    std::vector<std::string> starts;
    for (std::string_view line : linesOf(text)) {
        if (line.size() < 3 || !line.starts_with("  ") || line[2] == ' ') continue;
        std::string_view form = line.substr(2);
        char first = form.front();
        if (first >= 'a' && first <= 'z') {
            starts.emplace_back(form.substr(0, form.find(' ')));
        } else if (choices && first == '{') {
            std::string_view inside = form.substr(1, form.find('}') - 1);
            while (true) {
                std::size_t bar = inside.find('|');
                std::string_view choice = inside.substr(0, bar);
                starts.emplace_back(choice.substr(0, choice.find(' ')));
                if (bar == std::string_view::npos) break;
                inside.remove_prefix(bar + 1);
            }
        } else if (choices && first == '<') {
            starts.emplace_back(form.substr(0, form.find('>') + 1));
        }
    }
    return starts;
}

} // namespace

TEST(CommandTable, EachExampleReadsAsItsCommandAndBeginsWithItsWords) {
    for (const CommandDeclaration& d : COMMANDS) {
        SCOPED_TRACE(d.example);
        auto parsed = parseCommand(d.example);
        ASSERT_TRUE(std::holds_alternative<Command>(parsed))
            << std::get<ParseError>(parsed).message;
        EXPECT_EQ(std::get<Command>(parsed).index(), d.command);
        std::string first(d.example.substr(0, d.example.find(' ')));
        std::vector<std::string> words = wordsOf(d.words);
        EXPECT_NE(std::find(words.begin(), words.end(), first), words.end());
    }
}

// Each declared word is a keyword of the grammar (grammar/*.hpp), and a word that begins a
// command alone is taken as one: it is told what it lacks, not that it is no command.
TEST(CommandTable, EveryDeclaredWordIsAWordOfTheGrammar) {
    std::string grammar;
    for (const auto& entry : std::filesystem::directory_iterator(MUDCHESS_GRAMMAR_DIR))
        if (entry.path().extension() == ".hpp") grammar += readFile(entry.path().string());
    for (const CommandDeclaration& d : COMMANDS)
        for (const std::string& word : wordsOf(d.words)) {
            SCOPED_TRACE(word);
            EXPECT_NE(grammar.find("TAO_PEGTL_ISTRING(\"" + word + "\")"), std::string::npos);
            auto parsed = parseCommand(word);
            if (auto* error = std::get_if<ParseError>(&parsed)) {
                EXPECT_EQ(error->message.find("is not a command"), std::string::npos);
                EXPECT_EQ(error->message.find("did you mean \"" + word + "\""), std::string::npos)
                    << error->message;
            }
        }
}

// The verbs of grammar/commands.hpp's `command` rule, each "<verb>_command".
TEST(CommandTable, EveryVerbOfTheGrammarIsDeclared) {
    std::string grammar = readFile(std::string(MUDCHESS_GRAMMAR_DIR) + "/commands.hpp");
    std::size_t start = grammar.find("struct command\n");
    ASSERT_NE(start, std::string::npos) << "no command rule in grammar/commands.hpp";
    std::string rule = grammar.substr(start, grammar.find("> {};", start) - start);
    std::set<std::string> starts = declaredFormStarts();
    int verbs = 0;
    for (std::size_t at = rule.find("_command"); at != std::string::npos;
         at = rule.find("_command", at + 1)) {
        std::size_t from = rule.find_last_of(" <\n", at) + 1;
        std::string verb = rule.substr(from, at - from);
        EXPECT_TRUE(starts.contains(verb)) << verb << "_command is not in the command table";
        ++verbs;
    }
    EXPECT_GE(verbs, 20);
}

// In the table's order, each command's own words (its first row) before the words its other
// forms begin with: of equally close words "did you mean" suggests the first.
TEST(CommandTable, TheVerbsSuggestedAndCompletedAreTheTablesWordsEachOnce) {
    std::vector<std::string> expected;
    for (bool firstRows : {true, false})
        for (std::size_t i = 0; i < COMMANDS.size(); ++i)
            if ((i == 0 || COMMANDS[i - 1].command != COMMANDS[i].command) == firstRows)
                for (const std::string& w : wordsOf(COMMANDS[i].words))
                    if (std::find(expected.begin(), expected.end(), w) == expected.end())
                        expected.push_back(w);
    for (std::size_t i = 0; i < COMMANDS.size(); ++i)
        EXPECT_EQ(COMMANDS[i].firstRow, i == 0 || COMMANDS[i - 1].command != COMMANDS[i].command)
            << COMMANDS[i].example;
    std::vector<std::string_view> words = commandWords();
    EXPECT_EQ(std::vector<std::string>(words.begin(), words.end()), expected);
    auto at = [&](std::string_view w) { return std::find(words.begin(), words.end(), w); };
    EXPECT_NE(at("what"), words.end());
    EXPECT_NE(at("knight"), words.end());
    EXPECT_LT(at("top"), at("castle")) << "a command's own word comes before a move's";
}

TEST(CommandTable, EveryCommandHasAHelpPageTheIndexNames) {
    std::string index(findHelp("index")->text);
    for (const CommandDeclaration& d : COMMANDS) {
        SCOPED_TRACE(d.example);
        std::optional<HelpPage> page = findHelp(d.help);
        ASSERT_TRUE(page);
        EXPECT_EQ(page->topic, d.help) << "the help topic must be a page's own name";
        EXPECT_NE(index.find("\n  " + std::string(d.help) + " "), std::string::npos)
            << "help/index.txt does not list " << d.help;
    }
}

// "help <word>" leads to the page of a command the word begins, or to the word's own page.
// The pieces' names lead to the rules of chess instead ("help knight").
TEST(CommandTable, HelpOnACommandWordLeadsToAPageOfItsCommands) {
    for (const CommandDeclaration& d : COMMANDS)
        for (const std::string& word : wordsOf(d.words)) {
            SCOPED_TRACE(word);
            std::optional<HelpPage> page = findHelp(word);
            ASSERT_TRUE(page) << "\"help " << word << "\" finds no page";
            if (!d.writtenAs.empty()) continue;
            std::set<std::string> topics = {word};
            for (const CommandDeclaration& other : COMMANDS) {
                std::vector<std::string> words = wordsOf(other.words);
                if (std::find(words.begin(), words.end(), word) != words.end())
                    topics.emplace(other.help);
            }
            EXPECT_TRUE(topics.contains(std::string(page->topic))) << page->topic;
        }
}

TEST(CommandTable, TheCommandsHelpPageListsEveryDeclaredWordAndNoOther) {
    std::string page(findHelp("commands")->text);
    for (const std::string& start : declaredFormStarts())
        EXPECT_TRUE(page.find("  " + start + " ") != std::string::npos ||
                    page.find("  " + start + "\n") != std::string::npos)
            << "help/commands.txt has no form of " << start;
    std::set<std::string> declared = declaredFormStarts();
    for (const std::string& start : formStarts(page, false))
        EXPECT_TRUE(declared.contains(start))
            << "help/commands.txt has a form of \"" << start << "\", which the table lacks";
}

TEST(CommandTable, TheGrammarReferenceListsEveryDeclaredWordAndNoOther) {
    std::string reference = readFile(std::string(MUDCHESS_GRAMMAR_DIR) + "/commands.txt");
    std::vector<std::string> starts = formStarts(reference, true);
    std::set<std::string> declared = declaredFormStarts();
    for (const std::string& start : declared)
        EXPECT_NE(std::find(starts.begin(), starts.end(), start), starts.end())
            << "grammar/commands.txt has no form that begins with " << start;
    for (const std::string& start : starts)
        EXPECT_TRUE(declared.contains(start))
            << "grammar/commands.txt has a form of \"" << start << "\", which the table lacks";
}

// Completion offers the legal moves after each row's words before a move: a move there reads
// as that row's command, holding the move.
TEST(CommandTable, AMoveAfterTheWordsBeforeAMoveIsTheCommandsMove) {
    std::vector<std::string_view> leads = wordsBeforeAMove();
    EXPECT_NE(std::find(leads.begin(), leads.end(), "move"), leads.end());
    for (const CommandDeclaration& d : COMMANDS) {
        if (d.movesAfter.empty()) continue;
        SCOPED_TRACE(d.movesAfter);
        EXPECT_NE(std::find(leads.begin(), leads.end(), d.movesAfter), leads.end());
        auto parsed = parseCommand(std::string(d.movesAfter) + " Nf3 on board");
        ASSERT_TRUE(std::holds_alternative<Command>(parsed))
            << std::get<ParseError>(parsed).message;
        const Command& command = std::get<Command>(parsed);
        EXPECT_EQ(command.index(), d.command);
        MoveSpec nf3 = std::get<MakeMove>(std::get<Command>(parseCommand("move Nf3"))).move;
        std::visit(
            [&](const auto& c) {
                if constexpr (requires { c.move.value(); }) {
                    EXPECT_EQ(c.move, nf3);
                } else if constexpr (requires { c.move; }) {
                    EXPECT_EQ(c.move, nf3);
                } else {
                    ADD_FAILURE() << "the command takes no move";
                }
            },
            command);
    }
}
