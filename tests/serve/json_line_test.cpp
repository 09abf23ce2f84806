// The protocol's strict JSON reader (src/front/serve/json_line.*): what JSON allows but a request
// may not hold (a NUL byte, a key given twice, an id the answer could not carry back exactly),
// each refused with its code and a sentence that says what was wrong; and what it lets through.
#include "front/serve/json_line.hpp"
#include "front/serve/request.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mudchess;
using namespace mudchess::serve;
using nlohmann::json;

namespace {

JsonLineFault faultOf(std::string_view line) {
    auto read = readJsonLine(line);
    if (auto* fault = std::get_if<JsonLineFault>(&read)) return *fault;
    ADD_FAILURE() << "read as JSON: " << line;
    return {};
}

json valueOf(std::string_view line) {
    auto read = readJsonLine(line);
    if (auto* value = std::get_if<json>(&read)) return *value;
    ADD_FAILURE() << line << ": " << std::get<JsonLineFault>(read).text;
    return nullptr;
}

} // namespace

TEST(JsonLine, ANulByteRefusesTheWholeLine) {
    using namespace std::string_literals;
    JsonLineFault nul = faultOf("{\"id\":33,\"op\":\"ping\"}\0{\"id\":34,\"op\":\"ping\"}"s);
    EXPECT_EQ(nul.code, RefusalCode::BAD_JSON);
    EXPECT_NE(nul.text.find("NUL byte (byte 22)"), std::string::npos) << nul.text;
    EXPECT_EQ(faultOf("\0{\"op\":\"ping\"}"s).code, RefusalCode::BAD_JSON);
    EXPECT_EQ(faultOf("{\"text\":\"a\0b\"}"s).code, RefusalCode::BAD_JSON);
    // Written as JSON writes it, a NUL inside a string is just a character.
    EXPECT_EQ(valueOf(R"({"text":"a\u0000b"})")["text"], "a"s + '\0' + "b");
}

TEST(JsonLine, AKeyGivenTwiceIsRefusedAndNamed) {
    JsonLineFault twice = faultOf(R"({"id":5,"op":"ping","op":"move"})");
    EXPECT_EQ(twice.code, RefusalCode::DUPLICATE_KEY);
    EXPECT_EQ(twice.field, "op");
    EXPECT_NE(twice.text.find("\"op\" is given twice"), std::string::npos) << twice.text;
    EXPECT_EQ(twice.id, 5) << "the id came first, so the answer can carry it";
    EXPECT_TRUE(faultOf(R"({"id":5,"id":6})").id.is_null()) << "which id? neither";
    EXPECT_EQ(faultOf(R"({"x":{"a":1,"a":2}})").code, RefusalCode::DUPLICATE_KEY);
    EXPECT_EQ(valueOf(R"({"a":{"b":1},"b":{"a":2},"c":[{"a":1},{"a":2}]})")["c"][1]["a"], 2);
}

TEST(JsonLine, AnIdComesBackExactlyOrIsRefusedSayingWhatIdsAre) {
    EXPECT_EQ(valueOf(R"({"id":18446744073709551615})")["id"].dump(), "18446744073709551615");
    EXPECT_EQ(valueOf(R"({"id":-9223372036854775808})")["id"].dump(), "-9223372036854775808");
    EXPECT_EQ(valueOf(R"({"id":"m-1"})")["id"], "m-1");
    for (std::string id : std::vector<std::string>{
             "123456789012345678901234567890", "1e400", "1.5", "1e2", "null", "true", "{\"n\":1}",
             "[1]", "\"" + std::string(MAX_ID_BYTES + 1, 'x') + "\""}) {
        JsonLineFault bad = faultOf("{\"op\":\"ping\",\"id\":" + id + "}");
        EXPECT_EQ(bad.code, RefusalCode::BAD_ID) << id << ": " << bad.text;
        EXPECT_EQ(bad.field, "id");
        EXPECT_NE(bad.text.find("whole number from -9223372036854775808 to 18446744073709551615"),
                  std::string::npos)
            << bad.text;
        EXPECT_TRUE(bad.id.is_null());
    }
    EXPECT_NE(faultOf(R"({"id":1e400})").text.find("1e400 is not one"), std::string::npos);
    EXPECT_NE(faultOf(R"({"id":123456789012345678901234567890})")
                  .text.find("123456789012345678901234567890 is not one"),
              std::string::npos);
    // Only the request's own id: elsewhere numbers are the fields' business.
    EXPECT_EQ(valueOf(R"({"level":1.5,"x":{"id":2.5}})")["x"]["id"], 2.5);
}

TEST(JsonLine, NotJsonSaysWhereReadingStoppedAndWhy) {
    JsonLineFault big = faultOf(R"({"op":"ping","level":1e400})");
    EXPECT_EQ(big.code, RefusalCode::BAD_JSON);
    EXPECT_NE(big.text.find("number overflow parsing '1e400'"), std::string::npos) << big.text;
    JsonLineFault cut = faultOf(R"({"id": 3, "actor": "alice")");
    EXPECT_EQ(cut.code, RefusalCode::BAD_JSON);
    EXPECT_NE(cut.text.find("at byte 27"), std::string::npos) << cut.text;
    EXPECT_TRUE(cut.id.is_null());
    EXPECT_EQ(faultOf(R"({"a":1} {"b":2})").code, RefusalCode::BAD_JSON);
}

TEST(JsonLine, RequestsCarryTheirIdIntoEveryLineError) {
    auto error = [](std::string_view line) { return std::get<ProtocolError>(parseRequest(line)); };
    ProtocolError twice = error(R"({"id":"x","op":"ping","op":"move"})");
    EXPECT_EQ(twice.code, RefusalCode::DUPLICATE_KEY);
    EXPECT_EQ(twice.id, "x");
    EXPECT_EQ(twice.field, "op");
    ProtocolError huge = error(R"({"id":123456789012345678901234567890,"op":"ping"})");
    EXPECT_EQ(huge.code, RefusalCode::BAD_ID);
    EXPECT_TRUE(huge.id.is_null());
}
