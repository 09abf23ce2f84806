// The serve protocol's ops against the command table (src/command/command_table.hpp): every
// typed op the table declares is an op of the protocol and reads into the typed action of its
// row, every host op it declares is one too, and the protocol has no other ops than those and its
// own; docs/protocol.md lists them all and no other, each with the fields the table gives it.
#include "command/command_table.hpp"
#include "front/serve/request.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace mudchess;

namespace {

// Ops of the protocol itself, not commands: a line in English, a user's settings (which carry
// the colour scheme's action besides the front end's encoding), a token, a keep-alive, what
// a TCP connection speaks for, and a player's new name.
const std::set<std::string> PROTOCOL_OPS = {"say",    "set",      "auth",   "ping",
                                            "serves", "unserves", "rename", "resume"};

std::vector<std::string> declaredOps() {
    std::vector<std::string> ops;
    for (const command::CommandDeclaration& d : command::COMMANDS)
        command::forEachWord(d.ops, [&](std::string_view op) { ops.emplace_back(op); });
    for (const command::HostOpDeclaration& d : command::HOST_OPS) ops.emplace_back(d.op);
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

// A host that draws its own buttons sends typed ops, not English: a command without an op is one
// whose row says why words are enough.
TEST(OpTable, EveryCommandHasAnOpOrSaysWhyItHasNone) {
    std::map<std::size_t, std::string> without;
    std::set<std::size_t> typed;
    for (const command::CommandDeclaration& d : command::COMMANDS) {
        if (!d.ops.empty() || d.wordsOnly != command::WordsOnly::NO) typed.insert(d.command);
        if (d.firstRow) without[d.command] = std::string(d.example);
    }
    for (const auto& [command, example] : without)
        EXPECT_TRUE(typed.count(command))
            << "\"" << example << "\" has no op and its row says nothing of why (wordsOnly)";
}

TEST(OpTable, EachDeclaredOpReadsIntoTheActionOfItsRow) {
    for (const command::CommandDeclaration& d : command::COMMANDS)
        command::forEachWord(d.ops, [&](std::string_view op) {
            SCOPED_TRACE(std::string(op));
            // Every field some op needs, so that each op finds what it reads.
            std::string line = R"({"op":")" + std::string(op) +
                               R"(","actor":"alice","place":"hall","object":"board",)"
                               R"("side":"white","move":"e2e4","game":1,"answer":"accept",)"
                               R"("player":"bob","pgn":"1. e4 e5","moves":"e2e4"})";
            auto read = serve::parseRequest(line);
            ASSERT_TRUE(std::holds_alternative<serve::Request>(read))
                << std::get<serve::ProtocolError>(read).text;
            const auto& what = std::get<serve::Request>(read).what;
            ASSERT_TRUE(std::holds_alternative<Action>(what));
            EXPECT_EQ(std::get<Action>(what).what.index(), d.action);
        });
}

namespace {

// The rows of docs/protocol.md's table of ops, each its ops ("`look` (also `board`)") and
// its fields ("`actor`, `place`, `side` (`"white"`/`"black"`), `object`?"), as names with a
// "?" after those that may be left out.
std::map<std::string, std::set<std::string>> documentedOps() {
    std::ifstream in(MUDCHESS_DOCS_DIR "/protocol.md");
    EXPECT_TRUE(in);
    std::map<std::string, std::set<std::string>> documented;
    bool inTable = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("| op |")) inTable = true;
        if (!inTable || line.starts_with("| op |") || line.starts_with("|---")) continue;
        if (!line.starts_with("|")) break;
        std::size_t second = line.find('|', 1);
        std::string opsCell = line.substr(1, second - 1);
        std::string fieldsCell = line.substr(second + 1, line.find('|', second + 1) - second - 1);
        // A field is a name in backquotes at the start of the cell or after a comma outside
        // parentheses; what follows in parentheses describes its values.
        std::set<std::string> fields;
        int depth = 0;
        bool atItem = true;
        for (std::size_t i = 0; i < fieldsCell.size(); ++i) {
            char c = fieldsCell[i];
            if (c == '(') ++depth;
            if (c == ')') --depth;
            if (c == ',' && depth == 0) atItem = true;
            if (c == '`' && depth == 0 && atItem) {
                std::size_t close = fieldsCell.find('`', i + 1);
                std::string name = fieldsCell.substr(i + 1, close - i - 1);
                if (close + 1 < fieldsCell.size() && fieldsCell[close + 1] == '?') name += '?';
                fields.insert(name);
                atItem = false;
                i = close;
            }
        }
        for (std::size_t open = opsCell.find('`'); open != std::string::npos;) {
            std::size_t close = opsCell.find('`', open + 1);
            documented[opsCell.substr(open + 1, close - open - 1)] = fields;
            open = opsCell.find('`', close + 1);
        }
    }
    return documented;
}

// The fields a typed op reads (command::OP_FIELDS), and the actor (and the place, for an op on
// an object) every such request carries.
template <class A> std::set<std::string> declaredFields() {
    std::set<std::string> fields = {"actor"};
    std::apply(
        [&](const auto&... field) {
            ((fields.insert(std::string(field.name) + (field.required ? "" : "?"))), ...);
        },
        command::OP_FIELDS<A>);
    if (fields.contains("object?") || fields.contains("object")) fields.insert("place");
    if (fields.contains("here?")) fields.insert("place?"); // read when given
    return fields;
}
template <std::size_t... I>
std::vector<std::set<std::string>> declaredFieldsOfEachAction(std::index_sequence<I...>) {
    auto of = []<class A>(A*) {
        if constexpr (command::HAS_OP<A>)
            return declaredFields<A>();
        else
            return std::set<std::string>();
    };
    return {of(static_cast<std::variant_alternative_t<I, command::TypedAction>*>(nullptr))...};
}

} // namespace

TEST(OpTable, TheProtocolDocumentListsEveryOpAndNoOther) {
    std::set<std::string> documented;
    for (const auto& [op, fields] : documentedOps()) documented.insert(op);
    std::vector<std::string> ops = serve::opNames();
    EXPECT_EQ(documented, std::set<std::string>(ops.begin(), ops.end()));
}

TEST(OpTable, TheProtocolDocumentGivesEachHostOpTheFieldsTheTableDeclares) {
    std::map<std::string, std::set<std::string>> documented = documentedOps();
    for (const command::HostOpDeclaration& d : command::HOST_OPS) {
        SCOPED_TRACE(std::string(d.op));
        std::set<std::string> fields;
        command::forEachWord(d.fields, [&](std::string_view f) { fields.emplace(f); });
        EXPECT_EQ(documented[std::string(d.op)], fields);
    }
}

// A host op reads what its row says: with every field it names it is a request, and without
// each field it needs it is refused with missing_field naming that one.
TEST(OpTable, EachHostOpReadsTheFieldsItsRowNames) {
    // A value each field takes.
    const std::map<std::string, std::string> examples = {{"place", R"("hall")"},
                                                         {"object", R"("board")"},
                                                         {"encoding", R"("ansi")"},
                                                         {"colour_scheme", R"("classic")"},
                                                         {"actor", R"("alice")"},
                                                         {"state", R"("left")"},
                                                         {"game", "1"}};
    for (const command::HostOpDeclaration& d : command::HOST_OPS) {
        SCOPED_TRACE(std::string(d.op));
        std::vector<std::string> fields;
        command::forEachWord(d.fields, [&](std::string_view f) { fields.emplace_back(f); });
        auto line = [&](const std::string& without) {
            std::string text = R"({"op":")" + std::string(d.op) + '"';
            for (std::string f : fields) {
                if (f.ends_with('?')) f.pop_back();
                if (f == without) continue;
                EXPECT_TRUE(examples.contains(f)) << "give \"" << f << "\" an example value";
                text += ",\"" + f + "\":" + examples.at(f);
            }
            return text + "}";
        };
        auto all = serve::parseRequest(line(""));
        EXPECT_TRUE(std::holds_alternative<serve::Request>(all))
            << line("") << ": " << std::get<serve::ProtocolError>(all).text;
        for (const std::string& f : fields) {
            if (f.ends_with('?')) continue;
            auto read = serve::parseRequest(line(f));
            ASSERT_TRUE(std::holds_alternative<serve::ProtocolError>(read)) << f;
            EXPECT_EQ(std::get<serve::ProtocolError>(read).code, RefusalCode::MISSING_FIELD);
            EXPECT_EQ(std::get<serve::ProtocolError>(read).field, f);
        }
    }
}

TEST(OpTable, TheProtocolDocumentGivesEachTypedOpTheFieldsItReads) {
    std::map<std::string, std::set<std::string>> documented = documentedOps();
    std::vector<std::set<std::string>> declared = declaredFieldsOfEachAction(
        std::make_index_sequence<std::variant_size_v<command::TypedAction>>{});
    EXPECT_EQ(documented["join"], (std::set<std::string>{"actor", "place", "side", "object?"}));
    for (const command::CommandDeclaration& d : command::COMMANDS)
        command::forEachWord(d.ops, [&](std::string_view op) {
            SCOPED_TRACE(std::string(op));
            EXPECT_EQ(documented[std::string(op)], declared[d.action]);
        });
}
