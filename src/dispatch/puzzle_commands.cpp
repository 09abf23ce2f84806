// Puzzles (issue 53, docs/puzzles.md): one open at a time per player, told to that player alone.
// A puzzle comes from the store near the player's puzzle rating, among those they never
// attempted; only the puzzle's move counts, except that any move that wins on the board at once
// (a mate) solves it too; the replies are played for the player. When it ends (solved, a wrong
// move, given up) the player and the puzzle are rated against each other with Glicko-2, as a
// game, and the attempt is saved before the player hears of it. A place's puzzles (a race, the
// puzzle of the day) move no rating.
#include "chess/piece_table.hpp"
#include "chess/san.hpp"
#include "chess/uci_move.hpp"
#include "dispatch/dispatch_context.hpp"
#include "puzzle/puzzle_store.hpp"
#include "render/move_refusal_words.hpp"
#include "render/puzzle_words.hpp"

#include <algorithm>
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

// `p` as its solver starts it: the opponent's move played.
OpenPuzzle opened(const puzzle::Puzzle& p) {
    Position start = *Position::fromFen(*p.variant, p.fen).position;
    OpenPuzzle out{p, Game(start)};
    out.game.play(parseUci(start, p.moves.front()).value_or(Move()));
    return out;
}

// The opponent's move that set the puzzle, in SAN.
std::string setterSan(const puzzle::Puzzle& p) {
    Position start = *Position::fromFen(*p.variant, p.fen).position;
    return toSan(start, parseUci(start, p.moves.front()).value_or(Move()));
}

// What a line of moves did to a puzzle: a right move or several (each with the reply played
// for the player), solved, a wrong move; or nothing, with the refusal of a move that is none.
struct PuzzleAnswer {
    PuzzleStep step = PuzzleStep::RIGHT;
    std::string move, best; // SOLVED, WRONG: the last move; WRONG: the wanted one
    std::vector<std::string> rights, replies;
    std::optional<Reply> refusal;
};

// Plays `moves` on `work` (a copy: on a refusal the caller keeps its own).
PuzzleAnswer playAnswer(OpenPuzzle& work, const std::vector<command::MoveSpec>& moves) {
    PuzzleAnswer a;
    // The reply just played for the player, and the position before it: typed along with the
    // player's own moves ("Bxf7+ Ke7 Nd5#"), it is passed over.
    std::optional<std::pair<Position, Move>> reply;
    for (const command::MoveSpec& spec : moves) {
        if (reply && readMove(reply->first, spec).move == reply->second) {
            reply.reset();
            continue;
        }
        reply.reset();
        const Position& pos = work.game.position();
        MoveParse parsed = readMove(pos, spec);
        if (!parsed.move) {
            a.refusal = refuse(RefusalCode::ILLEGAL_MOVE, moveRefusalSentence(pos, *parsed.refusal),
                               {{"move", spec.text}});
            return a;
        }
        Move expected = expectedMove(work);
        std::string san = toSan(pos, *parsed.move);
        if (*parsed.move != expected && !winsAtOnce(work.game, *parsed.move)) {
            a.step = PuzzleStep::WRONG;
            a.move = san;
            a.best = toSan(pos, expected);
            work.game.play(*parsed.move);
            return a;
        }
        work.game.play(*parsed.move);
        work.moved = true;
        if (work.next + 1 >= work.puzzle.moves.size() || work.game.isOver()) {
            a.step = PuzzleStep::SOLVED;
            a.move = san;
            return a;
        }
        Position beforeReply = work.game.position();
        Move answer = parseUci(beforeReply, work.puzzle.moves[work.next + 1]).value_or(Move());
        a.rights.push_back(san);
        a.replies.push_back(toSan(beforeReply, answer));
        work.game.play(answer);
        work.next += 2;
        reply = std::pair{beforeReply, answer};
    }
    return a;
}

std::string joinedMoves(const std::vector<std::string>& moves) {
    std::string out;
    for (const std::string& m : moves) out += (out.empty() ? "" : ", ") + m;
    return out;
}

// Days since 1970 in UTC: the daily puzzle changes at midnight UTC, the same everywhere.
std::int64_t dayOf(std::int64_t unixSeconds) { return unixSeconds / 86400; }

// The index of a place's puzzle of the day among `count`: the same all day, another tomorrow.
std::size_t dailyIndex(const std::string& place, const Variant& v, std::int64_t day,
                       std::size_t count) {
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a
    for (char ch : place + "/" + std::string(v.key) + "/" + std::to_string(day))
        h = (h ^ std::uint8_t(ch)) * 1099511628211ULL;
    return std::size_t(h % count);
}

// A race's news about its puzzle, for every step.
PuzzleRaceNews raceNews(const std::string& place, const PuzzleRaceState& race, RaceStep step) {
    const puzzle::Puzzle& p = race.start.puzzle;
    PuzzleRaceNews n{place, race.object, step};
    n.id = p.id;
    n.variant = std::string(p.variant->key);
    n.toMove = sideOf(race.start.game.position().sideToMove());
    n.rating = rounded(p.rating.rating);
    n.solverMoves = int(p.moves.size() / 2);
    if (step == RaceStep::WON || step == RaceStep::ENDED) {
        n.solution = sanOf(p);
        n.themes = p.themes;
        n.gameUrl = p.gameUrl;
        n.white = p.white;
        n.black = p.black;
    }
    return n;
}

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
    if (open.rated)
        if (std::optional<Reply> failed = ratePuzzle(ctx, open, solved, p)) return {*failed};
    p.fen = open.game.position().fen();
    p.solution = sanOf(open.puzzle);
    p.themes = open.puzzle.themes;
    p.gameUrl = open.puzzle.gameUrl;
    p.white = open.puzzle.white;
    p.black = open.puzzle.black;
    // A place's puzzle of the day: the place hears of each player's first solve of it.
    bool firstSolve = false;
    if (!open.daily.empty()) {
        p.daily = true;
        if (solved) {
            std::set<std::string>& by =
                puzzles_.daily(open.daily).solvedBy[std::string(open.puzzle.variant->key)];
            firstSolve = by.insert(ctx.actor).second;
            p.solvedToday = int(by.size());
        }
    }
    puzzles_.close(ctx.actor);
    ctx.emit(p);
    Replies out{toActor(puzzleEndWords(p))};
    if (firstSolve && open.daily == ctx.placeName) out.push_back(toPlace(dailySolvedWords(p)));
    return out;
}

std::optional<Reply> Dispatcher::leaveOpenPuzzle(Context& ctx, Replies& out,
                                                 puzzle::PuzzleRating& mine,
                                                 const Variant& variant) {
    OpenPuzzle* open = puzzles_.find(ctx.actor);
    if (!open) return std::nullopt;
    // A puzzle left once played at counts as not solved; one only looked at, as nothing.
    bool rate = open->rated && (open->moved || open->hinted);
    PuzzleProgress p{nameOf(ctx.actor), ctx.actor, open->puzzle.id, PuzzleStep::GAVE_UP};
    if (rate) {
        if (std::optional<Reply> failed = ratePuzzle(ctx, *open, false, p)) return failed;
        ctx.emit(p);
    }
    out.push_back(toActor(puzzleLeftWords(open->puzzle.id, rate)));
    // The rating just changed, when it was of this variant: the new puzzle says it.
    if (rate && open->puzzle.variant == &variant) mine.glicko.rating = p.ratingAfter;
    return std::nullopt;
}

Replies Dispatcher::showPuzzle(Context& ctx, OpenPuzzle opened, int playerRating, Replies out) {
    OpenPuzzle& open = puzzles_.open(ctx.actor, std::move(opened));
    const puzzle::Puzzle& p = open.puzzle;
    PuzzleShown shown{nameOf(ctx.actor),
                      ctx.actor,
                      p.id,
                      std::string(p.variant->key),
                      open.game.position().fen(),
                      setterSan(p),
                      p.moves.front(),
                      sideOf(open.game.position().sideToMove()),
                      rounded(p.rating.rating),
                      playerRating,
                      int(p.moves.size() / 2),
                      !open.daily.empty()};
    ctx.emit(shown);
    out.push_back(toActor(puzzleShownWords(shown, puzzleBoard(ctx.actor, open))));
    return out;
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
    if (std::optional<Reply> failed = leaveOpenPuzzle(ctx, out, mine, variant)) return {*failed};
    return showPuzzle(ctx, opened(*next), rounded(mine.glicko.rating), std::move(out));
}

// A place's own puzzle (a race, the daily one): the `pick`th of `variant`'s, given how many
// there are; nothing, with the refusal, when none can be had.
std::optional<puzzle::Puzzle>
Dispatcher::placePuzzle(const Variant& variant, Replies& refused,
                        const std::function<std::size_t(std::size_t)>& pick) {
    puzzle::PuzzleStore* store = puzzleStore();
    std::vector<std::pair<std::string, std::string>> about{{"variant", std::string(variant.key)}};
    if (!store) {
        refused.push_back(refuse(RefusalCode::NO_PUZZLES, noPuzzlesKeptWords(), about));
        return std::nullopt;
    }
    try {
        std::size_t count = store->puzzleCount(variant);
        std::optional<puzzle::Puzzle> p =
            count ? store->puzzleAt(variant, pick(count)) : std::nullopt;
        if (!p)
            refused.push_back(
                refuse(RefusalCode::NO_PUZZLES, noPuzzlesOfWords(std::string(variant.key)), about));
        return p;
    } catch (const StoreError& e) {
        refused.push_back(refuse(RefusalCode::STORE_FAILED, e.what()));
        return std::nullopt;
    }
}

template <> Replies Dispatcher::on(Context& ctx, const command::OpenDailyPuzzle& c) {
    const Variant& variant = variantNamed(c.variant);
    std::int64_t today = dayOf(wallClock_());
    DailyState& daily = puzzles_.daily(ctx.placeName);
    if (daily.day != today) daily = DailyState{today, {}};
    Replies refused;
    std::optional<puzzle::Puzzle> p = placePuzzle(variant, refused, [&](std::size_t count) {
        return dailyIndex(ctx.placeName, variant, today, count);
    });
    if (!p) return refused;
    Replies out;
    puzzle::PuzzleRating mine;
    if (std::optional<Reply> failed = leaveOpenPuzzle(ctx, out, mine, variant)) return {*failed};
    OpenPuzzle open = opened(*p);
    open.rated = false;
    open.daily = ctx.placeName;
    return showPuzzle(ctx, std::move(open), 0, std::move(out));
}

std::string Dispatcher::raceBoard(const std::string& actor, const std::string& place,
                                  const OpenPuzzle& open) const {
    const Position& pos = open.game.position();
    BoardStyle style =
        viewers_.placeStyle(viewers_.styleOf(viewers_.optionsOf(actor), true), place);
    // Everyone solves for the side to move: the board is drawn from its side.
    style.whiteAtBottom = pos.sideToMove() == WHITE;
    return renderBoard(pos, standardMarkers(pos, open.game.history().back().move), style);
}

template <> Replies Dispatcher::on(Context& ctx, const command::StartPuzzleRace& c) {
    if (PuzzleRaceState* running = puzzles_.raceIn(ctx.placeName)) {
        auto left = std::chrono::ceil<std::chrono::seconds>(running->endsAt - ctx.now).count();
        return {refuse(RefusalCode::RACE_RUNNING, raceRunningWords(int(left)),
                       {{"seconds", std::to_string(left)}})};
    }
    const Variant& variant = variantNamed(c.variant);
    std::deque<std::string>& recent = puzzles_.recentRaces(ctx.placeName);
    Replies refused;
    // At random, and not one of the place's last races when another can be had.
    std::optional<puzzle::Puzzle> p;
    for (int tries = 0; tries < 8 && (!p || std::ranges::count(recent, p->id)); ++tries) {
        p = placePuzzle(variant, refused, [&](std::size_t count) {
            return std::uniform_int_distribution<std::size_t>(0, count - 1)(raceDice_);
        });
        if (!p) return refused;
    }
    recent.push_back(p->id);
    if (recent.size() > RECENT_RACES) recent.pop_front();
    OpenPuzzle start = opened(*p);
    start.rated = false;
    PuzzleRaceState& race =
        puzzles_.races()
            .insert_or_assign(ctx.placeName,
                              PuzzleRaceState{start, c.object.name, ctx.now,
                                              ctx.now + std::chrono::seconds(PUZZLE_RACE_SECONDS)})
            .first->second;
    PuzzleRaceNews n = raceNews(ctx.placeName, race, RaceStep::STARTED);
    n.player = nameOf(ctx.actor);
    n.playerId = ctx.actor;
    n.fen = start.game.position().fen();
    n.lastMove = setterSan(*p);
    n.lastMoveUci = p->moves.front();
    n.seconds = PUZZLE_RACE_SECONDS;
    ctx.emit(n);
    return {toPlace(puzzleRaceWords(n, raceBoard(ctx.actor, ctx.placeName, start)))};
}

std::optional<TimePoint> Dispatcher::nextRaceEnd() const {
    std::optional<TimePoint> first;
    for (const auto& [place, race] : puzzles_.races())
        if (!first || race.endsAt < *first) first = race.endsAt;
    return first;
}

std::vector<Dispatched> Dispatcher::endedRaces(TimePoint now) {
    std::vector<Dispatched> out;
    std::map<std::string, PuzzleRaceState>& races = puzzles_.races();
    for (auto it = races.begin(); it != races.end();) {
        if (it->second.endsAt > now) {
            ++it;
            continue;
        }
        PuzzleRaceNews n = raceNews(it->first, it->second, RaceStep::ENDED);
        n.seconds = PUZZLE_RACE_SECONDS;
        Dispatched d;
        d.place = it->first;
        d.events.push_back(n);
        d.replies.push_back(toPlace(puzzleRaceWords(n)));
        out.push_back(std::move(d));
        it = races.erase(it);
    }
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const command::AnswerPuzzle& c) {
    return answerPuzzle(ctx, c.moves, false);
}

Replies Dispatcher::answerPuzzle(Context& ctx, const std::vector<command::MoveSpec>& moves,
                                 bool movesAlone) {
    if (PuzzleRaceState* race = raceAnswered(ctx, movesAlone)) return answerRace(ctx, *race, moves);
    OpenPuzzle* open = puzzles_.find(ctx.actor);
    if (!open) return {refuse(RefusalCode::NO_PUZZLE_OPEN, noPuzzleOpenWords(moves.size() > 1))};
    // Played on a copy: a line with a move that is no move changes nothing.
    OpenPuzzle work = *open;
    PuzzleAnswer a = playAnswer(work, moves);
    if (a.refusal) return {*a.refusal};
    PuzzleProgress p{nameOf(ctx.actor), ctx.actor, work.puzzle.id, a.step, a.move};
    p.best = a.best;
    if (a.step != PuzzleStep::RIGHT) return endPuzzle(ctx, work, p);
    *open = work;
    p.move = joinedMoves(a.rights);
    p.reply = joinedMoves(a.replies);
    p.fen = open->game.position().fen();
    ctx.emit(p);
    return {toActor(puzzleRightWords(p, puzzleBoard(ctx.actor, *open)))};
}

PuzzleRaceState* Dispatcher::raceAnswered(const Context& ctx, bool movesAlone) {
    PuzzleRaceState* race = puzzles_.raceIn(ctx.placeName);
    if (!race || race->out.contains(ctx.actor)) return nullptr;
    // A move alone from a player with a game here is that game's: "solve" answers the race.
    if (movesAlone)
        for (const auto& [name, t] : ctx.objects)
            if (!t->game().isOver() && (t->seat(WHITE) == ctx.actor || t->seat(BLACK) == ctx.actor))
                return nullptr;
    return race;
}

bool Dispatcher::takesMovesAlone(const Context& ctx) {
    return raceAnswered(ctx, true) || puzzles_.find(ctx.actor);
}

Replies Dispatcher::answerRace(Context& ctx, PuzzleRaceState& race,
                               const std::vector<command::MoveSpec>& moves) {
    auto mine = race.racers.try_emplace(ctx.actor, race.start).first;
    OpenPuzzle work = mine->second;
    PuzzleAnswer a = playAnswer(work, moves);
    if (a.refusal) return {*a.refusal};
    if (a.step == PuzzleStep::WRONG) {
        race.racers.erase(mine);
        race.out.insert(ctx.actor);
        PuzzleRaceNews n = raceNews(ctx.placeName, race, RaceStep::OUT);
        n.player = nameOf(ctx.actor);
        n.playerId = ctx.actor;
        n.move = a.move;
        ctx.emit(n);
        return {toActor(puzzleRaceWords(n))};
    }
    if (a.step == PuzzleStep::SOLVED) {
        PuzzleRaceNews n = raceNews(ctx.placeName, race, RaceStep::WON);
        n.player = nameOf(ctx.actor);
        n.playerId = ctx.actor;
        n.move = a.move;
        n.seconds =
            int(std::chrono::duration_cast<std::chrono::seconds>(ctx.now - race.startedAt).count());
        puzzles_.races().erase(ctx.placeName);
        ctx.emit(n);
        return {toPlace(puzzleRaceWords(n))};
    }
    mine->second = work;
    PuzzleProgress p{nameOf(ctx.actor),     ctx.actor,
                     work.puzzle.id,        PuzzleStep::RIGHT,
                     joinedMoves(a.rights), joinedMoves(a.replies)};
    p.fen = work.game.position().fen();
    ctx.emit(p);
    return {toActor(puzzleRightWords(p, puzzleBoard(ctx.actor, work)))};
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
