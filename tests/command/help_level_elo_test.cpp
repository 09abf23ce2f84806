// The computer's help page shows each level's measured Elo as the engine's table has it
// (search::MEASURED_ELO, which UCI_Elo's mapping also reads): "3 about 990 ... 8 about 2410".
// A new measurement goes in the table; this test then says which figure on the page to change.
#include "command/help.hpp"
#include "search/level.hpp"

#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <string>

using namespace mudchess;

namespace {

TEST(HelpLevelElo, TheComputerPageShowsTheMeasuredEloOfEveryLevel) {
    std::optional<HelpPage> page = findHelp("computer");
    ASSERT_TRUE(page);
    std::string text(page->text);
    std::map<int, int> shown; // level -> Elo, as the page says it
    const std::regex figure(R"(\b([1-8]) about (\d+)\b)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), figure);
         it != std::sregex_iterator(); ++it)
        shown[std::stoi((*it)[1])] = std::stoi((*it)[2]);

    std::map<int, int> measured;
    for (const search::MeasuredLevel& m : search::MEASURED_ELO) measured[m.level] = m.elo;
    EXPECT_EQ(shown, measured) << "help/computer.txt's figures differ from search::MEASURED_ELO";
}

} // namespace
