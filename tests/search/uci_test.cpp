// `mudchess uci` as a GUI drives it: a child process on pipes. Every bestmove it sends must be
// legal by our rules core; bad lines are answered and ignored; it plays against Stockfish, which
// takes its moves.
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <sstream>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using test::Child;
using test::childProblem;

// Plays `moves` (UCI, space separated; 0000 skipped, as the rules core passes by itself) from
// the variant's start.
Game replay(const Variant& variant, const std::string& moves) {
    Game game(variant);
    std::istringstream in(moves);
    for (std::string m; in >> m;) {
        if (m == "0000") continue;
        std::optional<Move> move = parseUci(game.position(), m);
        EXPECT_TRUE(move) << m << " in " << game.position().fen();
        if (move) game.play(*move);
    }
    return game;
}

// The move of a "bestmove X ..." line.
std::string bestMoveOf(const std::optional<std::string>& line) {
    if (!line) return "";
    std::istringstream in(*line);
    std::string word, move;
    in >> word >> move;
    return move;
}

void expectLegalReply(Child& engine, const Variant& variant, const std::string& moves) {
    std::optional<std::string> line = engine.readUntil("bestmove", 30s);
    ASSERT_TRUE(line) << engine.output();
    Game game = replay(variant, moves);
    EXPECT_TRUE(parseUci(game.position(), bestMoveOf(line)))
        << *line << " after '" << moves << "' in " << variant.key;
}

TEST(UciCommand, AShortSessionInEveryVariantWithABadLine) {
    test::TempDir dir;
    Child engine({MUDCHESS_BINARY, "uci"}, dir.file("uci_session.err"));
    ASSERT_TRUE(engine.writeLine("uci"));
    ASSERT_TRUE(engine.readUntil("option name UCI_Variant type combo", 10s)) << engine.output();
    ASSERT_TRUE(engine.readUntil("uciok", 10s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("isready"));
    ASSERT_TRUE(engine.readUntil("readyok", 10s));

    ASSERT_TRUE(engine.writeLine("ucinewgame"));
    ASSERT_TRUE(engine.writeLine("position startpos moves e2e4 e7e5"));
    ASSERT_TRUE(engine.writeLine("go depth 4"));
    std::optional<std::string> info = engine.readUntil("info depth 4", 30s);
    ASSERT_TRUE(info) << engine.output();
    EXPECT_NE(info->find(" score cp "), std::string::npos) << *info;
    EXPECT_NE(info->find(" pv "), std::string::npos) << *info;
    expectLegalReply(engine, chessVariant(), "e2e4 e7e5");

    // A bad line is answered and changes nothing; an illegal move is refused with the rest.
    ASSERT_TRUE(engine.writeLine("this is no command"));
    ASSERT_TRUE(engine.readUntil("info string unknown command 'this'", 10s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("go depth banana"));
    ASSERT_TRUE(engine.readUntil("bestmove", 30s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("position startpos moves e2e5 d2d4"));
    ASSERT_TRUE(engine.readUntil("info string illegal move 'e2e5'", 10s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("go depth 2"));
    expectLegalReply(engine, chessVariant(), "");

    // Knightmate, with Fairy-Stockfish's letters: the royal knight is K, the commoner M.
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Variant value knightmate"));
    ASSERT_TRUE(engine.writeLine("setoption name Skill Level value 5"));
    ASSERT_TRUE(engine.writeLine(
        "position fen rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1 moves e2e4 e7e5"));
    ASSERT_TRUE(engine.writeLine("go wtime 2000 btime 2000 winc 10 binc 10"));
    expectLegalReply(engine, knightmateVariant(), "e2e4 e7e5");

    // Knights Chess: Black starts; infinite thinks until stop.
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Variant value knightschess"));
    ASSERT_TRUE(engine.writeLine("setoption name Level value 8"));
    ASSERT_TRUE(engine.writeLine("position startpos moves d7d6"));
    ASSERT_TRUE(engine.writeLine("go infinite"));
    ASSERT_TRUE(engine.readUntil("info depth 2", 30s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("isready"));
    ASSERT_TRUE(engine.readUntil("readyok", 10s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("stop"));
    expectLegalReply(engine, knightsChessVariant(), "d7d6");

    ASSERT_TRUE(engine.writeLine("setoption name Hash value lots"));
    ASSERT_TRUE(engine.readUntil("info string Hash takes a number", 10s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("quit"));
    EXPECT_EQ(childProblem("mudchess uci", engine.finish(10s), 0, engine.output()), "");
}

// Threads 2 (Lazy SMP): the option is offered up to more than one, mates are found, and both
// `stop` and a movetime end the search with a legal move.
TEST(UciCommand, WithTwoThreadsItFindsAMateAndStopsOnTimeAndOnStop) {
    test::TempDir dir;
    Child engine({MUDCHESS_BINARY, "uci"}, dir.file("uci_threads.err"));
    ASSERT_TRUE(engine.writeLine("uci"));
    std::optional<std::string> option = engine.readUntil("option name Threads", 10s);
    ASSERT_TRUE(option) << engine.output();
    EXPECT_NE(option->find("default 1 min 1 max "), std::string::npos) << *option;
    EXPECT_FALSE(option->ends_with(" max 1")) << *option;
    ASSERT_TRUE(engine.readUntil("uciok", 10s));
    ASSERT_TRUE(engine.writeLine("setoption name Threads value 2"));
    ASSERT_TRUE(engine.writeLine("isready"));
    ASSERT_TRUE(engine.readUntil("readyok", 10s)) << engine.output();

    // Mate in two (checked with Stockfish 15.1): Qe8+ first.
    const std::string fen = "rn4k1/p5r1/4PpQ1/1ppP2P1/2B5/PPP2K1p/2P5/6RR w - - 9 33";
    ASSERT_TRUE(engine.writeLine("position fen " + fen));
    ASSERT_TRUE(engine.writeLine("go depth 8"));
    std::optional<std::string> best = engine.readUntil("bestmove", 60s);
    ASSERT_TRUE(best) << engine.output();
    EXPECT_NE(engine.output().find("score mate 2"), std::string::npos) << engine.output();
    EXPECT_EQ(bestMoveOf(best), "g6e8");

    ASSERT_TRUE(engine.writeLine("position startpos moves e2e4"));
    ASSERT_TRUE(engine.writeLine("go infinite"));
    ASSERT_TRUE(engine.readUntil("info depth 2", 30s)) << engine.output();
    ASSERT_TRUE(engine.writeLine("stop"));
    expectLegalReply(engine, chessVariant(), "e2e4");

    ASSERT_TRUE(engine.writeLine("ucinewgame"));
    ASSERT_TRUE(engine.writeLine("position startpos"));
    ASSERT_TRUE(engine.writeLine("go movetime 300"));
    expectLegalReply(engine, chessVariant(), "");
    ASSERT_TRUE(engine.writeLine("setoption name Threads value 0"));
    ASSERT_TRUE(engine.readUntil("info string Threads takes a number from 1 to", 10s))
        << engine.output();
    ASSERT_TRUE(engine.writeLine("quit"));
    EXPECT_EQ(childProblem("mudchess uci", engine.finish(10s), 0, engine.output()), "");
}

// The deepest "info depth N" the engine said after `from` characters of its output.
int deepestInfo(const std::string& output, std::size_t from) {
    int deepest = 0;
    std::istringstream lines(output.substr(from));
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::string info, depth;
        int n = 0;
        if (words >> info >> depth >> n && info == "info" && depth == "depth")
            deepest = std::max(deepest, n);
    }
    return deepest;
}

// UCI_LimitStrength with UCI_Elo plays the level measured nearest to the Elo asked for, which a
// GUI's user sees in how deep it looks: levels 3 and 4 stop at 3 and 4 plies, level 8 (asked
// for 2400, more than any level plays at) has no bound. Without UCI_LimitStrength the Level
// option counts again.
TEST(UciCommand, UciEloPlaysTheLevelMeasuredNearestToIt) {
    test::TempDir dir;
    Child engine({MUDCHESS_BINARY, "uci"}, dir.file("uci_elo.err"));
    auto deepestFor = [&](const std::string& go) {
        std::size_t from = engine.output().size();
        EXPECT_TRUE(engine.writeLine("position startpos moves d2d4 d7d5"));
        EXPECT_TRUE(engine.writeLine(go));
        EXPECT_TRUE(engine.readUntil("bestmove", 30s)) << engine.output();
        return deepestInfo(engine.output(), from);
    };
    ASSERT_TRUE(engine.writeLine("setoption name Level value 3"));
    ASSERT_TRUE(engine.writeLine("setoption name UCI_LimitStrength value true"));
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Elo value 2400"));
    EXPECT_EQ(deepestFor("go depth 7"), 7) << engine.output();
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Elo value 1000"));
    int level3 = deepestFor("go depth 7");
    EXPECT_TRUE(level3 >= 1 && level3 <= 3) << level3 << "\n" << engine.output();
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Elo value 1350"));
    int level4 = deepestFor("go depth 7");
    EXPECT_TRUE(level4 >= 1 && level4 <= 4) << level4 << "\n" << engine.output();
    ASSERT_TRUE(engine.writeLine("setoption name UCI_LimitStrength value false"));
    int level = deepestFor("go depth 7");
    EXPECT_TRUE(level >= 1 && level <= 3) << "the Level option, 3\n" << engine.output();
    ASSERT_TRUE(engine.writeLine("quit"));
    EXPECT_EQ(childProblem("mudchess uci", engine.finish(10s), 0, engine.output()), "");
}

TEST(UciCommand, AcceptsTheKnightsChessPassWrittenAs0000OrLeftOut) {
    // Black is walled in: king g8 and queen h8 boxed by their own knight (pinned by the rook on
    // g1) and pawn; f7 and f8 are the f1 rook's. With one knight each, Black passes after every
    // White move; the rules core plays that pass by itself.
    const std::string fen = "6kq/6np/7P/8/8/2K5/8/N1Q2RR1 w - - 0 30";
    const std::string after = "6kq/6np/7P/2K5/8/8/8/N1Q2RR1 w - - 4 32";
    test::TempDir dir;
    Child engine({MUDCHESS_BINARY, "uci"}, dir.file("uci_pass.err"));
    ASSERT_TRUE(engine.writeLine("setoption name UCI_Variant value knightschess"));
    for (const char* moves : {"c3c4 0000 c4c5 0000", "c3c4 c4c5"}) {
        ASSERT_TRUE(engine.writeLine("position fen " + fen + " moves " + moves));
        ASSERT_TRUE(engine.writeLine("d"));
        EXPECT_EQ(engine.readLine(10s), after) << moves << "\n" << engine.output();
    }
    // Taking Black's last knight wins at once, and the engine sees it.
    ASSERT_TRUE(engine.writeLine("go depth 3"));
    EXPECT_EQ(bestMoveOf(engine.readUntil("bestmove", 30s)), "h6g7") << engine.output();
    ASSERT_TRUE(engine.writeLine("quit"));
    EXPECT_EQ(childProblem("mudchess uci", engine.finish(10s), 0, engine.output()), "");
}

// A few moves against Stockfish at its weakest: Stockfish takes every move we send (it would
// stop answering or answer nonsense otherwise) and we take every one of its moves.
TEST(UciCommand, PlaysAFewMovesAgainstStockfish) {
    test::TempDir dir;
    Child ours({MUDCHESS_BINARY, "uci"}, dir.file("uci_ours.err"));
    Child stockfish({"/usr/games/stockfish"}, dir.file("uci_stockfish.err"));
    for (Child* e : {&ours, &stockfish}) {
        ASSERT_TRUE(e->writeLine("uci"));
        ASSERT_TRUE(e->readUntil("uciok", 10s)) << e->output();
    }
    ASSERT_TRUE(stockfish.writeLine("setoption name Skill Level value 0"));
    ASSERT_TRUE(ours.writeLine("setoption name Level value 3"));
    std::string moves;
    Game game(chessVariant());
    for (int ply = 0; ply < 16 && !game.isOver(); ++ply) {
        Child& mover = ply % 2 == 0 ? ours : stockfish;
        ASSERT_TRUE(mover.writeLine("position startpos" + (moves.empty() ? "" : " moves" + moves)));
        ASSERT_TRUE(mover.writeLine("go movetime 50"));
        std::string best = bestMoveOf(mover.readUntil("bestmove", 30s));
        std::optional<Move> m = parseUci(game.position(), best);
        ASSERT_TRUE(m) << "'" << best << "' in " << game.position().fen() << "\n" << mover.output();
        game.play(*m);
        moves += " " + best;
    }
    // Stockfish checks the final position is one it reached by our moves.
    ASSERT_TRUE(stockfish.writeLine("position startpos moves" + moves));
    ASSERT_TRUE(stockfish.writeLine("d"));
    std::optional<std::string> fen = stockfish.readUntil("Fen: ", 10s);
    ASSERT_TRUE(fen) << stockfish.output();
    EXPECT_EQ(fen->substr(5), game.position().fen());
    for (Child* e : {&ours, &stockfish}) ASSERT_TRUE(e->writeLine("quit"));
    EXPECT_EQ(childProblem("mudchess uci", ours.finish(10s), 0, ours.output()), "");
    stockfish.finish(10s);
}

} // namespace
} // namespace mudchess
