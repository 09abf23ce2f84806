#include "service/puzzle_cutter.hpp"

#include "search/searcher.hpp"
#include "service/below_the_computer.hpp"

namespace mudchess {

namespace {

// Memory of the cutting thread's transposition table.
constexpr std::size_t TABLE_MIB = 16;

} // namespace

PuzzleCutter::PuzzleCutter(GameStore* store, Agenda& agenda, std::size_t cutNodes, NameOf nameOf)
    : store_(store), puzzles_(store ? store->puzzleStore() : nullptr), agenda_(agenda),
      limits_(puzzle::CutLimits::fromCutNodes(cutNodes)), on_(puzzles_ && cutNodes > 0),
      nameOf_(std::move(nameOf)) {}

PuzzleCutter::~PuzzleCutter() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    cancel_ = true;
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void PuzzleCutter::update(Clock::time_point now) {
    if (!on_ || busy_ || (nextLook_ && now < *nextLook_)) return;
    nextLook_ = now + IDLE_LOOK;
    std::optional<Job> next;
    try {
        for (std::int64_t id : puzzles_->gamesToCut(1)) {
            std::optional<StoredGame> stored = store_->storedGame(id);
            if (!stored) {
                puzzles_->markCut(id); // gone: nothing to cut
                continue;
            }
            const GameObject& t = stored->object;
            next = Job{id,
                       t.game(),
                       {"g" + std::to_string(id), nameOf_(t.seat(WHITE)), nameOf_(t.seat(BLACK))}};
        }
    } catch (const StoreError&) {
        return; // the store's trouble is told where players act; asked again in a while
    }
    if (!next) return;
    nextLook_.reset(); // the next game as soon as this one is done
    busy_ = true;
    {
        std::lock_guard lock(mutex_);
        job_ = std::move(next);
    }
    if (!thread_.joinable()) thread_ = std::thread([this] { work(); });
    wake_.notify_one();
}

void PuzzleCutter::work() {
    runBelowTheComputer();
    search::Searcher searcher(TABLE_MIB);
    for (;;) {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return stopping_ || job_; });
        if (stopping_) return;
        Job job = std::move(*job_);
        job_.reset();
        lock.unlock();
        puzzle::GamePuzzles found =
            puzzle::puzzlesOfGame(job.game, job.credit, limits_, searcher, cancel_);
        if (cancel_) return;
        agenda_.post([this, id = job.id,
                      kept = std::move(found.kept)](Dispatcher&) -> std::optional<Dispatched> {
            keep(id, kept);
            return std::nullopt;
        });
    }
}

void PuzzleCutter::keep(std::int64_t id, const std::vector<puzzle::Puzzle>& puzzles) {
    busy_ = false;
    try {
        puzzles_->addPuzzles(puzzles);
        puzzles_->markCut(id);
    } catch (const StoreError&) {
        nextLook_ = Clock::now() + IDLE_LOOK; // the game is cut again when the store is back
    }
}

} // namespace mudchess
