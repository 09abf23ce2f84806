// Cross-checks our perft divide against real engines on positions reached by seeded random
// playouts: standard chess against Stockfish, Knightmate and Knights Chess against
// Fairy-Stockfish. Hand-picked reference positions (tests/chess/perft_test.cpp) cover what
// someone thought of; random games reach the odd corners nobody listed. Every seed is fixed, so
// a failure reproduces, and a run reports every mismatching position before it fails.
#include "chess/perft.hpp"
#include "chess/uci_move.hpp"
#include "engine_session.hpp"
#include "playout.hpp"

#include <gtest/gtest.h>

#include <array>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace mudchess {
namespace {

using test::Divide;
using test::EngineSession;

// Castling both ways for both sides, en passant and promotions a few plies away.
constexpr const char* KIWIPETE =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// A position to compare, and how it was reached so that a failing one can be replayed.
struct Sample {
    Position position;
    int depth;
    std::string origin;
};

// What a variant's run compared and skipped, for the summary and its assertions.
struct Tally {
    int compared = 0;
    int mismatched = 0;
    std::map<std::string, int> skipped; // reason -> positions
    std::array<int, 5> rootMoveKinds{}; // by MoveKind, over the compared positions' root moves

    int skippedTotal() const {
        int total = 0;
        for (const auto& [reason, n] : skipped) total += n;
        return total;
    }
    int rootMoves(MoveKind kind) const { return rootMoveKinds[std::size_t(kind)]; }
};

std::string summary(const std::string& title, const Tally& t) {
    std::ostringstream out;
    out << title << ": " << t.compared << " compared, " << t.mismatched << " mismatched, "
        << t.skippedTotal() << " skipped";
    for (const auto& [reason, n] : t.skipped) out << "\n  skipped " << n << ": " << reason;
    out << "\n  root moves seen: " << t.rootMoves(MoveKind::CASTLING) << " castling, "
        << t.rootMoves(MoveKind::EN_PASSANT) << " en passant, " << t.rootMoves(MoveKind::PROMOTION)
        << " promotion";
    return out.str();
}

std::string dataPath(const std::string& file) {
    return std::string(MUDCHESS_TEST_DATA) + "/" + file;
}

Position fromFen(const Variant& variant, const std::string& fen) {
    FenResult parsed = Position::fromFen(variant, fen);
    if (!parsed.position) throw std::runtime_error("not a position: " + fen);
    return *parsed.position;
}

// Our perft divide in the engines' form. Two moves with one UCI name would merge in the map
// and hide a generator bug, so that is a failure of its own.
Divide ourDivide(const Position& pos, int depth, Tally& tally) {
    Divide divide;
    for (auto [move, count] : perftDivide(pos, depth)) {
        ++tally.rootMoveKinds[std::size_t(move.kind())];
        if (!divide.emplace(toUci(move), count).second)
            ADD_FAILURE() << "we generate " << toUci(move) << " twice in " << pos.fen();
    }
    return divide;
}

// Every move on which the two divides disagree, one line each.
std::string describeDifferences(const Divide& ours, const Divide& theirs,
                                const std::string& engine) {
    std::ostringstream out;
    for (const auto& [move, count] : ours) {
        auto it = theirs.find(move);
        if (it == theirs.end())
            out << "  only we have " << move << " (we count " << count << ")\n";
        else if (it->second != count)
            out << "  " << move << ": we count " << count << ", " << engine << " counts "
                << it->second << "\n";
    }
    for (const auto& [move, count] : theirs)
        if (!ours.contains(move))
            out << "  only " << engine << " has " << move << " (it counts " << count << ")\n";
    return out.str();
}

// Compares one sample. Returns false only when the engine stopped answering: the caller then
// gives up, as every later position would fail the same way.
bool crossCheck(EngineSession& engine, const Sample& sample, Tally& tally) {
    std::string fen = sample.position.fen();
    std::string error;
    std::optional<Divide> theirs = engine.perftDivide(fen, sample.depth, error);
    if (!theirs) {
        ADD_FAILURE() << error;
        return false;
    }
    Divide ours = ourDivide(sample.position, sample.depth, tally);
    ++tally.compared;
    if (ours != *theirs) {
        ++tally.mismatched;
        ADD_FAILURE() << "perft divide differs from " << engine.name() << "\n  FEN   " << fen
                      << "\n  depth " << sample.depth << "\n  from  " << sample.origin << "\n"
                      << describeDifferences(ours, *theirs, engine.name());
    }
    return true;
}

std::unique_ptr<EngineSession> openEngine(const std::string& program) {
    std::string error;
    std::unique_ptr<EngineSession> engine = EngineSession::open(program, error);
    if (!engine) ADD_FAILURE() << error;
    return engine;
}

// `count` positions reached by random playouts of 0 to `maxPlies` plies from `fen`. Sample i
// has its own seed, `seed + i`, so it can be replayed alone and adding samples leaves the
// existing ones as they were.
std::vector<Sample> playoutSamples(const Variant& variant, const std::string& fen, int count,
                                   int maxPlies, int depth, std::uint64_t seed) {
    std::vector<Sample> samples;
    Position from = fromFen(variant, fen);
    for (int i = 0; i < count; ++i) {
        std::mt19937_64 rng(seed + std::uint64_t(i));
        int plies = test::randomInt(0, maxPlies, rng);
        std::string origin = "up to " + std::to_string(plies) + " random plies (seed " +
                             std::to_string(seed + std::uint64_t(i)) + ") from " + fen;
        samples.push_back({test::randomPlayout(from, plies, rng), depth, origin});
    }
    return samples;
}

void compareAll(EngineSession& engine, const std::vector<Sample>& samples, Tally& tally) {
    for (const Sample& sample : samples)
        if (!crossCheck(engine, sample, tally)) return;
}

TEST(EngineCrosscheck, StandardChessMatchesStockfish) {
    std::unique_ptr<EngineSession> engine = openEngine("stockfish");
    ASSERT_TRUE(engine);
    const Variant& chess = chessVariant();
    const std::string start(chess.startFen);
    std::vector<std::vector<Sample>> groups = {
        playoutSamples(chess, start, 140, 120, 2, 0x5EED0001),
        playoutSamples(chess, KIWIPETE, 60, 30, 2, 0x5EED0002),
        // Depth 3 reaches the positions after a reply, where discovered checks and pins that
        // the first move created get tested; fewer, as each costs some 50 times more.
        playoutSamples(chess, start, 15, 80, 3, 0x5EED0003),
        playoutSamples(chess, KIWIPETE, 15, 20, 3, 0x5EED0004),
    };
    Tally tally;
    for (const auto& group : groups) compareAll(*engine, group, tally);
    std::cout << summary("standard vs stockfish", tally) << std::endl;
    EXPECT_EQ(tally.mismatched, 0) << summary("standard vs stockfish", tally);
    EXPECT_GE(tally.compared, 200);
    // The samples are fixed by their seeds; this guards against a change to them that would
    // quietly stop exercising the special moves Kiwipete is here for.
    EXPECT_GT(tally.rootMoves(MoveKind::CASTLING), 0);
    EXPECT_GT(tally.rootMoves(MoveKind::EN_PASSANT), 0);
    EXPECT_GT(tally.rootMoves(MoveKind::PROMOTION), 0);
}

TEST(EngineCrosscheck, KnightmateMatchesFairyStockfish) {
    std::unique_ptr<EngineSession> engine = openEngine("fairy-stockfish");
    ASSERT_TRUE(engine);
    std::string error;
    ASSERT_TRUE(engine->selectVariant("knightmate", knightmateVariant().startFen, error)) << error;
    const Variant& knightmate = knightmateVariant();
    const std::string start(knightmate.startFen);
    std::vector<std::vector<Sample>> groups = {
        playoutSamples(knightmate, start, 100, 120, 2, 0x4B4D0001),
        playoutSamples(knightmate, start, 50, 60, 3, 0x4B4D0002),
    };
    Tally tally;
    for (const auto& group : groups) compareAll(*engine, group, tally);
    std::cout << summary("knightmate vs fairy-stockfish", tally) << std::endl;
    EXPECT_EQ(tally.mismatched, 0) << summary("knightmate vs fairy-stockfish", tally);
    EXPECT_GE(tally.compared, 150);
}

// Knights Chess rules Fairy-Stockfish does not know (see tests/data/knightschess.ini).
enum class UnknownRule { NONE, CHECK_SUSPENDED, FIRST_MOVE, PASS, EXTINCTION };

std::string describe(UnknownRule rule) {
    switch (rule) {
    case UnknownRule::CHECK_SUSPENDED: return "opening instability within the depth";
    case UnknownRule::FIRST_MOVE: return "first-move no-capture rule within the depth";
    case UnknownRule::PASS: return "stalemate pass within the depth";
    case UnknownRule::EXTINCTION: return "queen or knight extinction within the depth";
    case UnknownRule::NONE: break;
    }
    return "none";
}

// The first rule Fairy-Stockfish lacks that a perft of `depth` from `pos` could meet. Only the
// nodes whose moves the perft counts (plies 0 to depth - 1) are looked at: a leaf counts as one
// node whatever its state, so what holds there cannot change the count.
UnknownRule unknownRuleWithin(const Position& pos, int depth) {
    if (pos.checkSuspended()) return UnknownRule::CHECK_SUSPENDED;
    if (pos.isFirstMove()) return UnknownRule::FIRST_MOVE;
    // We generate no moves for an extinct side; Fairy-Stockfish plays on.
    if (pos.rules().extinction && isExtinct(pos)) return UnknownRule::EXTINCTION;
    MoveList moves;
    generateLegal(pos, moves);
    for (Move m : moves)
        if (m.kind() == MoveKind::PASS) return UnknownRule::PASS;
    if (depth <= 1) return UnknownRule::NONE;
    for (Move m : moves) {
        Position next = pos;
        next.play(m);
        if (UnknownRule rule = unknownRuleWithin(next, depth - 1); rule != UnknownRule::NONE)
            return rule;
    }
    return UnknownRule::NONE;
}

// A Knights Chess position where check rules are active: random play up to the first capture
// (which ends the opening instability), then up to `maxExtraPlies` more. Nothing when the game
// ends, or 400 plies pass, before anything is captured.
std::optional<Sample> knightsChessSample(int maxExtraPlies, int depth, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Position start = Position::start(knightsChessVariant());
    auto checkActive = [](const Position& pos) { return !pos.checkSuspended(); };
    std::optional<Position> afterCapture = test::playUntil(start, checkActive, 400, rng);
    if (!afterCapture) return std::nullopt;
    int extra = test::randomInt(0, maxExtraPlies, rng);
    std::string origin = "random play to the first capture, then up to " + std::to_string(extra) +
                         " random plies (seed " + std::to_string(seed) + ")";
    return Sample{test::randomPlayout(*afterCapture, extra, rng), depth, origin};
}

TEST(EngineCrosscheck, KnightsChessMatchesFairyStockfishWhereRulesAgree) {
    std::unique_ptr<EngineSession> engine = openEngine("fairy-stockfish");
    ASSERT_TRUE(engine);
    std::string error;
    ASSERT_TRUE(engine->setOption("VariantPath", dataPath("knightschess.ini"), error)) << error;
    ASSERT_TRUE(engine->selectVariant("knightschess", knightsChessVariant().startFen, error))
        << error;
    constexpr int CANDIDATES = 100, DEPTH = 2;
    constexpr std::uint64_t SEED = 0x4B430001;
    Tally tally;
    for (int i = 0; i < CANDIDATES; ++i) {
        std::optional<Sample> sample = knightsChessSample(40, DEPTH, SEED + std::uint64_t(i));
        if (!sample) {
            ++tally.skipped["no capture within 400 plies"];
            continue;
        }
        if (UnknownRule rule = unknownRuleWithin(sample->position, DEPTH);
            rule != UnknownRule::NONE) {
            ++tally.skipped[describe(rule)];
            continue;
        }
        if (!crossCheck(*engine, *sample, tally)) break;
    }
    std::cout << summary("knights chess vs fairy-stockfish", tally) << std::endl;
    EXPECT_EQ(tally.mismatched, 0) << summary("knights chess vs fairy-stockfish", tally);
    // Too many skips would leave the cross-check testing little; re-pick the seed or the
    // playout lengths rather than lowering this.
    EXPECT_GE(tally.compared, 60) << summary("knights chess vs fairy-stockfish", tally);
}

} // namespace
} // namespace mudchess
