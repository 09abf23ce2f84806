#include "front/engine_protocols/xboard_command.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"
#include "search/level.hpp"
#include "search/parallel_search.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <csignal>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

namespace mudchess {

namespace {

using namespace std::chrono;

constexpr int DEFAULT_HASH_MIB = 16;
constexpr int MAX_HASH_MIB = 4096;
constexpr int MAX_THREADS = 64;
// A move's time when the GUI has set no time control at all.
constexpr milliseconds DEFAULT_MOVE_TIME{5000};
// CECP writes mate in N as a score of 100000 + N (and -100000 - N when being mated).
constexpr int MATE_SCORE = 100000;

std::optional<long long> number(std::string_view text) {
    long long value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// "5", "0:30" or "1:30" (minutes, or minutes:seconds) as CECP's `level` writes a base time.
std::optional<milliseconds> baseTime(const std::string& text) {
    std::size_t colon = text.find(':');
    std::optional<long long> minutes = number(text.substr(0, colon));
    if (!minutes || *minutes < 0) return std::nullopt;
    long long seconds = 0;
    if (colon != std::string::npos) {
        std::optional<long long> s = number(text.substr(colon + 1));
        if (!s || *s < 0 || *s > 59) return std::nullopt;
        seconds = *s;
    }
    return milliseconds((*minutes * 60 + seconds) * 1000);
}

// "5", "0.5": CECP's increment in seconds, as a whole or a decimal number.
std::optional<milliseconds> seconds(const std::string& text) {
    std::istringstream in(text);
    double s = 0;
    if (!(in >> s) || !in.eof() || s < 0 || s > 1e6) return std::nullopt;
    return milliseconds(static_cast<long long>(s * 1000 + 0.5));
}

std::string resultLine(const Game& game) {
    std::string why;
    switch (game.termination()) {
    case Termination::CHECKMATE:
        why = game.result() == Result::WHITE_WINS ? "White mates" : "Black mates";
        break;
    case Termination::STALEMATE: why = "Stalemate"; break;
    case Termination::FIFTY_MOVES:
    case Termination::SEVENTY_FIVE_MOVES: why = "Draw by the fifty-move rule"; break;
    case Termination::THREEFOLD_REPETITION:
    case Termination::FIVEFOLD_REPETITION: why = "Draw by repetition"; break;
    default: why = "Game over"; break;
    }
    return pgnResult(game.result()) + " {" + why + "}";
}

class XboardSession {
  public:
    explicit XboardSession(std::ostream& out) : out_(out), game_(defaultVariant()) { newGame(); }
    ~XboardSession() { stopSearch(false); }

    // False on quit.
    bool handle(const std::string& line);

  private:
    void say(const std::string& line) {
        std::lock_guard lock(outMutex_);
        out_ << line << '\n' << std::flush;
    }
    void error(const std::string& why, const std::string& command) {
        say("Error (" + why + "): " + command);
    }
    void features();
    void newGame();
    void setVariant(const std::string& name, const std::string& line);
    void setBoard(const std::string& fen, const std::string& line);
    void userMove(const std::string& text);
    void level(std::istringstream& words, const std::string& line);
    void option(const std::string& setting, const std::string& line);
    void think();
    // Ends the search under way: with `play`, the move found so far is played (CECP's `?`);
    // without, it is forgotten (the game changed under it).
    void stopSearch(bool play);
    search::Limits limits() const;
    void post(const search::Iteration& it);

    std::ostream& out_;
    std::mutex outMutex_;
    const Variant* variant_ = &defaultVariant();
    Game game_;
    search::ParallelSearcher searcher_{1, DEFAULT_HASH_MIB};

    bool force_ = false; // moves are only recorded, as when a GUI replays a game
    bool post_ = false;  // thinking output
    int level_ = search::MAX_LEVEL;
    // The time control: `level MPS BASE INC`, or `st` seconds a move; `sd` bounds the depth.
    int movesPerSession_ = 0;
    milliseconds increment_{0};
    std::optional<milliseconds> moveTime_;
    int depth_ = 0;
    // The clocks as the GUI last reported them (`time` is ours, `otim` the opponent's). Ours is
    // also kept by the engine itself, as CECP asks of engines whose GUI sends no `time` (KDE
    // Knights): the search thread takes off what a move used and adds the increment.
    mutable std::mutex clockMutex_;
    std::optional<milliseconds> ownTime_, otherTime_;

    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> play_{true}; // whether the search's move is played when it ends
};

void XboardSession::features() {
    std::string variants;
    for (const Variant* v : allVariants())
        variants += (variants.empty() ? "" : ",") + std::string(v->xboardName);
    // sigint=0 and sigterm=0: signals are not needed to interrupt a search, and would end us.
    say("feature done=0");
    say("feature myname=\"mudchess\" ping=1 setboard=1 playother=1 usermove=1 time=1 draw=0 "
        "sigint=0 sigterm=0 reuse=1 analyze=0 colors=0 name=0 ics=0 pause=0 nps=0 memory=1 "
        "smp=1 variants=\"" +
        variants + "\"");
    say("feature option=\"Level -spin " + std::to_string(search::MAX_LEVEL) + " " +
        std::to_string(search::MIN_LEVEL) + " " + std::to_string(search::MAX_LEVEL) + "\"");
    say("feature done=1");
}

void XboardSession::newGame() {
    game_ = Game(*variant_);
    // A GUI ends a game on a repetition or the fifty-move rule by itself; no claim is awaited.
    game_.setDrawRule(DrawRule::AUTOMATIC);
    force_ = false;
    depth_ = 0;
    moveTime_.reset();
    searcher_.clear();
}

void XboardSession::setVariant(const std::string& name, const std::string& line) {
    for (const Variant* v : allVariants())
        if (v->xboardName == name) {
            variant_ = v;
            game_ = Game(*v);
            game_.setDrawRule(DrawRule::AUTOMATIC);
            return;
        }
    error("unsupported variant", line);
}

void XboardSession::setBoard(const std::string& fen, const std::string& line) {
    FenResult parsed = Position::fromFen(*variant_, fen);
    if (!parsed.position) {
        say("tellusererror Illegal position: " + fenErrorSentence(*variant_, parsed.error));
        return error("bad FEN", line);
    }
    game_ = Game(*parsed.position);
    game_.setDrawRule(DrawRule::AUTOMATIC);
}

void XboardSession::userMove(const std::string& text) {
    if (game_.isOver()) return say("Illegal move (the game is over): " + text);
    std::optional<Move> m = parseUci(game_.position(), text);
    if (!m || !game_.play(*m)) return say("Illegal move: " + text);
    if (game_.isOver()) return say(resultLine(game_));
    if (!force_) think();
}

void XboardSession::level(std::istringstream& words, const std::string& line) {
    std::string mps, base, inc;
    words >> mps >> base >> inc;
    std::optional<long long> moves = number(mps);
    std::optional<milliseconds> b = baseTime(base), i = seconds(inc);
    if (!moves || *moves < 0 || !b || !i)
        return error("level needs: level MOVES MINUTES[:SECONDS] INCREMENT", line);
    movesPerSession_ = int(std::min<long long>(*moves, 1000));
    increment_ = *i;
    moveTime_.reset();
    std::lock_guard lock(clockMutex_);
    ownTime_ = otherTime_ = *b;
}

void XboardSession::option(const std::string& setting, const std::string& line) {
    std::size_t eq = setting.find('=');
    if (eq == std::string::npos || setting.substr(0, eq) != "Level")
        return error("unknown option; the one option is Level", line);
    std::optional<long long> n = number(setting.substr(eq + 1));
    if (!n || *n < search::MIN_LEVEL || *n > search::MAX_LEVEL)
        return error("Level is a number from " + std::to_string(search::MIN_LEVEL) + " to " +
                         std::to_string(search::MAX_LEVEL),
                     line);
    level_ = int(*n);
}

search::Limits XboardSession::limits() const {
    search::Limits limits;
    limits.level = level_;
    limits.depth = depth_;
    if (moveTime_) {
        limits.moveTime = *moveTime_;
        return limits;
    }
    std::lock_guard lock(clockMutex_);
    if (ownTime_) {
        Color us = game_.position().sideToMove();
        limits.clock = true;
        limits.time[us] = *ownTime_;
        limits.time[~us] = otherTime_.value_or(*ownTime_);
        limits.increment[WHITE] = limits.increment[BLACK] = increment_;
        if (movesPerSession_)
            limits.movesToGo = movesPerSession_ - game_.playerMoves(us) % movesPerSession_;
    } else if (!depth_) {
        limits.moveTime = DEFAULT_MOVE_TIME;
    }
    return limits;
}

void XboardSession::post(const search::Iteration& it) {
    if (!post_) return;
    int score = it.mateIn > 0   ? MATE_SCORE + it.mateIn
                : it.mateIn < 0 ? -MATE_SCORE + it.mateIn
                                : it.score;
    std::string line = std::to_string(it.depth) + " " + std::to_string(score) + " " +
                       std::to_string(it.elapsed.count() / 10) + " " + std::to_string(it.nodes);
    for (Move m : it.pv) line += " " + toUci(m);
    say(line);
}

void XboardSession::think() {
    stopSearch(false);
    if (game_.isOver()) return;
    search::SearchRoot root = search::SearchRoot::fromGame(game_);
    search::Limits bounds = limits();
    stop_ = false;
    play_ = true;
    thread_ = std::thread([this, root = std::move(root), bounds] {
        search::Thought t =
            searcher_.think(root, bounds, stop_, [this](const search::Iteration& it) { post(it); });
        // The main thread joins this one before it touches the game, so the game is ours here.
        if (!play_ || t.move.isNone() || !game_.play(t.move)) return;
        say("move " + toUci(t.move));
        if (bounds.clock) {
            std::lock_guard lock(clockMutex_);
            if (ownTime_) ownTime_ = std::max(*ownTime_ - t.elapsed, milliseconds(0)) + increment_;
        }
        if (game_.isOver()) say(resultLine(game_));
    });
}

void XboardSession::stopSearch(bool play) {
    if (!thread_.joinable()) return;
    play_ = play;
    stop_ = true;
    thread_.join();
}

bool XboardSession::handle(const std::string& line) {
    std::istringstream words(line);
    std::string command;
    if (!(words >> command)) return true;
    std::string rest;
    std::getline(words >> std::ws, rest);
    std::istringstream args(rest);

    // What a GUI may send while the engine thinks, without stopping it.
    if (command == "ping") return say("pong " + rest), true;
    if (command == "post" || command == "nopost") return post_ = command == "post", true;
    if (command == "time" || command == "otim") {
        std::optional<long long> cs = number(rest);
        if (!cs) return error("time needs centiseconds", line), true;
        std::lock_guard lock(clockMutex_);
        (command == "time" ? ownTime_ : otherTime_) = milliseconds(std::max(0LL, *cs) * 10);
        return true;
    }
    if (command == "?") return stopSearch(true), true;
    static const char* const IGNORED[] = {"xboard", "accepted", "rejected", "random", "hard",
                                          "easy",   "computer", "name",     "rating", "ics",
                                          "draw",   "hint",     "bk",       ".",      "white",
                                          "black",  "exit",     "nopause",  "pause"};
    if (std::find(std::begin(IGNORED), std::end(IGNORED), command) != std::end(IGNORED))
        return true;

    stopSearch(false); // everything below changes what the engine is thinking about
    if (command == "protover") {
        features();
    } else if (command == "new") {
        variant_ = &defaultVariant();
        newGame();
    } else if (command == "variant") {
        setVariant(rest, line);
    } else if (command == "force") {
        force_ = true;
    } else if (command == "go") {
        force_ = false;
        think();
    } else if (command == "playother") {
        force_ = false;
    } else if (command == "usermove") {
        userMove(rest);
    } else if (command == "setboard") {
        setBoard(rest, line);
    } else if (command == "undo" || command == "remove") {
        if (!game_.takeBack(command == "undo" ? 1 : 2)) error("no move to take back", line);
    } else if (command == "result") {
        force_ = true; // the game is over for the GUI; wait for `new`
    } else if (command == "level") {
        level(args, line);
    } else if (command == "st") {
        std::optional<milliseconds> s = seconds(rest);
        if (!s || *s <= milliseconds(0)) return error("st needs seconds a move", line), true;
        moveTime_ = *s;
    } else if (command == "sd" ||
               command == "depth") { // `depth`: GNU Chess's word, which Knights sends
        std::optional<long long> d = number(rest);
        if (!d || *d < 1) return error("sd needs a depth of 1 or more", line), true;
        depth_ = int(std::min<long long>(*d, search::MAX_PLY - 1));
    } else if (command == "memory") {
        std::optional<long long> mib = number(rest);
        if (!mib || *mib < 1) return error("memory needs megabytes", line), true;
        searcher_.resizeTable(std::size_t(std::min<long long>(*mib, MAX_HASH_MIB)));
    } else if (command == "cores") {
        std::optional<long long> n = number(rest);
        if (!n || *n < 1) return error("cores needs a number", line), true;
        searcher_.setThreads(int(std::min<long long>(*n, MAX_THREADS)));
    } else if (command == "option") {
        option(rest, line);
    } else if (command == "quit") {
        return false;
    } else if (parseUci(game_.position(), command)) {
        userMove(command); // a GUI that did not take usermove=1 sends the bare move
    } else {
        error("unknown command", line);
    }
    return true;
}

} // namespace

int runXboardCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                     std::ostream& err) {
    if (!args.empty()) {
        err << "mudchess xboard: takes no arguments; a GUI sets everything over the protocol\n";
        return 2;
    }
    // XBoard sends SIGINT to engines that did not refuse it; protover 2 refuses, but a GUI
    // speaking protocol 1 would interrupt us.
    std::signal(SIGINT, SIG_IGN);
    XboardSession session(out);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!session.handle(line)) return 0;
    }
    return 0;
}

} // namespace mudchess
