#include "analysis/motifs.hpp"

#include "chess/movegen.hpp"
#include "search/see.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <sstream>
#include <string>

namespace mudchess::analysis {

namespace {

// The rules core's verdict on a position, named apart from the analysis's own Verdict (how a
// move is judged).
using GameEnd = mudchess::Verdict;

// The line as it was played out: positions[i] stands before moves[i], positions.back() after
// the last move.
struct PlayedLine {
    std::vector<Position> positions;
    std::vector<Move> moves;
    Color us = WHITE;

    Color them() const { return ~us; }
    const Position& start() const { return positions.front(); }
    const Position& afterFirst() const { return positions[1]; }
    const Position& end() const { return positions.back(); }
    Move first() const { return moves.front(); }
};

PlayedLine playOut(const Position& pos, const std::vector<Move>& line) {
    PlayedLine played{{pos}, {}, pos.sideToMove()};
    for (Move m : line) {
        MoveList legal;
        generateLegal(played.positions.back(), legal);
        if (!legal.contains(m)) break;
        Position next = played.positions.back();
        next.play(m);
        played.positions.push_back(next);
        played.moves.push_back(m);
    }
    return played;
}

int valueOf(PieceType t) { return pieceInfo(t).value; }

bool isRoyal(const Position& pos, PieceType t) { return t == pos.rules().royal; }

// For ordering targets and comparing attacker with attacked: the royal piece, worth 0 in the
// table, is worth more than everything here.
int strength(const Position& pos, PieceType t) { return isRoyal(pos, t) ? 1 << 20 : valueOf(t); }

bool isSlider(PieceType t) { return t == BISHOP || t == ROOK || t == QUEEN; }

// Only moves that put a piece somewhere (not a pass, not castling's two-piece move) can fork,
// pin, skewer or uncover in the sense the detectors check.
bool movesOnePiece(Move m) { return m.kind() != MoveKind::PASS && m.kind() != MoveKind::CASTLING; }

Square capturedSquare(const Position& pos, Move m) {
    if (m.kind() == MoveKind::EN_PASSANT) return m.to() - pawnPush(pos.sideToMove());
    return pos.isCapture(m) ? m.to() : SQ_NONE;
}

PieceType typeOn(const Position& pos, Square s) { return typeOf(pos.pieceOn(s)); }

// The squares the piece on `s` attacks as the board stands.
Bitboard attacksFrom(const Position& pos, Square s) {
    Piece p = pos.pieceOn(s);
    if (typeOf(p) == PAWN) return pawnAttacks(colorOf(p), s);
    return attacksOf(typeOf(p), s, pos.pieces());
}

// Pieces of the side owning the piece on `s` that defend it, with `occupied` standing.
Bitboard defenders(const Position& pos, Square s, Bitboard occupied) {
    return pos.attackersTo(s, occupied) & pos.pieces(colorOf(pos.pieceOn(s))) & occupied;
}

bool undefended(const Position& pos, Square s) { return !defenders(pos, s, pos.pieces()); }

// What became of one piece over the rest of the line.
struct Trail {
    bool taken = false; // captured by the other side
    int captures = 0;   // how many pieces it captured itself
};

// Follows the piece standing on `square` before ply `start` to the end of the line. A piece
// moved by something other than its own move (the rook in castling) is lost track of.
Trail follow(const PlayedLine& line, std::size_t start, Square square) {
    Trail trail;
    Piece piece = line.positions[start].pieceOn(square);
    if (piece == NO_PIECE) return trail;
    for (std::size_t ply = start; ply < line.moves.size(); ++ply) {
        const Position& pos = line.positions[ply];
        Move m = line.moves[ply];
        if (m.kind() == MoveKind::PASS) continue;
        if (capturedSquare(pos, m) == square) {
            trail.taken = true;
            return trail;
        }
        if (m.from() == square) {
            trail.captures += pos.isCapture(m);
            square = m.to();
        }
        Piece now = line.positions[ply + 1].pieceOn(square);
        if (now == NO_PIECE || colorOf(now) != colorOf(piece)) return trail;
    }
    return trail;
}

bool takenLater(const PlayedLine& line, Square s) { return follow(line, 1, s).taken; }

// The material side of a line: what each side took and made by promotion, per piece type.
struct Balance {
    int material = 0; // centipawns for `us`
    std::array<int, PIECE_TYPE_NB> takenByUs{};
    std::array<int, PIECE_TYPE_NB> takenByThem{};
    std::array<int, PIECE_TYPE_NB> promotedByUs{};
    std::array<int, PIECE_TYPE_NB> promotedByThem{};

    // More of `t` taken from them than lost by us, where a piece we promoted to and lose again
    // is no loss of a piece we had (and likewise for them).
    bool wonForGood(PieceType t) const {
        int theirLoss = takenByUs[t] - promotedByThem[t];
        int ourLoss = takenByThem[t] - promotedByUs[t];
        return takenByUs[t] > 0 && theirLoss > ourLoss;
    }
    PieceType strongestWon() const {
        PieceType best = NO_PIECE_TYPE;
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
            if (wonForGood(PieceType(t)) && valueOf(PieceType(t)) > valueOf(best))
                best = PieceType(t);
        return best;
    }
};

Balance balanceOf(const PlayedLine& line) {
    Balance b;
    for (std::size_t ply = 0; ply < line.moves.size(); ++ply) {
        const Position& pos = line.positions[ply];
        Move m = line.moves[ply];
        bool ours = pos.sideToMove() == line.us;
        int gain = 0;
        if (Square s = capturedSquare(pos, m); s != SQ_NONE) {
            PieceType taken = typeOn(pos, s);
            gain += valueOf(taken);
            ++(ours ? b.takenByUs : b.takenByThem)[taken];
        }
        if (m.kind() == MoveKind::PROMOTION) {
            gain += valueOf(m.promotion()) - valueOf(PAWN);
            ++(ours ? b.promotedByUs : b.promotedByThem)[m.promotion()];
        }
        b.material += ours ? gain : -gain;
    }
    return b;
}

// Who the line's final position is lost for, by the rules alone: checkmate, or the variant's
// own wins (extinction, more knights at stalemate). Empty while the game goes on.
std::optional<GameEnd> finalVerdict(const PlayedLine& line) {
    GameEnd v = judge(line.end());
    switch (v.outcome) {
    case Ending::CHECKMATE:
    case Ending::EXTINCTION:
    case Ending::KNIGHT_COUNT: return v;
    default: return std::nullopt;
    }
}

struct Target {
    PieceType type;
    Square square;
};

struct Finding {
    Motif motif;
    PieceType piece;
    Square square;
    std::vector<Target> targets;
};

void strongestFirst(const Position& pos, std::vector<Target>& targets) {
    std::stable_sort(targets.begin(), targets.end(), [&](const Target& a, const Target& b) {
        return strength(pos, a.type) > strength(pos, b.type);
    });
}

// --- Mates ---------------------------------------------------------------------------------

// The mating piece alone gives check along the royal piece's home rank, and each square the
// royal piece could move to off that rank is held by one of its own pieces.
bool isBackRankMate(const PlayedLine& line) {
    const Position& end = line.end();
    Move last = line.moves.back();
    PieceType royal = end.rules().royal;
    if (!end.pieces(line.them(), royal) || !movesOnePiece(last)) return false;
    Square royalSq = end.royalSquare(line.them());
    Square mater = last.to();
    PieceType materType = typeOn(end, mater);
    if (materType != ROOK && materType != QUEEN) return false;
    if (end.checkers() != squareBB(mater)) return false;
    if (relativeRank(line.them(), royalSq) != 0 || rankOf(mater) != rankOf(royalSq)) return false;
    Bitboard steps = attacksOf(royal, royalSq, end.pieces()) & ~rankBB(rankOf(royalSq));
    return steps && (steps & end.pieces(line.them())) == steps;
}

std::optional<Finding> findMate(const PlayedLine& line) {
    std::optional<GameEnd> verdict = finalVerdict(line);
    if (!verdict || verdict->loser != line.them()) return std::nullopt;
    const Position& end = line.end();
    Move last = line.moves.back();
    bool placed = last.kind() != MoveKind::PASS;
    Finding f{Motif::MATE,
              placed ? typeOn(end, last.to()) : NO_PIECE_TYPE,
              placed ? last.to() : SQ_NONE,
              {}};
    PieceType royal = end.rules().royal;
    if (end.pieces(line.them(), royal)) f.targets.push_back({royal, end.royalSquare(line.them())});
    if (verdict->outcome == Ending::CHECKMATE && isBackRankMate(line))
        f.motif = Motif::BACK_RANK_MATE;
    return f;
}

// --- Material won at once ----------------------------------------------------------------

std::optional<Finding> findHangingPiece(const PlayedLine& line) {
    const Position& pos = line.start();
    Move first = line.first();
    if (first.kind() == MoveKind::EN_PASSANT || !pos.isCapture(first)) return std::nullopt;
    PieceType taken = typeOn(pos, first.to());
    if (valueOf(taken) <= valueOf(PAWN)) return std::nullopt; // pawns, and royal pieces (0)
    Bitboard withoutCapturer = pos.pieces() ^ squareBB(first.from());
    if (defenders(pos, first.to(), withoutCapturer)) return std::nullopt;
    return Finding{Motif::HANGING_PIECE,
                   typeOn(line.afterFirst(), first.to()),
                   first.to(),
                   {{taken, first.to()}}};
}

std::optional<Finding> findFork(const PlayedLine& line) {
    Move first = line.first();
    if (!movesOnePiece(first)) return std::nullopt;
    const Position& pos = line.afterFirst();
    Square at = first.to();
    PieceType forker = typeOn(pos, at);
    std::vector<Target> targets;
    bool oneTaken = false;
    for (Bitboard b = attacksFrom(pos, at) & pos.pieces(line.them()); b;) {
        Square s = popLsb(b);
        PieceType t = typeOn(pos, s);
        if (t == PAWN) continue;
        bool worthIt =
            isRoyal(pos, t) || strength(pos, t) > strength(pos, forker) || undefended(pos, s);
        if (!worthIt) continue;
        targets.push_back({t, s});
        oneTaken = oneTaken || takenLater(line, s);
    }
    if (targets.size() < 2 || !oneTaken) return std::nullopt;
    strongestFirst(pos, targets);
    return Finding{Motif::FORK, forker, at, targets};
}

// --- Lines through two pieces --------------------------------------------------------------

// An enemy piece the slider on `at` attacks, and the enemy piece right behind it on that line.
struct Skewered {
    Target front;
    Target behind;
};

std::vector<Skewered> piecesInLine(const Position& pos, Square at, Color them) {
    std::vector<Skewered> found;
    PieceType slider = typeOn(pos, at);
    Bitboard occupied = pos.pieces();
    Bitboard direct = attacksOf(slider, at, occupied);
    for (Bitboard fronts = direct & pos.pieces(them); fronts;) {
        Square front = popLsb(fronts);
        // Lifting the front piece only opens the ray through it: what the slider then attacks
        // anew is the first piece behind it.
        Bitboard xray = attacksOf(slider, at, occupied ^ squareBB(front)) & ~direct;
        Bitboard behind = xray & pos.pieces(them);
        if (!behind) continue;
        Square b = lsb(behind);
        found.push_back({{typeOn(pos, front), front}, {typeOn(pos, b), b}});
    }
    return found;
}

std::optional<Finding> findLineTactic(const PlayedLine& line, Motif motif) {
    Move first = line.first();
    if (!movesOnePiece(first)) return std::nullopt;
    const Position& pos = line.afterFirst();
    Square at = first.to();
    if (!isSlider(typeOn(pos, at))) return std::nullopt;
    for (const Skewered& s : piecesInLine(pos, at, line.them())) {
        int front = strength(pos, s.front.type), behind = strength(pos, s.behind.type);
        if (motif == Motif::PIN && !isRoyal(pos, s.front.type) && behind > front &&
            takenLater(line, s.front.square))
            return Finding{motif, typeOn(pos, at), at, {s.behind, s.front}};
        if (motif == Motif::SKEWER && !isRoyal(pos, s.behind.type) && front > behind &&
            takenLater(line, s.behind.square))
            return Finding{motif, typeOn(pos, at), at, {s.front, s.behind}};
    }
    return std::nullopt;
}

std::optional<Finding> findPin(const PlayedLine& line) { return findLineTactic(line, Motif::PIN); }

std::optional<Finding> findSkewer(const PlayedLine& line) {
    return findLineTactic(line, Motif::SKEWER);
}

// --- Discovered attacks --------------------------------------------------------------------

// The enemy pieces the slider on `slider` attacks through the square `opened` just vacated
// that are royal or worth more than the slider.
std::vector<Target> uncoveredTargets(const Position& pos, Square slider, Square opened,
                                     Color them) {
    std::vector<Target> targets;
    PieceType type = typeOn(pos, slider);
    for (Bitboard b = attacksOf(type, slider, pos.pieces()) & pos.pieces(them); b;) {
        Square s = popLsb(b);
        if (s == opened || !(betweenBB(slider, s) & squareBB(opened))) continue;
        PieceType t = typeOn(pos, s);
        if (strength(pos, t) > strength(pos, type)) targets.push_back({t, s});
    }
    return targets;
}

std::optional<Finding> findDiscoveredAttack(const PlayedLine& line) {
    Move first = line.first();
    if (!movesOnePiece(first)) return std::nullopt;
    const Position& pos = line.afterFirst();
    Bitboard sliders = (pos.pieces(BISHOP, ROOK) | pos.pieces(QUEEN)) & pos.pieces(line.us) &
                       ~squareBB(first.to());
    bool moverTakes = follow(line, 0, first.from()).captures > 0;
    std::optional<Finding> best;
    for (Bitboard b = sliders; b;) {
        Square slider = popLsb(b);
        std::vector<Target> targets = uncoveredTargets(pos, slider, first.from(), line.them());
        if (targets.empty()) continue;
        bool targetTaken = std::any_of(targets.begin(), targets.end(),
                                       [&](const Target& t) { return takenLater(line, t.square); });
        if (!moverTakes && !targetTaken && follow(line, 1, slider).captures == 0) continue;
        strongestFirst(pos, targets);
        if (!best || strength(pos, targets[0].type) > strength(pos, best->targets[0].type))
            best = Finding{Motif::DISCOVERED_ATTACK, typeOn(pos, slider), slider, targets};
    }
    return best;
}

// --- Trapped pieces ------------------------------------------------------------------------

// The same position with `side` to move (en passant dropped), to ask what `side` could take;
// empty when that position is not a legal one (the other side would be in check).
std::optional<Position> withSideToMove(const Position& pos, Color side) {
    std::istringstream in(pos.fen());
    std::string board, turn, castling, enPassant, halfmoves, fullmoves;
    in >> board >> turn >> castling >> enPassant >> halfmoves >> fullmoves;
    std::string fen =
        board + (side == WHITE ? " w " : " b ") + castling + " - " + halfmoves + " " + fullmoves;
    return Position::fromFen(pos.variant(), fen).position;
}

// The side to move can capture the piece on `s` and come out ahead by static exchange.
bool lostByExchange(const Position& pos, Square s) {
    MoveList moves;
    generateLegal(pos, moves);
    return std::any_of(moves.begin(), moves.end(), [&](Move m) {
        return m.to() == s && pos.isCapture(m) && search::staticExchange(pos, m) > 0;
    });
}

// Staying loses the piece on `s` (`ours`: the same position with the other side to move), and
// so does every move it has: static exchange counts a quiet move as a capture of nothing, so
// one that comes out below zero is a move to a square where the piece is lost, and a capture
// below zero is one that gives it up for less.
bool isTrapped(const Position& pos, const Position& ours, Square s) {
    if (!lostByExchange(ours, s)) return false;
    MoveList moves;
    generateLegal(pos, moves);
    return std::all_of(moves.begin(), moves.end(), [&](Move m) {
        return m.from() != s || m.kind() == MoveKind::PASS || search::staticExchange(pos, m) < 0;
    });
}

std::optional<Finding> findTrappedPiece(const PlayedLine& line) {
    Move first = line.first();
    if (!movesOnePiece(first)) return std::nullopt;
    const Position& pos = line.afterFirst();
    std::optional<Position> ours = withSideToMove(pos, line.us);
    if (!ours) return std::nullopt;
    for (Bitboard b = attacksFrom(pos, first.to()) & pos.pieces(line.them()); b;) {
        Square s = popLsb(b);
        PieceType t = typeOn(pos, s);
        if (valueOf(t) <= valueOf(PAWN) || !takenLater(line, s)) continue;
        if (isTrapped(pos, *ours, s))
            return Finding{Motif::TRAPPED_PIECE, typeOn(pos, first.to()), first.to(), {{t, s}}};
    }
    return std::nullopt;
}

// In the order of Motif: the first that holds names the line. Mates are looked for apart.
constexpr std::array WINNING_DETECTORS = {
    findHangingPiece, findFork, findPin, findSkewer, findDiscoveredAttack, findTrappedPiece};

Tactic described(Tactic t, const Finding& f) {
    t.motif = f.motif;
    t.piece = f.piece;
    t.square = f.square;
    for (const Target& target : f.targets) {
        t.targets.push_back(target.type);
        t.targetSquares.push_back(target.square);
    }
    return t;
}

} // namespace

Tactic readLine(const Position& pos, const std::vector<Move>& line) {
    PlayedLine played = playOut(pos, line);
    Balance balance = balanceOf(played);
    Tactic tactic;
    tactic.plies = played.moves.size();
    tactic.material = balance.material;
    if (balance.material > 0) tactic.won = balance.strongestWon();
    if (played.moves.empty()) return tactic;
    if (std::optional<Finding> mate = findMate(played)) {
        tactic.mateIn = int(played.moves.size() + 1) / 2;
        return described(tactic, *mate);
    }
    // A line that loses the game, or wins nothing, explains nothing it could be named for.
    std::optional<GameEnd> verdict = finalVerdict(played);
    if (balance.material <= 0 || (verdict && verdict->loser == played.us)) return tactic;
    for (auto detect : WINNING_DETECTORS)
        if (std::optional<Finding> found = detect(played)) return described(tactic, *found);
    return tactic;
}

} // namespace mudchess::analysis
