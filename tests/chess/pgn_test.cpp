// PGN as users see it: what a game exports to, what a pasted game imports as, that every
// variant's games survive export -> import unchanged, and what each refusal says.
#include "chess/pgn.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"
#include "render/pgn_words.hpp"

#include "play.hpp"
#include "render/move_refusal_words.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

namespace mudchess {
namespace {

using test::playAll;
using test::uci;

Game played(const Variant& v, const std::string& moves) {
    Game g(v);
    playAll(g, moves);
    return g;
}

Game fromFen(const Variant& v, const std::string& fen) {
    FenResult r = Position::fromFen(v, fen);
    EXPECT_TRUE(r.position) << fenErrorSentence(v, r.error);
    return Game(r.position ? *r.position : Position::start(v));
}

// The move text: everything after the blank line that ends the tags.
std::string moveText(const std::string& pgn) { return pgn.substr(pgn.find("\n\n") + 2); }

// The game as it must come back: start, every ply with its automatic flag, result and reason.
void expectSameGame(const Game& expected, const Game& actual) {
    EXPECT_EQ(&expected.variant(), &actual.variant());
    EXPECT_EQ(expected.startPosition().fen(), actual.startPosition().fen());
    ASSERT_EQ(expected.history().size(), actual.history().size());
    for (std::size_t i = 0; i < expected.history().size(); ++i) {
        EXPECT_EQ(expected.history()[i].move, actual.history()[i].move) << "ply " << i;
        EXPECT_EQ(expected.history()[i].automatic, actual.history()[i].automatic) << "ply " << i;
    }
    EXPECT_EQ(expected.result(), actual.result());
    EXPECT_EQ(expected.termination(), actual.termination());
    EXPECT_EQ(expected.position().fen(), actual.position().fen());
}

void expectRoundTrip(const Game& game, const PgnTags& tags = {}) {
    std::string pgn = exportPgn(game, tags);
    PgnImport back = importPgn(pgn);
    ASSERT_TRUE(back.game) << pgnImportError(back) << "\n" << pgn;
    EXPECT_FALSE(back.error);
    expectSameGame(game, *back.game);
    EXPECT_EQ(back.tags.event, tags.event);
    EXPECT_EQ(back.tags.white, tags.white);
    EXPECT_EQ(back.tags.black, tags.black);
    // And again: the re-imported game exports to the very same text.
    EXPECT_EQ(exportPgn(*back.game, back.tags), pgn);
}

std::string importError(std::string_view text, const Variant* hint = nullptr) {
    PgnImport r = importPgn(text, hint);
    EXPECT_FALSE(r.game) << text;
    return pgnImportError(r);
}

Game imported(std::string_view text, const Variant* hint = nullptr) {
    PgnImport r = importPgn(text, hint);
    EXPECT_TRUE(r.game) << pgnImportError(r);
    return r.game ? *r.game : Game(chessVariant());
}

// The moves of a reference scenario in tests/data/knightschess-scenarios.txt.
std::string scenarioMoves(const std::string& name) {
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/knightschess-scenarios.txt");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(name + " |", 0) != 0) continue;
        std::size_t from = line.find('|') + 1;
        return line.substr(from, line.find('|', from) - from);
    }
    ADD_FAILURE() << "no scenario " << name;
    return "";
}

// Black passes after White's 27th move: the final 0000 of the scenario is the rules' doing.
Game knightsChessWithPass() {
    std::string moves = scenarioMoves("stalemate-equal-knights-black-passes");
    moves = moves.substr(0, moves.rfind("0000"));
    return played(knightsChessVariant(), moves);
}

constexpr const char* KNIGHT_SHUFFLE = "g1f3 g8f6 f3g1 f6g8";

// ---------------------------------------------------------------------------------------------
// Export.

TEST(PgnExport, FinishedGameHasTheRosterResultAndTermination) {
    Game g = played(chessVariant(), "f2f3 e7e5 g2g4 d8h4");
    EXPECT_EQ(exportPgn(g, {}), "[Event \"Casual game\"]\n"
                                "[Site \"?\"]\n"
                                "[Date \"????.??.??\"]\n"
                                "[Round \"-\"]\n"
                                "[White \"?\"]\n"
                                "[Black \"?\"]\n"
                                "[Result \"0-1\"]\n"
                                "[Termination \"normal\"]\n"
                                "\n"
                                "1. f3 e5 2. g4 Qh4# {checkmate} 0-1\n");
}

TEST(PgnExport, TerminationIsAStandardValueAndTheDetailAComment) {
    Game resigned = played(chessVariant(), "e2e4");
    resigned.resign(BLACK);
    std::string pgn = exportPgn(resigned, {});
    EXPECT_NE(pgn.find("[Termination \"normal\"]"), std::string::npos) << pgn;
    EXPECT_EQ(moveText(pgn), "1. e4 {resignation} 1-0\n");
    Game onTime = played(chessVariant(), "e2e4");
    onTime.loseOnTime(BLACK);
    EXPECT_NE(exportPgn(onTime, {}).find("[Termination \"time forfeit\"]"), std::string::npos);
    EXPECT_EQ(pgnTermination(Termination::ABANDONED), "abandoned");
    EXPECT_EQ(pgnTermination(Termination::ABORTED), "abandoned");
    EXPECT_EQ(pgnTermination(Termination::NONE), "unterminated");
    EXPECT_EQ(pgnTermination(Termination::THREEFOLD_REPETITION), "normal");
}

// The automatic-draw house rule is our own tag, written only when a game follows it; a game
// that carries it is read back under it, so its draw happens again on the moves alone.
TEST(PgnExport, TheAutomaticDrawRuleIsTheDrawRuleTag) {
    const std::string shuffle = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    Game claimed = played(chessVariant(), shuffle);
    EXPECT_EQ(exportPgn(claimed, {}).find("DrawRule"), std::string::npos);
    Game automatic(chessVariant());
    automatic.setDrawRule(DrawRule::AUTOMATIC);
    playAll(automatic, shuffle);
    ASSERT_TRUE(automatic.drawnAutomatically());
    std::string pgn = exportPgn(automatic, {});
    EXPECT_NE(pgn.find("[Termination \"normal\"]\n[DrawRule \"automatic\"]\n"), std::string::npos)
        << pgn;
    EXPECT_EQ(moveText(pgn),
              "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {threefold repetition} 1/2-1/2\n");
    PgnImport back = importPgn(pgn);
    ASSERT_TRUE(back.game) << pgnImportError(back);
    EXPECT_EQ(back.game->drawRule(), DrawRule::AUTOMATIC);
    EXPECT_TRUE(back.game->drawnAutomatically());
    EXPECT_EQ(pgnImportNote(back), "");
    expectSameGame(automatic, *back.game);
}

TEST(PgnExport, UnfinishedGameIsUnterminatedWithAStar) {
    Game g = played(chessVariant(), "e2e4");
    PgnTags tags;
    tags.white = "alice";
    tags.black = "bob";
    tags.site = "#chess";
    std::string pgn = exportPgn(g, tags);
    EXPECT_NE(pgn.find("[Site \"#chess\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n"
                       "[White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n"),
              std::string::npos)
        << pgn;
    EXPECT_NE(pgn.find("[Termination \"unterminated\"]\n\n1. e4 *\n"), std::string::npos) << pgn;
    EXPECT_EQ(pgn.find("[Variant"), std::string::npos);
    EXPECT_EQ(pgn.find("[FEN"), std::string::npos);
}

TEST(PgnExport, AGameWithNoMovesIsJustTheResult) {
    EXPECT_EQ(moveText(exportPgn(Game(chessVariant()), {})), "*\n");
}

TEST(PgnExport, TagValuesEscapeQuotesAndBackslashes) {
    PgnTags tags;
    tags.white = "Paul \"the Pride\" Morphy";
    tags.site = "C:\\games\nline two";
    std::string pgn = exportPgn(Game(chessVariant()), tags);
    EXPECT_NE(pgn.find("[White \"Paul \\\"the Pride\\\" Morphy\"]\n"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Site \"C:\\\\games line two\"]\n"), std::string::npos) << pgn;
}

TEST(PgnExport, KnightmateNamesItsVariantAndStart) {
    Game g = played(knightmateVariant(), "e2e4 e7e5 b2b3 b7b6 b1b2 e8f6");
    std::string pgn = exportPgn(g, {});
    EXPECT_NE(pgn.find("[Result \"*\"]\n[Variant \"Knightmate\"]\n[SetUp \"1\"]\n"
                       "[FEN \"rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\"]\n"
                       "[Termination \"unterminated\"]\n"),
              std::string::npos)
        << pgn;
    EXPECT_EQ(moveText(pgn), "1. e4 e5 2. b3 b6 3. Mb2 Kf6 *\n");
}

TEST(PgnExport, KnightsChessStartsWithBlacksMove) {
    Game g = played(knightsChessVariant(), "d5d6 a2a4 c8b6");
    std::string pgn = exportPgn(g, {});
    EXPECT_NE(pgn.find("[Variant \"Knights Chess\"]\n[SetUp \"1\"]\n"
                       "[FEN \"nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b - - 0 1\"]\n"),
              std::string::npos)
        << pgn;
    EXPECT_EQ(moveText(pgn), "1... Kd6 2. a4 Ncb6 *\n");
}

TEST(PgnExport, ChessFromASetUpPositionGivesItsFen) {
    Game g = fromFen(chessVariant(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    playAll(g, "e8d7 e2e4");
    std::string pgn = exportPgn(g, {});
    EXPECT_NE(pgn.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n"),
              std::string::npos)
        << pgn;
    EXPECT_EQ(pgn.find("[Variant"), std::string::npos);
    EXPECT_EQ(moveText(pgn), "40... Kd7 41. e4 *\n");
}

TEST(PgnExport, TheRulesPassIsWrittenAsDoubleDashWithAComment) {
    Game g = knightsChessWithPass();
    ASSERT_TRUE(g.history().back().automatic);
    std::string text = moveText(exportPgn(g, {}));
    EXPECT_NE(text.find(" 27. h6 -- {pass} *\n"), std::string::npos) << text;
}

TEST(PgnExport, LinesStayWithinEightyColumns) {
    Game g(knightsChessVariant()); // no repetition rule to cut the shuffle short
    for (int i = 0; i < 10; ++i) playAll(g, "g8h6 g1h3 h6g8 h3g1");
    std::string text = moveText(exportPgn(g, {}));
    std::istringstream in(text);
    int lines = 0;
    for (std::string line; std::getline(in, line); ++lines) {
        EXPECT_LE(line.size(), 80u) << line;
        EXPECT_NE(line.back(), ' ');
    }
    EXPECT_GT(lines, 3);
}

// ---------------------------------------------------------------------------------------------
// Round trips: export -> import -> the identical game.

TEST(PgnRoundTrip, FinishedAndUnfinishedChessGames) {
    expectRoundTrip(played(chessVariant(), "f2f3 e7e5 g2g4 d8h4"));
    expectRoundTrip(played(chessVariant(), "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"));
    PgnTags tags;
    tags.event = "Club \"night\"";
    tags.white = "C:\\alice";
    expectRoundTrip(played(chessVariant(), "e2e4 d7d5 e4d5 c7c5 d5c6"), tags); // en passant
    expectRoundTrip(fromFen(chessVariant(), "8/P6k/8/8/8/8/8/K7 w - - 0 1"));  // no moves
    Game promotion = fromFen(chessVariant(), "8/P6k/8/8/8/8/8/K7 w - - 0 1");
    playAll(promotion, "a7a8n");
    expectRoundTrip(promotion);
}

TEST(PgnRoundTrip, KnightmateAndKnightsChessGames) {
    expectRoundTrip(played(knightmateVariant(), "e2e4 e7e5 b2b3 b7b6 b1b2 e8f6 f1c4"));
    expectRoundTrip(played(knightsChessVariant(), "d5d6 a2a4 c8b6"));
    // Every ending of the reference scenarios that ends the game by itself.
    for (const char* name :
         {"white-checkmates", "white-wins-black-out-of-queens", "white-wins-black-out-of-knights",
          "black-wins-white-out-of-knights", "stalemate-white-has-more-knights-wins"}) {
        SCOPED_TRACE(name);
        Game g = played(knightsChessVariant(), scenarioMoves(name));
        EXPECT_TRUE(g.isOver());
        expectRoundTrip(g);
    }
}

TEST(PgnRoundTrip, TheRulesPassComesBackAsAutomatic) {
    expectRoundTrip(knightsChessWithPass());
    Game on = knightsChessWithPass();
    playAll(on, "b5c5 g8f6");
    expectRoundTrip(on);
}

TEST(PgnRoundTrip, ImportMatchesTheRulesPassOrDoesWithoutIt) {
    Game next = knightsChessWithPass();
    playAll(next, "b5c5");
    std::string text = exportPgn(next, {});
    std::size_t pass = text.find("-- {pass} ");
    ASSERT_NE(pass, std::string::npos) << text;
    std::string uncommented = text.substr(0, pass + 3) + text.substr(pass + 10);
    std::string left = text.substr(0, pass) + text.substr(pass + 10);
    expectSameGame(next, imported(uncommented));
    expectSameGame(next, imported(left));
}

TEST(PgnRoundTrip, BothSidesOnlyPassing) {
    // Before the first capture with the kings side by side, no capture may leave a king attacked,
    // and every other move is blocked: Black passes by itself, then White can only pass too.
    Game g =
        fromFen(knightsChessVariant(), "8/8/4p3/4P3/ppppPppp/kKqqQQPP/PPPPnnnn/NNNNNNnn b - - 0 1");
    ASSERT_TRUE(g.bothSidesOnlyPass());
    ASSERT_EQ(g.history().size(), 1u);
    expectRoundTrip(g);
    ASSERT_TRUE(g.play(Move::pass()));
    ASSERT_TRUE(g.play(Move::pass()));
    EXPECT_EQ(moveText(exportPgn(g, {})), "1... -- {pass} 2. -- -- *\n");
    expectRoundTrip(g);
    g.resign(WHITE);
    expectRoundTrip(g);
}

TEST(PgnRoundTrip, EndingsOffTheBoard) {
    for (const Variant* v : allVariants()) {
        SCOPED_TRACE(v->key);
        for (Color loser : {WHITE, BLACK}) {
            Game g(*v);
            playAll(g, v->firstToMove == WHITE ? "e2e4 e7e5" : "d5d6 e2e3");
            g.resign(loser);
            expectRoundTrip(g);
        }
    }
    for (const Variant* v : {&chessVariant(), &knightmateVariant()}) {
        SCOPED_TRACE(v->key);
        Game g = played(*v, "e2e4 e7e5");
        ASSERT_EQ(g.offerDraw(BLACK), DrawAnswer::DONE);
        ASSERT_EQ(g.acceptDraw(WHITE), DrawAnswer::DONE);
        expectRoundTrip(g);
    }
}

TEST(PgnRoundTrip, ClaimedAndAutomaticDraws) {
    Game threefold = played(chessVariant(), std::string(KNIGHT_SHUFFLE) + " " + KNIGHT_SHUFFLE);
    ASSERT_EQ(threefold.claimDraw(WHITE), DrawAnswer::DONE);
    EXPECT_EQ(threefold.termination(), Termination::THREEFOLD_REPETITION);
    expectRoundTrip(threefold);

    Game withMove = played(chessVariant(), std::string(KNIGHT_SHUFFLE) + " g1f3 g8f6 f3g1");
    ASSERT_EQ(withMove.claimDraw(BLACK, uci(withMove, "f6g8")), DrawAnswer::DONE);
    expectRoundTrip(withMove);

    Game fifty = fromFen(chessVariant(), "4k3/8/8/8/8/8/8/R3K3 w - - 99 70");
    ASSERT_EQ(fifty.claimDraw(WHITE, uci(fifty, "a1a2")), DrawAnswer::DONE);
    EXPECT_EQ(fifty.termination(), Termination::FIFTY_MOVES);
    expectRoundTrip(fifty);

    Game fivefold = played(knightmateVariant(), "e2e4 e7e5");
    for (int i = 0; i < 4; ++i) playAll(fivefold, "d1e2 d8e7 e2d1 e7d8");
    EXPECT_EQ(fivefold.termination(), Termination::FIVEFOLD_REPETITION);
    expectRoundTrip(fivefold);
}

// Random games: every move a uniformly chosen legal move, then a random way to stop.
Game randomGame(const Variant& v, std::mt19937_64& rng) {
    Game g(v);
    int plies = int(rng() % 121);
    for (int i = 0; i < plies && !g.isOver() && !g.bothSidesOnlyPass(); ++i) {
        const MoveList& legal = g.legalMoves();
        g.play(legal[int(rng() % unsigned(legal.size()))]);
    }
    Color toMove = g.position().sideToMove();
    switch (rng() % 4) {
    case 0: g.resign(rng() % 2 ? WHITE : BLACK); break;
    case 1:
        if (g.offerDraw(~toMove) == DrawAnswer::DONE) g.acceptDraw(toMove);
        break;
    case 2:
        if (g.canClaimDraw()) g.claimDraw(toMove);
        break;
    default: break; // left unfinished
    }
    return g;
}

TEST(PgnRoundTrip, RandomGamesOfEveryVariant) {
    for (const Variant* v : allVariants()) {
        SCOPED_TRACE(v->key);
        std::mt19937_64 rng(20240601 + int(v->id));
        for (int i = 0; i < 50; ++i) {
            SCOPED_TRACE(i);
            expectRoundTrip(randomGame(*v, rng));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Import of text people paste.

// The Opera Game, as it might be pasted into one IRC line: escaped tags, an unknown tag,
// comments (one with brackets inside), NAGs, !/? marks, nested variations and compact numbers.
constexpr std::string_view OPERA =
    R"([Event "Paris \"Opera\""] [Site "Paris FRA"] [Date "1858.??.??"] [Round "?"] )"
    R"([White "Morphy, Paul"] [Black "Duke Karl \\ Count Isouard"] [Result "1-0"] )"
    R"([ECO "C41"] 1.e4 e5 2. Nf3 d6 {Philidor's Defence (a solid one)} 3. d4 Bg4?! $6 )"
    R"(4. dxe5 Bxf3 (4... dxe5 5. Qxd8+ (5. Nxe5 Bxd1) 5... Kxd8) 5. Qxf3 dxe5 6. Bc4 Nf6 )"
    R"(7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5?! 10. Nxb5! cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 )"
    R"(13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+!! Nxb8 17. Rd8# 1-0)";

TEST(PgnImport, ARealWorldGameOnOneLine) {
    PgnImport r = importPgn(OPERA);
    ASSERT_TRUE(r.game) << pgnImportError(r);
    EXPECT_EQ(r.game->history().size(), 33u);
    EXPECT_EQ(r.game->result(), Result::WHITE_WINS);
    EXPECT_EQ(r.game->termination(), Termination::CHECKMATE);
    EXPECT_EQ(r.tags.event, "Paris \"Opera\"");
    EXPECT_EQ(r.tags.white, "Morphy, Paul");
    EXPECT_EQ(r.tags.black, "Duke Karl \\ Count Isouard");
    EXPECT_EQ(r.tags.date, "1858.??.??");
    EXPECT_EQ(r.tags.round, "?");
}

TEST(PgnImport, MultiLineTextWithEscapesAndRestOfLineComments) {
    Game g = imported("[Event \"x\"]\n"
                      "% a line for other programs\n"
                      "[White \"a\"]\n\n"
                      "1. e4 ; the king's pawn\n"
                      "1... e5 2. Nf3 $1 {a {brace} 2... Nc6 3. Bb5 a6 *\n"
                      "[Event \"the next game\"]\n1. d4 *\n");
    EXPECT_EQ(g.history().size(), 6u);
    EXPECT_FALSE(g.isOver());
}

TEST(PgnImport, CoordinatesAndMovesWithoutNumbersOrResult) {
    Game g = imported("e2e4 e7e5 g1f3");
    EXPECT_EQ(g.history().size(), 3u);
    EXPECT_EQ(g.position().sideToMove(), BLACK);
}

TEST(PgnImport, TheFirstGameEndsAtItsResult) {
    Game g = imported("1. e4 e5 * 1. d4 d5 *");
    EXPECT_EQ(g.history().size(), 2u);
}

TEST(PgnImport, VariantNamesInTheTagAndTheHint) {
    for (const char* name : {"Standard", "chess", "Standard chess", "STANDARD"}) {
        EXPECT_EQ(&imported(std::string("[Variant \"") + name + "\"] 1. e4").variant(),
                  &chessVariant())
            << name;
    }
    for (const char* name : {"Knightmate", "knightmate"}) {
        EXPECT_EQ(
            &imported(std::string("[Variant \"") + name + "\"] 1. e4 e5 2. b3 b6 3. Mb2").variant(),
            &knightmateVariant())
            << name;
    }
    for (const char* name : {"Knights Chess", "knightschess", "KNIGHTS CHESS"}) {
        EXPECT_EQ(&imported(std::string("[Variant \"") + name + "\"] 1... Kd6 2. a4").variant(),
                  &knightsChessVariant())
            << name;
    }
    // Without a Variant tag the hint decides, and without a hint it is standard chess.
    EXPECT_EQ(&imported("1... Kd6 2. a4", &knightsChessVariant()).variant(),
              &knightsChessVariant());
    EXPECT_EQ(&imported("1. e4").variant(), &chessVariant());
}

TEST(PgnImport, AFenTagSetsTheStart) {
    Game g = imported("[SetUp \"1\"] [FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"] 40... Kd7 41. e4");
    EXPECT_EQ(g.startPosition().fen(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    EXPECT_EQ(g.history().size(), 2u);
}

TEST(PgnImport, AResultWithoutAnEndingOnTheBoardIsAResignationOrAnAgreedDraw) {
    Game resigned = imported("1. e4 e5 0-1");
    EXPECT_EQ(resigned.result(), Result::BLACK_WINS);
    EXPECT_EQ(resigned.termination(), Termination::RESIGNATION);

    Game onTime = imported("[Termination \"time forfeit\"] 1. e4 e5 1-0");
    EXPECT_EQ(onTime.result(), Result::WHITE_WINS);
    EXPECT_EQ(onTime.termination(), Termination::RESIGNATION); // Game has no clocks yet

    Game agreed = imported("[Result \"1/2-1/2\"] 1. e4 e5");
    EXPECT_EQ(agreed.result(), Result::DRAW);
    EXPECT_EQ(agreed.termination(), Termination::AGREEMENT);

    Game claimed = imported("[Termination \"threefold repetition\"] 1. Nf3 Nf6 2. Ng1 Ng8 "
                            "3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
    EXPECT_EQ(claimed.termination(), Termination::THREEFOLD_REPETITION);
}

TEST(PgnImport, AStarAfterMovesThatEndTheGameTakesTheResultFromTheMovesAndSaysSo) {
    // As two games of the ECO file Debian ships with pgn-extract are written.
    PgnImport r = importPgn("[Result \"*\"] 1. f3 e5 2. g4 Qh4# *");
    ASSERT_TRUE(r.game) << pgnImportError(r);
    EXPECT_EQ(r.game->result(), Result::BLACK_WINS);
    EXPECT_EQ(r.game->termination(), Termination::CHECKMATE);
    EXPECT_EQ(pgnImportNote(r), "the PGN says \"*\" (no result), but the moves end the game 0-1 by "
                                "checkmate, so that is its result");
    EXPECT_EQ(pgnImportNote(importPgn("1. e4 e5 *")), "");
}

TEST(PgnImport, StandardTerminationValuesAreRead) {
    Game onTime = imported("[Termination \"time forfeit\"] 1. e4 e5 1-0");
    EXPECT_EQ(onTime.result(), Result::WHITE_WINS);
    Game normal = imported("[Termination \"normal\"] 1. e4 e5 0-1");
    EXPECT_EQ(normal.termination(), Termination::RESIGNATION);
    // Our own export of a claimed draw says "normal" and {threefold repetition}: read back as
    // the claim it was.
    Game claimed = imported("[Termination \"normal\"] 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 "
                            "Ng8 {threefold repetition} 1/2-1/2");
    EXPECT_EQ(claimed.termination(), Termination::THREEFOLD_REPETITION);
}

// ---------------------------------------------------------------------------------------------
// What a refused import says.

TEST(PgnImportError, UnknownVariant) {
    EXPECT_EQ(importError("[Variant \"Crazyhouse\"] 1. e4"),
              "unknown variant \"Crazyhouse\" in the Variant tag: mudchess plays Standard chess, "
              "Knightmate and Knights Chess");
}

TEST(PgnImportError, BadFenTag) {
    std::string error = importError("[SetUp \"1\"] [FEN \"rnbqkbnr/pppppppp/8/8 w KQkq - 0 1\"]");
    EXPECT_EQ(error.rfind("FEN tag: ", 0), 0u) << error;
    FenResult direct = Position::fromFen(chessVariant(), "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1");
    EXPECT_EQ(error, "FEN tag: " + fenErrorSentence(chessVariant(), direct.error));
}

TEST(PgnImportError, IllegalOrUnreadableMoveWithItsNumber) {
    EXPECT_EQ(importError("1. e4 e5 2. Nf3 Nc6 3. Nxe9"),
              "move 3 (White): \"Nxe9\": \"e9\" is not a square (a1-h8)");
    EXPECT_EQ(importError("1. e4 e5 2. Nf3 Nc6 3. Bb5 Qh4 Ke3"),
              "move 4 (White): \"Ke3\": the king on e1 cannot reach e3");
    EXPECT_EQ(importError("[Variant \"Knights Chess\"] 1... Kd6 2. Kxd6"),
              "move 2 (White): \"Kxd6\": kings are never captured in Knights Chess");
    EXPECT_EQ(importError("1. e4 -- 2. d4"),
              "move 1 (Black): \"--\": there is no passing in Standard chess");
    EXPECT_EQ(importError("1. f3 e5 2. g4 Qh4# 3. a3"),
              "move 3 (White): \"a3\": the game has already ended, 0-1 by checkmate");
}

TEST(PgnImportError, ResultContradictingTheMoves) {
    EXPECT_EQ(importError("1. f3 e5 2. g4 Qh4# 1-0"),
              "the result \"1-0\" contradicts the moves: they end the game 0-1 by checkmate");
    EXPECT_EQ(importError("[Result \"1-0\"] 1. e4 e5 0-1"),
              "the Result tag says \"1-0\" but the moves end with \"0-1\"");
    EXPECT_EQ(importError("[Result \"won\"] 1. e4"),
              "the Result tag \"won\" is not a result (1-0, 0-1, 1/2-1/2 or *)");
    EXPECT_EQ(importError("[Termination \"checkmate\"] 1. e4 e5 1-0"),
              "the Termination tag says \"checkmate\", but the game is not over after the moves");
    EXPECT_EQ(importError("[Termination \"50-move rule\"] 1. e4 e5 1/2-1/2"),
              "the Termination tag says \"50-move rule\", but after the moves there is no draw "
              "to claim");
    EXPECT_EQ(importError("[Variant \"Knights Chess\"] 1... Kd6 2. a4 1/2-1/2"),
              "Knights Chess has no draws, so the result 1/2-1/2 cannot stand");
}

TEST(PgnImportError, UnbalancedCommentsVariationsAndTags) {
    EXPECT_EQ(importError("1. e4 {a comment e5"),
              "the comment opened by { at character 7 is never closed by }");
    EXPECT_EQ(importError("1. e4 (1. d4 (1. c4) e5"),
              "the variation opened by ( at character 7 is never closed by )");
    EXPECT_EQ(importError("1. e4 ) e5"), "a ) at character 7 closes no variation");
    EXPECT_EQ(importError("1. e4 } e5"), "a } at character 7 closes no comment");
    EXPECT_EQ(importError("[White \"a] 1. e4"),
              "the tag White at character 1 has a value with no closing \"");
    EXPECT_EQ(importError("[White a] 1. e4"),
              "the tag White at character 1 has no value in double quotes");
    EXPECT_EQ(importError("[\"a\"] 1. e4"), "the tag at character 1 has no name");
    EXPECT_EQ(importError("[White \"a\" 1. e4"), "the tag White at character 1 is not closed by ]");
}

TEST(PgnImportError, JunkEmptyAndOversizedText) {
    EXPECT_EQ(importError(""),
              "no game found: PGN has tags like [White \"Name\"] and moves like 1. e4 e5");
    EXPECT_EQ(importError("  \n\t "), importError(""));
    EXPECT_EQ(importError(std::string_view("\x01\x02\xff\0z", 5)),
              "move 1 (White): \"\\x01\\x02\\xff\\x00z\": this is not a move");
    // C1's CSI is valid UTF-8 but no character to show: it is written out like the others.
    EXPECT_EQ(importError("\xc2\x9b"
                          "31m"),
              "move 1 (White): \"\\xc2\\x9b31m\": \"?31m\" is not a move; write it like e2e4, "
              "e2-e4 or Nf3");
    EXPECT_EQ(importError("hello"),
              "move 1 (White): \"hello\": \"hello\" is not a move; write it like e2e4, e2-e4 or "
              "Nf3");
    std::string longToken(1000, 'x');
    EXPECT_EQ(importError(longToken),
              "move 1 (White): \"" + std::string(40, 'x') + "...\": this is not a move");
    EXPECT_EQ(importError(std::string(2 << 20, ' ')),
              "the PGN text is too long: 2097152 bytes, at most 1048576");
}

TEST(PgnImportError, HostileTextNeverCrashesOrHangs) {
    // Deep nesting and unclosed everything, at the size limit.
    for (char c : {'(', ')', '{', '}', '[', ']', '"', ';', '$', '.', '\\', '%', '\0'}) {
        std::string text((1 << 20) - 1, c);
        EXPECT_FALSE(importPgn(text).game) << int(c);
    }
    EXPECT_EQ(importError(std::string(1 << 19, '(') + std::string(1 << 19, ')')), importError(""));
    // Random bytes, and a real game with random damage.
    std::mt19937_64 rng(7);
    std::string pgn = exportPgn(imported(OPERA), {});
    for (int i = 0; i < 2000; ++i) {
        std::string text = pgn;
        for (int k = 0; k < 1 + int(rng() % 4); ++k) {
            std::size_t at = rng() % text.size();
            switch (rng() % 3) {
            case 0: text.erase(at, 1 + rng() % 8); break;
            case 1: text.insert(at, 1, char(rng())); break;
            default: text[at] = "(){}[]\";$.-*"[rng() % 12]; break;
            }
        }
        PgnImport r = importPgn(text);
        EXPECT_NE(r.game.has_value(), r.error.has_value());
    }
    for (int i = 0; i < 500; ++i) {
        std::string junk(rng() % 300, '\0');
        for (char& c : junk) c = char(rng());
        PgnImport r = importPgn(junk);
        EXPECT_NE(r.game.has_value(), r.error.has_value());
    }
}

} // namespace
} // namespace mudchess
