// FEN: every reference position reads and writes back unchanged; each malformed field is named.
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "epd.hpp"
#include "render/fen_error_words.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

TEST(Fen, ReferencePositionsRoundTripInEveryVariant) {
    struct File {
        const Variant& variant;
        const char* name;
    };
    for (const File& f : {File{chessVariant(), "standard-public.epd"},
                          File{knightmateVariant(), "knightmate-public.epd"},
                          File{knightsChessVariant(), "knightschess-public.epd"}}) {
        for (const auto& c : test::readEpd(f.name)) {
            FenResult r = Position::fromFen(f.variant, c.fen);
            ASSERT_TRUE(r.position) << c.fen << ": " << fenErrorSentence(f.variant, r.error);
            // An en-passant square with no legal capture is dropped on reading, as FIDE's
            // "same position" wants; none of the reference positions has one.
            EXPECT_EQ(r.position->fen(), c.fen);
        }
    }
}

// Each variant's start, written out here as the reference data has it (the first position of
// each tests/data/*-public.epd), not read back from the variant table under test.
TEST(Fen, StartPositionsAreTheVariantsOwn) {
    struct Start {
        const Variant& variant;
        std::string_view fen;
        const char* epd;
    };
    const Start starts[] = {
        {chessVariant(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "standard-public.epd"},
        {knightmateVariant(), "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
         "knightmate-public.epd"},
        {knightsChessVariant(), "nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b - - 0 1",
         "knightschess-public.epd"},
    };
    ASSERT_EQ(std::size(starts), allVariants().size());
    for (const Start& s : starts) {
        EXPECT_EQ(Position::start(s.variant).fen(), s.fen) << s.variant.key;
        EXPECT_EQ(s.variant.startFen, s.fen) << s.variant.key;
        auto reference = test::readEpd(s.epd);
        ASSERT_FALSE(reference.empty()) << s.epd;
        EXPECT_EQ(reference.front().fen, s.fen) << s.epd;
    }
}

TEST(Fen, FourFieldsAreAcceptedWithDefaultCounters) {
    FenResult r = Position::fromFen(chessVariant(), "8/8/8/8/8/8/8/K6k w - -");
    ASSERT_TRUE(r.position) << fenErrorSentence(chessVariant(), r.error);
    EXPECT_EQ(r.position->fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

std::string errorOf(const std::string& fen, const Variant& v = chessVariant()) {
    FenResult r = Position::fromFen(v, fen);
    EXPECT_FALSE(r.position) << fen << " was accepted";
    return r.position ? "" : fenErrorSentence(v, r.error);
}

TEST(Fen, EachMalformedFieldIsNamedWithWhatWasExpected) {
    struct Case {
        std::string fen, expectedStart;
    };
    const Case cases[] = {
        {"", "FEN has 0 fields"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "FEN has 3 fields"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "piece placement: '9' is not a piece in Standard chess"},
        {"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "piece placement: rank 6 has 7 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "piece placement: expected 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
         "piece placement: more than 8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
         "piece placement: 'X' is not a piece"},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
         "piece placement: expected exactly one black king"},
        {"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
         "piece placement: a pawn stands"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move: 'x'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1", "castling: 'KQkqK'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
         "castling: 'K' needs the white king on e1 and a rook on h1"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", "en passant: 'e4'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
         "en passant: 'e6' but no black pawn"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove clock: '-1'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number: '0'"},
        {"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "side to move: the side not to move is in check"},
    };
    for (const Case& c : cases) {
        std::string error = errorOf(c.fen);
        EXPECT_EQ(error.rfind(c.expectedStart, 0), 0u) << c.fen << "\n  gave: " << error;
    }
}

TEST(Fen, KnightsChessHasNoCastlingRights) {
    EXPECT_EQ(errorOf("nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b KQ - 0 1",
                      knightsChessVariant()),
              "castling: 'KQ'; Knights Chess has no castling, expected '-'");
}

TEST(Fen, KnightsChessKingsMayStandInCheckWhileCheckIsSuspended) {
    // The start itself has both kings attacked; after the first capture it would be refused.
    EXPECT_TRUE(Position::fromFen(knightsChessVariant(), knightsChessVariant().startFen).position);
    EXPECT_FALSE(Position::fromFen(knightsChessVariant(),
                                   "nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNN1 w - - 0 5")
                     .position);
}

TEST(Fen, EnPassantSquareIsKeptOnlyWhenTheCaptureIsLegal) {
    // After 1.e4 no black pawn can take en passant: the square is not part of the position.
    Position pos = Position::start(chessVariant());
    pos.play(*parseUci(pos, "e2e4"));
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    // Here d5 exd6 would expose the white king on a5 to the rook on h5: pinned along the rank.
    FenResult pinned = Position::fromFen(chessVariant(), "8/8/8/KPpP3r/8/8/8/7k w - c6 0 1");
    ASSERT_TRUE(pinned.position) << fenErrorSentence(chessVariant(), pinned.error);
    EXPECT_EQ(pinned.position->enPassantSquare(), makeSquare(2, 5)); // b5xc6 is legal
    FenResult exposed = Position::fromFen(chessVariant(), "8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    ASSERT_TRUE(exposed.position) << fenErrorSentence(chessVariant(), exposed.error);
    EXPECT_EQ(exposed.position->enPassantSquare(), SQ_NONE); // b5xc6 would uncover the rook
}

TEST(Fen, ZobristKeyDependsOnlyOnThePosition) {
    Position a = Position::start(chessVariant());
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) a.play(*parseUci(a, m));
    Position b = Position::start(chessVariant());
    EXPECT_EQ(a.key(), b.key());
    Position c = b;
    c.play(*parseUci(c, "e2e4"));
    EXPECT_NE(c.key(), b.key());
    EXPECT_EQ(c.key(), Position::fromFen(chessVariant(), c.fen()).position->key());
}

} // namespace
} // namespace mudchess
