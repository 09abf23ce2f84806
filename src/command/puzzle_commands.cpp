// Puzzles (issue 53, docs/puzzles.md): one open at a time per player, told to that player alone.
// A puzzle comes from the store near the player's puzzle rating, among those they never
// attempted; only the puzzle's move counts, except that any move that wins on the board at once
// (a mate) solves it too; the replies are played for the player. When it ends (solved, a wrong
// move, given up) the player and the puzzle are rated against each other with Glicko-2, as a
// game, and the attempt is saved before the player hears of it.
#include "chess/piece_table.hpp"
#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "command/dispatch_context.hpp"
#include "puzzle/puzzle_store.hpp"
#include "render/move_refusal_words.hpp"
#include "render/puzzle_words.hpp"

#include <cmath>

namespace mudchess {

namespace {

// The puzzle's moves in SAN from its first position: the opponent's move and the solution.
std::vector<std::string> sanOf(const puzzle::Puzzle& p) {
    std::vector<std::string> out;
    Game game(*Position::fromFen(*p.variant, p.fen).position);
    for (const std::string& uci : p.moves) {
        std::optional<Move> m = parseUci(game.position(), uci);
        if (!m) break;
        out.push_back(toSan(game.position(), *m));
        game.play(*m);
    }
    return out;
}

Move expectedMove(const OpenPuzzle& open) {
    return parseUci(open.game.position(), open.puzzle.moves[open.next]).value_or(Move());
}

// Whether `m` wins the game on the board at once for the side that plays it (a mate, or a
// variant's own win by position): such a move solves the puzzle whatever it asked for.
bool winsAtOnce(const Game& game, Move m) {
    Game after = game;
    after.play(m);
    Color mover = game.position().sideToMove();
    return after.result() == (mover == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS);
}

int rounded(double rating) { return int(std::lround(rating)); }

} // namespace

puzzle::PuzzleStore* Dispatcher::puzzleStore() const {
    return store_ ? store_->puzzleStore() : nullptr;
}

std::string Dispatcher::puzzleBoard(const std::string& actor, const OpenPuzzle& open) const {
    const Game& g = open.game;
    Move last = g.history().empty() ? Move() : g.history().back().move;
    Color solver = ~Position::fromFen(*open.puzzle.variant, open.puzzle.fen).position->sideToMove();
    return renderBoard(g.position(), standardMarkers(g.position(), last),
                       viewers_.styleOf(viewers_.optionsOf(actor), solver == WHITE));
}

std::optional<Reply> Dispatcher::ratePuzzle(Context& ctx, const OpenPuzzle& open, bool solved,
                                            PuzzleProgress& p) {
    puzzle::PuzzleStore* store = puzzleStore();
    const puzzle::Puzzle& puzzle = open.puzzle;
    std::int64_t now = wallClock_();
    try {
        puzzle::PuzzleRating r =
            store->puzzleRating(ctx.actor, *puzzle.variant).value_or(puzzle::PuzzleRating{});
        double idleDays =
            r.lastPlayed && now > r.lastPlayed ? double(now - r.lastPlayed) / 86400.0 : 0;
        rating::Glicko2 before = r.glicko;
        // A solve is a game between player and puzzle: each is rated against the other.
        r.glicko = rating::rateGame(before, idleDays, {puzzle.rating, solved ? 1.0 : 0.0});
        rating::Glicko2 puzzleAfter =
            rating::rateGame(puzzle.rating, 0, {before, solved ? 0. : 1.});
        if (solved) {
            ++r.solved;
            r.bestStreak = std::max(r.bestStreak, ++r.streak);
        } else {
            ++r.failed;
            r.streak = 0;
        }
        r.lastPlayed = now;
        store->saveAttempt({ctx.actor, puzzle.id, puzzle.variant, solved, r, puzzleAfter, now});
        p.rated = true;
        p.ratingBefore = rounded(before.rating);
        p.ratingAfter = rounded(r.glicko.rating);
        p.streak = r.streak;
    } catch (const StoreError& e) {
        return refuse(RefusalCode::STORE_FAILED, e.what());
    }
    return std::nullopt;
}

Replies Dispatcher::endPuzzle(Context& ctx, const OpenPuzzle& open, PuzzleProgress p) {
    bool solved = p.step == PuzzleStep::SOLVED && !open.hinted;
    if (std::optional<Reply> failed = ratePuzzle(ctx, open, solved, p)) return {*failed};
    p.fen = open.game.position().fen();
    p.solution = sanOf(open.puzzle);
    p.themes = open.puzzle.themes;
    p.gameUrl = open.puzzle.gameUrl;
    p.white = open.puzzle.white;
    p.black = open.puzzle.black;
    puzzles_.close(ctx.actor);
    ctx.emit(p);
    return {toActor(puzzleEndWords(p))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::NewPuzzle& c) {
    const Variant& variant = variantNamed(c.variant);
    puzzle::PuzzleStore* store = puzzleStore();
    if (!store)
        return {refuse(RefusalCode::NO_PUZZLES, noPuzzlesKeptWords(),
                       {{"variant", std::string(variant.key)}})};
    std::optional<puzzle::Puzzle> next;
    puzzle::PuzzleRating mine;
    try {
        mine = store->puzzleRating(ctx.actor, variant).value_or(puzzle::PuzzleRating{});
        next = store->puzzleNear(variant, mine.glicko.rating, ctx.actor);
    } catch (const StoreError& e) {
        return {refuse(RefusalCode::STORE_FAILED, e.what())};
    }
    if (!next)
        return {refuse(RefusalCode::NO_PUZZLES, noPuzzlesLeftWords(std::string(variant.key)),
                       {{"variant", std::string(variant.key)}})};
    Replies out;
    // A puzzle left once played at counts as not solved; one only looked at, as nothing.
    if (OpenPuzzle* open = puzzles_.find(ctx.actor)) {
        bool rate = open->moved || open->hinted;
        PuzzleProgress p{nameOf(ctx.actor), ctx.actor, open->puzzle.id, PuzzleStep::GAVE_UP};
        if (rate) {
            if (std::optional<Reply> failed = ratePuzzle(ctx, *open, false, p)) return {*failed};
            ctx.emit(p);
        }
        out.push_back(toActor(puzzleLeftWords(open->puzzle.id, rate)));
        // The rating just changed, when it was of this variant: the new puzzle says it.
        if (rate && open->puzzle.variant == &variant) mine.glicko.rating = p.ratingAfter;
    }
    Position start = *Position::fromFen(*next->variant, next->fen).position;
    OpenPuzzle opened{*next, Game(start)};
    Move setter = parseUci(start, next->moves.front()).value_or(Move());
    std::string setterSan = toSan(start, setter);
    opened.game.play(setter);
    OpenPuzzle& open = puzzles_.open(ctx.actor, std::move(opened));
    PuzzleShown shown{nameOf(ctx.actor),
                      ctx.actor,
                      next->id,
                      std::string(next->variant->key),
                      open.game.position().fen(),
                      setterSan,
                      next->moves.front(),
                      sideOf(open.game.position().sideToMove()),
                      rounded(next->rating.rating),
                      rounded(mine.glicko.rating),
                      int(next->moves.size() / 2)};
    ctx.emit(shown);
    out.push_back(toActor(puzzleShownWords(shown, puzzleBoard(ctx.actor, open))));
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const command::AnswerPuzzle& c) {
    OpenPuzzle* open = puzzles_.find(ctx.actor);
    if (!open) return {refuse(RefusalCode::NO_PUZZLE_OPEN, noPuzzleOpenWords(c.moves.size() > 1))};
    // Played on a copy: a line with a move that is no move changes nothing.
    OpenPuzzle work = *open;
    PuzzleProgress p{nameOf(ctx.actor), ctx.actor, work.puzzle.id};
    // The reply just played for the player, and the position before it: typed along with the
    // player's own moves ("Bxf7+ Ke7 Nd5#"), it is passed over.
    std::optional<std::pair<Position, Move>> reply;
    std::vector<std::string> rights, replies;
    for (const command::MoveSpec& spec : c.moves) {
        if (reply && readMove(reply->first, spec).move == reply->second) {
            reply.reset();
            continue;
        }
        reply.reset();
        const Position& pos = work.game.position();
        MoveParse parsed = readMove(pos, spec);
        if (!parsed.move)
            return {refuse(RefusalCode::ILLEGAL_MOVE, moveRefusalSentence(pos, *parsed.refusal),
                           {{"move", spec.text}})};
        Move expected = expectedMove(work);
        std::string san = toSan(pos, *parsed.move);
        if (*parsed.move != expected && !winsAtOnce(work.game, *parsed.move)) {
            p.step = PuzzleStep::WRONG;
            p.move = san;
            p.best = toSan(pos, expected);
            work.game.play(*parsed.move);
            return endPuzzle(ctx, work, p);
        }
        work.game.play(*parsed.move);
        work.moved = true;
        if (work.next + 1 >= work.puzzle.moves.size() || work.game.isOver()) {
            p.step = PuzzleStep::SOLVED;
            p.move = san;
            return endPuzzle(ctx, work, p);
        }
        Position beforeReply = work.game.position();
        Move answer = parseUci(beforeReply, work.puzzle.moves[work.next + 1]).value_or(Move());
        rights.push_back(san);
        replies.push_back(toSan(beforeReply, answer));
        work.game.play(answer);
        work.next += 2;
        reply = std::pair{beforeReply, answer};
    }
    *open = work;
    p.step = PuzzleStep::RIGHT;
    for (std::size_t i = 0; i < rights.size(); ++i) {
        p.move += (i ? ", " : "") + rights[i];
        p.reply += (i ? ", " : "") + replies[i];
    }
    p.fen = open->game.position().fen();
    ctx.emit(p);
    return {toActor(puzzleRightWords(p, puzzleBoard(ctx.actor, *open)))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::AskPuzzleHint&) {
    OpenPuzzle* open = puzzles_.find(ctx.actor);
    if (!open) return {refuse(RefusalCode::NO_PUZZLE_OPEN, noPuzzleOpenWords(false))};
    Move expected = expectedMove(*open);
    open->hinted = true;
    PuzzleProgress p{nameOf(ctx.actor), ctx.actor, open->puzzle.id, PuzzleStep::HINT};
    p.hintSquare = squareName(expected.from());
    p.fen = open->game.position().fen();
    ctx.emit(p);
    PieceType moved = typeOf(open->game.position().pieceOn(expected.from()));
    return {toActor(puzzleHintWords(p, pieceInfo(moved).name))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::GiveUpPuzzle&) {
    OpenPuzzle* open = puzzles_.find(ctx.actor);
    if (!open) return {refuse(RefusalCode::NO_PUZZLE_OPEN, noPuzzleOpenWords(false))};
    return endPuzzle(ctx, *open,
                     {nameOf(ctx.actor), ctx.actor, open->puzzle.id, PuzzleStep::GAVE_UP});
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowPuzzleStats& c) {
    std::string id = playerNamed(ctx, c.player);
    PuzzleStatsShown shown{nameOf(id), id, {}};
    if (puzzle::PuzzleStore* store = puzzleStore()) {
        try {
            for (const Variant* v : allVariants()) {
                std::optional<puzzle::PuzzleRating> r = store->puzzleRating(id, *v);
                if (!r) continue;
                shown.variants.push_back({std::string(v->key), rounded(r->glicko.rating),
                                          rounded(r->glicko.deviation), r->solved, r->failed,
                                          r->streak, r->bestStreak,
                                          rating::isProvisional(r->glicko)});
            }
        } catch (const StoreError& e) {
            return {refuse(RefusalCode::STORE_FAILED, e.what())};
        }
    }
    ctx.emit(shown);
    return {toActor(puzzleStatsWords(shown, c.player.empty()))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowPuzzleTop& c) {
    const Variant& variant = variantNamed(c.variant);
    PuzzleTopShown shown{std::string(variant.key), {}};
    if (puzzle::PuzzleStore* store = puzzleStore()) {
        try {
            int rank = 0;
            for (const puzzle::PuzzleStore::Leader& l : store->puzzleLeaders(variant, 10))
                shown.players.push_back({++rank, nameOf(l.player), l.player,
                                         rounded(l.rating.glicko.rating), l.rating.solved});
        } catch (const StoreError& e) {
            return {refuse(RefusalCode::STORE_FAILED, e.what())};
        }
    }
    ctx.emit(shown);
    return {toActor(puzzleTopWords(shown))};
}

} // namespace mudchess
