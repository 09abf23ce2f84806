// Notation as a player sees it: SAN and figurine output, and what the move parser accepts and
// says when it refuses.
#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "epd.hpp"
#include "play.hpp"
#include "render/move_refusal_words.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace mudchess {
namespace {

using test::at;
Position chess(const std::string& fen) { return at(chessVariant(), fen); }
Position knightmate(const std::string& fen) { return at(knightmateVariant(), fen); }
Position knightsChess(const std::string& fen) { return at(knightsChessVariant(), fen); }

Move uci(const Position& pos, const std::string& text) {
    std::optional<Move> m = parseUci(pos, text);
    EXPECT_TRUE(m) << text << " is not legal in " << pos.fen();
    return m.value_or(Move());
}

Position after(const Position& pos, const std::string& moves) {
    Position p = pos;
    std::istringstream in(moves);
    for (std::string m; in >> m;) p.play(uci(p, m));
    return p;
}

std::string san(const Position& pos, const std::string& move) { return toSan(pos, uci(pos, move)); }
std::string fig(const Position& pos, const std::string& move) {
    return toFigurine(pos, uci(pos, move));
}

// Why the parser refused, in the words the player sees ("" when it did not).
std::string why(const Position& pos, const MoveParse& p) {
    return p.refusal ? moveRefusalSentence(pos, *p.refusal) : "";
}

// The UCI form of what the parser read, or its error in brackets.
std::string parsed(const Position& pos, const std::string& text) {
    MoveParse p = parseMove(pos, text);
    if (p.refusal) {
        EXPECT_FALSE(p.move) << text;
        return "[" + why(pos, p) + "]";
    }
    EXPECT_TRUE(p.move) << text;
    return p.move ? toUci(*p.move) : "[no move and no error]";
}

std::string errorOf(const Position& pos, const std::string& text) {
    MoveParse p = parseMove(pos, text);
    EXPECT_FALSE(p.move) << text << " was read as " << (p.move ? toUci(*p.move) : "");
    return why(pos, p);
}

// A function, not a global: Position's tables are built at static initialisation elsewhere.
Position chessStart() { return Position::start(chessVariant()); }

// ---------------------------------------------------------------------------------------------
// Round trips over the reference positions and their children, in every variant.

void roundTrip(const Position& pos) {
    MoveList legal;
    generateLegal(pos, legal);
    std::set<std::string> seen;
    for (Move m : legal) {
        std::string s = toSan(pos, m);
        EXPECT_TRUE(seen.insert(s).second) << s << " names two moves in " << pos.fen();
        MoveParse bySan = parseMove(pos, s);
        EXPECT_EQ(bySan.move, m) << s << " in " << pos.fen() << ": " << why(pos, bySan);
        MoveParse byUci = parseMove(pos, toUci(m));
        EXPECT_EQ(byUci.move, m) << toUci(m) << " in " << pos.fen() << ": " << why(pos, byUci);
        MoveParse byFigurine = parseMove(pos, toFigurine(pos, m));
        EXPECT_EQ(byFigurine.move, m)
            << toFigurine(pos, m) << " in " << pos.fen() << ": " << why(pos, byFigurine);
    }
}

// Every from-to pair typed as coordinates: either a legal move comes back, or a reason that
// the explanations actually found (not the catch-all for a refusal they cannot account for).
void everyCoordinateIsLegalOrExplained(const Position& pos) {
    MoveList legal;
    generateLegal(pos, legal);
    for (int from = 0; from < 64; ++from)
        for (int to = 0; to < 64; ++to) {
            std::string text = squareName(Square(from)) + squareName(Square(to));
            MoveParse p = parseMove(pos, text);
            if (p.move) {
                EXPECT_TRUE(legal.contains(*p.move)) << text << " in " << pos.fen();
                EXPECT_FALSE(p.refusal) << text;
                continue;
            }
            ASSERT_TRUE(p.refusal) << text << " in " << pos.fen();
            EXPECT_NE(p.refusal->kind, MoveRefusalKind::NOT_LEGAL_HERE)
                << text << " in " << pos.fen() << ": " << why(pos, p);
        }
}

void roundTripFile(const Variant& v, const std::string& file) {
    auto cases = test::readEpd(file);
    ASSERT_FALSE(cases.empty()) << file;
    for (const auto& c : cases) {
        Position pos = at(v, c.fen);
        everyCoordinateIsLegalOrExplained(pos);
        roundTrip(pos);
        MoveList legal;
        generateLegal(pos, legal);
        for (Move m : legal) {
            Position child = pos;
            child.play(m);
            roundTrip(child);
        }
    }
}

TEST(NotationRoundTrip, StandardSanUciAndFigurineReadBackAsTheSameMove) {
    roundTripFile(chessVariant(), "standard-public.epd");
}
TEST(NotationRoundTrip, KnightmateSanUciAndFigurineReadBackAsTheSameMove) {
    roundTripFile(knightmateVariant(), "knightmate-public.epd");
}
TEST(NotationRoundTrip, KnightsChessSanUciAndFigurineReadBackAsTheSameMove) {
    roundTripFile(knightsChessVariant(), "knightschess-public.epd");
}

// ---------------------------------------------------------------------------------------------
// SAN output.

TEST(San, PiecesPawnsCapturesAndEnPassant) {
    EXPECT_EQ(san(chessStart(), "g1f3"), "Nf3");
    EXPECT_EQ(san(chessStart(), "e2e4"), "e4");
    Position scandinavian = after(chessStart(), "e2e4 d7d5");
    EXPECT_EQ(san(scandinavian, "e4d5"), "exd5");
    Position ep = chess("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    EXPECT_EQ(san(ep, "e5d6"), "exd6");
}

TEST(San, DisambiguatesByFileThenRankThenSquare) {
    Position knights = chess("rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3");
    EXPECT_EQ(san(knights, "b1d2"), "Nbd2");
    EXPECT_EQ(san(knights, "f3d2"), "Nfd2");
    Position rooks = chess("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(san(rooks, "a1a3"), "R1a3");
    EXPECT_EQ(san(rooks, "a5a3"), "R5a3");
    EXPECT_EQ(san(rooks, "a1b1"), "Rb1"); // only one rook reaches b1
    Position queens = chess("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    EXPECT_EQ(san(queens, "a1b2"), "Qa1b2");
    EXPECT_EQ(san(queens, "a3b2"), "Q3b2");
    EXPECT_EQ(san(queens, "c1b2"), "Qcb2");
}

TEST(San, PinnedPieceDoesNotForceDisambiguation) {
    // The knight on e2 is pinned by the rook on e8, so only the b1 knight reaches c3.
    Position pos = chess("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1");
    EXPECT_EQ(san(pos, "b1c3"), "Nc3");
}

TEST(San, CheckAndMateSuffixes) {
    Position pos = after(chessStart(), "e2e4 d7d6");
    EXPECT_EQ(san(pos, "f1b5"), "Bb5+");
    Position fools = after(chessStart(), "f2f3 e7e5 g2g4");
    EXPECT_EQ(san(fools, "d8h4"), "Qh4#");
    EXPECT_EQ(fig(fools, "d8h4"), "♛d8–h4#");
}

TEST(San, CastlingAndPromotion) {
    Position castle = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(san(castle, "e1g1"), "O-O");
    EXPECT_EQ(san(castle, "e1c1"), "O-O-O");
    Position promo = chess("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    EXPECT_EQ(san(promo, "e7e8q"), "e8=Q");
    EXPECT_EQ(san(promo, "e7e8n"), "e8=N");
    Position capturePromo = chess("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    EXPECT_EQ(san(capturePromo, "e7d8r"), "exd8=R");
}

TEST(San, KnightmateWritesTheRoyalKnightAsKAndTheCommonerAsM) {
    Position start = Position::start(knightmateVariant());
    EXPECT_EQ(san(start, "e1f3"), "Kf3");
    Position commoners = knightmate("4k3/8/8/8/8/2M5/8/2M1K3 w - - 0 1");
    EXPECT_EQ(san(commoners, "c1d2"), "M1d2");
    EXPECT_EQ(san(commoners, "c3d4"), "Md4");
    Position promo = knightmate("8/P7/8/8/8/8/8/k3K3 w - - 0 1");
    EXPECT_EQ(san(promo, "a7a8m"), "a8=M");
    Position castle = knightmate("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    EXPECT_EQ(san(castle, "e1g1"), "O-O");
}

TEST(San, KnightsChessHasNoCheckSignWhileCheckIsSuspendedAndWritesThePass) {
    Position start = Position::start(knightsChessVariant());
    // The kings stand next to each other at the start: attacked, but check does not exist yet.
    EXPECT_EQ(san(start, "d7d6"), "d6");
    EXPECT_EQ(toSan(start, Move::pass()), "--");
    EXPECT_EQ(toFigurine(start, Move::pass()), "--");
}

// ---------------------------------------------------------------------------------------------
// Figurine output.

TEST(Figurine, LongAlgebraicWithFigurinesDashesAndCrosses) {
    EXPECT_EQ(fig(chessStart(), "g1f3"), "♘g1–f3");
    EXPECT_EQ(fig(chessStart(), "e2e4"), "e2–e4");
    Position ep = chess("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    EXPECT_EQ(fig(ep, "e5d6"), "e5×d6 e.p.");
    Position castle = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(fig(castle, "e1g1"), "0–0");
    EXPECT_EQ(fig(castle, "e1c1"), "0–0–0");
    EXPECT_EQ(fig(castle, "a1a8"), "♖a1×a8+");
    Position promo = chess("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    EXPECT_EQ(fig(promo, "e7e8q"), "e7–e8=♕");
    Position black = after(chessStart(), "e2e4");
    EXPECT_EQ(fig(black, "b8c6"), "♞b8–c6");
}

TEST(Figurine, KnightmateRoyalKnightIsAKingFigurineAndTheCommonerM) {
    Position start = Position::start(knightmateVariant());
    EXPECT_EQ(fig(start, "e1f3"), "♔e1–f3");
    Position commoners = knightmate("4k3/8/8/8/8/2M5/8/2M1K3 w - - 0 1");
    EXPECT_EQ(fig(commoners, "c3d4"), "Mc3–d4");
    Position promo = knightmate("8/P7/8/8/8/8/8/k3K3 w - - 0 1");
    EXPECT_EQ(fig(promo, "a7a8m"), "a7–a8=M");
}

// ---------------------------------------------------------------------------------------------
// What the parser accepts.

TEST(ParseMove, CoordinateForms) {
    for (const char* text : {"e2e4", "e2-e4", "e2 e4", "E2E4", " e2e4 ", "e2xe4", "e2–e4"})
        EXPECT_EQ(parsed(chessStart(), text), "e2e4") << text;
    Position promo = chess("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    for (const char* text : {"e7e8q", "e7e8=q", "e7-e8=Q", "e7e8Q"})
        EXPECT_EQ(parsed(promo, text), "e7e8q") << text;
    EXPECT_EQ(parsed(promo, "e7e8n"), "e7e8n");
}

TEST(ParseMove, SanForms) {
    EXPECT_EQ(parsed(chessStart(), "Nf3"), "g1f3");
    EXPECT_EQ(parsed(chessStart(), "nf3"), "g1f3");
    EXPECT_EQ(parsed(chessStart(), "NF3"), "g1f3");
    EXPECT_EQ(parsed(chessStart(), "Ng1f3"), "g1f3");
    EXPECT_EQ(parsed(chessStart(), "Ng1-f3"), "g1f3");
    EXPECT_EQ(parsed(chessStart(), "e4"), "e2e4");
    EXPECT_EQ(parsed(after(chessStart(), "e2e4 d7d5"), "exd5"), "e4d5");
    EXPECT_EQ(parsed(after(chessStart(), "e2e4 d7d5"), "ed5"), "e4d5");

    Position ep = chess("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    for (const char* text : {"exd6", "exd6 e.p.", "e5xd6 e.p.", "e5d6", "exd6ep"})
        EXPECT_EQ(parsed(ep, text), "e5d6") << text;

    Position promo = chess("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    for (const char* text : {"e8=Q", "e8Q", "e8q", "e8=Q+", "e7–e8=♕"})
        EXPECT_EQ(parsed(promo, text), "e7e8q") << text;

    Position knights = chess("rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3");
    EXPECT_EQ(parsed(knights, "Nbd2"), "b1d2");
    EXPECT_EQ(parsed(knights, "nfd2"), "f3d2");
    Position rooks = chess("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(parsed(rooks, "R1a3"), "a1a3");
    EXPECT_EQ(parsed(rooks, "r5a3"), "a5a3");
    Position queenTakes = chess("4k3/8/8/8/7q/8/8/K3R3 b - - 0 1");
    EXPECT_EQ(parsed(queenTakes, "Qh4xe1"), "h4e1");
    EXPECT_EQ(parsed(queenTakes, "Qxe1"), "h4e1");
}

TEST(ParseMove, AnnotationsAreIgnored) {
    for (const char* text : {"Nf3+", "Nf3#", "Nf3!", "Nf3?", "Nf3!?", "Nf3??", "Nf3+!"})
        EXPECT_EQ(parsed(chessStart(), text), "g1f3") << text;
}

TEST(ParseMove, CastlingForms) {
    Position pos = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (const char* text : {"O-O", "0-0", "o-o", "OO", "0–0", "e1g1", "Kg1", "O-O+"})
        EXPECT_EQ(parsed(pos, text), "e1g1") << text;
    for (const char* text : {"O-O-O", "0-0-0", "o-o-o", "0–0–0", "e1c1"})
        EXPECT_EQ(parsed(pos, text), "e1c1") << text;
    Position km = knightmate("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    EXPECT_EQ(parsed(km, "O-O"), "e1g1");
    EXPECT_EQ(parsed(km, "e1c1"), "e1c1");
}

TEST(ParseMove, LowerCaseBIsAPawnFileFirstAndABishopOtherwise) {
    Position both = chess("4k3/8/8/2p5/1P6/4B3/8/4K3 w - - 0 1");
    EXPECT_EQ(parsed(both, "bxc5"), "b4c5");
    EXPECT_EQ(parsed(both, "bc5"), "b4c5");
    EXPECT_EQ(parsed(both, "Bxc5"), "e3c5");
    EXPECT_EQ(parsed(both, "Bc5"), "e3c5");
    Position bishopOnly = chess("4k3/8/8/2p5/8/4B3/8/4K3 w - - 0 1");
    EXPECT_EQ(parsed(bishopOnly, "bxc5"), "e3c5");
    Position pawnPush = chess("4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1");
    EXPECT_EQ(parsed(pawnPush, "b4"), "b2b4");
    EXPECT_EQ(parsed(pawnPush, "Bb4"), "d2b4");
    EXPECT_EQ(parsed(pawnPush, "bb4"), "b2b4");
}

TEST(ParseMove, KnightmateLettersKForTheRoyalKnightAndMForTheCommoner) {
    Position start = Position::start(knightmateVariant());
    EXPECT_EQ(parsed(start, "Kf3"), "e1f3");
    EXPECT_EQ(parsed(start, "kd3"), "e1d3");
    Position commoners = knightmate("4k3/8/8/8/8/2M5/8/2M1K3 w - - 0 1");
    EXPECT_EQ(parsed(commoners, "M1d2"), "c1d2");
    EXPECT_EQ(parsed(commoners, "m3d2"), "c3d2");
    EXPECT_EQ(parsed(commoners, "Md4"), "c3d4");
    Position promo = knightmate("8/P7/8/8/8/8/8/k3K3 w - - 0 1");
    EXPECT_EQ(parsed(promo, "a8=M"), "a7a8m");
    EXPECT_EQ(parsed(promo, "a7a8m"), "a7a8m");
}

// The position of the reference scenario where Black, walled in with equal knights, must pass.
Position blackMustPass() {
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/knightschess-scenarios.txt");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("stalemate-equal-knights-black-passes ", 0) != 0) continue;
        std::string moves = line.substr(line.find('|') + 1);
        moves = moves.substr(0, moves.find('|'));
        moves = moves.substr(0, moves.rfind("0000"));
        return after(Position::start(knightsChessVariant()), moves);
    }
    ADD_FAILURE() << "scenario stalemate-equal-knights-black-passes is missing";
    return Position::start(knightsChessVariant());
}

TEST(ParseMove, KnightsChessPassWhenItIsDue) {
    Position pos = blackMustPass();
    for (const char* text : {"--", "0000", "pass", "PASS"}) {
        MoveParse p = parseMove(pos, text);
        ASSERT_TRUE(p.move) << text << ": " << why(pos, p);
        EXPECT_EQ(p.move->kind(), MoveKind::PASS) << text;
    }
    EXPECT_EQ(errorOf(pos, "g8f6"), "Black has no legal move and must pass: type -- or pass");
    EXPECT_EQ(toSan(pos, Move::pass()), "--");
    roundTrip(pos);
}

TEST(ParseMove, KnightsChessPromotesToAKnightWithoutBeingAsked) {
    Position pos = knightsChess("nnnqqn1n/1Ppppppp/n2k3n/8/4K3/8/P1PPPPPP/NNNQQNNN w - - 1 6");
    EXPECT_EQ(parsed(pos, "b7a8"), "b7a8n");
    EXPECT_EQ(parsed(pos, "bxa8"), "b7a8n");
    EXPECT_EQ(parsed(pos, "bxc8=N"), "b7c8n");
}

// ---------------------------------------------------------------------------------------------
// What the parser says when it refuses.

// The rules core gives the reason as facts; the sentence is made of them (src/render).
TEST(ParseError, TheReasonIsTypedWithThePiecesItIsAbout) {
    Position start = chessStart();
    MoveParse p = parseMove(start, "Qh5");
    ASSERT_TRUE(p.refusal);
    EXPECT_EQ(p.refusal->kind, MoveRefusalKind::PATH_BLOCKED);
    EXPECT_EQ(p.refusal->mover, (PieceAt{makePiece(WHITE, QUEEN), *parseSquare("d1")}));
    EXPECT_EQ(p.refusal->by, (PieceAt{makePiece(WHITE, PAWN), *parseSquare("e2")}));
    EXPECT_EQ(p.refusal->to, *parseSquare("h5"));
    EXPECT_EQ(why(start, p), "the queen on d1 cannot reach h5: the pawn on e2 is in the way");

    MoveParse castling = parseMove(start, "O-O");
    ASSERT_TRUE(castling.refusal);
    EXPECT_EQ(castling.refusal->kind, MoveRefusalKind::CASTLING_BLOCKED);
    EXPECT_TRUE(castling.refusal->kingside);
    EXPECT_EQ(castling.refusal->by, (PieceAt{makePiece(WHITE, BISHOP), *parseSquare("f1")}));
    EXPECT_EQ(why(start, castling), "you cannot castle kingside: the bishop on f1 is in the way");
}

// A stated move is resolved as its notation would be: SAN's lower-case b is the b-pawn first,
// then the bishop.
TEST(ParseMove, StatedMovesResolveLikeTheirNotation) {
    Position pos = chess("4k3/8/8/8/8/1P6/8/1B2K3 w - - 0 1");
    StatedMove bishopOrPawn;
    bishopOrPawn.piece = PAWN;
    bishopOrPawn.letterB = StatedMove::LetterB::PAWN_FIRST;
    bishopOrPawn.fromFile = 1;
    bishopOrPawn.to = *parseSquare("b4");
    EXPECT_EQ(resolveMove(pos, bishopOrPawn, "bb4").move, parseUci(pos, "b3b4"));
    bishopOrPawn.to = *parseSquare("c2");
    EXPECT_EQ(resolveMove(pos, bishopOrPawn, "bc2").move, parseUci(pos, "b1c2"));
    EXPECT_EQ(readNotation("bc2").move, bishopOrPawn);
}

TEST(ParseError, NotAMoveOrNotASquare) {
    EXPECT_EQ(errorOf(chessStart(), "xyz"),
              "\"xyz\" is not a move; write it like e2e4, e2-e4 or Nf3");
    EXPECT_EQ(errorOf(chessStart(), ""), "no move given; write it like e2e4, e2-e4 or Nf3");
    EXPECT_EQ(errorOf(chessStart(), "e9"), "\"e9\" is not a square (a1-h8)");
    EXPECT_EQ(errorOf(chessStart(), "e2e9"), "\"e9\" is not a square (a1-h8)");
    EXPECT_EQ(errorOf(chessStart(), "Ni3"), "\"i3\" is not a square (a1-h8)");
    EXPECT_EQ(errorOf(chessStart(), "e0e4"), "\"e0\" is not a square (a1-h8)");
    EXPECT_EQ(errorOf(chessStart(), "Zf3"),
              "\"Zf3\" is not a move; write it like e2e4, e2-e4 or Nf3");
}

TEST(ParseError, AmbiguousSanNamesThePiecesAndTheWaysToWriteIt) {
    Position knights = chess("rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3");
    EXPECT_EQ(errorOf(knights, "Nd2"),
              "Nd2 is ambiguous: the knights on b1 and f3 can both go there; write Nbd2 or Nfd2");
    Position queens = chess("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    EXPECT_EQ(errorOf(queens, "Qb2"), "Qb2 is ambiguous: the queens on a1, c1 and a3 can all go "
                                      "there; write Qa1b2, Qcb2 or Q3b2");
}

TEST(ParseError, NoPieceOrTheOpponentsPiece) {
    EXPECT_EQ(errorOf(chessStart(), "e3e4"), "there is no white piece on e3");
    Position black = after(chessStart(), "e2e4");
    EXPECT_EQ(errorOf(black, "d2d4"), "it is Black's move, the piece on d2 is White's");
    EXPECT_EQ(errorOf(chessStart(), "Bg1f3"), "the piece on g1 is a knight, not a bishop");
    EXPECT_EQ(errorOf(chess("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "Nf3"),
              "there is no white knight on the board");
    EXPECT_EQ(errorOf(chessStart(), "Nc3d5"), "there is no white knight on c3");
    EXPECT_EQ(errorOf(chessStart(), "b1f3"), "the knight on b1 cannot reach f3");
    EXPECT_EQ(errorOf(chessStart(), "Ncd2"), "there is no white knight on the c-file");
    EXPECT_EQ(errorOf(Position::start(knightmateVariant()), "Nf3"),
              "there are no knights in Knightmate");
    EXPECT_EQ(errorOf(chessStart(), "Mf3"), "there are no commoners in Standard chess");
}

TEST(ParseError, ThePieceCannotGoThere) {
    EXPECT_EQ(errorOf(chessStart(), "g1g3"), "the knight on g1 cannot reach g3");
    EXPECT_EQ(errorOf(chessStart(), "Ng3"), "no white knight can reach g3");
    EXPECT_EQ(errorOf(chessStart(), "c1e3"),
              "the bishop on c1 cannot reach e3: the pawn on d2 is in the way");
    EXPECT_EQ(errorOf(chessStart(), "Be3"),
              "the bishop on c1 cannot reach e3: the pawn on d2 is in the way");
    EXPECT_EQ(errorOf(chessStart(), "e2e5"), "the pawn on e2 cannot reach e5");
    EXPECT_EQ(errorOf(chessStart(), "g1e2"), "your own pawn already stands on e2");
    EXPECT_EQ(errorOf(chessStart(), "e2d3"),
              "the pawn on e2 cannot go to d3: a pawn moves diagonally only to capture");
    Position blocked = after(chessStart(), "e2e4 e7e5");
    EXPECT_EQ(errorOf(blocked, "e4e5"), "the pawn on e4 is blocked by the black pawn on e5");
    EXPECT_EQ(errorOf(blocked, "e5"), "the pawn on e4 is blocked by the black pawn on e5");
    Position noEp = chess("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    EXPECT_EQ(errorOf(noEp, "exf6"),
              "en passant on f6 is not possible now: it must come right after the pawn's double "
              "step and must not leave your king attacked");
}

TEST(ParseError, PinnedPieceNamesThePinner) {
    Position pos = chess("4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(pos, "Be3"), "the bishop on d2 is pinned to your king by the queen on a5");
    Position rook = chess("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(rook, "e2c3"), "the knight on e2 is pinned to your king by the rook on e7");
    // Taking the pawn on c3 would still block the bishop on a5: only the rook is named.
    Position capture = chess("4k3/4r3/8/b7/8/2p5/4N3/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(capture, "Nxc3"),
              "the knight on e2 is pinned to your king by the rook on e7");
    Position knightmatePin = knightmate("4k3/4r3/8/8/8/8/4M3/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(knightmatePin, "Md2"),
              "the commoner on e2 is pinned to your royal knight by the rook on e7");
}

TEST(ParseError, CheckMustBeAnswered) {
    Position pos = chess("4k3/8/8/8/7q/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(pos, "e2e4"), "your king is in check and e2e4 does not get it out of check");
    Position rookFile = chess("4k3/5r2/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(rookFile, "Kf2"), "the king cannot move to f2: it would be in check");
    EXPECT_EQ(errorOf(rookFile, "e1f1"), "the king cannot move to f1: it would be in check");
    Position km = knightmate("4k3/8/8/8/8/r7/8/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(km, "Kd3"), "the royal knight cannot move to d3: it would be in check");
}

TEST(ParseError, KnightsChessRules) {
    Position start = Position::start(knightsChessVariant());
    EXPECT_EQ(errorOf(start, "d5e4"), "kings are never captured in Knights Chess");
    EXPECT_EQ(errorOf(start, "Kxe4"), "kings are never captured in Knights Chess");
    Position firstMove = after(start, "f7f5");
    EXPECT_EQ(errorOf(firstMove, "e4f5"), "no captures on a player's first move in Knights Chess");
    Position firstCapture = after(start, "e7e5 d2d4");
    EXPECT_EQ(errorOf(firstCapture, "e5d4"),
              "the first capture may not leave your own king attacked");
    EXPECT_EQ(errorOf(firstCapture, "exd4"),
              "the first capture may not leave your own king attacked");
    EXPECT_EQ(errorOf(start, "pass"), "there is nothing to pass for: you have legal moves");
    EXPECT_EQ(errorOf(start, "--"), "there is nothing to pass for: you have legal moves");
    EXPECT_EQ(errorOf(chessStart(), "pass"), "there is no passing in Standard chess");
    EXPECT_EQ(errorOf(start, "O-O"), "there is no castling in Knights Chess");
}

TEST(ParseError, PromotionPieceMissingOrNotAllowed) {
    Position pos = chess("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    EXPECT_EQ(errorOf(pos, "e7e8"),
              "a pawn reaching the last rank must choose a piece: e7e8q (queen), r, b or n");
    EXPECT_EQ(errorOf(pos, "e8"),
              "a pawn reaching the last rank must choose a piece: e7e8q (queen), r, b or n");
    EXPECT_EQ(errorOf(pos, "e7e8k"), "promotion to a king is not allowed in Standard chess: a "
                                     "pawn may become a queen, rook, bishop or knight");
    Position km = knightmate("8/P7/8/8/8/8/8/k3K3 w - - 0 1");
    EXPECT_EQ(errorOf(km, "a7a8"),
              "a pawn reaching the last rank must choose a piece: a7a8q (queen), r, b or m");
    EXPECT_EQ(errorOf(km, "a7a8n"), "promotion to a knight is not allowed in Knightmate: a pawn "
                                    "may become a queen, rook, bishop or commoner");
    Position kc = knightsChess("nnnqqn1n/1Ppppppp/n2k3n/8/4K3/8/P1PPPPPP/NNNQQNNN w - - 1 6");
    EXPECT_EQ(errorOf(kc, "b7a8r"),
              "promotion to a rook is not allowed in Knights Chess: pawns become knights");
    EXPECT_EQ(errorOf(kc, "bxc8=Q"),
              "promotion to a queen is not allowed in Knights Chess: pawns become knights");
    EXPECT_EQ(errorOf(chessStart(), "e2e4q"),
              "only a pawn reaching the last rank can promote; leave out the piece letter");
}

TEST(ParseError, CastlingSaysWhatStandsInTheWay) {
    EXPECT_EQ(errorOf(chessStart(), "O-O"),
              "you cannot castle kingside: the bishop on f1 is in the way");
    EXPECT_EQ(errorOf(chessStart(), "e1c1"),
              "you cannot castle queenside: the queen on d1 is in the way");
    Position noRight = chess("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    EXPECT_EQ(errorOf(noRight, "O-O"), "White may no longer castle kingside: the king or the "
                                       "rook on h1 has moved or been taken");
    EXPECT_EQ(errorOf(noRight, "e1g1"), "White may no longer castle kingside: the king or the "
                                        "rook on h1 has moved or been taken");
    Position through = chess("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(errorOf(through, "O-O"), "you cannot castle kingside: your king would pass "
                                       "through f1, which the bishop on c4 attacks");
    Position into = chess("2r1k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
    EXPECT_EQ(errorOf(into, "O-O-O"),
              "you cannot castle queenside: your king would land on c1, which the rook on "
              "c8 attacks");
    Position check = chess("r3k2r/4r3/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(errorOf(check, "O-O-O"), "you cannot castle while your king is in check");
}

TEST(ParseError, GameOver) {
    Position mated = after(chessStart(), "f2f3 e7e5 g2g4 d8h4");
    EXPECT_EQ(errorOf(mated, "e2e4"), "the game is over: no moves are possible");
}

} // namespace
} // namespace mudchess
