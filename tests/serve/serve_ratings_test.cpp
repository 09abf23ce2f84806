// Ratings, statistics and the leaderboard as data through the real binary (issue 41): the ops
// ratings, stats and top answer with the tables as events, to the client that asked alone.
#include "serve_process.hpp"

#include <gtest/gtest.h>

#include <csignal>
#include <string>
#include <vector>

using mudchess::test::Client;
using mudchess::test::hasSanitizerReport;
using mudchess::test::ServeProcess;
using nlohmann::json;

namespace {

json op(int id, const std::string& name, const std::string& actor, json fields = json::object()) {
    json r = {{"id", id}, {"op", name}, {"actor", actor}, {"place", "hall"}};
    r.update(fields);
    return r;
}

// The one event of `type` in the answer.
json onlyEvent(const json& answer, const std::string& type) {
    EXPECT_EQ(answer.value("ok", false), true) << answer.dump();
    std::vector<json> found;
    for (const json& e : answer.at("events"))
        if (e.at("type") == type) found.push_back(e);
    EXPECT_EQ(found.size(), 1u) << answer.dump();
    return found.empty() ? json::object() : found[0];
}

TEST(ServeRatings, RatingsStatsAndTopComeAsTablesToTheAskerAlone) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client host(port), other(port);
    // The other client serves bob and the hall: it hears the game, but not what alice asks.
    ASSERT_TRUE(
        other.request({{"id", 0}, {"op", "serves"}, {"users", {"bob"}}, {"places", {"hall"}}})
            .at("ok"));
    int id = 0;
    auto play = [&](const json& request) {
        json a = host.request(request);
        EXPECT_EQ(a.at("ok"), true) << request.dump() << " -> " << a.dump();
        other.answer(); // what the hall heard of it
        return a;
    };
    play(op(++id, "start", "alice", {{"object", "board"}, {"clock", "5+3"}, {"rated", true}}));
    play(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    play(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    bool white = true;
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
        play(op(++id, "move", white ? "alice" : "bob", {{"move", m}}));
        white = !white;
    }
    json ended = play(op(++id, "resign", "bob"));
    ASSERT_EQ(ended.at("events").back().at("type"), "rating_changed") << ended.dump();

    json ratings =
        onlyEvent(host.request(op(++id, "ratings", "alice", {{"player", "bob"}})), "ratings");
    EXPECT_FALSE(ratings.contains("place")) << "it is about a player, wherever they play";
    EXPECT_EQ(ratings.at("player"), "bob");
    EXPECT_EQ(ratings.at("player_id"), "bob");
    ASSERT_EQ(ratings.at("ratings").size(), 1u) << ratings.dump();
    const json& blitz = ratings["ratings"][0];
    EXPECT_EQ(blitz.at("variant"), "chess");
    EXPECT_EQ(blitz.at("speed"), "blitz");
    EXPECT_LT(blitz.at("rating").get<int>(), 1500);
    EXPECT_GT(blitz.at("deviation").get<int>(), 110);
    EXPECT_EQ(blitz.at("games"), 1);
    EXPECT_EQ(blitz.at("provisional"), true);

    json stats = onlyEvent(host.request(op(++id, "stats", "alice")), "stats");
    EXPECT_EQ(stats.at("player"), "alice");
    EXPECT_EQ(stats.at("wins"), 1);
    EXPECT_EQ(stats.at("losses"), 0);
    EXPECT_EQ(stats.at("draws"), 0);
    EXPECT_EQ(stats.at("records"),
              json::parse(R"([{"variant":"chess","side":"white","wins":1,"losses":0,"draws":0}])"));
    EXPECT_EQ(stats.at("longest_winning_streak"), 1);
    EXPECT_EQ(stats.at("openings"),
              json::parse(R"([{"eco":"A05","name":"Reti opening","games":1}])"));

    // Both players are provisional after one game: nobody is on the leaderboard yet.
    json top = onlyEvent(host.request(op(++id, "top", "alice", {{"speed", "blitz"}})), "top");
    EXPECT_TRUE(top.at("place").is_null()) << "the leaderboard of everyone";
    EXPECT_EQ(top.at("variant"), "chess");
    EXPECT_EQ(top.at("speed"), "blitz");
    EXPECT_EQ(top.at("speeds"), json::array());
    EXPECT_TRUE(onlyEvent(host.request(op(++id, "top", "alice")), "top").at("speed").is_null());
    // The hall's own leaderboard: Alice and Bob played there, but are provisional yet.
    json here = onlyEvent(host.request(op(++id, "top", "alice", {{"here", true}})), "top");
    EXPECT_EQ(here.at("place"), "hall");
    EXPECT_EQ(here.at("speeds"), json::array());

    // The other client heard none of those answers: its next line answers its own ping.
    json pong = other.request({{"id", "ping"}, {"op", "ping"}});
    EXPECT_EQ(pong.value("id", ""), "ping") << pong.dump();
    serve.signal(SIGTERM);
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_FALSE(hasSanitizerReport(serve.stderrText())) << serve.stderrText();
}

} // namespace
