// The command language end to end through the public facade (include/mudchess/mudchess.hpp):
// sentences in, typed events and refusal codes out, and the game on the right object changed
// (or, for every mistake, left exactly as it was). The wording is the transcripts' business
// (tests/repl); here a test reads English only where the sentence is the behaviour.
#include "outcome_reading.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <fstream>

namespace mudchess {
namespace {

using testing::eventsOf;

template <class E> E only(const Outcome& o) {
    std::vector<E> found = eventsOf<E>(o);
    EXPECT_EQ(found.size(), 1u) << "events: " << o.events.size();
    return found.empty() ? E{} : found.front();
}

std::string codeOf(const Outcome& o) {
    EXPECT_EQ(o.ok, o.refusal() == nullptr);
    if (!o.refusal()) return "";
    testing::expectInTable(*o.refusal());
    return o.refusal()->code;
}

std::string param(const Refusal& r, const std::string& name) {
    for (auto& [key, value] : r.params)
        if (key == name) return value;
    return "";
}

class ServiceTest : public ::testing::Test {
  protected:
    Service chess;

    Outcome say(const std::string& who, const std::string& line,
                const std::string& place = "room") {
        return chess.handle(who, place, line);
    }
    // The refusal code of a command ("" when it was carried out).
    std::string refused(const std::string& who, const std::string& line,
                        const std::string& place = "room") {
        return codeOf(say(who, line, place));
    }
    std::string fen(const std::string& object = "board", const std::string& place = "room") {
        Outcome o = say("anyone", "show fen on " + object, place);
        return o.ok ? o.messages.at(0).text : "(" + codeOf(o) + ")";
    }
    void playMoves(std::initializer_list<std::pair<const char*, const char*>> moves) {
        for (auto [who, line] : moves) ASSERT_TRUE(say(who, line).ok) << who << ": " << line;
    }
    // Sets a game up on `object` (only "start" brings a board into being) and seats both.
    void seatBoth(const std::string& object = "board", const std::string& variant = "") {
        say("alice",
            "start new game" + (variant.empty() ? "" : " of " + variant) + " on " + object);
        say("alice", "join game as white on " + object);
        say("bob", "join game as black on " + object);
    }
};

TEST_F(ServiceTest, TheFiveSeedFormsPlayAGameAndEachSaysWhatHappened) {
    GameStarted started = only<GameStarted>(say("alice", "start new game on board"));
    EXPECT_EQ(started.variant, "chess");
    EXPECT_EQ(started.board.white, "");
    EXPECT_EQ(started.board.black, "");
    SeatTaken seat = only<SeatTaken>(say("alice", "join game as white on board"));
    EXPECT_EQ(seat.player, "alice");
    EXPECT_EQ(seat.side, Side::WHITE);
    EXPECT_EQ(seat.object, "board");
    EXPECT_EQ(seat.place, "room");
    EXPECT_EQ(only<SeatTaken>(say("bob", "join game as black on board")).player, "bob");

    MovePlayed first = only<MovePlayed>(say("alice", "move a2 to a4 on board"));
    EXPECT_EQ(first.san, "a4");
    EXPECT_EQ(first.uci, "a2a4");
    EXPECT_EQ(first.side, Side::WHITE);
    EXPECT_EQ(first.board.fen, "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(first.board.lastMove, "a2a4");
    EXPECT_EQ(first.board.toMove, Side::BLACK);
    playMoves({{"bob", "move h7 to h6 on board"},
               {"alice", "move a4 to a5 on board"},
               {"bob", "move h6 to h5 on board"},
               {"alice", "move a5 to a6 on board"},
               {"bob", "move h5 to h4 on board"},
               {"alice", "move a6 to b7 on board"},
               {"bob", "move h4 to h3 on board"}});
    MovePlayed promotion = only<MovePlayed>(say("alice", "move b7 to a8 and swap to knight"));
    EXPECT_EQ(promotion.san, "bxa8=N");
    EXPECT_EQ(promotion.uci, "b7a8n");

    Outcome resign = say("bob", "resign from game on board");
    GameEnded end = only<GameEnded>(resign);
    EXPECT_EQ(end.result, "1-0");
    EXPECT_EQ(end.winner, Side::WHITE);
    EXPECT_EQ(end.termination, "resignation");
    EXPECT_EQ(end.board.result, "1-0");
    ASSERT_FALSE(resign.messages.empty());
    EXPECT_EQ(resign.messages[0].to, (Recipient{Recipient::Kind::PLACE, "room"}));
}

TEST_F(ServiceTest, PromotionWithoutAPieceNamedBecomesAQueen) {
    seatBoth();
    playMoves({{"alice", "move h2h4"},
               {"bob", "move g7g5"},
               {"alice", "move h4g5"},
               {"bob", "move h7h6"},
               {"alice", "move g5h6"},
               {"bob", "move a7a6"},
               {"alice", "move h6h7"},
               {"bob", "move a6a5"}});
    EXPECT_EQ(only<MovePlayed>(say("alice", "move h7 to g8 on board")).san, "hxg8=Q") << fen();
}

TEST_F(ServiceTest, CheckmateEndsTheGameWithItsCode) {
    seatBoth();
    playMoves({{"alice", "move f2f3"}, {"bob", "move e7e5"}, {"alice", "move g2g4"}});
    Outcome mate = say("bob", "move Qh4");
    MovePlayed move = only<MovePlayed>(mate);
    EXPECT_EQ(move.san, "Qh4#");
    EXPECT_TRUE(move.check);
    GameEnded end = only<GameEnded>(mate);
    EXPECT_EQ(end.termination, "checkmate");
    EXPECT_EQ(end.result, "0-1");
    EXPECT_EQ(end.winner, Side::BLACK);
    EXPECT_EQ(refused("alice", "move e2e4"), "game_over");
}

TEST_F(ServiceTest, OnlyTheSeatedPlayerMovesTheirColour) {
    say("alice", "start new game on board");
    seatBoth();
    std::string before = fen();
    Outcome early = say("bob", "move e7e5");
    EXPECT_EQ(codeOf(early), "not_your_turn");
    EXPECT_EQ(param(*early.refusal(), "object"), "board");
    EXPECT_EQ(early.messages.size(), 1u);
    EXPECT_EQ(early.messages[0].to, (Recipient{Recipient::Kind::USER, "bob"}));
    EXPECT_EQ(early.messages[0].text, "it is not your turn on board: White (alice) is to move");
    EXPECT_EQ(refused("carol", "move e2e4"), "not_playing");
    EXPECT_EQ(fen(), before);
}

TEST_F(ServiceTest, ATakenSeatNamesItsHolder) {
    say("alice", "start new game on board");
    say("alice", "join game as white on board");
    Outcome taken = say("bob", "join game as white on board");
    EXPECT_EQ(codeOf(taken), "seat_taken");
    EXPECT_EQ(param(*taken.refusal(), "player"), "alice");
    EXPECT_EQ(refused("alice", "join game as white on board"), "already_seated");
}

TEST_F(ServiceTest, OnePersonMayHoldBothSeats) {
    say("alice", "start new game on board");
    say("alice", "join game as white on board");
    say("alice", "join game as black on board");
    playMoves({{"alice", "move e2e4"}, {"alice", "move e7e5"}});
    EXPECT_NE(fen().find("4p3/4P3"), std::string::npos);
}

TEST_F(ServiceTest, EachObjectHoldsItsOwnGameAndPlacesAreSeparate) {
    EXPECT_EQ(
        only<GameStarted>(say("alice", "start new game of knightmate on the oak table")).variant,
        "knightmate");
    say("alice", "start new game on board 2");
    EXPECT_EQ(
        only<GameStarted>(say("alice", "start new game of knights chess on board", "other room"))
            .variant,
        "knightschess");
    EXPECT_NE(fen("oak table").find("rmbqkbmr"), std::string::npos);
    EXPECT_NE(fen("board 2").find("rnbqkbnr"), std::string::npos);
    EXPECT_NE(fen("board", "other room").find("nnnqqnnn"), std::string::npos);
    Outcome missing = say("alice", "show fen on board");
    EXPECT_EQ(codeOf(missing), "no_such_object");
    EXPECT_EQ(param(*missing.refusal(), "object"), "board");
}

TEST_F(ServiceTest, LeavingOutTheObjectUsesTheSpeakersOnlyGame) {
    EXPECT_EQ(refused("carol", "show fen"), "no_games_here");
    say("alice", "start new game on board");
    say("alice", "start new game on table");
    EXPECT_EQ(refused("carol", "show fen"), "which_object");
    say("alice", "join game as white on table");
    say("bob", "join game as black on table");
    EXPECT_EQ(only<MovePlayed>(say("alice", "move e2e4")).object, "table");
    EXPECT_NE(fen("table").find("4P3"), std::string::npos);
    EXPECT_EQ(fen("board").find("4P3"), std::string::npos);
}

TEST_F(ServiceTest, StartingOverAGameInProgressNeedsBothPlayers) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_EQ(refused("carol", "start new game on board"), "game_under_way");
    Offer asked = only<Offer>(say("alice", "start new game on board"));
    EXPECT_EQ(asked.kind, OfferKind::RESTART);
    EXPECT_EQ(asked.action, OfferAction::MADE);
    EXPECT_EQ(asked.player, "alice");
    EXPECT_NE(fen().find("4P3"), std::string::npos); // nothing changed yet
    GameStarted again = only<GameStarted>(say("bob", "start new game on board"));
    EXPECT_EQ(again.board.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(again.board.white, "alice"); // seats are kept
}

TEST_F(ServiceTest, AskingForAnotherVariantIsANewRequestNotAnAgreement) {
    seatBoth();
    say("alice", "move e2e4");
    say("alice", "start new game on board");
    EXPECT_EQ(only<Offer>(say("bob", "start new game of knightmate on board")).kind,
              OfferKind::RESTART);
    EXPECT_NE(fen().find("4P3"), std::string::npos); // still the game in progress
    EXPECT_EQ(only<GameStarted>(say("alice", "start new game of knightmate on board")).variant,
              "knightmate");
}

// Before the game the seat is simply free again; during it, it waits for someone to take it
// over (tests/service/absence_test.cpp), and the game waits with it.
TEST_F(ServiceTest, LeaveGivesUpASeatBeforeTheGameAndLeavesItForATakeOverDuringIt) {
    seatBoth();
    SeatLeft left = only<SeatLeft>(say("bob", "leave game on board"));
    EXPECT_EQ(left.player, "bob");
    EXPECT_EQ(left.side, Side::BLACK);
    EXPECT_FALSE(left.gameGoesOn);
    EXPECT_EQ(refused("bob", "leave game on board"), "not_seated");
    say("bob", "join game as black on board");
    say("alice", "move d2d4");
    EXPECT_TRUE(only<SeatLeft>(say("bob", "leave game on board")).gameGoesOn);
    EXPECT_EQ(refused("bob", "move d7d5"), "not_playing");
}

TEST_F(ServiceTest, ResignWorksForEitherPlayerAtAnyTime) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_EQ(refused("carol", "resign"), "not_playing");
    EXPECT_EQ(only<GameEnded>(say("alice", "resign")).result, "0-1");
    EXPECT_EQ(refused("bob", "move e7e5"), "game_over");
    EXPECT_EQ(refused("bob", "resign"), "game_over");
}

TEST_F(ServiceTest, IllegalMovesSayWhyAndChangeNothing) {
    seatBoth();
    std::string before = fen();
    Outcome illegal = say("alice", "move e2 to e5");
    EXPECT_EQ(codeOf(illegal), "illegal_move");
    EXPECT_EQ(param(*illegal.refusal(), "move"), "e2 to e5");
    EXPECT_EQ(illegal.events.size(), 1u); // the refusal alone
    Outcome typo = say("alice", "move e9 to e4");
    EXPECT_EQ(codeOf(typo), "parse_error");
    EXPECT_EQ(param(*typo.refusal(), "column"), "6");
    EXPECT_EQ(refused("alice", "mvoe e2 e4"), "parse_error");
    EXPECT_EQ(fen(), before);
}

TEST_F(ServiceTest, KnightsChessBlackMovesFirstHasNoDrawsAndPassesByItself) {
    seatBoth("board", "knights chess");
    MovePlayed king = only<MovePlayed>(say("bob", "move d5 to d6"));
    EXPECT_EQ(king.san, "Kd6");
    EXPECT_EQ(king.side, Side::BLACK);
    EXPECT_FALSE(king.check); // check does not exist in the opening
    EXPECT_EQ(refused("alice", "offer draw"), "no_draws");
    EXPECT_EQ(refused("alice", "claim draw"), "no_draws");
}

TEST_F(ServiceTest, AnAutomaticPassIsAMoveOfItsOwn) {
    // tests/repl/knights_chess_pass: White walls Black in until h5h6 leaves Black no move, with
    // as many knights as White, so Black passes.
    seatBoth("board", "knightschess");
    const char* walls[] = {"d5d6", "a2a4", "d6c6", "a4a5", "c6b6", "b2b4", "b6a6", "b4b5", "g8h6",
                           "b5b6", "h6g8", "c2c4", "g8h6", "c4c5", "h6g8", "c5c6", "g8h6", "d2d4",
                           "h6g8", "d4d5", "g8h6", "d5d6", "h6g8", "e4d4", "g8h6", "d4c4", "h6g8",
                           "c4b5", "g8h6", "e2e4", "h6g8", "e4e5", "g8h6", "e5e6", "h6g8", "f2f4",
                           "g8h6", "f4f5", "h6g8", "f5f6", "g8h6", "g2g4", "h6g8", "g4g5", "g8h6",
                           "g5g6", "h6g8", "h2h4", "g8h6", "h4h5", "h6g8"};
    bool black = true;
    for (const char* m : walls) {
        ASSERT_TRUE(say(black ? "bob" : "alice", std::string("move ") + m).ok) << m;
        black = !black;
    }
    Outcome o = say("alice", "move h5h6");
    std::vector<MovePlayed> moves = eventsOf<MovePlayed>(o);
    ASSERT_EQ(moves.size(), 2u) << fen();
    EXPECT_EQ(moves[0].player, "alice");
    EXPECT_FALSE(moves[0].automatic);
    EXPECT_TRUE(moves[1].automatic);
    EXPECT_EQ(moves[1].uci, "0000");
    EXPECT_EQ(moves[1].san, "--");
    EXPECT_EQ(moves[1].side, Side::BLACK);
    EXPECT_EQ(moves[0].board.toMove, Side::BLACK); // each board as that move left it
    EXPECT_EQ(moves[1].board.toMove, Side::WHITE);
}

TEST_F(ServiceTest, DrawOffersAndClaims) {
    seatBoth();
    Offer offer = only<Offer>(say("alice", "offer draw"));
    EXPECT_EQ(offer.kind, OfferKind::DRAW);
    EXPECT_EQ(offer.action, OfferAction::MADE);
    EXPECT_EQ(offer.side, Side::WHITE);
    EXPECT_EQ(refused("alice", "accept draw"), "no_offer");
    EXPECT_EQ(refused("alice", "offer draw"), "already_offered");
    EXPECT_EQ(only<Offer>(say("bob", "decline draw")).action, OfferAction::DECLINED);
    EXPECT_EQ(refused("alice", "claim draw"), "nothing_to_claim");
    for (int i = 0; i < 2; ++i)
        playMoves({{"alice", "move Nf3"},
                   {"bob", "move Nf6"},
                   {"alice", "move Ng1"},
                   {"bob", "move Ng8"}});
    EXPECT_EQ(refused("bob", "claim draw"), "not_your_turn");
    EXPECT_EQ(refused("carol", "claim draw on board"), "not_playing");
    GameEnded end = only<GameEnded>(say("alice", "claim draw on board"));
    EXPECT_EQ(end.termination, "threefold_repetition");
    EXPECT_EQ(end.result, "1/2-1/2");
    EXPECT_FALSE(end.winner);
}

TEST_F(ServiceTest, AClaimWithAMovePlaysItEvenWhenTheClaimFails) {
    seatBoth();
    Outcome o = say("alice", "claim draw with e4");
    EXPECT_TRUE(o.ok);
    EXPECT_EQ(only<MovePlayed>(o).san, "e4");
    EXPECT_TRUE(eventsOf<GameEnded>(o).empty());
    EXPECT_EQ(refused("bob", "claim draw with e7e4"), "illegal_move");
}

TEST_F(ServiceTest, AcceptingADrawEndsTheGameByAgreement) {
    seatBoth();
    say("alice", "offer draw");
    Outcome accepted = say("bob", "accept draw");
    EXPECT_EQ(only<Offer>(accepted).action, OfferAction::ACCEPTED);
    EXPECT_EQ(only<GameEnded>(accepted).termination, "agreement");
}

TEST_F(ServiceTest, ShowCommandsDescribeTheGame) {
    seatBoth();
    say("alice", "move e2e4");
    EXPECT_EQ(fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    Outcome look = say("bob", "look at board");
    EXPECT_TRUE(look.ok);
    EXPECT_TRUE(look.events.empty()); // looking changes nothing
    const std::string& board = look.messages.at(0).text;
    EXPECT_LT(board.find("1 |"), board.find("8 |")); // Black sees their side at the bottom
    EXPECT_EQ(refused("bob", "show legal moves from e4 on board"), "not_your_piece");
    EXPECT_EQ(refused("bob", "show legal moves from e5 on board"), "no_piece");
}

TEST_F(ServiceTest, PgnLoadsOntoABoardAndBadPgnIsRefused) {
    seatBoth();
    playMoves({{"alice", "move f2f3"},
               {"bob", "move e7e5"},
               {"alice", "move g2g4"},
               {"bob", "move Qh4"}});
    std::string pgn = say("carol", "show pgn on board").messages.at(0).text;
    EXPECT_NE(pgn.find("[Termination \"normal\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("{checkmate} 0-1"), std::string::npos) << pgn;
    std::replace(pgn.begin(), pgn.end(), '\n', ' ');
    GameLoaded loaded = only<GameLoaded>(say("carol", "load pgn " + pgn + " on table"));
    EXPECT_EQ(loaded.plies, 4);
    EXPECT_EQ(loaded.board.result, "0-1");
    EXPECT_EQ(fen("table"), fen("board"));
    EXPECT_EQ(refused("carol", "load pgn 1. e4 Ke9 * on table"), "bad_pgn");
    EXPECT_EQ(fen("table"), fen("board"));
}

TEST_F(ServiceTest, APgnWhoseMovesMateUnderAStarLoadsWithTheResultOfTheMovesAndSaysSo) {
    Outcome o = say("carol", "load pgn 1. f3 e5 2. g4 Qh4# * on table");
    GameLoaded loaded = only<GameLoaded>(o);
    EXPECT_EQ(loaded.board.result, "0-1");
    ASSERT_FALSE(o.messages.empty());
    EXPECT_EQ(o.messages.back().text,
              "Note: the PGN says \"*\" (no result), but the moves end the game 0-1 by "
              "checkmate, so that is its result.");
}

TEST_F(ServiceTest, LoadFenSetsUpAPositionAndABadFenIsRefusedSayingWhy) {
    GameLoaded loaded = only<GameLoaded>(say("carol", "load fen 8/8/8/4k3/8/8/4P3/4K3 b - - 0 1 "
                                                      "on table"));
    EXPECT_EQ(loaded.plies, 0);
    EXPECT_EQ(fen("table"), "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1");
    EXPECT_EQ(refused("carol", "load fen 8/8/8/4k3/8/8/4P3 w - - 0 1 on table"), "bad_fen");
    EXPECT_EQ(fen("table"), "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1");
}

// The UTC date now as PGN writes it.
std::string utcDateNow() {
    std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &utc);
    return buf;
}

std::string tagOf(const std::string& pgn, const std::string& name) {
    std::string opening = "[" + name + " \"";
    std::size_t at = pgn.find(opening);
    if (at == std::string::npos) return "(none)";
    at += opening.size();
    return pgn.substr(at, pgn.find('"', at) - at);
}

TEST(PgnDates, AGameSaysWhenItBeganAndALoadedGameKeepsItsTagsAcrossARestart) {
    test::TempDir dir;
    std::string file = dir.file("pgn_dates_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    std::string before = utcDateNow();
    {
        Service chess(settings);
        chess.handle("alice", "room", "start new game on board");
        chess.handle("alice", "room", "join game as white on board");
        chess.handle("alice", "room", "move e2e4");
        chess.handle("carol", "room",
                     "load pgn [Event \"Paris Opera\"] [Date \"1858.11.02\"] [White \"Morphy\"] "
                     "[Black \"Duke Karl\"] 1. e4 e5 * on table");
    }
    Service again(settings);
    std::string pgn = again.handle("x", "room", "show pgn on board").messages.at(0).text;
    std::string after = utcDateNow();
    std::string utcDate = tagOf(pgn, "UTCDate");
    EXPECT_TRUE(utcDate == before || utcDate == after) << pgn;
    EXPECT_NE(tagOf(pgn, "Date"), "????.??.??") << pgn;
    EXPECT_EQ(tagOf(pgn, "UTCTime").size(), 8u) << pgn;
    EXPECT_EQ(tagOf(pgn, "White"), "alice");

    std::string loaded = again.handle("x", "room", "show pgn on table").messages.at(0).text;
    EXPECT_EQ(tagOf(loaded, "Event"), "Paris Opera") << loaded;
    EXPECT_EQ(tagOf(loaded, "Date"), "1858.11.02") << loaded;
    EXPECT_EQ(tagOf(loaded, "White"), "Morphy") << loaded;
    EXPECT_EQ(tagOf(loaded, "Black"), "Duke Karl") << loaded;
    // A seat taken on the loaded game names its player instead.
    again.handle("dora", "room", "join game as black on table");
    loaded = again.handle("x", "room", "show pgn on table").messages.at(0).text;
    EXPECT_EQ(tagOf(loaded, "White"), "Morphy") << loaded;
    EXPECT_EQ(tagOf(loaded, "Black"), "dora") << loaded;
}

TEST_F(ServiceTest, LoadingOverAGameInProgressIsRefused) {
    seatBoth();
    say("alice", "move e2e4");
    std::string before = fen();
    EXPECT_EQ(refused("carol", "load pgn 1. d4 * on board"), "game_under_way");
    EXPECT_EQ(fen(), before);
}

TEST_F(ServiceTest, TheNextPlayerHearsPrivatelyThatItIsTheirMoveAndOfCheck) {
    seatBoth();
    playMoves({{"alice", "move e2e4"}, {"bob", "move f7f6"}});
    Outcome o = say("alice", "move Qh5");
    EXPECT_TRUE(only<MovePlayed>(o).check);
    ASSERT_FALSE(o.messages.empty());
    EXPECT_EQ(o.messages.back().to, (Recipient{Recipient::Kind::USER, "bob"}));
    EXPECT_EQ(o.messages.back().text,
              "alice played Qh5+. It is your move on board (Black); you are in check.");
}

TEST_F(ServiceTest, ADrawOfferReachesTheOpponentAndLapsesWhenTheyMove) {
    seatBoth();
    Outcome offer = say("alice", "offer draw");
    ASSERT_EQ(offer.messages.size(), 2u);
    EXPECT_EQ(offer.messages[1].to, (Recipient{Recipient::Kind::USER, "bob"}));
    say("alice", "move e2e4");
    Offer lapsed = only<Offer>(say("bob", "move e7e5"));
    EXPECT_EQ(lapsed.action, OfferAction::LAPSED);
    EXPECT_EQ(lapsed.player, "alice");
    EXPECT_EQ(refused("bob", "accept draw"), "no_offer");
}

// A typed action is made into its command field by field (command::OP_FIELDS); when two fields
// are wrong, the one told is the same as ever: the object before a variant or a draw rule, a
// game's number before the object, a move after it.
TEST_F(ServiceTest, ATypedActionWithTwoWrongFieldsTellsTheSameOneAsEver) {
    seatBoth();
    auto code = [&](Action a) { return codeOf(chess.act("alice", "room", a)); };
    EXPECT_EQ(code({action::Start{"board!", "chess960"}}), "bad_object");
    EXPECT_EQ(code({action::Start{"board", "chess960"}}), "unknown_variant");
    EXPECT_EQ(code({action::SetDrawRule{"board!", "sometimes"}}), "bad_object");
    EXPECT_EQ(code({action::SetDrawRule{"board", "sometimes"}}), "bad_draw_rule");
    EXPECT_EQ(code({action::Pgn{"board!", -1}}), "bad_game_number");
    EXPECT_EQ(code({action::Move{"board!", "e2 e4"}}), "bad_move");
    EXPECT_EQ(code({action::Move{"board!", "e2e4"}}), "bad_object");
    EXPECT_EQ(code({action::Join{"board!", Side::BLACK}}), "bad_object");
    // And every field reaches the command: the side, the level, the move.
    EXPECT_EQ(code({action::InviteComputer{"board", Side::BLACK, 9}}), "bad_level");
    EXPECT_EQ(code({action::Move{"board", "e2e4"}}), "");
    EXPECT_EQ(fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST_F(ServiceTest, OverlongObjectNamesAreRefusedBeforeAnythingIsCreated) {
    EXPECT_EQ(refused("alice", "join game as white on " + std::string(60, 'x')), "name_too_long");
    EXPECT_EQ(chess.gameCount("room"), 0u);
}

TEST_F(ServiceTest, HelpAndColourOptions) {
    EXPECT_TRUE(say("alice", "help knights chess").ok);
    EXPECT_EQ(refused("alice", "help quidditch"), "unknown_topic");
    EXPECT_TRUE(say("alice", "options colour classic").ok);
    EXPECT_EQ(refused("alice", "options colour plaid"), "unknown_scheme");
    EXPECT_EQ(refused("alice", "options board size huge"), "bad_option_value");
    EXPECT_NE(say("alice", "options").messages.at(0).text.find("colour classic"),
              std::string::npos);
}

// Issue 49: a host may colour a room's boards, but not in a scheme some of the room cannot read;
// a player's own scheme is theirs to choose (and is only warned about).
TEST(PlaceColours, AnUnreadableSchemeIsRefusedForAPlaceAndChangesNothing) {
    test::TempDir dir;
    std::string colours = dir.file("colours.conf");
    std::ofstream(colours) << "[dusk]\nlight = on black\ndark = on blue\nwhite = white\n"
                              "black = black\n";
    ServiceSettings settings;
    settings.coloursFile = colours;
    Service chess(settings);
    Outcome refused = chess.setPlaceColours("hall", std::nullopt, "dusk");
    EXPECT_EQ(codeOf(refused), "unreadable_scheme");
    EXPECT_EQ(refused.refusal()->params.at(0),
              (std::pair<std::string, std::string>{"scheme", "dusk"}));
    EXPECT_NE(refused.refusal()->text.find("black pieces on light squares (1.0:1)"),
              std::string::npos)
        << refused.refusal()->text;
    EXPECT_EQ(codeOf(chess.setPlaceColours("hall", std::nullopt, "classic")), "");
    EXPECT_EQ(codeOf(chess.handle("alice", "hall", "options colour dusk")), "");
}

TEST_F(ServiceTest, InPlaceActsOnThatPlaceAndTheOutcomeSaysWhere) {
    say("alice", "start new game on board", "#chess");
    say("alice", "join game as white on board", "#chess");
    say("bob", "join game as black on board", "#chess");
    Outcome o = say("alice", "move e2 e4 on board in #chess", "alice-private");
    EXPECT_EQ(o.place, "#chess");
    EXPECT_EQ(only<MovePlayed>(o).place, "#chess");
    EXPECT_EQ(o.messages.at(0).to, (Recipient{Recipient::Kind::PLACE, "#chess"}));
    EXPECT_NE(fen("board", "#chess").find(" b KQkq"), std::string::npos);
    // The same name in another place is another game.
    EXPECT_EQ(refused("alice", "look at board in #games", "#chess"), "no_such_object");
}

TEST_F(ServiceTest, RenameUserKeepsEverySeatAndTheOldNameLosesIt) {
    seatBoth();
    say("alice", "join game as white on board", "#other");
    EXPECT_EQ(chess.renameUser("alice", "alice2"), std::nullopt);
    EXPECT_EQ(refused("alice", "move e2 e4 on board"), "not_playing");
    EXPECT_EQ(only<MovePlayed>(say("alice2", "move e2 e4 on board")).player, "alice2");
}

TEST_F(ServiceTest, AwaitingListsGamesWhereItIsThatPlayersMove) {
    seatBoth();
    say("alice", "start new game on table"); // only the first board comes from joining
    seatBoth("table");
    say("alice", "move e2 e4 on board");
    EXPECT_EQ(chess.awaiting("room", "alice"), std::vector<std::string>{"table"});
    EXPECT_EQ(chess.awaiting("room", "bob"), std::vector<std::string>{"board"});
    EXPECT_TRUE(chess.awaiting("elsewhere", "bob").empty());
}

TEST_F(ServiceTest, AnEmptyActorIsRefusedAndNeverMatchesASeat) {
    say("alice", "join game as white on board");
    EXPECT_EQ(refused("", "resign on board"), "no_actor");
    EXPECT_EQ(refused("  ", "join game as black on board"), "no_actor");
    EXPECT_EQ(chess.awaiting("room", "").size(), 0u);
}

TEST_F(ServiceTest, BoardsForOneUserComeInTheirColoursAndPlacesInThePlacesOwn) {
    seatBoth();
    say("alice", "options colour classic");
    chess.setUserColours("alice", Colours::ANSI16);
    EXPECT_NE(say("alice", "look at board").messages.at(0).text.find('\x1b'), std::string::npos);
    EXPECT_EQ(say("bob", "look at board").messages.at(0).text.find('\x1b'), std::string::npos);
    Outcome move = say("alice", "move e2e4");
    for (const Message& m : move.messages)
        EXPECT_EQ(m.text.find('\x1b'), std::string::npos) << "a board for the room is plain";
}

// A place list (an IRC bot's channels): a private line reaches the only place, or must name one.
TEST(ServicePlaces, APrivateLineActsInTheOnlyPlaceOrMustNameOne) {
    ServiceSettings one;
    one.places = {"#chess"};
    Service single(one);
    single.handle("alice", "#chess", "start new game on board");
    single.handle("alice", "#chess", "join game as white on board");
    Outcome o = single.handle("alice", "", "look at board");
    EXPECT_TRUE(o.ok);
    EXPECT_EQ(o.place, "#chess");
    EXPECT_EQ(codeOf(single.handle("alice", "", "look at board in #elsewhere")), "unknown_place");
    EXPECT_TRUE(single.handle("alice", "", "help").ok); // help needs no place

    ServiceSettings two = one;
    two.places.push_back("#games");
    two.placeWord = "channel";
    Service both(two);
    Outcome which = both.handle("alice", "", "look at board");
    EXPECT_EQ(codeOf(which), "which_place");
    EXPECT_EQ(which.messages.at(0).to, (Recipient{Recipient::Kind::USER, "alice"}));
    EXPECT_NE(which.messages.at(0).text.find("(I play in #chess, #games)"), std::string::npos);
}

TEST(ServiceStore, AStoreIsNamedByItsLocation) {
    ServiceSettings settings;
    settings.store = "mysql://localhost/chess";
    try {
        Service s(settings);
        ADD_FAILURE() << "a store kind mudchess does not know was accepted";
    } catch (const ServiceError& e) {
        EXPECT_NE(std::string(e.what()).find("\"mysql:\" is not a kind of store"),
                  std::string::npos)
            << e.what();
    }
    settings.store = "sqlite:";
    EXPECT_THROW(Service{settings}, ServiceError);

    test::TempDir dir;
    std::string file = dir.file("service_store_test.db");
    settings.store = "sqlite:" + file;
    {
        Service s(settings);
        s.handle("alice", "room", "start new game on board");
        s.handle("alice", "room", "join game as white on board");
        s.handle("alice", "room", "join game as black on board");
        ASSERT_TRUE(s.handle("alice", "room", "move e2e4").ok);
    }
    settings.store = file; // a plain path is an SQLite file too
    Service again(settings);
    EXPECT_EQ(again.gameCount("room"), 1u);
    EXPECT_EQ(again.handle("x", "room", "show fen").messages.at(0).text,
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(ServiceEvents, EveryEventHasItsProtocolName) {
    EXPECT_EQ(eventType(MovePlayed{}), "move");
    EXPECT_EQ(eventType(GameEnded{}), "game_ended");
    EXPECT_EQ(eventType(SeatTaken{}), "seat_taken");
    EXPECT_EQ(eventType(SeatLeft{}), "seat_left");
    EXPECT_EQ(eventType(GameStarted{}), "game_started");
    EXPECT_EQ(eventType(GameLoaded{}), "game_loaded");
    EXPECT_EQ(eventType(Offer{}), "offer");
    EXPECT_EQ(eventType(Refusal{}), "refusal");
    EXPECT_EQ(offerActionName(OfferAction::LAPSED), "lapsed");
    EXPECT_EQ(offerKindName(OfferKind::RESTART), "restart");
    EXPECT_EQ(eventType(Challenge{}), "challenge");
    EXPECT_EQ(offerKindName(OfferKind::REMATCH), "rematch");
    EXPECT_EQ(sideName(Side::BLACK), "black");
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

// The read-only look a front end's completion takes: the boards of a place and the legal moves
// on one, changing nothing.
TEST(ServiceLooking, ObjectsAndLegalMovesChangeNothing) {
    Service chess;
    EXPECT_TRUE(chess.objects("room").empty());
    EXPECT_TRUE(chess.legalMoves("room", "board").empty());
    chess.handle("alice", "room", "start new game on the Oak Table");
    chess.handle("alice", "room", "start new game on board");
    chess.handle("alice", "elsewhere", "start new game of knightmate on board 2");
    EXPECT_EQ(chess.objects("room"), (std::vector<std::string>{"board", "oak table"}));
    EXPECT_EQ(chess.objects("elsewhere"), (std::vector<std::string>{"board 2"}));

    std::vector<LegalMove> start = chess.legalMoves("room", "Oak  Table");
    EXPECT_EQ(start.size(), 20u);
    EXPECT_NE(std::find(start.begin(), start.end(), LegalMove{"Nf3", "g1f3"}), start.end());
    EXPECT_NE(std::find(start.begin(), start.end(), LegalMove{"e4", "e2e4"}), start.end());
    EXPECT_TRUE(chess.legalMoves("room", "table 9").empty());
    EXPECT_TRUE(chess.legalMoves("room", "no;such").empty());
    EXPECT_TRUE(chess.legalMoves("nowhere", "board").empty());
    EXPECT_EQ(chess.legalMoves("room", "board"), start);

    // Black's moves once White has moved; a finished game has none.
    chess.handle("alice", "room", "join game as white on board");
    chess.handle("alice", "room", "join game as black on board");
    chess.handle("alice", "room", "move f2f3 on board");
    std::vector<LegalMove> black = chess.legalMoves("room", "board");
    EXPECT_NE(std::find(black.begin(), black.end(), LegalMove{"e5", "e7e5"}), black.end());
    EXPECT_EQ(std::find(black.begin(), black.end(), LegalMove{"e4", "e2e4"}), black.end());
    std::string fen = chess.handle("x", "room", "show fen on board").messages.at(0).text;
    EXPECT_EQ(chess.objects("room").size(), 2u);
    EXPECT_EQ(chess.handle("x", "room", "show fen on board").messages.at(0).text, fen);
    for (const char* m : {"e7e5", "g2g4", "d8h4"})
        chess.handle("alice", "room", std::string("move ") + m + " on board");
    EXPECT_TRUE(chess.legalMoves("room", "board").empty()) << "mate ends the game";
    // The variant's own moves: Knightmate's commoner on g1 (where a knight would stand) has none.
    std::vector<LegalMove> km = chess.legalMoves("elsewhere", "board 2");
    EXPECT_FALSE(km.empty());
    for (const LegalMove& m : km) EXPECT_NE(m.uci, "g1f3");
}

} // namespace
} // namespace mudchess
