// Every door that takes a variant's name takes every name of every variant in allVariants(), and
// every list of variants a player reads names them all: a variant added to the table is offered
// everywhere, or one of these tests says where it is not. (PGN's Variant tags:
// tests/chess/variant_test.cpp.)
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "chess/variant.hpp"
#include "command/help.hpp"
#include "command/parser.hpp"
#include "front/engine_protocols/uci_command.hpp"
#include "front/match/match_command.hpp"
#include "front/serve/request.hpp"
#include "front/tools/perft_command.hpp"
#include "mudchess/mudchess.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace mudchess {
namespace {

// What players and command lines may call a variant.
std::vector<std::string> namesOf(const Variant& v) {
    std::vector<std::string> names{std::string(v.key), std::string(v.spokenName)};
    for (std::string_view alias : v.aliases) names.emplace_back(alias);
    return names;
}

bool has(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

std::string keyOfStarted(const Outcome& o) {
    for (const Event& e : o.events)
        if (const GameStarted* started = std::get_if<GameStarted>(&e)) return started->variant;
    return o.refusal() ? "refused: " + o.refusal()->code : "no game started";
}

TEST(VariantNames, TheCommandLanguageTakesEveryName) {
    for (const Variant* v : allVariants()) {
        for (const std::string& name : namesOf(*v)) {
            auto start = command::parseCommand("start game of " + name + " on board");
            ASSERT_TRUE(std::holds_alternative<command::Command>(start)) << name;
            const auto* game = std::get_if<command::StartGame>(&std::get<command::Command>(start));
            ASSERT_NE(game, nullptr) << name;
            EXPECT_EQ(game->variant, v->key) << name;

            auto challenge = command::parseCommand("challenge bob of " + name + " on board");
            ASSERT_TRUE(std::holds_alternative<command::Command>(challenge)) << name;
            const auto* asked =
                std::get_if<command::ChallengePlayer>(&std::get<command::Command>(challenge));
            ASSERT_NE(asked, nullptr) << name;
            EXPECT_EQ(asked->variant, v->key) << name;
        }
    }
}

TEST(VariantNames, TheParsersListOfVariantsNamesEveryOne) {
    auto refused = command::parseCommand("start game of checkers");
    ASSERT_TRUE(std::holds_alternative<command::ParseError>(refused));
    std::string message = std::get<command::ParseError>(refused).message;
    for (const Variant* v : allVariants()) EXPECT_TRUE(has(message, v->spokenName)) << message;
}

TEST(VariantNames, TheServiceAndServesStartOpTakeEveryName) {
    Service service;
    int boards = 0;
    for (const Variant* v : allVariants()) {
        for (const std::string& name : namesOf(*v)) {
            std::string board = "board" + std::to_string(++boards);
            EXPECT_EQ(keyOfStarted(service.handle("alice", "room",
                                                  "start new game of " + name + " on " + board)),
                      v->key)
                << name;

            nlohmann::json line = {{"op", "start"},
                                   {"actor", "alice"},
                                   {"place", "hall"},
                                   {"object", board},
                                   {"variant", name}};
            auto request = serve::parseRequest(line.dump());
            ASSERT_TRUE(std::holds_alternative<serve::Request>(request)) << line.dump();
            const Action* action = std::get_if<Action>(&std::get<serve::Request>(request).what);
            ASSERT_NE(action, nullptr);
            EXPECT_EQ(keyOfStarted(service.act("alice", "hall", *action)), v->key) << name;
        }
    }
    Outcome refused = service.act("alice", "hall", {action::Start{"board", "checkers"}});
    ASSERT_NE(refused.refusal(), nullptr);
    for (const Variant* v : allVariants())
        EXPECT_TRUE(has(refused.refusal()->text, v->spokenName)) << refused.refusal()->text;
}

TEST(VariantNames, PerftAndMatchTakeEveryVariantAndListThemInTheirHelp) {
    for (const Variant* v : allVariants()) {
        std::ostringstream out, err;
        EXPECT_EQ(runPerftCommand({"--variant", std::string(v->key), "--depth", "1"}, out, err), 0)
            << err.str();
        MoveList start;
        v->generate(Position::start(*v), start);
        EXPECT_EQ(out.str(), "Nodes searched: " + std::to_string(start.size()) + "\n");

        // Read as a variant, the command goes on to find that it has no engines.
        std::ostringstream matchOut, matchErr;
        match::runMatchCommand({"--variant", std::string(v->key)}, matchOut, matchErr);
        EXPECT_TRUE(has(matchErr.str(), "a match needs two engines")) << matchErr.str();
    }
    std::ostringstream perftHelp, matchHelp, err;
    runPerftCommand({"--help"}, perftHelp, err);
    match::runMatchCommand({"--help"}, matchHelp, err);
    for (const Variant* v : allVariants()) {
        EXPECT_TRUE(has(perftHelp.str(), v->key)) << perftHelp.str();
        EXPECT_TRUE(has(matchHelp.str(), v->key)) << matchHelp.str();
    }
}

TEST(VariantNames, UciOffersEveryVariantAndPlaysIt) {
    std::string script = "uci\n";
    for (const Variant* v : allVariants()) {
        script += "setoption name UCI_Variant value " + std::string(v->key) + "\n";
        // Every move of the variant's start, which the standard start would not all allow.
        MoveList moves;
        v->generate(Position::start(*v), moves);
        for (Move m : moves) script += "position startpos moves " + toUci(m) + "\n";
    }
    std::istringstream in(script + "quit\n");
    std::ostringstream out, err;
    EXPECT_EQ(runUciCommand({}, in, out, err), 0);
    std::string said = out.str();
    std::string combo = said.substr(said.find("option name UCI_Variant"));
    combo = combo.substr(0, combo.find('\n'));
    for (const Variant* v : allVariants())
        EXPECT_TRUE(has(combo + " ", " var " + std::string(v->key) + " ")) << combo;
    EXPECT_EQ(said.find("info string"), std::string::npos) << said;
}

// ---------------------------------------------------------------------------------------------
// The help pages are text, written by hand; these check their lists of variants against the table.

TEST(VariantNames, EveryVariantHasAHelpPageThatEachOfItsNamesFinds) {
    for (const Variant* v : allVariants()) {
        std::vector<std::string> names = namesOf(*v);
        names.emplace_back(v->displayName);
        for (const std::string& name : names) {
            std::optional<HelpPage> page = findHelp(name);
            ASSERT_TRUE(page) << "help " << name;
            EXPECT_EQ(page->topic, v->key) << "help " << name;
        }
    }
}

// The first line of a file that contains `marker`.
std::string lineWith(const std::string& path, const std::string& marker) {
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);)
        if (has(line, marker)) return line;
    ADD_FAILURE() << path << " has no line with " << marker;
    return {};
}

TEST(VariantNames, TheHelpPagesListsOfVariantsNameEveryOne) {
    const std::string help = MUDCHESS_HELP_DIR, grammar = MUDCHESS_GRAMMAR_DIR;
    // The lines that list what <variant> may be.
    const std::string lists[] = {
        lineWith(help + "/start.txt", "<variant> is "),
        lineWith(help + "/commands.txt", "<variant>  "),
        lineWith(grammar + "/commands.txt", "Set up a new game: "),
    };
    std::string seeAlso = lineWith(help + "/variants.txt", "More on each: ");
    for (const Variant* v : allVariants()) {
        for (const std::string& list : lists) {
            EXPECT_TRUE(has(list, v->spokenName)) << v->spokenName << ": " << list;
            for (std::string_view alias : v->aliases)
                EXPECT_TRUE(has(list, alias)) << alias << ": " << list;
        }
        EXPECT_TRUE(has(seeAlso, "\"help " + std::string(v->key) + "\"")) << seeAlso;
        // variants.txt gives each variant a paragraph that starts with its name.
        lineWith(help + "/variants.txt", "  " + std::string(v->spokenName) + "  ");
    }
}

} // namespace
} // namespace mudchess
