// The serve protocol's ops against the command table (src/command/command_table.hpp): every
// typed op the table declares is an op of the protocol and reads into the typed action of its
// row, and the protocol has no other ops than those and its own; docs/protocol.md lists them all
// and no other.
#include "command/command_table.hpp"
#include "front/serve/request.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace mudchess;

namespace {

// Ops of the protocol itself, not commands: a line in English, a user's settings (which carry
// the colour scheme's action besides the front end's encoding), a token, a keep-alive.
const std::set<std::string> PROTOCOL_OPS = {"say", "set", "auth", "ping"};

std::vector<std::string> declaredOps() {
    std::vector<std::string> ops;
    for (const command::CommandDeclaration& d : command::COMMANDS)
        command::forEachWord(d.ops, [&](std::string_view op) { ops.emplace_back(op); });
    return ops;
}

} // namespace

TEST(OpTable, TheProtocolsOpsAreTheDeclaredOnesAndItsOwn) {
    std::set<std::string> expected(PROTOCOL_OPS);
    std::vector<std::string> declared = declaredOps();
    expected.insert(declared.begin(), declared.end());
    EXPECT_EQ(expected.size(), declared.size() + PROTOCOL_OPS.size()) << "an op declared twice";
    std::vector<std::string> ops = serve::opNames();
    EXPECT_EQ(std::set<std::string>(ops.begin(), ops.end()), expected);
}

TEST(OpTable, EachDeclaredOpReadsIntoTheActionOfItsRow) {
    for (const command::CommandDeclaration& d : command::COMMANDS)
        command::forEachWord(d.ops, [&](std::string_view op) {
            SCOPED_TRACE(std::string(op));
            // Every field some op needs, so that each op finds what it reads.
            std::string line = R"({"op":")" + std::string(op) +
                               R"(","actor":"alice","place":"hall","object":"board",)"
                               R"("side":"white","move":"e2e4"})";
            auto read = serve::parseRequest(line);
            ASSERT_TRUE(std::holds_alternative<serve::Request>(read))
                << std::get<serve::ProtocolError>(read).text;
            const auto& what = std::get<serve::Request>(read).what;
            ASSERT_TRUE(std::holds_alternative<Action>(what));
            EXPECT_EQ(std::get<Action>(what).what.index(), d.action);
        });
}

// The first column of docs/protocol.md's table of ops: "`look` (also `board`)".
TEST(OpTable, TheProtocolDocumentListsEveryOpAndNoOther) {
    std::ifstream in(MUDCHESS_DOCS_DIR "/protocol.md");
    ASSERT_TRUE(in);
    std::set<std::string> documented;
    bool inTable = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("| op |")) inTable = true;
        if (!inTable) continue;
        if (!line.starts_with("|")) break;
        std::string cell = line.substr(1, line.find('|', 1) - 1);
        for (std::size_t open = cell.find('`'); open != std::string::npos;) {
            std::size_t close = cell.find('`', open + 1);
            documented.insert(cell.substr(open + 1, close - open - 1));
            open = cell.find('`', close + 1);
        }
    }
    std::vector<std::string> ops = serve::opNames();
    EXPECT_EQ(documented, std::set<std::string>(ops.begin(), ops.end()));
}
