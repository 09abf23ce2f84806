// The refusal codes of include/mudchess/refusal_codes.hpp against docs/refusal-codes.md, both
// ways: each code in the table is documented with where it comes from, its params and when it is
// used, and each documented
// code is in the table. The code itself can only name codes of the table (RefusalCode), so a
// code the program sends and the table does not list cannot compile.
#include "mudchess/refusal_codes.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace mudchess;

namespace {

struct DocumentedCode {
    std::string from;
    std::set<std::string> params;
    std::string when;
    int line;
};

// As the document's `from` column says it.
std::string fromWord(RefusalSource s) {
    switch (s) {
    case RefusalSource::LINE: return "line";
    case RefusalSource::SERVICE: return "service";
    case RefusalSource::TYPED_OP: return "typed op";
    }
    return "?";
}

// The names in backticks in a cell: "`object`, `player`" -> {object, player}; "—" -> {}.
std::set<std::string> namesIn(const std::string& cell) {
    std::set<std::string> names;
    static const std::regex QUOTED("`([^`]*)`");
    for (std::sregex_iterator it(cell.begin(), cell.end(), QUOTED), end; it != end; ++it)
        names.insert((*it)[1]);
    return names;
}

std::set<std::string> namesIn(std::string_view params) {
    std::set<std::string> names;
    std::stringstream in{std::string(params)};
    for (std::string name; std::getline(in, name, ',');) {
        name.erase(0, name.find_first_not_of(' '));
        names.insert(name);
    }
    return names;
}

std::string asCell(const std::set<std::string>& names) {
    std::string cell;
    for (const std::string& n : names) cell += (cell.empty() ? "`" : ", `") + n + "`";
    return cell.empty() ? "—" : cell;
}

// Every row of the document's tables whose first cell is a code in backticks.
std::map<std::string, DocumentedCode> documentedCodes(std::vector<std::string>& twice) {
    std::ifstream file(MUDCHESS_REFUSAL_CODES_DOC);
    EXPECT_TRUE(file) << "cannot read " << MUDCHESS_REFUSAL_CODES_DOC;
    static const std::regex ROW(R"(^\| `([a-z0-9_]+)` \| ([^|]*) \| ([^|]*) \| (.*) \|$)");
    std::map<std::string, DocumentedCode> codes;
    int number = 0;
    for (std::string line; std::getline(file, line);) {
        ++number;
        std::smatch row;
        if (!std::regex_match(line, row, ROW)) continue;
        auto [it, added] =
            codes.emplace(row[1], DocumentedCode{row[2], namesIn(row[3]), row[4], number});
        if (!added) twice.push_back(row[1]);
    }
    return codes;
}

TEST(RefusalCodes, EveryCodeIsDocumentedWithWhereItComesFromItsParamsAndWhen) {
    std::vector<std::string> twice;
    std::map<std::string, DocumentedCode> documented = documentedCodes(twice);
    for (const RefusalCodeEntry& e : REFUSAL_CODES) {
        std::string name(e.name);
        std::string row = "| `" + name + "` | " + fromWord(e.from) + " | " +
                          asCell(namesIn(e.params)) + " | " + std::string(e.when) + " |";
        auto it = documented.find(name);
        if (it == documented.end()) {
            ADD_FAILURE() << name << " is not in docs/refusal-codes.md; its row:\n" << row;
            continue;
        }
        EXPECT_EQ(it->second.from, fromWord(e.from))
            << name << " comes from elsewhere, line " << it->second.line << "; the row:\n"
            << row;
        EXPECT_EQ(it->second.params, namesIn(e.params))
            << name << "'s params differ, line " << it->second.line << "; the row:\n"
            << row;
        EXPECT_EQ(it->second.when, e.when)
            << name << "'s \"when\" differs, line " << it->second.line << "; the row:\n"
            << row;
    }
    EXPECT_TRUE(twice.empty()) << "documented twice: " << twice.front();
}

TEST(RefusalCodes, EveryDocumentedCodeExists) {
    std::vector<std::string> twice;
    std::map<std::string, DocumentedCode> documented = documentedCodes(twice);
    EXPECT_EQ(documented.size(), std::size(REFUSAL_CODES));
    for (const auto& [name, doc] : documented)
        EXPECT_TRUE(refusalCodeNamed(name))
            << "docs/refusal-codes.md line " << doc.line << " documents " << name
            << ", which include/mudchess/refusal_codes.hpp does not have";
}

TEST(RefusalCodes, NamesAreTheProtocols) {
    // The wire names are a public protocol: a rename would break every program that reads them.
    EXPECT_EQ(refusalCodeName(RefusalCode::NOT_YOUR_TURN), "not_your_turn");
    EXPECT_EQ(refusalCodeName(RefusalCode::BAD_JSON), "bad_json");
    EXPECT_EQ(refusalCodeName(RefusalCode::UNKNOWN_ELEMENT), "unknown_element");
    EXPECT_EQ(refusalCodeNamed("too_many_clients"), RefusalCode::TOO_MANY_CLIENTS);
    EXPECT_EQ(refusalCodeNamed("not_a_code"), std::nullopt);
    for (const RefusalCodeEntry& e : REFUSAL_CODES)
        EXPECT_TRUE(
            std::regex_match(std::string(e.name), std::regex("[a-z][a-z0-9]*(_[a-z0-9]+)*")))
            << e.name;
}

} // namespace
