// Our PGN read by an independent reader: Debian's pgn-extract replays every exported standard
// game and writes the final position as FEN, which must equal ours. (Knightmate and Knights
// Chess have no independent PGN reader in Debian; their round trips are in pgn_test.cpp.)
#include "chess/pgn.hpp"
#include "chess/uci_move.hpp"
#include "engine_client/process.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

namespace mudchess {
namespace {

// A seeded random game: varied openings, captures, castling, promotions, and some endings.
Game randomGame(std::mt19937_64& rng) {
    Game g(chessVariant());
    int plies = 1 + int(rng() % 160); // pgn-extract writes no final FEN for an empty game
    for (int i = 0; i < plies && !g.isOver(); ++i) {
        g.play(g.legalMoves()[int(rng() % std::uint64_t(g.legalMoves().size()))]);
        // Often stop where an en-passant capture is legal, so the fourth field is tested too.
        if (g.position().enPassantSquare() != SQ_NONE && rng() % 2 == 0) break;
    }
    if (!g.isOver() && rng() % 4 == 0) g.resign(g.position().sideToMove());
    return g;
}

std::string runAndCapture(const std::string& command) {
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return out;
    char buffer[4096];
    while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    pclose(pipe);
    return out;
}

// pgn-extract writes an en-passant square after every double step; ours names it only when the
// capture is legal (FIDE's "same position"). So their square is kept exactly when their
// position, read by ours, has a legal en-passant capture (the reader's judgement, not the FEN
// writer's); the other five fields are theirs as they wrote them.
std::string normalisedEnPassant(const std::string& theirs) {
    FenResult r = Position::fromFen(chessVariant(), theirs);
    if (!r.position) return "unreadable";
    std::istringstream in(theirs);
    std::string fields[6];
    for (std::string& f : fields) in >> f;
    if (r.position->enPassantSquare() == SQ_NONE) fields[3] = "-";
    std::string out;
    for (const std::string& f : fields) out += (out.empty() ? "" : " ") + f;
    return out;
}

TEST(PgnExtract, ReplaysEveryExportedStandardGameToOurFinalPosition) {
    std::optional<std::string> tool = findExecutable("pgn-extract");
    ASSERT_TRUE(tool) << "pgn-extract is not installed; scripts/setup installs it";

    constexpr int GAMES = 200;
    std::mt19937_64 rng(20261122);
    std::vector<std::string> ourFens;
    test::TempDir dir;
    std::string input = dir.file("games.pgn"), output = dir.file("replayed.pgn");
    {
        std::ofstream file(input);
        for (int i = 0; i < GAMES; ++i) {
            Game g = randomGame(rng);
            PgnTags tags;
            tags.event = "random " + std::to_string(i);
            file << exportPgn(g, tags) << "\n";
            ourFens.push_back(g.position().fen());
        }
    }
    std::string log =
        runAndCapture("'" + *tool + "' -s -F --output '" + output + "' '" + input + "' 2>&1");
    EXPECT_EQ(log.find("Failed"), std::string::npos) << log;
    EXPECT_EQ(log.find("Unknown"), std::string::npos) << log;

    std::ifstream replayed(output);
    std::stringstream all;
    all << replayed.rdbuf();
    std::string text = all.str();
    std::vector<std::string> theirFens;
    // pgn-extract -F writes the final position as a comment { "FEN" } before the result.
    for (std::size_t at = 0; (at = text.find("{ \"", at)) != std::string::npos;) {
        std::size_t end = text.find('"', at + 3);
        theirFens.push_back(text.substr(at + 3, end - at - 3));
        at = end;
    }
    ASSERT_EQ(theirFens.size(), ourFens.size()) << log;
    int withEnPassant = 0;
    for (const std::string& fen : theirFens) {
        FenResult r = Position::fromFen(chessVariant(), fen);
        withEnPassant += r.position && r.position->enPassantSquare() != SQ_NONE;
    }
    EXPECT_GE(withEnPassant, 10) << "too few games end where an en-passant capture is legal";
    for (int i = 0; i < GAMES; ++i)
        EXPECT_EQ(normalisedEnPassant(theirFens[i]), ourFens[i])
            << "game " << i << ", pgn-extract wrote " << theirFens[i];
}

// An analysis's PGN (issue 52): glyphs, comments and the better line as a variation after the
// move it replaces, read back by pgn-extract with every one of them kept and the game replayed.
TEST(PgnExtract, ReadsBackAnAnnotatedGameWithItsGlyphsCommentsAndVariations) {
    std::optional<std::string> tool = findExecutable("pgn-extract");
    ASSERT_TRUE(tool) << "pgn-extract is not installed; scripts/setup installs it";
    Game g(chessVariant());
    std::vector<PlyAnnotation> notes;
    for (const char* uci : {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"}) {
        std::optional<Move> m = parseUci(g.position(), uci);
        ASSERT_TRUE(m);
        PlyAnnotation note{0, "[%eval 0.25]", {}};
        if (std::string(uci) == "g8f6") {
            std::optional<Move> better = parseUci(g.position(), "g7g6");
            note = {4, "[%eval #1] (-0.19 -> #1) Blunder. g6 was best.", {*better}};
        }
        notes.push_back(note);
        g.play(*m);
    }
    test::TempDir dir;
    std::string input = dir.file("annotated.pgn"), output = dir.file("read.pgn");
    std::ofstream(input) << exportPgn(g, PgnTags{}, notes);
    std::string log =
        runAndCapture("'" + *tool + "' -s -F --output '" + output + "' '" + input + "' 2>&1");
    EXPECT_EQ(log.find("Failed"), std::string::npos) << log;
    std::ifstream read(output);
    std::stringstream all;
    all << read.rdbuf();
    std::string text = all.str();
    EXPECT_NE(text.find("3... Nf6 $4 { [%eval #1]"), std::string::npos) << text;
    EXPECT_NE(text.find("(3... g6)"), std::string::npos) << text;
    EXPECT_NE(text.find(g.position().fen().substr(0, 40)), std::string::npos) << text;
}

} // namespace
} // namespace mudchess
