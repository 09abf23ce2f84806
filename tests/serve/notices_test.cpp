// Notices (src/front/serve/notices.*): in stdio mode each is one JSON line without id; as text
// (a --log file, stderr with --listen) each is a plain line; a log stream gives one per line.
#include "front/serve/notices.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace mudchess::serve;
using nlohmann::json;

namespace {

std::vector<json> linesOf(const std::string& text) {
    std::vector<json> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
    return lines;
}

} // namespace

TEST(Notices, InStdioModeEachIsAJsonLineWithoutId) {
    std::ostringstream out;
    Notices notices(out, Notices::Form::JSON_LINES);
    notices.say("mudchess serve: unrecognised option '--x'\n(mudchess serve --help lists them)\n");
    notices.say("");
    notices.stream() << "mudchess serve: poll failed (errno " << 4 << ")\n"
                     << "a client read nothing\n";
    std::vector<json> lines = linesOf(out.str());
    ASSERT_EQ(lines.size(), 3u) << out.str();
    EXPECT_EQ(lines[0], (json{{"ok", true},
                              {"messages", json::array()},
                              {"events", json::array({json{{"type", "notice"},
                                                           {"text", "unrecognised option '--x'\n"
                                                                    "(mudchess serve --help lists "
                                                                    "them)"}}})}}));
    EXPECT_EQ(lines[1]["events"][0]["text"], "poll failed (errno 4)");
    EXPECT_EQ(lines[2]["events"][0]["text"], "a client read nothing");
    EXPECT_FALSE(lines[1].contains("id"));
}

TEST(Notices, AsTextEachIsAPlainLine) {
    std::ostringstream log;
    Notices notices(log, Notices::Form::TEXT);
    notices.say("1 timed game was waiting");
    notices.stream() << "mudchess serve: a client read nothing\n";
    EXPECT_EQ(log.str(), "1 timed game was waiting\nmudchess serve: a client read nothing\n");
}
