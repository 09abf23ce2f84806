// `mudchess serve` through the real binary: whole games in every variant as typed events, typed
// ops, every kind of bad line, two TCP clients on one game, the remote-address rules, the
// token handshake, the limits on TCP connections and who hears what. Every child must exit as
// expected with no sanitizer report on its stderr.
#include "serve_process.hpp"

#include "mudchess/refusal_codes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using mudchess::test::Client;
using mudchess::test::hasSanitizerReport;
using mudchess::test::ServeProcess;
using nlohmann::json;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool UNDER_ADDRESS_SANITIZER = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool UNDER_ADDRESS_SANITIZER = true;
#else
constexpr bool UNDER_ADDRESS_SANITIZER = false;
#endif
#else
constexpr bool UNDER_ADDRESS_SANITIZER = false;
#endif

// Ends the child by closing its stdin and checks it left cleanly.
void finish(ServeProcess& serve) {
    serve.closeStdin();
    EXPECT_EQ(serve.wait(), 0);
    std::string err = serve.stderrText();
    EXPECT_FALSE(hasSanitizerReport(err)) << err;
}

// A TCP server is ended by SIGTERM, which it treats as a normal stop.
void finishListener(ServeProcess& serve) {
    serve.signal(SIGTERM);
    EXPECT_EQ(serve.wait(), 0);
    std::string err = serve.stderrText();
    EXPECT_FALSE(hasSanitizerReport(err)) << err;
}

json say(int id, const std::string& actor, const std::string& text,
         const std::string& place = "room-12") {
    return {{"id", id}, {"actor", actor}, {"place", place}, {"text", text}};
}

json op(int id, const std::string& name, const std::string& actor, json fields = json::object(),
        const std::string& place = "room-12") {
    json r = {{"id", id}, {"op", name}, {"actor", actor}, {"place", place}};
    if (fields.is_object()) r.update(fields);
    return r;
}

// Fails the test unless a code and each of its params are in the table of refusal codes
// (include/mudchess/refusal_codes.hpp).
void expectInTable(const json& code, const json& params) {
    std::optional<mudchess::RefusalCode> known;
    if (code.is_string()) known = mudchess::refusalCodeNamed(code.get<std::string>());
    ASSERT_TRUE(known) << code.dump() << " is not in the table of refusal codes";
    if (!params.is_object()) return;
    for (const auto& [name, value] : params.items())
        EXPECT_TRUE(mudchess::refusalCodeTakes(*known, name))
            << code.dump() << " carries \"" << name << "\", which the table does not give it";
}

// Every answer these tests read checks its codes against the table, so the refusals they see
// (most of the protocol's) keep the table true.
void expectCodesInTable(const json& answer) {
    if (!answer.is_object()) return;
    if (auto error = answer.find("error"); error != answer.end() && error->is_object())
        expectInTable(error->value("code", json()), error->value("params", json()));
    if (auto events = answer.find("events"); events != answer.end() && events->is_array())
        for (const json& e : *events)
            if (e.is_object() && e.value("type", "") == "refusal")
                expectInTable(e.value("code", json()), e.value("params", json()));
}
[[maybe_unused]] const bool CHECKING_CODES =
    (mudchess::test::checkEachAnswer = expectCodesInTable, true);

// {"op":"serves"}: the users and places a TCP connection speaks for.
json servesOp(int id, const std::vector<std::string>& users,
              const std::vector<std::string>& places) {
    return {{"id", id}, {"op", "serves"}, {"users", users}, {"places", places}};
}

// The texts of the messages in `answer` addressed to `user`.
std::vector<std::string> messagesTo(const json& answer, const std::string& user) {
    std::vector<std::string> out;
    for (const json& m : answer.at("messages"))
        if (m.at("to").value("user", "") == user) out.push_back(m.at("text"));
    return out;
}

std::vector<json> eventsOf(const json& answer, const std::string& type) {
    std::vector<json> out;
    for (const json& e : answer.at("events"))
        if (e.at("type") == type) out.push_back(e);
    return out;
}

std::string errorCode(const json& answer) {
    if (!answer.is_object() || !answer.contains("error"))
        return "(no error in " + answer.dump() + ")";
    return answer["error"]["code"];
}

// Plays `moves` (UCI) alternately as white and black with typed move ops; returns the answer
// to the last one. Every move must be accepted and reported with its UCI.
json playTyped(ServeProcess& serve, const std::vector<std::string>& moves, int& id,
               const std::string& object, const std::string& first = "alice",
               const std::string& second = "bob") {
    json last;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string& who = i % 2 == 0 ? first : second;
        last = serve.request(op(++id, "move", who, {{"object", object}, {"move", moves[i]}}));
        EXPECT_EQ(last.at("id"), id);
        EXPECT_TRUE(last.at("ok")) << last.dump();
        auto moved = eventsOf(last, "move");
        EXPECT_EQ(moved.size(), 1u) << last.dump();
        if (!moved.empty()) {
            EXPECT_EQ(moved.front().at("uci"), moves[i]);
        }
    }
    return last;
}

} // namespace

TEST(Serve, ChessGameToMateInEnglishReportsTypedEvents) {
    ServeProcess serve({"serve"});
    json started = serve.request(say(1, "alice", "start new game on board"));
    ASSERT_EQ(eventsOf(started, "game_started").size(), 1u) << started.dump();
    EXPECT_EQ(eventsOf(started, "game_started")[0]["board"]["fen"],
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    json a = serve.request(say(2, "alice", "join game as white on board"));
    ASSERT_TRUE(a.at("ok")) << a.dump();
    EXPECT_EQ(a.at("id"), 2);
    auto seat = eventsOf(a, "seat_taken");
    ASSERT_EQ(seat.size(), 1u);
    EXPECT_EQ(seat[0]["player"], "alice");
    EXPECT_EQ(seat[0]["side"], "white");
    EXPECT_EQ(seat[0]["place"], "room-12");
    EXPECT_EQ(seat[0]["object"], "board");
    EXPECT_TRUE(serve.request(say(3, "bob", "join game as black on board")).at("ok"));

    json f3 = serve.request(say(4, "alice", "move f2 to f3 on board"));
    auto move = eventsOf(f3, "move");
    ASSERT_EQ(move.size(), 1u) << f3.dump();
    EXPECT_EQ(move[0]["san"], "f3");
    EXPECT_EQ(move[0]["uci"], "f2f3");
    EXPECT_EQ(move[0]["side"], "white");
    EXPECT_EQ(move[0]["player"], "alice");
    EXPECT_EQ(move[0]["board"]["last_move"], "f2f3");
    EXPECT_EQ(move[0]["board"]["to_move"], "black");
    EXPECT_EQ(move[0]["board"]["white"], "alice");
    EXPECT_EQ(move[0]["board"]["black"], "bob");
    EXPECT_EQ(move[0]["board"]["result"], "*");
    bool placeMessage = false;
    for (const json& m : f3["messages"])
        placeMessage = placeMessage || (m["to"].contains("place") && m["to"]["place"] == "room-12");
    EXPECT_TRUE(placeMessage) << f3.dump();

    serve.request(say(5, "bob", "move e7 to e5 on board"));
    serve.request(say(6, "alice", "move g2g4"));
    json mate = serve.request(say(7, "bob", "move Qh4"));
    auto last = eventsOf(mate, "move");
    ASSERT_EQ(last.size(), 1u) << mate.dump();
    EXPECT_EQ(last[0]["san"], "Qh4#");
    EXPECT_EQ(last[0]["uci"], "d8h4");
    EXPECT_EQ(last[0]["check"], true);
    auto ended = eventsOf(mate, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << mate.dump();
    EXPECT_EQ(ended[0]["termination"], "checkmate");
    EXPECT_EQ(ended[0]["result"], "0-1");
    EXPECT_EQ(ended[0]["winner"], "black");
    EXPECT_EQ(ended[0]["board"]["result"], "0-1");
    finish(serve);
}

TEST(Serve, KnightmateGameToMateWithTypedOps) {
    ServeProcess serve({"serve"});
    int id = 0;
    json started = serve.request(
        op(++id, "start", "alice", {{"object", "The Oak  Table"}, {"variant", "knightmate"}}));
    ASSERT_TRUE(started.at("ok")) << started.dump();
    auto game = eventsOf(started, "game_started");
    ASSERT_EQ(game.size(), 1u);
    EXPECT_EQ(game[0]["object"], "oak table");
    EXPECT_EQ(game[0]["variant"], "knightmate");
    EXPECT_EQ(game[0]["board"]["fen"], "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1");
    EXPECT_TRUE(
        serve.request(op(++id, "join", "alice", {{"object", "oak table"}, {"side", "white"}}))
            .at("ok"));
    EXPECT_TRUE(serve.request(op(++id, "join", "bob", {{"object", "oak table"}, {"side", "black"}}))
                    .at("ok"));
    // A helpmate found by search: the white royal knight steps out, the black queen blocks her
    // own royal knight in, and the queen on f3 mates along the f-file.
    json mate = playTyped(serve, {"e1d3", "e8f6", "e2e3", "d8e8", "d1f3"}, id, "oak table");
    auto ended = eventsOf(mate, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << mate.dump();
    EXPECT_EQ(ended[0]["termination"], "checkmate");
    EXPECT_EQ(ended[0]["result"], "1-0");
    EXPECT_EQ(ended[0]["winner"], "white");
    EXPECT_EQ(eventsOf(mate, "move")[0]["san"], "Qf3#");
    finish(serve);
}

TEST(Serve, KnightsChessGameToTheLastQueen) {
    ServeProcess serve({"serve"});
    int id = 0;
    ASSERT_TRUE(
        serve.request(say(++id, "alice", "start new game of knights chess on board")).at("ok"));
    serve.request(op(++id, "join", "alice", {{"side", "white"}, {"object", "board"}}));
    serve.request(op(++id, "join", "bob", {{"side", "black"}, {"object", "board"}}));
    // From tests/repl/knights_chess_game.in: Black moves first; White wins by taking both queens.
    json last = playTyped(serve,
                          {"e7e5", "d2d4", "d5c5", "c2c3", "d8g5", "b2b3", "g5e3", "e4e3", "e5d4",
                           "e3d3", "e8e2", "d1e2"},
                          id, "board", "bob", "alice");
    auto ended = eventsOf(last, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << last.dump();
    EXPECT_EQ(ended[0]["termination"], "queens_captured");
    EXPECT_EQ(ended[0]["result"], "1-0");
    EXPECT_EQ(ended[0]["winner"], "white");
    EXPECT_EQ(ended[0]["board"]["variant"], "knightschess");
    finish(serve);
}

// The draw rule as a typed op, and the operator's default as --draws: a game_ended that came
// by itself says so with "automatic".
TEST(Serve, SetDrawRuleAndTheDrawsOptionMakeDrawsAutomatic) {
    ServeProcess serve({"serve"});
    int id = 0;
    serve.request(op(++id, "start", "alice", {{"object", "board"}}));
    serve.request(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    json bad = serve.request(
        op(++id, "set_draw_rule", "alice", {{"object", "board"}, {"rule", "sometimes"}}));
    EXPECT_EQ(errorCode(bad), "bad_draw_rule");
    json set = serve.request(
        op(++id, "set_draw_rule", "alice", {{"object", "board"}, {"rule", "automatic"}}));
    ASSERT_TRUE(set.at("ok")) << set.dump();
    playTyped(serve, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}, id, "board");
    json last = serve.request(op(++id, "move", "bob", {{"object", "board"}, {"move", "f6g8"}}));
    auto ended = eventsOf(last, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << last.dump();
    EXPECT_EQ(ended[0]["termination"], "threefold_repetition");
    EXPECT_EQ(ended[0]["automatic"], true);
    finish(serve);

    ServeProcess byDefault({"serve", "--draws", "automatic"});
    id = 0;
    byDefault.request(op(++id, "start", "alice", {{"object", "board"}}));
    byDefault.request(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    byDefault.request(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    playTyped(byDefault, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}, id, "board");
    last = byDefault.request(op(++id, "move", "bob", {{"object", "board"}, {"move", "f6g8"}}));
    EXPECT_EQ(eventsOf(last, "game_ended").at(0)["automatic"], true) << last.dump();
    finish(byDefault);
}

TEST(Serve, TypedOpsCoverTheMainActions) {
    ServeProcess serve({"serve"});
    int id = 0;
    serve.request(op(++id, "start", "alice", {{"object", "board"}}));
    serve.request(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    playTyped(serve, {"e2e4", "e7e5"}, id, "board");
    json san = serve.request(op(++id, "move", "alice", {{"object", "board"}, {"move", "Nf3"}}));
    EXPECT_EQ(eventsOf(san, "move").at(0)["uci"], "g1f3");

    json fen = serve.request(op(++id, "fen", "bob", {{"object", "board"}}));
    ASSERT_TRUE(fen.at("ok"));
    EXPECT_EQ(fen["messages"].at(0)["text"],
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_EQ(fen["messages"][0]["to"]["user"], "bob");

    json offer = serve.request(op(++id, "offer_draw", "bob", {{"object", "board"}}));
    auto made = eventsOf(offer, "offer");
    ASSERT_EQ(made.size(), 1u) << offer.dump();
    EXPECT_EQ(made[0]["kind"], "draw");
    EXPECT_EQ(made[0]["action"], "made");
    EXPECT_EQ(made[0]["side"], "black");
    json declined = serve.request(op(++id, "decline_draw", "alice", {{"object", "board"}}));
    EXPECT_EQ(eventsOf(declined, "offer").at(0)["action"], "declined");
    json claim = serve.request(op(++id, "claim_draw", "bob", {{"object", "board"}}));
    EXPECT_FALSE(claim.at("ok"));
    EXPECT_EQ(errorCode(claim), "nothing_to_claim");

    json look = serve.request(op(++id, "look", "bob", {{"object", "board"}}));
    ASSERT_TRUE(look.at("ok"));
    EXPECT_NE(look["messages"].at(0)["text"].get<std::string>().find("Black: bob"),
              std::string::npos)
        << look.dump();

    serve.request(op(++id, "offer_draw", "bob", {{"object", "board"}}));
    json accepted = serve.request(op(++id, "accept_draw", "alice", {{"object", "board"}}));
    auto ended = eventsOf(accepted, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << accepted.dump();
    EXPECT_EQ(ended[0]["termination"], "agreement");
    EXPECT_EQ(ended[0]["result"], "1/2-1/2");
    EXPECT_TRUE(ended[0]["winner"].is_null());

    json pgn = serve.request(op(++id, "pgn", "alice", {{"object", "board"}}));
    std::string text = pgn["messages"].at(0)["text"];
    EXPECT_NE(text.find("[Result \"1/2-1/2\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. e4 e5 2. Nf3"), std::string::npos) << text;

    json left = serve.request(op(++id, "leave", "bob", {{"object", "board"}}));
    EXPECT_EQ(eventsOf(left, "seat_left").at(0)["player"], "bob");

    // A second game, resigned.
    serve.request(
        op(++id, "start", "alice", {{"object", "second board"}, {"variant", "standard"}}));
    serve.request(op(++id, "join", "alice", {{"object", "board 2"}, {"side", "black"}}));
    serve.request(op(++id, "join", "carol", {{"object", "board 2"}, {"side", "white"}}));
    json resigned = serve.request(op(++id, "resign", "alice", {{"object", "board 2"}}));
    auto over = eventsOf(resigned, "game_ended");
    ASSERT_EQ(over.size(), 1u) << resigned.dump();
    EXPECT_EQ(over[0]["termination"], "resignation");
    EXPECT_EQ(over[0]["winner"], "white");
    EXPECT_EQ(over[0]["object"], "board 2");
    finish(serve);
}

// The commands a host with buttons needs besides the main ones, each as a typed op (issue 54):
// takeback and its answer, abort, a challenge and its answer, a rematch, claim win, load.
TEST(Serve, TakebackAbortChallengeRematchClaimAndLoadAreTypedOps) {
    ServeProcess serve({"serve"});
    int id = 0;
    const json board = {{"object", "board"}};
    serve.request(op(++id, "start", "alice", board));
    serve.request(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    playTyped(serve, {"e2e4", "e7e5"}, id, "board");

    json asked = serve.request(op(++id, "takeback", "bob", board));
    auto offer = eventsOf(asked, "offer");
    ASSERT_EQ(offer.size(), 1u) << asked.dump();
    EXPECT_EQ(offer[0]["kind"], "takeback");
    EXPECT_EQ(offer[0]["action"], "made");
    json maybe = serve.request(
        op(++id, "answer_takeback", "alice", {{"object", "board"}, {"answer", "maybe"}}));
    EXPECT_EQ(errorCode(maybe), "bad_field") << maybe.dump();
    json taken = serve.request(
        op(++id, "answer_takeback", "alice", {{"object", "board"}, {"answer", "accept"}}));
    ASSERT_EQ(eventsOf(taken, "taken_back").size(), 1u) << taken.dump();
    EXPECT_EQ(eventsOf(taken, "taken_back")[0]["san"], json::array({"e5"}));

    // Before both sides have moved, an abort ends the game at once.
    json aborted = serve.request(op(++id, "abort", "alice", board));
    EXPECT_EQ(eventsOf(aborted, "game_ended").at(0)["termination"], "aborted") << aborted.dump();
    serve.request(op(++id, "start", "alice", board));
    serve.request(op(++id, "join", "alice", {{"object", "board"}, {"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"object", "board"}, {"side", "black"}}));
    playTyped(serve, {"e2e4", "e7e5"}, id, "board");
    json abort = serve.request(op(++id, "abort", "alice", board));
    EXPECT_EQ(eventsOf(abort, "offer").at(0)["kind"], "abort") << abort.dump();
    json kept = serve.request(
        op(++id, "answer_abort", "bob", {{"object", "board"}, {"answer", "decline"}}));
    EXPECT_EQ(eventsOf(kept, "offer").at(0)["action"], "declined") << kept.dump();
    json resigned = serve.request(op(++id, "resign", "bob", board));
    ASSERT_EQ(eventsOf(resigned, "game_ended").size(), 1u) << resigned.dump();

    json rematch = serve.request(op(++id, "rematch", "bob", board));
    EXPECT_EQ(eventsOf(rematch, "offer").at(0)["kind"], "rematch") << rematch.dump();
    json again = serve.request(
        op(++id, "answer_challenge", "alice", {{"object", "board"}, {"answer", "accept"}}));
    auto started = eventsOf(again, "game_started");
    ASSERT_EQ(started.size(), 1u) << again.dump();

    json challenge = serve.request(op(
        ++id, "challenge", "carol",
        {{"object", "table"}, {"player", "dave"}, {"side", "black"}, {"variant", "knightmate"}}));
    auto made = eventsOf(challenge, "challenge");
    ASSERT_EQ(made.size(), 1u) << challenge.dump();
    EXPECT_EQ(made[0]["to"], "dave");
    EXPECT_EQ(made[0]["colour"], "black");
    EXPECT_EQ(made[0]["variant"], "knightmate");
    json unknown = serve.request(op(++id, "challenge", "carol",
                                    {{"object", "desk"}, {"player", "dave"}, {"variant", "go"}}));
    EXPECT_EQ(errorCode(unknown), "unknown_variant") << unknown.dump();
    json accepted = serve.request(
        op(++id, "answer_challenge", "dave", {{"object", "table"}, {"answer", "accept"}}));
    EXPECT_EQ(eventsOf(accepted, "game_started").size(), 1u) << accepted.dump();

    // Dave has only just sat down: too early to claim his game.
    json claim = serve.request(op(++id, "claim_win", "carol", {{"object", "table"}}));
    EXPECT_EQ(errorCode(claim), "too_early") << claim.dump();

    serve.request(op(++id, "start", "erin", {{"object", "desk"}}));
    json loaded =
        serve.request(op(++id, "load", "erin", {{"object", "desk"}, {"pgn", "1. e4 e5 2. Nf3"}}));
    auto game = eventsOf(loaded, "game_loaded");
    ASSERT_EQ(game.size(), 1u) << loaded.dump();
    EXPECT_EQ(game[0]["plies"], 3);
    serve.request(op(++id, "start", "erin", {{"object", "lectern"}}));
    json fen = serve.request(
        op(++id, "load", "erin",
           {{"object", "lectern"}, {"pgn", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}, {"fen", true}}));
    EXPECT_EQ(eventsOf(fen, "game_loaded").size(), 1u) << fen.dump();
    json none = serve.request(op(++id, "load", "erin", {{"object", "desk"}}));
    EXPECT_EQ(errorCode(none), "missing_field") << none.dump();
    finish(serve);
}

// Something that happens with nobody asking: a flag falls, and the driver hears it as a line
// without an id, in the same form as any answer.
TEST(Serve, AFlagThatFallsComesAsALineWithoutAnId) {
    ServeProcess serve({"serve"});
    int id = 0;
    json started = serve.request(op(++id, "start", "alice", {{"clock", "0:01+0"}}));
    ASSERT_TRUE(started.at("ok")) << started.dump();
    EXPECT_EQ(eventsOf(started, "game_started")[0]["board"]["clock"]["control"], "0:01+0");
    ASSERT_TRUE(serve.request(op(++id, "join", "alice", {{"side", "white"}})).at("ok"));
    ASSERT_TRUE(serve.request(op(++id, "join", "bob", {{"side", "black"}})).at("ok"));
    ASSERT_TRUE(serve.request(op(++id, "move", "alice", {{"move", "e2e4"}})).at("ok"));
    json e5 = serve.request(op(++id, "move", "bob", {{"move", "e7e5"}}));
    EXPECT_EQ(eventsOf(e5, "move")[0]["board"]["clock"]["black_ms"], 1000);
    json later = serve.answer(10); // nobody asks: White's second runs out
    ASSERT_TRUE(later.is_object()) << "no line came";
    EXPECT_FALSE(later.contains("id")) << later.dump();
    auto ended = eventsOf(later, "game_ended");
    ASSERT_EQ(ended.size(), 1u) << later.dump();
    EXPECT_EQ(ended[0]["termination"], "time_forfeit");
    EXPECT_EQ(ended[0]["result"], "0-1");
    EXPECT_EQ(later.at("messages").at(0).at("to").at("place"), "room-12");
    json bad = serve.request(op(++id, "start", "alice", {{"object", "table"}, {"clock", "fast"}}));
    EXPECT_EQ(errorCode(bad), "bad_clock");
    finish(serve);
}

// The computer through typed ops: it takes its seat, answers a move in a line of its own
// (no id: nobody asked for it), and a hint comes the same way, to the player alone.
TEST(Serve, TheComputerAnswersInALineWithoutAnId) {
    ServeProcess serve({"serve"});
    int id = 0;
    json seated =
        serve.request(op(++id, "play_computer", "alice", {{"side", "white"}, {"level", 2}}));
    ASSERT_TRUE(seated.at("ok")) << seated.dump();
    auto seats = eventsOf(seated, "seat_taken");
    ASSERT_EQ(seats.size(), 2u) << seated.dump();
    EXPECT_EQ(seats[1]["player"], "computer");
    EXPECT_EQ(seats[1]["side"], "black");
    EXPECT_EQ(seats[1]["computer_level"], 2);
    ASSERT_TRUE(serve.request(op(++id, "move", "alice", {{"move", "e2e4"}})).at("ok"));
    json reply = serve.answer(30);
    ASSERT_TRUE(reply.is_object()) << "the computer did not answer";
    EXPECT_FALSE(reply.contains("id")) << reply.dump();
    auto moves = eventsOf(reply, "move");
    ASSERT_EQ(moves.size(), 1u) << reply.dump();
    EXPECT_EQ(moves[0]["player"], "computer");
    EXPECT_EQ(moves[0]["side"], "black");
    ASSERT_TRUE(serve.request(op(++id, "hint", "alice")).at("ok"));
    json hint = serve.answer(30);
    auto hints = eventsOf(hint, "hint");
    ASSERT_EQ(hints.size(), 1u) << hint.dump();
    EXPECT_EQ(hints[0]["player"], "alice");
    EXPECT_EQ(hint.at("messages").at(0).at("to").at("user"), "alice");
    EXPECT_EQ(errorCode(serve.request(op(++id, "invite_computer", "bob", {{"level", 9}}))),
              "bad_level");
    EXPECT_EQ(errorCode(serve.request(op(++id, "invite_computer", "bob", {{"level", "hard"}}))),
              "bad_field");
    json gone = serve.request(op(++id, "dismiss_computer", "alice"));
    ASSERT_TRUE(gone.at("ok")) << gone.dump();
    EXPECT_EQ(eventsOf(gone, "seat_left")[0]["computer_level"], 2);
    finish(serve);
}

// Issue 38, defect 9: unknown_place could not reach a serve client (serve played in any place),
// and "in hall" was no place at all. With --places it is refused, and a room's name after "in"
// reaches the place as serve knows it.
TEST(Serve, PlacesLimitWhereGamesAreAndInNamesAPlace) {
    ServeProcess serve({"serve", "--places", "hall, Library"});
    int id = 0;
    json attic = serve.request(op(++id, "start", "alice", {{"object", "board"}}, "attic"));
    EXPECT_EQ(errorCode(attic), "unknown_place");
    EXPECT_EQ(eventsOf(attic, "refusal").at(0)["code"], "unknown_place");
    ASSERT_TRUE(
        serve.request(op(++id, "start", "alice", {{"object", "board"}}, "Library")).at("ok"));
    json look = serve.request(say(++id, "alice", "look at board in library", ""));
    EXPECT_TRUE(look.at("ok")) << look.dump();
    EXPECT_EQ(look["place"], "Library");
    EXPECT_EQ(errorCode(serve.request(say(++id, "alice", "look at board in attic", ""))),
              "unknown_place");
    finish(serve);
}

TEST(Serve, PlacesMustBeNames) {
    ServeProcess serve({"serve", "--places", "hall,b\u200bob"});
    EXPECT_EQ(serve.wait(), 2);
}

// Issue 38, defect 8: stdin closed while the computer thought, and its move was dropped. Now
// serve finishes the thinking under way, writes the move, and then exits.
TEST(Serve, AtTheEndOfInputTheComputersMoveStillComes) {
    ServeProcess serve({"serve"});
    int id = 0;
    ASSERT_TRUE(serve.request(op(++id, "start", "alice", {{"object", "board"}})).at("ok"));
    ASSERT_TRUE(serve.request(op(++id, "play_computer", "alice", {{"side", "white"}, {"level", 1}}))
                    .at("ok"));
    ASSERT_TRUE(serve.write(op(++id, "move", "alice", {{"move", "e2e4"}}).dump() + "\n"));
    serve.closeStdin();
    json moved = serve.answer();
    EXPECT_EQ(moved["id"], id) << moved.dump();
    json reply = serve.answer(30);
    ASSERT_TRUE(reply.is_object()) << "the computer's move was dropped at the end of input";
    EXPECT_FALSE(reply.contains("id")) << reply.dump();
    auto moves = eventsOf(reply, "move");
    ASSERT_EQ(moves.size(), 1u) << reply.dump();
    EXPECT_EQ(moves[0]["player"], "computer");
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_FALSE(hasSanitizerReport(serve.stderrText())) << serve.stderrText();
}

TEST(Serve, TypedOpsRefuseBadValuesWithCodes) {
    ServeProcess serve({"serve"});
    int id = 0;
    json badObject = serve.request(op(++id, "start", "alice", {{"object", "board; drop"}}));
    EXPECT_FALSE(badObject.at("ok"));
    EXPECT_EQ(errorCode(badObject), "bad_object");
    EXPECT_EQ(badObject["id"], id);
    EXPECT_EQ(badObject["error"]["params"]["object"], "board; drop");
    EXPECT_EQ(eventsOf(badObject, "refusal").at(0)["code"], "bad_object");
    EXPECT_EQ(errorCode(serve.request(op(++id, "start", "alice", {{"object", "on"}}))),
              "bad_object");
    EXPECT_EQ(errorCode(serve.request(op(++id, "start", "alice", {{"variant", "checkers"}}))),
              "unknown_variant");
    serve.request(op(++id, "start", "alice", {{"object", "board"}}));
    serve.request(op(++id, "join", "alice", {{"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"side", "black"}}));
    EXPECT_EQ(errorCode(serve.request(op(++id, "move", "alice", {{"move", "e2 e4"}}))), "bad_move");
    EXPECT_EQ(errorCode(serve.request(op(++id, "move", "alice", {{"move", ""}}))), "bad_move");
    json illegal = serve.request(op(++id, "move", "alice", {{"move", "e2e5"}}));
    EXPECT_EQ(errorCode(illegal), "illegal_move");
    EXPECT_EQ(illegal["error"]["params"]["move"], "e2e5");
    EXPECT_FALSE(illegal["error"]["text"].get<std::string>().empty());
    EXPECT_EQ(errorCode(serve.request(op(++id, "move", "bob", {{"move", "e7e5"}}))),
              "not_your_turn");
    EXPECT_EQ(errorCode(serve.request(op(++id, "join", "alice", {{"side", "purple"}}))),
              "bad_field");
    EXPECT_EQ(errorCode(serve.request(op(++id, "pgn", "alice", {{"game", "two"}}))), "bad_field");
    EXPECT_EQ(errorCode(serve.request(op(++id, "fen", "  ", {{"object", "board"}}))), "no_actor");
    // Documented codes a client could not reach (issue 38): an object over 256 bytes was
    // bad_field, a game below 0 bad_field, a person could sit as the computer.
    json longObject =
        serve.request(op(++id, "start", "alice", {{"object", std::string(300, 'a')}}));
    EXPECT_EQ(errorCode(longObject), "name_too_long");
    EXPECT_EQ(longObject["error"]["params"]["field"], "object");
    EXPECT_EQ(errorCode(serve.request(op(++id, "pgn", "alice", {{"game", -1}}))),
              "bad_game_number");
    EXPECT_EQ(errorCode(serve.request(op(++id, "pgn", "alice", {{"game", 1.5}}))), "bad_field");
    EXPECT_EQ(errorCode(serve.request(op(++id, "join", "computer", {{"side", "white"}}))),
              "reserved_name");
    json zoe = serve.request(op(++id, "look", "Zoë"));
    EXPECT_TRUE(zoe.at("ok")) << zoe.dump();
    finish(serve);
}

TEST(Serve, SetChangesEncodingAndColourScheme) {
    ServeProcess serve({"serve"});
    int id = 0;
    serve.request(op(++id, "start", "alice", {{"object", "board"}}));
    std::string plain = serve.request(op(++id, "look", "alice"))["messages"].at(0)["text"];
    EXPECT_EQ(plain.find('\x1b'), std::string::npos);
    json set = serve.request({{"id", ++id},
                              {"op", "set"},
                              {"actor", "alice"},
                              {"encoding", "ansi"},
                              {"colour_scheme", "classic"}});
    ASSERT_TRUE(set.at("ok")) << set.dump();
    std::string coloured = serve.request(op(++id, "look", "alice"))["messages"].at(0)["text"];
    EXPECT_NE(coloured.find("\x1b["), std::string::npos) << coloured;
    json badScheme = serve.request(
        {{"id", ++id}, {"op", "set"}, {"actor", "alice"}, {"colour_scheme", "tartan"}});
    EXPECT_EQ(errorCode(badScheme), "unknown_scheme");
    json badEncoding =
        serve.request({{"id", ++id}, {"op", "set"}, {"actor", "alice"}, {"encoding", "vt52"}});
    EXPECT_EQ(errorCode(badEncoding), "bad_field");
    EXPECT_EQ(badEncoding["error"]["params"]["field"], "encoding");
    EXPECT_EQ(errorCode(serve.request({{"id", ++id}, {"op", "set"}, {"actor", "alice"}})),
              "missing_field");
    finish(serve);
}

TEST(Serve, SpecialColourSetsOnePartAndRefusesByCode) {
    ServeProcess serve({"serve"});
    int id = 0;
    serve.request(op(++id, "start", "alice", {{"object", "board"}}));
    ASSERT_TRUE(serve
                    .request({{"id", ++id},
                              {"op", "set"},
                              {"actor", "alice"},
                              {"encoding", "ansi256"},
                              {"colour_scheme", "classic"}})
                    .at("ok"));
    json set = serve.request({{"id", ++id},
                              {"op", "special_colour"},
                              {"actor", "alice"},
                              {"element", "Dark Squares"},
                              {"colour", "colour 28"}});
    ASSERT_TRUE(set.at("ok")) << set.dump();
    std::string board = serve.request(op(++id, "look", "alice"))["messages"].at(0)["text"];
    EXPECT_NE(board.find(";48;5;28m"), std::string::npos) << board;
    EXPECT_EQ(errorCode(serve.request({{"id", ++id},
                                       {"op", "special_colour"},
                                       {"actor", "alice"},
                                       {"element", "sky"},
                                       {"colour", "blue"}})),
              "unknown_element");
    EXPECT_EQ(errorCode(serve.request({{"id", ++id},
                                       {"op", "special_colour"},
                                       {"actor", "alice"},
                                       {"element", "labels"},
                                       {"colour", "colour 300"}})),
              "bad_colour");
    ASSERT_TRUE(
        serve.request({{"id", ++id}, {"op", "special_colour"}, {"actor", "alice"}, {"reset", true}})
            .at("ok"));
    board = serve.request(op(++id, "look", "alice"))["messages"].at(0)["text"];
    EXPECT_EQ(board.find(";48;5;28m"), std::string::npos) << board;
    finish(serve);
}

// Each bad line: its code, its id when one could be read, and the service still answers.
struct BadLine {
    const char* name;
    std::string line;
    const char* code;
    json id;
};

void PrintTo(const BadLine& bad, std::ostream* os) { *os << bad.name; }

class ServeBadLines : public testing::TestWithParam<BadLine> {};

TEST_P(ServeBadLines, AreAnsweredWithACodeAndTheServiceGoesOn) {
    const BadLine& bad = GetParam();
    ServeProcess serve({"serve"});
    ASSERT_TRUE(serve.write(bad.line + "\n"));
    json answer = serve.answer();
    ASSERT_TRUE(answer.is_object()) << "no answer to " << bad.name;
    EXPECT_EQ(answer["ok"], false);
    EXPECT_EQ(errorCode(answer), bad.code);
    // Every error is {code, text, params}, as docs/protocol.md says.
    EXPECT_TRUE(answer["error"]["params"].is_object()) << answer.dump();
    if (bad.id.is_null()) {
        EXPECT_FALSE(answer.contains("id")) << answer.dump();
    } else {
        EXPECT_EQ(answer["id"], bad.id);
    }
    EXPECT_TRUE(answer["messages"].is_array());
    EXPECT_TRUE(answer["events"].is_array());
    // Exactly one answer, and the next request is served as usual.
    json next = serve.request({{"id", 99}, {"op", "ping"}});
    EXPECT_EQ(next["id"], 99) << next.dump();
    EXPECT_EQ(next["ok"], true);
    finish(serve);
}

INSTANTIATE_TEST_SUITE_P(
    EveryKind, ServeBadLines,
    testing::Values(
        BadLine{"not_json", "move e2e4", "bad_json", nullptr},
        BadLine{"truncated_json", R"({"id": 3, "actor": "alice")", "bad_json", nullptr},
        BadLine{"empty_line", "", "bad_json", nullptr},
        BadLine{"array", R"([1, 2, 3])", "not_an_object", nullptr},
        BadLine{"string", R"("look")", "not_an_object", nullptr},
        BadLine{"wrong_type_text", R"({"id": 4, "actor": "alice", "place": "p", "text": 5})",
                "bad_field", 4},
        BadLine{"wrong_type_actor",
                R"({"id": "x", "actor": ["alice"], "place": "p", "text": "look"})", "bad_field",
                "x"},
        BadLine{"wrong_type_id",
                R"({"id": {"n": 1}, "actor": "alice", "place": "p", "text": "look"})", "bad_id",
                nullptr},
        // A name breaks the one rule for names (src/text/name_rule.hpp): bad_name, as in the
        // service (it was bad_field here, and C1 controls and invisible characters went through).
        BadLine{"actor_with_newline",
                R"({"id": 5, "actor": "al\nice", "place": "p", "text": "look"})", "bad_name", 5},
        BadLine{"actor_with_c1_control",
                R"({"id": 19, "actor": "bob\u009b2J", "place": "p", "text": "look"})", "bad_name",
                19},
        BadLine{"actor_with_zero_width_space",
                R"({"id": 20, "actor": "b\u200bob", "place": "p", "text": "look"})", "bad_name",
                20},
        BadLine{"place_with_bidi_override",
                R"({"id": 21, "actor": "bob", "place": "hall\u202e", "text": "look"})", "bad_name",
                21},
        BadLine{"actor_past_256_bytes",
                R"({"id": 22, "actor": ")" + std::string(257, 'a') +
                    R"(", "place": "p", "text": "look"})",
                "name_too_long", 22},
        BadLine{"missing_actor", R"({"id": 6, "place": "p", "text": "look"})", "missing_field", 6},
        BadLine{"missing_text", R"({"id": 7, "actor": "alice", "place": "p"})", "missing_field", 7},
        BadLine{"missing_move", R"({"id": 8, "op": "move", "actor": "alice", "place": "p"})",
                "missing_field", 8},
        BadLine{"unknown_op", R"({"id": 9, "op": "castle", "actor": "alice", "place": "p"})",
                "unknown_op", 9},
        BadLine{"op_not_a_string", R"({"id": 10, "op": 3, "actor": "alice", "place": "p"})",
                "bad_field", 10},
        BadLine{"megabyte_line", std::string(1 << 20, 'x'), "line_too_long", nullptr},
        BadLine{"megabyte_json_line",
                R"({"id": 11, "actor": "alice", "place": "p", "text": ")" +
                    std::string(1 << 20, 'a') + "\"}",
                "line_too_long", nullptr},
        BadLine{"bad_utf8_in_text",
                "{\"id\": 12, \"actor\": \"alice\", \"place\": \"p\", \"text\": \"move \xC3\x28\"}",
                "bad_utf8", 12},
        BadLine{"bad_utf8_outside_strings", "\xFF\xFE{}", "bad_utf8", nullptr},
        BadLine{"overlong_utf8",
                "{\"id\": 13, \"actor\": \"\xC0\xAF\", \"place\": \"p\", \"text\": \"look\"}",
                "bad_utf8", 13},
        // A NUL byte ended the reading early: the first object was answered, the rest dropped.
        BadLine{"nul_byte",
                std::string(R"({"id":33,"op":"ping"})") + '\0' + R"({"id":34,"op":"ping"})",
                "bad_json", nullptr},
        // Read as a double, it came back as 1.2345678901234568e+29 and matched nothing.
        BadLine{"id_past_exact_numbers", R"({"id": 123456789012345678901234567890, "op": "ping"})",
                "bad_id", nullptr},
        BadLine{"id_a_fraction", R"({"id": 1.5, "op": "ping"})", "bad_id", nullptr},
        BadLine{"id_past_a_double", R"({"id": 1e400, "op": "ping"})", "bad_id", nullptr},
        BadLine{"number_past_a_double", R"({"id": 15, "op": "ping", "x": -1e400})", "bad_json",
                nullptr},
        // The last of two equal keys won: this ping was played as a move.
        BadLine{"duplicate_op", R"({"id": 16, "op": "ping", "op": "move", "actor": "a"})",
                "duplicate_key", 16},
        BadLine{"duplicate_id", R"({"id": 17, "id": 18, "op": "ping"})", "duplicate_key", nullptr},
        BadLine{"surrogate_utf8",
                "{\"id\": 14, \"actor\": \"a\", \"place\": \"p\", \"text\": \"\xED\xA0\x80\"}",
                "bad_utf8", 14}),
    [](const testing::TestParamInfo<BadLine>& info) { return std::string(info.param.name); });

// Issues 38 and 41: `actor_id` beside `actor` is the player's stable id; `rename` changes the
// name they go by, announced where they sit; the seat stays with the id, not with the name.
TEST(Serve, ActorIdsKeepSeatsThroughARename) {
    ServeProcess serve({"serve"});
    auto as = [](json request, const std::string& id) {
        request["actor_id"] = id;
        return request;
    };
    ASSERT_TRUE(serve.request(as(op(1, "start", "Alice", {{"object", "board"}}), "#12"))["ok"]);
    ASSERT_TRUE(serve.request(as(op(2, "join", "Alice", {{"side", "white"}}), "#12"))["ok"]);
    ASSERT_TRUE(serve.request(as(op(3, "join", "Bob", {{"side", "black"}}), "#40"))["ok"]);

    json renamed =
        serve.request({{"id", 4}, {"op", "rename"}, {"actor_id", "#12"}, {"name", "Alicia"}});
    ASSERT_TRUE(renamed["ok"]) << renamed.dump();
    auto told = eventsOf(renamed, "renamed");
    ASSERT_EQ(told.size(), 1u) << renamed.dump();
    EXPECT_EQ(told[0], (json{{"type", "renamed"},
                             {"place", "room-12"},
                             {"id", "#12"},
                             {"from", "Alice"},
                             {"to", "Alicia"}}));
    EXPECT_EQ(renamed["messages"].at(0)["to"], (json{{"place", "room-12"}}));
    EXPECT_EQ(renamed["messages"].at(0)["text"], "Alice is now known as Alicia.");

    // Someone else under the old name does not get the seat.
    json impostor = serve.request(as(op(5, "move", "Alice", {{"move", "e2e4"}}), "#99"));
    EXPECT_EQ(errorCode(impostor), "not_playing") << impostor.dump();
    json moved = serve.request(as(op(6, "move", "Alicia", {{"move", "e2e4"}}), "#12"));
    ASSERT_TRUE(moved["ok"]) << moved.dump();
    auto move = eventsOf(moved, "move");
    ASSERT_EQ(move.size(), 1u);
    EXPECT_EQ(move[0]["player"], "Alicia");
    EXPECT_EQ(move[0]["board"]["white"], "Alicia");
    EXPECT_EQ(moved["messages"].at(0)["text"], "Alicia (White) plays e4 on board.");
    // The nudge to Black names Bob and carries his id to route it by.
    EXPECT_EQ(moved["messages"].back()["to"], (json{{"user", "Bob"}, {"user_id", "#40"}}))
        << moved.dump();

    json noId = serve.request({{"id", 7}, {"op", "rename"}, {"name", "Nobody"}});
    EXPECT_EQ(errorCode(noId), "missing_field");
    finish(serve);
}

TEST(Serve, TextOutsideTheGrammarIsARefusalNotAProtocolError) {
    ServeProcess serve({"serve"});
    json answer = serve.request(say(1, "alice", "dance on the board"));
    EXPECT_EQ(answer["ok"], false);
    EXPECT_EQ(errorCode(answer), "parse_error");
    EXPECT_TRUE(answer["error"]["params"].contains("column"));
    finish(serve);
}

TEST(Serve, ALastLineWithoutNewlineIsAnsweredAndEndOfInputEndsIt) {
    ServeProcess serve({"serve"});
    serve.write(R"({"id": 1, "op": "ping"})");
    serve.closeStdin();
    json answer = serve.answer();
    EXPECT_EQ(answer["id"], 1);
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_FALSE(hasSanitizerReport(serve.stderrText()));
}

TEST(Serve, ManyRequestsInOneWriteAreAnsweredInOrder) {
    ServeProcess serve({"serve"});
    std::string burst;
    for (int i = 1; i <= 500; ++i) burst += json{{"id", i}, {"op", "ping"}}.dump() + "\n";
    serve.write(burst);
    for (int i = 1; i <= 500; ++i) ASSERT_EQ(serve.answer()["id"], i);
    finish(serve);
}

TEST(Serve, HelpSaysTheDefaultStoreIsMemory) {
    ServeProcess serve({"serve", "--help"});
    std::string all;
    while (auto line = serve.readLine()) all += *line + "\n";
    EXPECT_EQ(serve.wait(), 0);
    EXPECT_NE(all.find(":memory:"), std::string::npos) << all;
    EXPECT_NE(all.find("--listen"), std::string::npos) << all;
}

// --- TCP

TEST(ServeTcp, TwoClientsPlayOneGameAndEachHearsTheOthersMoves) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client mudA(port), mudB(port);
    // mudB speaks for bob in the hall; mudA declares nothing, so it serves whom it sends for.
    ASSERT_TRUE(mudB.request(servesOp(0, {"bob"}, {"hall"}))["ok"]);
    json a = mudA.request(op(1, "start", "alice", {{"object", "board"}}, "hall"));
    ASSERT_TRUE(a.at("ok")) << a.dump();
    json heard = mudB.answer();
    EXPECT_FALSE(heard.contains("id")) << heard.dump();
    EXPECT_EQ(eventsOf(heard, "game_started").size(), 1u) << heard.dump();
    mudA.request(op(2, "join", "alice", {{"side", "white"}}, "hall"));
    mudB.answer();
    json b = mudB.request(op(1, "join", "bob", {{"side", "black"}}, "hall"));
    EXPECT_EQ(b["id"], 1);
    mudA.answer();
    json moved = mudA.request(op(3, "move", "alice", {{"move", "e2e4"}}, "hall"));
    EXPECT_EQ(moved["id"], 3);
    json other = mudB.answer();
    EXPECT_FALSE(other.contains("id"));
    EXPECT_EQ(other["actor"], "alice");
    auto move = eventsOf(other, "move");
    ASSERT_EQ(move.size(), 1u) << other.dump();
    EXPECT_EQ(move[0]["san"], "e4");
    // A refusal is the asker's alone.
    json refused = mudB.request(op(2, "move", "bob", {{"move", "e7e4"}}, "hall"));
    EXPECT_EQ(errorCode(refused), "illegal_move");
    json reply = mudB.request(op(3, "move", "bob", {{"move", "e7e5"}}, "hall"));
    EXPECT_TRUE(reply["ok"]);
    json toA = mudA.answer();
    EXPECT_EQ(eventsOf(toA, "move").at(0)["uci"], "e7e5") << toA.dump();
    finishListener(serve);
}

TEST(ServeTcp, AHostileClientBlocksNoOneAndHoldsNoUnboundedMemory) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client hostile(port), quitter(port), good(port);
    // Never a newline: 32 MB in one line. Answered once, then skipped, and not held.
    EXPECT_EQ(good.request({{"id", 0}, {"op", "ping"}})["id"], 0);
    long before = serve.rssKiB();
    std::string flood(1 << 20, 'x');
    for (int i = 0; i < 32; ++i) ASSERT_TRUE(hostile.send(flood));
    json tooLong = hostile.answer();
    EXPECT_EQ(errorCode(tooLong), "line_too_long");
    EXPECT_FALSE(hostile.readLine(0.2).has_value()) << "answered more than once";
    EXPECT_LT(serve.rssKiB() - before, 8 * 1024) << "the server held the flood";
    // Half a line, then gone.
    quitter.send(R"({"id": 1, "op": "pi)");
    quitter.close();
    // Meanwhile another client is served as usual.
    json pong = good.request({{"id", 1}, {"op", "ping"}});
    EXPECT_EQ(pong["id"], 1);
    // The flood's line ends; the hostile client is then served too.
    hostile.send("\n");
    EXPECT_EQ(hostile.request({{"id", 2}, {"op", "ping"}})["id"], 2);
    // A client that sends many requests and reads none of its answers is cut off, not buffered
    // without end.
    std::string request =
        json{{"id", 3}, {"op", "look"}, {"actor", "x"}, {"place", "hall"}}.dump() + "\n";
    std::string many;
    while (many.size() < (1 << 20)) many += request;
    bool cut = false;
    for (int i = 0; i < 64 && !cut; ++i) cut = !hostile.send(many);
    // Whether or not the kernel's buffers let every send through, the good client is served.
    EXPECT_EQ(good.request({{"id", 4}, {"op", "ping"}})["id"], 4);
    finishListener(serve);
}

TEST(ServeTcp, ARemoteAddressNeedsAllowRemoteAndAToken) {
    {
        ServeProcess serve({"serve", "--listen", "0.0.0.0:0"});
        EXPECT_EQ(serve.wait(), 2);
        EXPECT_NE(serve.stderrText().find("not a loopback address"), std::string::npos)
            << serve.stderrText();
    }
    {
        ServeProcess serve({"serve", "--listen", "0.0.0.0:0", "--allow-remote"});
        EXPECT_EQ(serve.wait(), 2);
        EXPECT_NE(serve.stderrText().find("--token"), std::string::npos) << serve.stderrText();
    }
    {
        ServeProcess serve({"serve", "--listen", "localhost:0"});
        EXPECT_EQ(serve.wait(), 2);
    }
    {
        ServeProcess serve({"serve", "--token", "abc"});
        EXPECT_EQ(serve.wait(), 2);
    }
    ServeProcess serve({"serve", "--listen", "0.0.0.0:0", "--allow-remote", "--token", "s3cret"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client client(port);
    EXPECT_EQ(errorCode(client.request({{"id", 1}, {"op", "ping"}})), "auth_required");
    finishListener(serve);
}

TEST(ServeTcp, WithATokenTheFirstLineMustAuthenticate) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--token", "s3cret"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    {
        Client noAuth(port);
        json refused = noAuth.request(op(1, "look", "mallory", {}, "hall"));
        EXPECT_EQ(errorCode(refused), "auth_required");
        EXPECT_EQ(refused["id"], 1);
        EXPECT_TRUE(noAuth.closedByServer());
    }
    {
        Client wrong(port);
        json refused = wrong.request({{"id", 1}, {"op", "auth"}, {"token", "guess"}});
        EXPECT_EQ(errorCode(refused), "bad_token");
        EXPECT_TRUE(wrong.closedByServer());
    }
    Client right(port), watcher(port);
    EXPECT_TRUE(right.request({{"id", 1}, {"op", "auth"}, {"token", "s3cret"}})["ok"]);
    // An unauthenticated client hears nothing of the game.
    json started = right.request(op(2, "start", "alice", {{"object", "board"}}, "hall"));
    EXPECT_TRUE(started["ok"]) << started.dump();
    EXPECT_FALSE(watcher.readLine(0.3).has_value());
    finishListener(serve);
}

// --- TCP: limits on connections (issue 38 defect 1)

TEST(ServeTcp, SilentSocketsCannotLockOutAClientWithTheToken) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--token", "s3cret"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    std::vector<std::unique_ptr<Client>> silent;
    for (int i = 0; i < 200; ++i) silent.push_back(std::make_unique<Client>(port));
    Client right(port);
    json authed = right.request({{"id", 1}, {"op", "auth"}, {"token", "s3cret"}});
    EXPECT_TRUE(authed["ok"]) << authed.dump();
    EXPECT_EQ(right.request({{"id", 2}, {"op", "ping"}})["id"], 2);
    // The first silent ones made room for the others, and were told why.
    EXPECT_EQ(errorCode(silent.front()->answer()), "too_many_unauthenticated");
    EXPECT_TRUE(silent.front()->closedByServer());
    finishListener(serve);
}

TEST(ServeTcp, ASilentConnectionIsToldAndClosedAtTheAuthDeadline) {
    for (bool token : {true, false}) {
        std::vector<std::string> args = {"serve", "--listen", "127.0.0.1:0", "--auth-timeout",
                                         "0.2"};
        if (token) args.insert(args.end(), {"--token", "s3cret"});
        ServeProcess serve(args);
        int port = serve.listeningPort();
        ASSERT_GT(port, 0) << serve.stderrText();
        Client silent(port), prompt(port);
        json hello = token ? json{{"id", 1}, {"op", "auth"}, {"token", "s3cret"}}
                           : json{{"id", 1}, {"op", "ping"}};
        EXPECT_TRUE(prompt.request(hello)["ok"]);
        // Without a token, a line that is not a request does not make a connection served.
        if (!token) {
            EXPECT_EQ(errorCode(silent.request(json::array())), "not_an_object");
        }
        json told = silent.answer();
        EXPECT_EQ(errorCode(told), "auth_timeout") << told.dump();
        EXPECT_TRUE(silent.closedByServer());
        // The deadline was for the one that had not started; the other is served as before.
        EXPECT_EQ(prompt.request({{"id", 2}, {"op", "ping"}})["id"], 2);
        finishListener(serve);
    }
}

TEST(ServeTcp, AnIdleClientIsToldAndClosed) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--idle-timeout", "0.3"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client idle(port);
    EXPECT_EQ(idle.request({{"id", 1}, {"op", "ping"}})["id"], 1);
    json told = idle.answer();
    EXPECT_EQ(errorCode(told), "idle_timeout") << told.dump();
    EXPECT_TRUE(idle.closedByServer());
    finishListener(serve);
}

TEST(ServeTcp, AClientThatNeverReadsIsClosedAndHoldsNoMemory) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--max-unread-kib", "64"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client reader(port), other(port);
    ASSERT_TRUE(reader.request(op(1, "start", "alice", {{"object", "board"}}, "hall"))["ok"]);
    long before = serve.rssKiB();
    // Far more answers (a board each) than the kernel's buffers and the 64 KiB hold.
    std::string looks;
    for (int i = 0; i < 200; ++i)
        looks +=
            json{{"id", 2}, {"op", "look"}, {"actor", "alice"}, {"place", "hall"}}.dump() + "\n";
    for (int i = 0; i < 100 && reader.send(looks); ++i) {
    }
    // Not a byte read until the server says it gave up on the reader.
    auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (serve.stderrText().find("unread") == std::string::npos &&
           std::chrono::steady_clock::now() < end)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_NE(serve.stderrText().find("unread"), std::string::npos) << serve.stderrText();
    EXPECT_EQ(other.request({{"id", 1}, {"op", "ping"}})["id"], 1);
    // (AddressSanitizer holds freed memory back on purpose, so its RSS says nothing here.)
    if (!UNDER_ADDRESS_SANITIZER) {
        EXPECT_LT(serve.rssKiB() - before, 8 * 1024) << "the server held what it could not send";
    }
    // Reading now: the answers the kernel held, then why it was closed, then the end.
    std::string last;
    while (auto line = reader.readLine()) last = *line;
    EXPECT_EQ(errorCode(json::parse(last)), "slow_reader") << last.substr(0, 300);
    finishListener(serve);
}

// --- TCP: who hears what (issue 38 defect 2)

TEST(ServeTcp, EachConnectionHearsOnlyTheUsersAndPlacesItServes) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    // Two MUDs share the hall, one for alice and one for bob; a third declares nothing.
    Client mudA(port), mudB(port), mudC(port);
    ASSERT_TRUE(mudA.request(servesOp(1, {"alice"}, {"hall"}))["ok"]);
    ASSERT_TRUE(mudB.request(servesOp(1, {"bob"}, {"hall"}))["ok"]);
    EXPECT_EQ(errorCode(mudB.request({{"id", 2}, {"op", "serves"}, {"users", "bob"}})),
              "bad_field");
    EXPECT_EQ(errorCode(mudB.request({{"id", 2}, {"op", "serves"}, {"users", {"b\u200bob"}}})),
              "bad_name");
    EXPECT_TRUE(mudA.request(op(2, "start", "alice", {{"object", "board"}}, "hall"))["ok"]);
    EXPECT_EQ(eventsOf(mudB.answer(), "game_started").size(), 1u);
    mudA.request(op(3, "join", "alice", {{"side", "white"}}, "hall"));
    mudB.answer();
    mudB.request(op(3, "join", "bob", {{"side", "black"}}, "hall"));
    mudA.answer();

    // alice's move: bob's "your move" goes to bob's MUD only, not into alice's MUD's answer.
    json moved = mudA.request(op(4, "move", "alice", {{"move", "e2e4"}}, "hall"));
    ASSERT_TRUE(moved["ok"]) << moved.dump();
    EXPECT_TRUE(messagesTo(moved, "bob").empty()) << moved.dump();
    json heardB = mudB.answer();
    EXPECT_EQ(eventsOf(heardB, "move").size(), 1u) << heardB.dump();
    EXPECT_EQ(messagesTo(heardB, "bob").size(), 1u) << heardB.dump();

    // carol's MUD hears the hall once it has sent something there, but no one's private lines.
    json looked = mudC.request(op(1, "look", "carol", {}, "hall"));
    EXPECT_TRUE(looked["ok"]) << looked.dump();
    EXPECT_EQ(messagesTo(looked, "carol").size(), 1u) << looked.dump();
    mudB.request(op(4, "move", "bob", {{"move", "e7e5"}}, "hall"));
    json heardA = mudA.answer();
    EXPECT_EQ(messagesTo(heardA, "alice").size(), 1u) << heardA.dump();
    json heardC = mudC.answer();
    EXPECT_EQ(eventsOf(heardC, "move").size(), 1u) << heardC.dump();
    EXPECT_TRUE(messagesTo(heardC, "alice").empty()) << heardC.dump();

    // alice's hint reaches alice's MUD alone: the others' next line answers their own ping.
    ASSERT_TRUE(mudA.request(op(5, "hint", "alice", {}, "hall"))["ok"]);
    json hint = mudA.answer(30);
    ASSERT_EQ(eventsOf(hint, "hint").size(), 1u) << hint.dump();
    EXPECT_EQ(messagesTo(hint, "alice").size(), 1u) << hint.dump();
    EXPECT_EQ(mudB.request({{"id", 9}, {"op", "ping"}})["id"], 9);
    EXPECT_EQ(mudC.request({{"id", 9}, {"op", "ping"}})["id"], 9);

    // bob's MUD lets bob go: his private lines stop, the hall's go on.
    ASSERT_TRUE(mudB.request({{"id", 10}, {"op", "unserves"}, {"users", {"bob"}}})["ok"]);
    mudA.request(op(6, "move", "alice", {{"move", "g1f3"}}, "hall"));
    heardB = mudB.answer();
    EXPECT_EQ(eventsOf(heardB, "move").size(), 1u) << heardB.dump();
    EXPECT_TRUE(messagesTo(heardB, "bob").empty()) << heardB.dump();
    finishListener(serve);
}

// Issue 54, D5: clients that connected and sent their first line while the server was busy (here:
// stopped) are all served once it reads them, however many more than --max-unauthenticated
// came at once; none is turned away as unauthenticated.
TEST(ServeTcp, ClientsWhoseFirstLineWaitsAreNotEvictedWhenTheServerWasBusy) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--max-unauthenticated", "4"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    serve.signal(SIGSTOP);
    std::vector<std::unique_ptr<Client>> clients;
    for (int i = 0; i < 12; ++i) {
        clients.push_back(std::make_unique<Client>(port));
        ASSERT_TRUE(clients.back()->send(json{{"id", i}, {"op", "ping"}}.dump() + "\n"));
    }
    serve.signal(SIGCONT);
    for (int i = 0; i < 12; ++i) {
        json answer = clients[std::size_t(i)]->answer();
        EXPECT_EQ(answer.value("id", json()), i) << answer.dump();
        EXPECT_EQ(answer.value("ok", false), true) << answer.dump();
    }
    finishListener(serve);
}

// Issue 54, D1: a host that serves its players by id hears what a host serving them by name
// hears: the hint's event, the challenge and its acceptance; every event names a player by name
// and id.
TEST(ServeTcp, AConnectionServingIdsHearsEveryEventOfItsPlayers) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client mudA(port), mudB(port);
    ASSERT_TRUE(mudA.request(servesOp(1, {"#1"}, {}))["ok"]);
    ASSERT_TRUE(mudB.request(servesOp(1, {"#2"}, {}))["ok"]);
    auto as = [](json request, const std::string& id) {
        request["actor_id"] = id;
        return request;
    };
    // bob has been seen as "bob"; alice (#1) challenges him (#2): bob's connection hears the
    // challenge event, by id.
    ASSERT_TRUE(mudB.request(as(op(2, "say", "bob", {{"text", "games"}}, "hall"), "#2"))["ok"]);
    json asked = mudA.request(
        as(op(2, "say", "alice", {{"text", "challenge bob as white on oak"}}, "hall"), "#1"));
    ASSERT_TRUE(asked["ok"]) << asked.dump();
    json toBob = mudB.answer();
    std::vector<json> challenge = eventsOf(toBob, "challenge");
    ASSERT_EQ(challenge.size(), 1u) << toBob.dump();
    EXPECT_EQ(challenge[0].at("from"), "alice");
    EXPECT_EQ(challenge[0].at("from_id"), "#1");
    EXPECT_EQ(challenge[0].at("to_id"), "#2");
    // bob accepts: alice's connection hears the acceptance and the game that starts.
    json accepted =
        mudB.request(as(op(2, "say", "bob", {{"text", "accept challenge on oak"}}, "hall"), "#2"));
    ASSERT_TRUE(accepted["ok"]) << accepted.dump();
    json toAlice = mudA.answer();
    std::vector<json> answered = eventsOf(toAlice, "challenge");
    ASSERT_EQ(answered.size(), 1u) << toAlice.dump();
    EXPECT_EQ(answered[0].at("action"), "accepted");
    std::vector<json> started = eventsOf(toAlice, "game_started");
    ASSERT_EQ(started.size(), 1u) << toAlice.dump();
    EXPECT_EQ(started[0]["board"].at("white_id"), "#1");
    EXPECT_EQ(started[0]["board"].at("black_id"), "#2");
    // bob's move reaches alice's connection with its event and the mover's id.
    ASSERT_TRUE(mudA.request(as(op(3, "move", "alice", {{"move", "e2e4"}}, "hall"), "#1"))["ok"]);
    mudB.answer();
    ASSERT_TRUE(mudB.request(as(op(3, "move", "bob", {{"move", "e7e5"}}, "hall"), "#2"))["ok"]);
    json moved = mudA.answer();
    std::vector<json> move = eventsOf(moved, "move");
    ASSERT_EQ(move.size(), 1u) << moved.dump();
    EXPECT_EQ(move[0].at("player_id"), "#2");
    // alice's hint comes with its event.
    ASSERT_TRUE(mudA.request(as(op(4, "hint", "alice", {}, "hall"), "#1"))["ok"]);
    json hint = mudA.answer(30);
    ASSERT_EQ(eventsOf(hint, "hint").size(), 1u) << hint.dump();
    EXPECT_EQ(eventsOf(hint, "hint")[0].at("player_id"), "#1");
    finishListener(serve);
}

// A host that draws its own board needs nothing but the move event (issue 54): the clocks and
// whose runs, when the server took the move, what it cost the mover, and what may be played next.
TEST(Serve, AMoveEventCarriesTheClocksTheTimesAndTheLegalMoves) {
    ServeProcess serve({"serve"});
    int id = 0;
    ASSERT_TRUE(serve.request(op(++id, "start", "alice", {{"object", "board"}, {"clock", "5+3"}}))
                    .at("ok"));
    serve.request(op(++id, "join", "alice", {{"side", "white"}}));
    serve.request(op(++id, "join", "bob", {{"side", "black"}}));
    auto nowMs = [] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::system_clock::now().time_since_epoch())
            .count();
    };
    long long before = nowMs();
    json first = playTyped(serve, {"e2e4"}, id, "board");
    json e4 = eventsOf(first, "move").at(0);
    EXPECT_GE(e4.at("server_ms").get<long long>(), before);
    EXPECT_LE(e4.at("server_ms").get<long long>(), nowMs());
    EXPECT_TRUE(e4.at("move_ms").is_null()) << "the clock starts after each side's first move";
    EXPECT_EQ(e4.at("legal_uci").size(), 20u) << e4.dump();
    EXPECT_TRUE(e4.at("board").at("clock").at("running").is_null()) << e4.dump();
    playTyped(serve, {"e7e5"}, id, "board", "bob");
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    json third = playTyped(serve, {"g1f3"}, id, "board");
    json nf3 = eventsOf(third, "move").at(0);
    EXPECT_GE(nf3.at("move_ms").get<long long>(), 100) << nf3.dump();
    EXPECT_LT(nf3.at("move_ms").get<long long>(), 10000) << nf3.dump();
    EXPECT_EQ(nf3.at("board").at("clock").at("running"), "black") << nf3.dump();
    const json& legal = nf3.at("legal_uci");
    EXPECT_NE(std::find(legal.begin(), legal.end(), "b8c6"), legal.end()) << legal.dump();
    EXPECT_EQ(std::find(legal.begin(), legal.end(), "e5e4"), legal.end()) << legal.dump();
    // Mate: nothing more to play, no clock running.
    ASSERT_TRUE(
        serve.request(op(++id, "start", "carol", {{"object", "elm"}, {"clock", "1+0"}})).at("ok"));
    serve.request(op(++id, "join", "carol", {{"object", "elm"}, {"side", "white"}}));
    serve.request(op(++id, "join", "dave", {{"object", "elm"}, {"side", "black"}}));
    json mate = playTyped(serve, {"f2f3", "e7e5", "g2g4", "d8h4"}, id, "elm", "carol", "dave");
    json qh4 = eventsOf(mate, "move").at(0);
    EXPECT_EQ(qh4.at("san"), "Qh4#");
    EXPECT_TRUE(qh4.at("legal_uci").empty()) << qh4.dump();
    EXPECT_TRUE(qh4.at("board").at("clock").at("running").is_null()) << qh4.dump();
    finish(serve);
}

// A connection can follow a board none of whose players or place it serves: a spectator's page,
// an opponent's own client (issue 54). It hears the board's public events, never a player's
// hint, and nothing once it stops.
TEST(ServeTcp, AWatchingConnectionFollowsOneBoard) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client mud(port), watcher(port);
    ASSERT_TRUE(mud.request(servesOp(1, {"alice", "bob"}, {"hall"}))["ok"]);
    ASSERT_TRUE(mud.request(op(2, "start", "alice", {{"object", "oak"}}, "hall"))["ok"]);
    ASSERT_TRUE(mud.request(op(3, "start", "alice", {{"object", "elm"}}, "hall"))["ok"]);
    ASSERT_TRUE(
        mud.request(op(4, "join", "alice", {{"object", "oak"}, {"side", "white"}}, "hall"))["ok"]);
    ASSERT_TRUE(
        mud.request(op(5, "join", "bob", {{"object", "oak"}, {"side", "black"}}, "hall"))["ok"]);
    ASSERT_TRUE(watcher.request(servesOp(1, {}, {}))["ok"]);
    json none =
        watcher.request({{"id", 2}, {"op", "watch"}, {"place", "hall"}, {"object", "pine"}});
    EXPECT_EQ(errorCode(none), "no_such_object") << none.dump();
    json watched =
        watcher.request({{"id", 3}, {"op", "watch"}, {"place", "hall"}, {"object", "The Oak"}});
    ASSERT_TRUE(watched["ok"]) << watched.dump();
    ASSERT_EQ(eventsOf(watched, "board_state").size(), 1u) << watched.dump();
    ASSERT_TRUE(
        mud.request(op(6, "move", "alice", {{"object", "oak"}, {"move", "e2e4"}}, "hall"))["ok"]);
    json heard = watcher.answer();
    ASSERT_EQ(eventsOf(heard, "move").size(), 1u) << heard.dump();
    EXPECT_EQ(eventsOf(heard, "move")[0].at("san"), "e4");
    EXPECT_TRUE(heard.at("messages").empty()) << "a watch brings the board's events, not the room";
    // Another board of the same place, and a player's hint, are not the watcher's.
    ASSERT_TRUE(
        mud.request(op(7, "join", "carol", {{"object", "elm"}, {"side", "white"}}, "hall"))["ok"]);
    ASSERT_TRUE(mud.request(op(8, "hint", "bob", {{"object", "oak"}}, "hall"))["ok"]);
    mud.answer(30); // the hint
    EXPECT_EQ(watcher.request({{"id", 4}, {"op", "ping"}})["id"], 4) << "nothing came between";
    ASSERT_TRUE(watcher.request(
        {{"id", 5}, {"op", "unwatch"}, {"place", "hall"}, {"object", "oak"}})["ok"]);
    ASSERT_TRUE(
        mud.request(op(9, "move", "bob", {{"object", "oak"}, {"move", "e7e5"}}, "hall"))["ok"]);
    EXPECT_EQ(watcher.request({{"id", 6}, {"op", "ping"}})["id"], 6) << "unwatched: nothing came";
    finishListener(serve);
}

// Every line of a served TCP connection is numbered, and a host whose connection was cut takes
// its session over on a new one and hears what it missed (issue 54); too far back, or a session
// nobody holds, is refused with its code.
TEST(ServeTcp, ACutConnectionIsResumedAndHearsWhatItMissed) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client bobsMud(port);
    auto alicesMud = std::make_unique<Client>(port);
    json first = alicesMud->request(servesOp(1, {"alice"}, {"hall"}));
    EXPECT_EQ(first.at("seq"), 1) << first.dump();
    std::string session = first.at("session");
    EXPECT_EQ(session.size(), 32u);
    ASSERT_TRUE(bobsMud.request(op(1, "start", "bob", {{"object", "board"}}, "hall"))["ok"]);
    json told = alicesMud->answer();
    EXPECT_EQ(told.at("seq"), 2) << told.dump();
    EXPECT_FALSE(told.contains("session")) << "named once";
    alicesMud->close();
    // Meanwhile bob sits down and alice's lines are kept.
    ASSERT_TRUE(bobsMud.request(op(2, "join", "bob", {{"side", "black"}}, "hall"))["ok"]);
    EXPECT_TRUE(bobsMud.request({{"id", 3}, {"op", "ping"}})["ok"]);

    Client again(port);
    json unknown = again.request({{"id", 1}, {"op", "resume"}, {"session", "0123"}, {"after", 2}});
    EXPECT_EQ(errorCode(unknown), "no_such_session") << unknown.dump();
    json resumed = again.request({{"id", 2}, {"op", "resume"}, {"session", session}, {"after", 2}});
    // The missed line came first, numbered on from the old connection; then the answer.
    EXPECT_FALSE(resumed.contains("id")) << resumed.dump();
    EXPECT_EQ(resumed.at("seq"), 3) << resumed.dump();
    EXPECT_EQ(eventsOf(resumed, "seat_taken").size(), 1u) << resumed.dump();
    json answer = again.answer();
    EXPECT_EQ(answer.at("id"), 2) << answer.dump();
    EXPECT_EQ(answer.at("seq"), 4);
    EXPECT_EQ(answer.at("session"), session);
    // It serves what the old one served: bob's move in the hall reaches it.
    ASSERT_TRUE(bobsMud.request(op(4, "join", "alice", {{"side", "white"}}, "hall"))["ok"]);
    EXPECT_EQ(again.answer().at("seq"), 5);

    // A thousand lines later the first ones are gone.
    for (int i = 0; i < 1001; ++i)
        again.send(json({{"id", 100 + i}, {"op", "ping"}}).dump() + "\n");
    json last;
    for (int i = 0; i < 1001; ++i) last = again.answer();
    EXPECT_EQ(last.at("id"), 1100);
    again.close();
    Client third(port);
    json gone = third.request({{"id", 1}, {"op", "resume"}, {"session", session}, {"after", 3}});
    EXPECT_EQ(errorCode(gone), "resume_too_far") << gone.dump();
    EXPECT_EQ(gone.at("error").at("params").at("field"), "after");
    // Over the pipe there is nothing to resume.
    ServeProcess pipe({"serve"});
    json refused = pipe.request({{"id", 1}, {"op", "resume"}, {"session", session}, {"after", 0}});
    EXPECT_EQ(errorCode(refused), "no_such_session") << refused.dump();
    finish(pipe);
    finishListener(serve);
}

// A full server answers a new client's first request with too_many_clients and that request's
// id (issue 54: the refusal used to come before any line was read, without one).
TEST(ServeTcp, AFullServerRefusesTheFirstRequestByItsId) {
    ServeProcess serve({"serve", "--listen", "127.0.0.1:0", "--max-clients", "1"});
    int port = serve.listeningPort();
    ASSERT_GT(port, 0) << serve.stderrText();
    Client served(port), late(port);
    ASSERT_TRUE(served.request({{"id", 1}, {"op", "ping"}})["ok"]);
    json refused = late.request({{"id", 7}, {"op", "ping"}});
    EXPECT_EQ(errorCode(refused), "too_many_clients") << refused.dump();
    EXPECT_EQ(refused.at("id"), 7) << refused.dump();
    EXPECT_TRUE(late.closedByServer());
    finishListener(serve);
}

// The first `engines` waits for the service to learn what its engines are (issue 39), off its
// own thread: the request's answer is empty, the next request is answered at once, and the list
// follows as a line without an id, to the one who asked.
TEST(Serve, TheFirstEnginesIsAnsweredOnceTheEnginesAreLearned) {
    ServeProcess serve({"serve"});
    json asked = serve.request(say(1, "alice", "engines"));
    EXPECT_EQ(asked.at("id"), 1);
    EXPECT_TRUE(asked.at("ok"));
    EXPECT_TRUE(asked.at("messages").empty()) << asked.dump();
    json started = serve.request(say(2, "bob", "start new game on board"));
    EXPECT_EQ(started.at("id"), 2) << "answered before the engines' list";
    json list = serve.answer(60);
    ASSERT_TRUE(list.is_object());
    EXPECT_FALSE(list.contains("id")) << list.dump();
    std::vector<std::string> told = messagesTo(list, "alice");
    ASSERT_EQ(told.size(), 1u) << list.dump();
    EXPECT_NE(told[0].find("The computer (built in)"), std::string::npos) << told[0];
    json again = serve.request(say(3, "alice", "engines"));
    EXPECT_EQ(messagesTo(again, "alice"), told) << "known from then on: answered at once";
    finish(serve);
}
