// What `mudchess serve` tells whoever runs it, in stdio mode (issue 38, defect 7): a host may
// read stdout and stderr as one stream (FluffOS's external_start joins them), so a notice is a
// JSON line without id on stdout and stderr stays empty; with --log FILE notices go to the file
// as plain lines instead.
#include "serve_process.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using mudchess::test::ServeProcess;
using mudchess::test::TempDir;
using nlohmann::json;

namespace {

// A store holding a timed game whose clock was running when serve stopped.
void leaveATimedGameRunning(const std::string& db) {
    ServeProcess serve({"serve", "--db", db});
    auto request = [&](json r) {
        r["place"] = "hall";
        json answer = serve.request(r);
        EXPECT_EQ(answer["ok"], true) << answer.dump();
    };
    request({{"id", 1}, {"op", "start"}, {"actor", "alice"}, {"clock", "5+3"}});
    request({{"id", 2}, {"op", "join"}, {"actor", "alice"}, {"side", "white"}});
    request({{"id", 3}, {"op", "join"}, {"actor", "bob"}, {"side", "black"}});
    request({{"id", 4}, {"op", "move"}, {"actor", "alice"}, {"move", "e2e4"}});
    request({{"id", 5}, {"op", "move"}, {"actor", "bob"}, {"move", "e7e5"}});
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
}

std::string contents(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The text of a notice line, or why the line is not one.
std::string noticeText(const json& line) {
    if (!line.is_object() || line.contains("id") || line.value("ok", false) != true ||
        line.value("messages", json()) != json::array() || !line["events"].is_array() ||
        line["events"].size() != 1 || line["events"][0].value("type", "") != "notice")
        return "(not a notice: " + line.dump() + ")";
    return line["events"][0].value("text", "(no text)");
}

} // namespace

TEST(ServeNotices, AStartUpNoticeIsAJsonLineOnStdoutAndStderrStaysEmpty) {
    TempDir dir;
    leaveATimedGameRunning(dir.file("games.db"));
    ServeProcess serve({"serve", "--db", dir.file("games.db")});
    std::string notice = noticeText(serve.answer());
    EXPECT_NE(notice.find("1 timed game was waiting"), std::string::npos) << notice;
    EXPECT_EQ(notice.find("mudchess serve:"), std::string::npos) << notice;
    EXPECT_EQ(serve.request({{"id", 9}, {"op", "ping"}})["id"], 9);
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_EQ(serve.stderrText(), "");
}

TEST(ServeNotices, WithLogNoticesGoToTheFileAndTheStreamHasOnlyAnswers) {
    TempDir dir;
    leaveATimedGameRunning(dir.file("games.db"));
    ServeProcess serve({"serve", "--db", dir.file("games.db"), "--log", dir.file("serve.log")});
    json pong = serve.request({{"id", 9}, {"op", "ping"}});
    EXPECT_EQ(pong["id"], 9) << "the first line is the answer: " << pong.dump();
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_EQ(serve.stderrText(), "");
    EXPECT_NE(contents(dir.file("serve.log")).find("1 timed game was waiting"), std::string::npos)
        << contents(dir.file("serve.log"));
}

TEST(ServeNotices, WhyItCannotStartIsANoticeToo) {
    TempDir dir;
    for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
             {"serve", "--frobnicate"},
             {"serve", "--db", dir.file("no-such-folder/games.db")},
             {"serve", "--token", "s3cret"},
             {"serve", "--log", dir.file("no-such-folder/serve.log")}}) {
        ServeProcess serve(args);
        std::string notice = noticeText(serve.answer());
        EXPECT_EQ(notice.find("(not a notice"), std::string::npos) << notice;
        EXPECT_NE(serve.wait(), 0) << notice;
        EXPECT_EQ(serve.stderrText(), "") << args[1];
        EXPECT_FALSE(serve.readLine(0.2).has_value()) << "one notice, nothing after it";
    }
}
