// The host ops of `mudchess serve` (src/command/command_table.hpp, HOST_OPS) through the real
// binary: boards as data (board_state, boards), colour in rooms (set_place) and where players
// are (presence).
#include "serve_process.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <string>
#include <vector>

using mudchess::test::Client;
using mudchess::test::hasSanitizerReport;
using mudchess::test::ServeProcess;
using nlohmann::json;

namespace {

void finish(ServeProcess& serve) {
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
    std::string err = serve.stderrText();
    EXPECT_FALSE(hasSanitizerReport(err)) << err;
}

json op(int id, const std::string& name, json fields, const std::string& place = "hall") {
    json r = {{"id", id}, {"op", name}, {"place", place}};
    r.update(fields);
    return r;
}

json move(int id, const std::string& actor, const std::string& object, const std::string& uci) {
    return op(id, "move", {{"actor", actor}, {"object", object}, {"move", uci}});
}

// The request must be carried out.
json done(ServeProcess& serve, const json& request) {
    json answer = serve.request(request);
    EXPECT_EQ(answer.at("ok"), true) << request.dump() << " -> " << answer.dump();
    return answer;
}

// The one board_state event of an answer.
json boardState(const json& answer) {
    EXPECT_EQ(answer.at("ok"), true) << answer.dump();
    const json& events = answer.at("events");
    EXPECT_EQ(events.size(), 1u) << answer.dump();
    if (events.size() != 1) return json::object();
    EXPECT_EQ(events[0].at("type"), "board_state");
    return events[0];
}

json uciOf(const json& moves) {
    json out = json::array();
    for (const json& m : moves) out.push_back(m.at("uci"));
    return out;
}

std::string errorCode(const json& answer) {
    if (!answer.contains("error")) return "(no error in " + answer.dump() + ")";
    return answer["error"]["code"];
}

} // namespace

TEST(ServeHostOps, BoardStateGivesTheBoardAsDataWithIdsClocksAndMoves) {
    ServeProcess serve({"serve"});
    int id = 0;
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}, {"clock", "5+3"}}));
    done(serve, op(++id, "join", {{"actor", "alice"}, {"object", "board"}, {"side", "white"}}));
    done(serve, op(++id, "join",
                   {{"actor", "bob"}, {"actor_id", "#7"}, {"object", "board"}, {"side", "black"}}));
    done(serve, move(++id, "alice", "board", "e2e4"));
    json byBob = move(++id, "bob", "board", "e7e5");
    byBob["actor_id"] = "#7"; // the seat is the id's
    done(serve, byBob);

    json state = boardState(serve.request(op(++id, "board_state", {{"object", "board"}})));
    EXPECT_EQ(state.at("place"), "hall");
    EXPECT_EQ(state.at("object"), "board");
    EXPECT_EQ(state.at("game"), 1);
    EXPECT_EQ(state.at("board").at("fen"),
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(state.at("board").at("to_move"), "white");
    EXPECT_EQ(state.at("white"), (json{{"id", "alice"}, {"name", "alice"}}));
    EXPECT_EQ(state.at("black"), (json{{"id", "#7"}, {"name", "bob"}}));
    EXPECT_EQ(uciOf(state.at("moves")), (json{"e2e4", "e7e5"}));
    EXPECT_EQ(state.at("moves")[1].at("san"), "e5");
    EXPECT_EQ(state.at("legal_moves").size(), 29u) << "White's moves after 1. e4 e5";
    EXPECT_NE(std::find(state.at("legal_moves").begin(), state.at("legal_moves").end(),
                        json{{"san", "Nf3"}, {"uci", "g1f3"}}),
              state.at("legal_moves").end());
    EXPECT_TRUE(state.at("termination").is_null());
    EXPECT_TRUE(state.at("draw_offer").is_null());
    // Both sides have moved: White's clock runs, and reads now what it has left.
    const json& clock = state.at("clock_now");
    EXPECT_EQ(clock.at("running"), "white");
    EXPECT_GT(clock.at("white_ms").get<long>(), 0);
    EXPECT_LE(clock.at("white_ms").get<long>(), 300000);
    EXPECT_EQ(state.at("board").at("clock").at("control"), "5+3");

    // The seat follows the id: a new name shows, and a draw offer stands.
    done(serve, {{"id", ++id}, {"op", "rename"}, {"actor_id", "#7"}, {"name", "robert"}});
    done(serve, op(++id, "offer_draw", {{"actor", "alice"}, {"object", "board"}}));
    state = boardState(serve.request(op(++id, "board_state", {{"object", "board"}})));
    EXPECT_EQ(state.at("black"), (json{{"id", "#7"}, {"name", "robert"}}));
    EXPECT_EQ(state.at("board").at("black"), "robert");
    EXPECT_EQ(state.at("draw_offer"), "white");
    finish(serve);
}

TEST(ServeHostOps, AFinishedGameHasItsEndAndNoLegalMovesAndBoardsListsEveryBoard) {
    ServeProcess serve({"serve"});
    int id = 0;
    for (std::string board : {"board 2", "board"}) {
        done(serve, op(++id, "start", {{"actor", "alice"}, {"object", board}}));
        done(serve, op(++id, "join", {{"actor", "alice"}, {"object", board}, {"side", "white"}}));
        done(serve, op(++id, "join", {{"actor", "bob"}, {"object", board}, {"side", "black"}}));
    }
    const char* mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    for (int i = 0; i < 4; ++i)
        done(serve, move(++id, i % 2 ? "bob" : "alice", "board 2", mate[i]));
    done(serve,
         op(++id, "play_computer", {{"actor", "carol"}, {"object", "board 3"}, {"level", 2}}));

    json over = boardState(serve.request(op(++id, "board_state", {{"object", "board 2"}})));
    EXPECT_EQ(over.at("termination"), "checkmate");
    EXPECT_EQ(over.at("board").at("result"), "0-1");
    EXPECT_TRUE(over.at("legal_moves").empty());
    EXPECT_EQ(over.at("moves").size(), 4u);
    EXPECT_FALSE(over.contains("clock_now")) << "an untimed game has no clocks";

    json all = serve.request(op(++id, "boards", json::object()));
    ASSERT_EQ(all.at("events").size(), 3u) << all.dump();
    EXPECT_EQ(all["events"][0].at("object"), "board");
    EXPECT_EQ(all["events"][1].at("object"), "board 2");
    EXPECT_EQ(all["events"][2].at("object"), "board 3");
    EXPECT_EQ(all["events"][0].at("black"), (json{{"id", "bob"}, {"name", "bob"}}));
    EXPECT_EQ(all["events"][2].at("white").at("id"), "carol");
    EXPECT_EQ(all["events"][2].at("black"),
              (json{{"id", "computer"}, {"name", "computer"}, {"computer_level", 2}}));
    EXPECT_TRUE(all.at("messages").empty());
    EXPECT_TRUE(
        serve.request(op(++id, "boards", json::object(), "empty room")).at("events").empty());
    finish(serve);
}

TEST(ServeHostOps, ABoardThatCannotBeFoundIsRefusedAsACommandWouldBe) {
    ServeProcess serve({"serve", "--places", "hall,cellar"});
    int id = 0;
    EXPECT_EQ(errorCode(serve.request(op(++id, "board_state", json::object()))), "no_games_here");
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}}));
    json only = boardState(serve.request(op(++id, "board_state", json::object())));
    EXPECT_EQ(only.at("object"), "board") << "without object: the place's only board";
    EXPECT_TRUE(only.at("white").is_null()) << "a free seat";
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "table"}}));
    EXPECT_EQ(errorCode(serve.request(op(++id, "board_state", json::object()))), "which_object");
    json missing = serve.request(op(++id, "board_state", {{"object", "chair"}}));
    EXPECT_EQ(errorCode(missing), "no_such_object");
    EXPECT_EQ(missing.at("error").at("params").at("object"), "chair");
    EXPECT_EQ(missing.at("events")[0].at("type"), "refusal");
    EXPECT_EQ(errorCode(serve.request(op(++id, "board_state", {{"object", "board; drop"}}))),
              "bad_object");
    EXPECT_EQ(errorCode(serve.request(op(++id, "board_state", json::object(), "attic"))),
              "unknown_place");
    EXPECT_EQ(errorCode(serve.request({{"id", ++id}, {"op", "board_state"}})), "missing_field");
    finish(serve);
}

// Asking changes nothing and tells nobody else: another TCP client serving the place hears
// nothing of it.
TEST(ServeHostOps, OnlyTheClientThatAskedHearsTheBoard) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    Client asker(port), other(port);
    EXPECT_EQ(other.request({{"id", 1}, {"op", "serves"}, {"all_places", true}}).at("ok"), true);
    json started = asker.request(op(1, "start", {{"actor", "alice"}, {"object", "board"}}, "hall"));
    EXPECT_EQ(started.at("ok"), true);
    EXPECT_EQ(other.answer().at("events")[0].at("type"), "game_started");
    json state = asker.request(op(2, "board_state", {{"object", "board"}}));
    EXPECT_EQ(state.at("events")[0].at("type"), "board_state");
    // Had the board gone to `other` too, it would come before the answer to this ping.
    EXPECT_EQ(other.request({{"id", 2}, {"op", "ping"}}).at("id"), 2);
    serve.signal(SIGTERM);
    EXPECT_EQ(serve.wait(), 0);
}

namespace {

// The place's drawn board in an answer (the message to the place holding the board's frame).
std::string placeBoard(const json& answer, const std::string& place) {
    for (const json& m : answer.at("messages"))
        if (m.at("to").value("place", "") == place &&
            m.at("text").get<std::string>().find("+---+") != std::string::npos)
            return m.at("text");
    ADD_FAILURE() << "no board told to " << place << " in " << answer.dump();
    return {};
}

bool coloured(const std::string& text) { return text.find("\x1b[") != std::string::npos; }

} // namespace

TEST(ServeHostOps, APlacesColoursColourTheBoardsToldToItAndNoOther) {
    ServeProcess serve({"serve"});
    int id = 0;
    for (std::string place : {"hall", "cellar"}) {
        done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}}, place));
        done(serve, op(++id, "join", {{"actor", "alice"}, {"side", "white"}}, place));
        done(serve, op(++id, "join", {{"actor", "bob"}, {"side", "black"}}, place));
    }
    json set =
        done(serve, op(++id, "set_place", {{"encoding", "ansi"}, {"colour_scheme", "classic"}}));
    EXPECT_TRUE(set.at("messages").empty());

    EXPECT_TRUE(coloured(placeBoard(done(serve, move(++id, "alice", "board", "e2e4")), "hall")));
    json inCellar =
        op(++id, "move", {{"actor", "alice"}, {"object", "board"}, {"move", "e2e4"}}, "cellar");
    EXPECT_FALSE(coloured(placeBoard(done(serve, inCellar), "cellar")))
        << "another room keeps the server's plain boards";
    // The players' own boards follow their own clients, not the room's.
    json look = done(serve, op(++id, "look", {{"actor", "bob"}, {"object", "board"}}));
    EXPECT_FALSE(coloured(look.at("messages")[0].at("text")));

    // Without the room's scheme, the mover's own ("none": nothing to colour) is used again.
    done(serve, op(++id, "set_place", {{"colour_scheme", ""}}));
    EXPECT_FALSE(coloured(placeBoard(done(serve, move(++id, "bob", "board", "e7e5")), "hall")));

    json refused = serve.request(op(++id, "set_place", {{"colour_scheme", "sparkly"}}));
    EXPECT_EQ(errorCode(refused), "unknown_scheme");
    EXPECT_EQ(refused.at("error").at("params").at("scheme"), "sparkly");
    EXPECT_EQ(errorCode(serve.request(op(++id, "set_place", json::object()))), "missing_field");
    EXPECT_EQ(errorCode(serve.request(op(++id, "set_place", {{"encoding", "smoke signals"}}))),
              "bad_field");
    finish(serve);
}

namespace {

std::vector<std::string> textsTo(const json& answer, const std::string& key,
                                 const std::string& who) {
    std::vector<std::string> out;
    for (const json& m : answer.at("messages"))
        if (m.at("to").value(key, "") == who) out.push_back(m.at("text"));
    return out;
}

json presence(int id, const std::string& actor, const std::string& state) {
    return op(id, "presence", {{"actor", actor}, {"state", state}});
}

} // namespace

TEST(ServeHostOps, PresenceKeepsSeatsTellsTheRoomAndTellsTheReturningPlayerWhatHappened) {
    ServeProcess serve({"serve", "--places", "hall"});
    int id = 0;
    for (std::string board : {"board", "clock board"}) {
        json start = {{"actor", "alice"}, {"object", board}};
        if (board == "clock board") start["clock"] = "5+3";
        done(serve, op(++id, "start", start));
        done(serve, op(++id, "join", {{"actor", "alice"}, {"object", board}, {"side", "white"}}));
        done(serve, op(++id, "join", {{"actor", "bob"}, {"object", board}, {"side", "black"}}));
    }

    json left = done(serve, presence(++id, "bob", "left"));
    ASSERT_EQ(left.at("events").size(), 1u);
    EXPECT_EQ(left["events"][0], (json{{"type", "presence"},
                                       {"place", "hall"},
                                       {"player", "bob"},
                                       {"state", "left"},
                                       {"objects", {"board", "clock board"}}}));
    std::vector<std::string> told = textsTo(left, "place", "hall");
    ASSERT_EQ(told.size(), 1u);
    EXPECT_NE(told[0].find("bob has left."), std::string::npos) << told[0];
    EXPECT_NE(told[0].find("keeps their seat on board; once alice has moved, bob has 10 minutes "
                           "to answer before alice may claim the game"),
              std::string::npos)
        << told[0];
    EXPECT_NE(told[0].find("keeps their seat on clock board, and their clock runs as usual"),
              std::string::npos)
        << told[0];

    // The game goes on without him: alice moves, and his wait runs as anyone's (not yet over).
    done(serve, move(++id, "alice", "board", "e2e4"));
    EXPECT_EQ(errorCode(serve.request(
                  op(++id, "say", {{"actor", "alice"}, {"text", "claim win on board"}}))),
              "too_early");

    // Coming back, he is told what happened, privately; the room hears that he is back.
    json back = done(serve, presence(++id, "bob", "back"));
    EXPECT_EQ(back["events"][0].at("state"), "back");
    EXPECT_EQ(textsTo(back, "place", "hall"), std::vector<std::string>{"bob is back."});
    std::vector<std::string> forBob = textsTo(back, "user", "bob");
    ASSERT_EQ(forBob.size(), 2u) << back.dump();
    EXPECT_EQ(forBob[0], "While you were away, 1 move was played on board: e4. It is your move "
                         "(Black).");
    EXPECT_EQ(forBob[1], "Nothing was played on clock board while you were away.");
    // His seats are his: he plays on.
    done(serve, move(++id, "bob", "board", "e7e5"));
    // Issue 54, D8: a player's own move while the host counted them away (a line queued before
    // the link died) is no news to them: only the opponent's moves are listed.
    done(serve, presence(++id, "alice", "left"));
    done(serve, move(++id, "alice", "board", "d2d4"));
    done(serve, move(++id, "bob", "board", "d7d5"));
    std::vector<std::string> forAliceBack =
        textsTo(done(serve, presence(++id, "alice", "back")), "user", "alice");
    ASSERT_FALSE(forAliceBack.empty());
    EXPECT_EQ(forAliceBack[0], "While you were away, 1 move was played on board: d5. It is your "
                               "move (White).");
    // Back again without having gone: nothing to tell.
    json again = done(serve, presence(++id, "bob", "back"));
    EXPECT_TRUE(again.at("messages").empty());
    EXPECT_TRUE(again["events"][0].at("objects").empty());

    // A game that ends while a player is link-dead is told to them when they come back.
    json dead = done(serve, presence(++id, "alice", "linkdead"));
    EXPECT_NE(textsTo(dead, "place", "hall")[0].find("alice has lost their connection."),
              std::string::npos);
    done(serve, op(++id, "resign", {{"actor", "bob"}, {"object", "clock board"}}));
    json returned = done(serve, presence(++id, "alice", "back"));
    std::vector<std::string> forAlice = textsTo(returned, "user", "alice");
    ASSERT_EQ(forAlice.size(), 2u) << returned.dump();
    EXPECT_NE(forAlice[1].find("The game is over"), std::string::npos) << forAlice[1];

    EXPECT_EQ(errorCode(serve.request(presence(++id, "bob", "away"))), "bad_field");
    EXPECT_EQ(errorCode(serve.request(
                  op(++id, "presence", {{"actor", "bob"}, {"state", "left"}}, "attic"))),
              "unknown_place");
    EXPECT_EQ(errorCode(serve.request(op(++id, "presence", {{"actor", "bob"}}))), "missing_field");
    finish(serve);
}

// Presence is news of the place: another TCP client serving it hears it, as a line without id.
TEST(ServeHostOps, AnotherClientServingThePlaceHearsWhoWent) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    Client mud(port), other(port);
    EXPECT_EQ(other.request({{"id", 1}, {"op", "serves"}, {"places", {"hall"}}}).at("ok"), true);
    int id = 0;
    for (json fields : {json{{"actor", "alice"}, {"op", "start"}},
                        json{{"actor", "alice"}, {"op", "join"}, {"side", "white"}},
                        json{{"actor", "bob"}, {"op", "join"}, {"side", "black"}}}) {
        std::string name = fields["op"];
        fields.erase("op");
        EXPECT_EQ(mud.request(op(++id, name, fields)).at("ok"), true);
        EXPECT_FALSE(other.answer().contains("id")) << "news of the place";
    }
    EXPECT_EQ(mud.request(presence(++id, "bob", "linkdead")).at("ok"), true);
    json heard = other.answer();
    EXPECT_FALSE(heard.contains("id"));
    ASSERT_EQ(heard.at("events").size(), 1u) << heard.dump();
    EXPECT_EQ(heard["events"][0].at("type"), "presence");
    EXPECT_EQ(heard["events"][0].at("state"), "linkdead");
    EXPECT_EQ(heard.at("actor"), "bob");
    serve.signal(SIGTERM);
    EXPECT_EQ(serve.wait(), 0);
}

TEST(ServeHostOps, BoardStateGivesAnEarlierGameAsItEnded) {
    ServeProcess serve({"serve"});
    int id = 0;
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}}));
    done(serve, op(++id, "join", {{"actor", "alice"}, {"side", "white"}}));
    done(serve, op(++id, "join", {{"actor", "bob"}, {"side", "black"}}));
    const char* mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    for (int i = 0; i < 4; ++i) done(serve, move(++id, i % 2 ? "bob" : "alice", "board", mate[i]));
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}}));
    done(serve, move(++id, "alice", "board", "d2d4"));

    json first = boardState(serve.request(op(++id, "board_state", {{"game", 1}})));
    EXPECT_EQ(first.at("game"), 1);
    EXPECT_EQ(uciOf(first.at("moves")), (json{"f2f3", "e7e5", "g2g4", "d8h4"}));
    EXPECT_EQ(first.at("termination"), "checkmate");
    EXPECT_TRUE(first.at("legal_moves").empty());
    json now = boardState(serve.request(op(++id, "board_state", {{"game", 2}})));
    EXPECT_EQ(uciOf(now.at("moves")), (json{"d2d4"}));
    EXPECT_EQ(boardState(serve.request(op(++id, "board_state", json::object()))), now);

    json missing = serve.request(op(++id, "board_state", {{"game", 9}}));
    EXPECT_EQ(errorCode(missing), "no_such_game");
    EXPECT_EQ(missing.at("error").at("params").at("game"), "9");
    EXPECT_EQ(errorCode(serve.request(op(++id, "board_state", {{"game", "first"}}))), "bad_field");
    finish(serve);
}

// Issue 54, D4: game_pgn names the game by "game"; the request's own "id" is only echoed back.
TEST(ServeHostOps, GamePgnReadsTheGameFromItsOwnFieldNotTheRequestId) {
    ServeProcess serve({"serve"});
    int id = 0;
    done(serve, op(++id, "start", {{"actor", "alice"}, {"object", "board"}}));
    done(serve, op(++id, "join", {{"actor", "alice"}, {"object", "board"}, {"side", "white"}}));
    done(serve, op(++id, "join", {{"actor", "bob"}, {"object", "board"}, {"side", "black"}}));
    for (const char* uci : {"f2f3", "e7e5", "g2g4", "d8h4"})
        done(serve, move(++id, std::string(uci[1] == '2' ? "alice" : "bob"), "board", uci));

    json answer = serve.request(op(500, "game_pgn", {{"actor", "alice"}, {"game", 1}}));
    ASSERT_EQ(answer.at("ok"), true) << answer.dump();
    EXPECT_EQ(answer.at("id"), 500);
    ASSERT_EQ(answer.at("events").size(), 1u) << answer.dump();
    EXPECT_EQ(answer["events"][0].at("type"), "kept_game");
    EXPECT_NE(answer["events"][0].at("pgn").get<std::string>().find("1. f3 e5 2. g4 Qh4#"),
              std::string::npos)
        << answer.dump();
    EXPECT_EQ(errorCode(serve.request(op(1, "game_pgn", {{"actor", "alice"}, {"game", 500}}))),
              "no_stored_game");
    EXPECT_EQ(errorCode(serve.request(op(2, "game_pgn", {{"actor", "alice"}}))), "missing_field");
    finish(serve);
}

// Issue 54, D6: C1 controls (U+0080-U+009F; U+009B is a terminal's CSI) are refused in ids and
// never echoed raw in a refusal.
TEST(ServeHostOps, C1ControlsAreRefusedInIdsAndNeverEchoed) {
    ServeProcess serve({"serve"});
    const std::string csi = "\u009b";
    json id = serve.request(op(1, "look", {{"actor", "alice"}, {"actor_id", "#1" + csi + "31m"}}));
    EXPECT_EQ(errorCode(id), "bad_field") << id.dump();
    done(serve, op(2, "start", {{"actor", "alice"}, {"object", "board"}}));
    json side = serve.request(
        op(3, "join", {{"actor", "alice"}, {"object", "board"}, {"side", "white" + csi + "31m"}}));
    EXPECT_EQ(errorCode(side), "bad_field") << side.dump();
    EXPECT_EQ(side.dump().find("\\u009b"), std::string::npos) << side.dump();
    EXPECT_EQ(side.dump().find(csi), std::string::npos) << side.dump();
    EXPECT_NE(side["error"]["text"].get<std::string>().find("not \"white?31m\""), std::string::npos)
        << side.dump();
    json renamed =
        serve.request({{"id", 4}, {"op", "rename"}, {"actor_id", "#7"}, {"name", "Bo\u0085b"}});
    EXPECT_EQ(errorCode(renamed), "bad_name") << renamed.dump();
    EXPECT_EQ(renamed["error"]["text"].get<std::string>().rfind("the new name has a control", 0),
              0u)
        << renamed.dump();
    finish(serve);
}
