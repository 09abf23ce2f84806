// `mudchess serve` reading lines as a client sends them (issue 38): a NUL byte refuses the whole
// line, ids come back exactly as sent or are refused saying what ids are, a key given twice is
// refused and named, and every line-level error carries "params" as every other error does.
#include "serve_process.hpp"

#include <gtest/gtest.h>

#include <string>

using mudchess::test::hasSanitizerReport;
using mudchess::test::ServeProcess;
using nlohmann::json;
using namespace std::string_literals;

namespace {

void finish(ServeProcess& serve) {
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_FALSE(hasSanitizerReport(serve.stderrText())) << serve.stderrText();
}

// The next answer's raw line, after sending `line` and its newline.
std::string rawAnswer(ServeProcess& serve, const std::string& line) {
    EXPECT_TRUE(serve.write(line + "\n"));
    return serve.readLine().value_or("(no answer)");
}

} // namespace

TEST(ServeReader, ANulByteRefusesTheWholeLineAndNothingOfItRuns) {
    ServeProcess serve({"serve"});
    json refused = json::parse(rawAnswer(
        serve, "{\"id\":33,\"op\":\"ping\"}\0{\"id\":34,\"op\":\"start\",\"actor\":\"alice\","
               "\"place\":\"hall\"}"s));
    EXPECT_EQ(refused["ok"], false);
    EXPECT_EQ(refused["error"]["code"], "bad_json") << refused.dump();
    EXPECT_NE(refused["error"]["text"].get<std::string>().find("NUL byte"), std::string::npos);
    EXPECT_FALSE(refused.contains("id")) << refused.dump();
    // The next line is the next answer: nothing was left over from the refused one, and the
    // start after the NUL did not run.
    json look = serve.request({{"id", 2}, {"op", "look"}, {"actor", "alice"}, {"place", "hall"}});
    EXPECT_EQ(look["id"], 2);
    EXPECT_EQ(look["ok"], false) << "no board was started: " << look.dump();
    finish(serve);
}

TEST(ServeReader, IdsComeBackExactlyAsSent) {
    ServeProcess serve({"serve"});
    for (std::string id :
         {"18446744073709551615", "-9223372036854775808", "0", "\"m-1\"", "\"\\u00e9t\\u00e9\""}) {
        std::string line = rawAnswer(serve, "{\"id\":" + id + ",\"op\":\"ping\"}");
        json sent = json::parse(id);
        json back = json::parse(line);
        EXPECT_EQ(back["id"], sent) << line;
        if (sent.is_number()) {
            EXPECT_EQ(line.rfind("{\"id\":" + id + ",", 0), 0u) << line;
        }
    }
    finish(serve);
}

TEST(ServeReader, AnIdTheAnswerCouldNotCarryBackIsRefusedSayingWhatIdsAre) {
    ServeProcess serve({"serve"});
    for (std::string id : {"123456789012345678901234567890", "1e400", "1.5", "null"}) {
        std::string line = rawAnswer(serve, "{\"id\":" + id + ",\"op\":\"ping\"}");
        json back = json::parse(line);
        EXPECT_EQ(back["ok"], false) << line;
        EXPECT_EQ(back["error"]["code"], "bad_id") << line;
        EXPECT_EQ(back["error"]["params"], (json{{"field", "id"}})) << line;
        EXPECT_FALSE(back.contains("id")) << line;
        std::string text = back["error"]["text"];
        EXPECT_NE(text.find("a whole number from"), std::string::npos) << text;
        EXPECT_NE(text.find(id + " is not one"), std::string::npos) << text;
    }
    EXPECT_EQ(serve.request({{"id", 7}, {"op", "ping"}})["id"], 7);
    finish(serve);
}

TEST(ServeReader, AKeyGivenTwiceIsRefusedAndNamed) {
    ServeProcess serve({"serve"});
    json twice = json::parse(
        rawAnswer(serve, R"({"id":4,"op":"ping","op":"start","actor":"alice","place":"hall"})"));
    EXPECT_EQ(twice["ok"], false);
    EXPECT_EQ(twice["id"], 4);
    EXPECT_EQ(twice["error"]["code"], "duplicate_key") << twice.dump();
    EXPECT_EQ(twice["error"]["params"], (json{{"field", "op"}}));
    EXPECT_NE(twice["error"]["text"].get<std::string>().find("\"op\" is given twice"),
              std::string::npos);
    json look = serve.request({{"id", 5}, {"op", "look"}, {"actor", "alice"}, {"place", "hall"}});
    EXPECT_EQ(look["ok"], false) << "neither op ran: " << look.dump();
    finish(serve);
}

TEST(ServeReader, EveryLineErrorCarriesParams) {
    ServeProcess serve({"serve"});
    for (std::string line : {"nope"s, ""s, "[1]"s, "\xFF{}"s, R"({"op":"dance"})"s, "{\"a\":1}\0"s,
                             std::string(70000, 'x')}) {
        json back = json::parse(rawAnswer(serve, line));
        EXPECT_EQ(back["ok"], false) << back.dump();
        ASSERT_TRUE(back["error"].contains("params")) << back.dump();
        EXPECT_TRUE(back["error"]["params"].is_object()) << back.dump();
    }
    finish(serve);
}
