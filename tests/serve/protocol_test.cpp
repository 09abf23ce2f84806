// The protocol's parts without a process: cutting lines, UTF-8, reading requests, and every
// event type written in full.
#include "front/serve/encode.hpp"
#include "front/serve/line_splitter.hpp"
#include "front/serve/request.hpp"
#include "front/serve/utf8.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

using namespace mudchess;
using namespace mudchess::serve;
using nlohmann::json;
using Json = nlohmann::ordered_json; // keeps the keys in the order written

namespace {

// An event as serve writes it, read back.
Json encodeEvent(const Event& event) {
    std::string text;
    JsonWriter out(text);
    writeEvent(out, event);
    return Json::parse(text);
}

std::string written(std::string_view text) {
    std::string out;
    JsonWriter(out).value(text);
    return out;
}

} // namespace

TEST(LineSplitter, CutsLinesAcrossChunks) {
    LineSplitter s(100);
    EXPECT_TRUE(s.feed("ab").empty());
    auto pieces = s.feed("c\nde\n\nf");
    ASSERT_EQ(pieces.size(), 3u);
    EXPECT_EQ(pieces[0].line, "abc");
    EXPECT_EQ(pieces[1].line, "de");
    EXPECT_EQ(pieces[2].line, "");
    auto last = s.finish();
    ASSERT_EQ(last.size(), 1u);
    EXPECT_EQ(last[0].line, "f");
}

TEST(LineSplitter, ReportsALongLineOnceAndHoldsNoneOfIt) {
    LineSplitter s(10);
    auto first = s.feed(std::string(8, 'x'));
    EXPECT_TRUE(first.empty());
    auto over = s.feed(std::string(8, 'x'));
    ASSERT_EQ(over.size(), 1u);
    EXPECT_TRUE(over[0].tooLong);
    EXPECT_EQ(s.buffered(), 0u);
    for (int i = 0; i < 100; ++i) EXPECT_TRUE(s.feed(std::string(1000, 'y')).empty());
    EXPECT_EQ(s.buffered(), 0u);
    auto after = s.feed("zz\nok\n");
    ASSERT_EQ(after.size(), 1u);
    EXPECT_EQ(after[0].line, "ok");
    EXPECT_FALSE(after[0].tooLong);
}

TEST(Utf8, FindsTheFirstBadByte) {
    EXPECT_EQ(firstBadUtf8("plain"), 5u);
    EXPECT_EQ(firstBadUtf8("\xE2\x99\x9E knight"), 10u);
    EXPECT_EQ(firstBadUtf8("ab\xC3"), 2u);           // cut short
    EXPECT_EQ(firstBadUtf8("\xC0\xAF"), 0u);         // overlong
    EXPECT_EQ(firstBadUtf8("\xED\xA0\x80"), 0u);     // surrogate
    EXPECT_EQ(firstBadUtf8("\xF4\x90\x80\x80"), 0u); // past U+10FFFF
    EXPECT_EQ(firstBadUtf8("\xF0\x9F\x98\x80"), 4u); // an emoji is fine
    EXPECT_EQ(replaceBadUtf8("a\xFF"
                             "b"),
              "a\xEF\xBF\xBD"
              "b");
}

TEST(Request, ReadsTextAndTypedRequests) {
    auto text = parseRequest(R"({"id":7,"actor":"alice","place":"room-12","text":"look"})");
    ASSERT_TRUE(std::holds_alternative<Request>(text));
    const Request& r = std::get<Request>(text);
    EXPECT_EQ(r.id, 7);
    EXPECT_EQ(r.op, "say");
    EXPECT_EQ(std::get<Say>(r.what).text, "look");

    auto move = parseRequest(
        R"({"id":"m1","op":"move","actor":"a","place":"p","object":"board","move":"e2e4"})");
    ASSERT_TRUE(std::holds_alternative<Request>(move));
    const Action& a = std::get<Action>(std::get<Request>(move).what);
    EXPECT_EQ(std::get<action::Move>(a.what).move, "e2e4");
}

TEST(Request, EachFaultHasItsCode) {
    auto code = [](std::string_view line) {
        auto r = parseRequest(line);
        return std::holds_alternative<ProtocolError>(r)
                   ? refusalCodeName(std::get<ProtocolError>(r).code)
                   : "ok";
    };
    EXPECT_EQ(code("nope"), "bad_json");
    EXPECT_EQ(code("42"), "not_an_object");
    EXPECT_EQ(code(R"({"op":"dance","actor":"a","place":"p"})"), "unknown_op");
    EXPECT_EQ(code(R"({"actor":"a","place":"p"})"), "missing_field");
    EXPECT_EQ(code(R"({"actor":"a","place":1,"text":"x"})"), "bad_field");
    EXPECT_EQ(code("{\"actor\":\"\xFF\"}"), "bad_utf8");
    EXPECT_EQ(code(std::string(MAX_LINE_BYTES + 1, ' ')), "line_too_long");
    EXPECT_EQ(code(R"({"op":"ping"})"), "ok");
}

TEST(Request, IdsInTheDocumentedRangeComeBackExactly) {
    auto idOf = [](std::string_view line) {
        auto r = parseRequest(line);
        return std::holds_alternative<Request>(r) ? std::get<Request>(r).id.dump() : "refused";
    };
    // Digit for digit, so even a reader that holds only 2^53 exactly maps it back to its own.
    EXPECT_EQ(idOf(R"({"id":9007199254740993,"op":"ping"})"), "9007199254740993");
    EXPECT_EQ(idOf(R"({"id":-9223372036854775808,"op":"ping"})"), "-9223372036854775808");
    EXPECT_EQ(idOf(R"({"id":18446744073709551615,"op":"ping"})"), "18446744073709551615");
    EXPECT_EQ(idOf(R"({"id":"123456789012345678901234567890","op":"ping"})"),
              "\"123456789012345678901234567890\"");
    EXPECT_EQ(idOf(R"({"id":18446744073709551616,"op":"ping"})"), "refused");
    EXPECT_EQ(idOf(R"({"id":2.0,"op":"ping"})"), "refused");
}

TEST(Request, AKeyGivenTwiceIsRefusedAtAnyDepthAndNamed) {
    auto r = parseRequest(R"({"op":"ping","x":{"a":1,"a":2}})");
    ASSERT_TRUE(std::holds_alternative<ProtocolError>(r));
    EXPECT_EQ(std::get<ProtocolError>(r).code, RefusalCode::DUPLICATE_KEY);
    EXPECT_EQ(std::get<ProtocolError>(r).field, "a");
    // The same key in two different objects is no duplicate.
    EXPECT_TRUE(std::holds_alternative<Request>(parseRequest(R"({"op":"ping","x":{"op":1}})")));
}

TEST(Encode, EveryEventTypeIsWrittenInFull) {
    BoardState board;
    board.variant = "chess";
    board.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    board.white = "alice";
    std::vector<Event> events = {
        SeatTaken{"p", "board", "alice", Side::WHITE},
        SeatLeft{"p", "board", "bob", Side::BLACK},
        GameStarted{"p", "board", "alice", "chess", board},
        GameLoaded{"p", "board", "alice", "chess", 12, board},
        MovePlayed{"p", "board", "alice", Side::WHITE, "e4", "e2e4", false, false, board},
        GameEnded{"p", "board", "1-0", Side::WHITE, "checkmate", board},
        Offer{"p", "board", "bob", Side::BLACK, OfferKind::RESTART, OfferAction::LAPSED},
        Refusal{"illegal_move", {{"move", "e2e5"}}, "no"},
        HintGiven{"p", "board", "alice", "Nf3", "g1f3"},
        SeatTaken{"p", "board", "computer", Side::BLACK, false, {}, 3},
    };
    std::vector<std::string> types;
    for (const Event& e : events) types.push_back(encodeEvent(e)["type"]);
    EXPECT_EQ(types, (std::vector<std::string>{"seat_taken", "seat_left", "game_started",
                                               "game_loaded", "move", "game_ended", "offer",
                                               "refusal", "hint", "seat_taken"}));
    json loaded = encodeEvent(events[3]);
    EXPECT_EQ(loaded["plies"], 12);
    EXPECT_EQ(loaded["board"]["white"], "alice");
    EXPECT_TRUE(loaded["board"]["black"].is_null());
    EXPECT_TRUE(loaded["board"]["last_move"].is_null());
    EXPECT_EQ(loaded["board"]["to_move"], "white");
    EXPECT_EQ(loaded["board"]["move_number"], 1);
    json move = encodeEvent(events[4]);
    EXPECT_EQ(move["automatic"], false);
    json offer = encodeEvent(events[6]);
    EXPECT_EQ(offer["kind"], "restart");
    EXPECT_EQ(offer["action"], "lapsed");
    json refusal = encodeEvent(events[7]);
    EXPECT_EQ(refusal["params"]["move"], "e2e5");
    json hint = encodeEvent(events[8]);
    EXPECT_EQ(hint["player"], "alice");
    EXPECT_EQ(hint["san"], "Nf3");
    EXPECT_EQ(hint["uci"], "g1f3");
    EXPECT_EQ(encodeEvent(events[9])["computer_level"], 3);
    EXPECT_FALSE(encodeEvent(events[0]).contains("computer_level")) << "a person has no level";
}

TEST(Encode, PresenceIsWrittenWithItsStateAndBoards) {
    EXPECT_EQ(encodeEvent(
                  PresenceChanged{"hall", "bob", PresenceState::LINK_DEAD, {"board", "oak table"}}),
              (Json{{"type", "presence"},
                    {"place", "hall"},
                    {"player", "bob"},
                    {"state", "linkdead"},
                    {"objects", {"board", "oak table"}}}));
    EXPECT_EQ(encodeEvent(PresenceChanged{"hall", "bob", PresenceState::BACK, {}})["objects"],
              Json::array());
}

// A game another process changed: where, which game, and the board as it stands, or null when
// the object was cleared.
TEST(Encode, AChangeMadeElsewhereCarriesTheBoardAsItStands) {
    BoardState board;
    board.fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    board.variant = "chess";
    board.lastMove = "e2e4";
    board.toMove = Side::BLACK;
    board.white = "alice";
    Json changed = encodeEvent(ChangedElsewhere{"hall", "board", 3, false, board});
    EXPECT_EQ(changed["type"], "changed_elsewhere");
    EXPECT_EQ(changed["place"], "hall");
    EXPECT_EQ(changed["object"], "board");
    EXPECT_EQ(changed["game"], 3);
    EXPECT_EQ(changed["cleared"], false);
    EXPECT_EQ(changed["board"]["fen"], board.fen);
    EXPECT_EQ(changed["board"]["last_move"], "e2e4");
    EXPECT_EQ(changed["board"]["to_move"], "black");
    EXPECT_EQ(changed["board"]["white"], "alice");
    EXPECT_TRUE(changed["board"]["black"].is_null());
    Json cleared = encodeEvent(ChangedElsewhere{"hall", "board", 0, true, {}});
    EXPECT_EQ(cleared["cleared"], true);
    EXPECT_TRUE(cleared["board"].is_null());
}

TEST(Encode, RatingsStatsAndTopAreWrittenAsTables) {
    RatingsShown ratings{"Bob", "#2", {{"chess", "blitz", 1840, 80, 25, false}}};
    EXPECT_EQ(encodeEvent(ratings), Json::parse(R"({"type":"ratings","player":"Bob",
        "player_id":"#2","ratings":[{"variant":"chess","speed":"blitz","rating":1840,
        "deviation":80,"games":25,"provisional":false}]})"));
    StatsShown stats{"Bob",     "#2",
                     {3, 1, 2}, {{"chess", Side::BLACK, {3, 1, 2}}},
                     2,         {{"C40", "King's knight opening", 4}, {"", "1. Nf3 b6", 1}}};
    EXPECT_EQ(encodeEvent(stats), Json::parse(R"({"type":"stats","player":"Bob","player_id":"#2",
        "wins":3,"losses":1,"draws":2,"records":[{"variant":"chess","side":"black","wins":3,
        "losses":1,"draws":2}],"longest_winning_streak":2,"openings":[{"eco":"C40",
        "name":"King's knight opening","games":4},{"eco":null,"name":"1. Nf3 b6","games":1}]})"));
    TopShown top{"", "chess", "", {{"blitz", {{1, "Bob", "#2", 1840, 80, 25}}}}};
    EXPECT_EQ(encodeEvent(top), Json::parse(R"({"type":"top","place":null,"variant":"chess",
        "speed":null,"speeds":[{"speed":"blitz","players":[{"rank":1,"player":"Bob",
        "player_id":"#2","rating":1840,"deviation":80,"games":25}]}]})"));
    top.place = "hall";
    top.speed = "blitz";
    EXPECT_EQ(encodeEvent(top)["place"], "hall");
    EXPECT_EQ(encodeEvent(top)["speed"], "blitz");
}

// A player's history and a kept game: each game with the store's number, where it was played,
// its players and result, and its opening (null outside the ECO table).
TEST(Encode, AHistoryAndAKeptGameAreWrittenAsGames) {
    KeptGame ruy{12,
                 "#chess",
                 "board",
                 2,
                 "chess",
                 "alice",
                 "",
                 "1-0",
                 "resignation",
                 "2026-11-24T03:58:00Z",
                 true,
                 5,
                 "C60",
                 "Ruy Lopez (Spanish opening)"};
    HistoryShown history{"Bob", "#2", 1, 3, 21, {ruy}};
    EXPECT_EQ(encodeEvent(history), Json::parse(R"j({"type":"history","player":"Bob",
        "player_id":"#2","page":1,"pages":3,"total":21,"games":[{"id":12,"place":"#chess",
        "object":"board","number":2,"variant":"chess","white":"alice","black":null,
        "result":"1-0","termination":"resignation","started":"2026-11-24T03:58:00Z",
        "rated":true,"plies":5,"eco":"C60","opening":"Ruy Lopez (Spanish opening)"}]})j"));
    ruy.eco = ruy.opening = ruy.started = "";
    Json kept = encodeEvent(KeptGameShown{ruy, "[Event \"x\"]\n"});
    EXPECT_EQ(kept["type"], "kept_game");
    EXPECT_EQ(kept["game"]["id"], 12);
    EXPECT_TRUE(kept["game"]["eco"].is_null());
    EXPECT_TRUE(kept["game"]["started"].is_null());
    EXPECT_EQ(kept["pgn"], "[Event \"x\"]\n");
}

// Every type of event the service reports, one default-made of each alternative of Event.
template <std::size_t... I> std::set<std::string> eventTypes(std::index_sequence<I...>) {
    return {std::string(eventType(Event{std::variant_alternative_t<I, Event>{}}))...};
}

// docs/protocol.md's table of event types lists every type serve writes and no other: the
// service's events, and serve's own board_state and notice.
TEST(Encode, TheProtocolDocumentListsEveryEventTypeAndNoOther) {
    std::set<std::string> written =
        eventTypes(std::make_index_sequence<std::variant_size_v<Event>>{});
    written.insert({"board_state", "notice"});
    std::ifstream in(MUDCHESS_DOCS_DIR "/protocol.md");
    ASSERT_TRUE(in);
    std::set<std::string> documented;
    bool inTable = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("| type | fields |")) {
            inTable = true;
            continue;
        }
        if (!inTable || line.starts_with("|---")) continue;
        if (!line.starts_with("|")) break;
        std::string cell = line.substr(1, line.find('|', 1) - 1);
        for (std::size_t open = cell.find('`'); open != std::string::npos;) {
            std::size_t close = cell.find('`', open + 1);
            documented.insert(cell.substr(open + 1, close - open - 1));
            open = cell.find('`', close + 1);
        }
    }
    EXPECT_EQ(documented, written);
}

TEST(Encode, StringsAreEscapedAndBadUtf8IsReplaced) {
    EXPECT_EQ(written("a\xFF"), "\"a\xEF\xBF\xBD\"");
    EXPECT_EQ(written("q\"b\\\n\t\x01\x1f\x7f"), R"("q\"b\\\n\t\u0001\u001f)"
                                                 "\x7f\"");
    EXPECT_EQ(written("caf\xC3\xA9 \xE2\x99\x9E"), "\"caf\xC3\xA9 \xE2\x99\x9E\"");
    std::string line;
    JsonWriter out(line);
    out.beginObject().field("a", 1).key("b").beginArray().value(true).value(nullptr);
    out.beginObject().endObject().endArray().field("c", -9223372036854775807LL - 1).endObject();
    EXPECT_EQ(line, R"({"a":1,"b":[true,null,{}],"c":-9223372036854775808})");
}

TEST(Encode, TakebackAndAbortAreWrittenWithTheirKindsAndCounts) {
    BoardState board;
    board.clock = "5+3";
    board.whiteMillis = 300000;
    board.blackMillis = 297000;
    json offer = encodeEvent(
        Offer{"p", "board", "alice", Side::WHITE, OfferKind::TAKEBACK, OfferAction::MADE, 2});
    EXPECT_EQ(offer["kind"], "takeback");
    EXPECT_EQ(offer["moves"], 2);
    json abort = encodeEvent(
        Offer{"p", "board", "bob", Side::BLACK, OfferKind::ABORT, OfferAction::ACCEPTED});
    EXPECT_EQ(abort["kind"], "abort");
    EXPECT_FALSE(abort.contains("moves"));
    json back = encodeEvent(
        TakenBack{"p", "board", "alice", Side::WHITE, 2, 3, board, {"Nf3", "Nc6", "--"}});
    EXPECT_EQ(back["type"], "taken_back");
    EXPECT_EQ(back["moves"], 2);
    EXPECT_EQ(back["plies"], 3);
    EXPECT_EQ(back["san"], json::array({"Nf3", "Nc6", "--"}));
    EXPECT_EQ(back["board"]["clock"]["black_ms"], 297000);
    json ended = encodeEvent(GameEnded{"p", "board", "*", std::nullopt, "aborted", board});
    EXPECT_EQ(ended["result"], "*");
    EXPECT_TRUE(ended["winner"].is_null());
    EXPECT_EQ(ended["termination"], "aborted");
    EXPECT_EQ(ended["automatic"], false);
    GameEnded byItself{"p", "board", "1/2-1/2", std::nullopt, "fifty_moves", board};
    byItself.automatic = true;
    EXPECT_EQ(encodeEvent(byItself)["automatic"], true);
}

TEST(Encode, ChallengesTakeOversAndIdleRestartsSayWhatTheyAre) {
    Json challenge = encodeEvent(Challenge{"p", "board", "alice", "bob", Side::BLACK, "knightmate",
                                           "5+3", OfferAction::MADE});
    EXPECT_EQ(challenge, (Json{{"type", "challenge"},
                               {"place", "p"},
                               {"object", "board"},
                               {"from", "alice"},
                               {"to", "bob"},
                               {"colour", "black"},
                               {"variant", "knightmate"},
                               {"clock", "5+3"},
                               {"action", "made"}}));
    EXPECT_TRUE(encodeEvent(Challenge{"p", "board", "alice", "bob", Side::WHITE, "chess", "",
                                      OfferAction::LAPSED})["clock"]
                    .is_null());
    // A plain seat reads as it always has; a take-over says so and whose seat it was.
    EXPECT_FALSE(encodeEvent(SeatTaken{"p", "board", "carol", Side::BLACK}).contains("take_over"));
    json taken = encodeEvent(SeatTaken{"p", "board", "carol", Side::BLACK, true, "bob"});
    EXPECT_EQ(taken["take_over"], true);
    EXPECT_EQ(taken["previous"], "bob");
    EXPECT_EQ(encodeEvent(SeatLeft{"p", "board", "bob", Side::BLACK, true})["game_goes_on"], true);
    GameStarted idle{"p", "board", "carol", "chess", BoardState{}};
    idle.idleRestart = true;
    EXPECT_EQ(encodeEvent(idle)["idle_restart"], true);
    EXPECT_EQ(encodeEvent(Offer{"p", "board", "bob", Side::BLACK, OfferKind::REMATCH,
                                OfferAction::MADE})["kind"],
              "rematch");
}
