#include "front/engine_protocols/uci_command.hpp"
#include "text/lower_case.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"
#include "search/level.hpp"
#include "search/network_file.hpp"
#include "search/parallel_search.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <condition_variable>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

namespace mudchess {

namespace {

using namespace std::chrono;

constexpr int DEFAULT_HASH_MIB = 16;
constexpr int MAX_HASH_MIB = 4096;
constexpr int MAX_SKILL = 20;
// Lazy SMP threads; more than the machine has cores only slows each one down.
constexpr int MAX_THREADS = 64;
// EvalFile's value for the network's weights built into the program (data/network.bin).
constexpr std::string_view BUILT_IN_NETWORK = "<built-in>";

// UCI_Elo onto levels: a UCI_Elo is played by the level whose measured Elo
// (search::MEASURED_ELO) is nearest to it. Levels 1 and 2 have no figure: UCI_Elo does not reach
// them.
// Asked for more than level 8 plays at, it plays its best; for less than level 3, level 3.
constexpr int MIN_ELO = 800, MAX_ELO = 2400;

std::optional<long long> number(std::string_view text) {
    long long value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

class UciSession {
  public:
    UciSession(std::ostream& out) : out_(out), game_(defaultVariant()) {}
    ~UciSession() { stopSearch(); }

    // False on quit.
    bool handle(const std::string& line);

  private:
    void say(const std::string& line) {
        std::lock_guard lock(outMutex_);
        out_ << line << '\n' << std::flush;
    }
    void identify();
    void setOption(std::istringstream& words);
    void loadEvalFile(const std::string& path);
    void position(std::istringstream& words);
    void go(std::istringstream& words);
    void stopSearch();
    int level() const;
    void info(const search::Iteration& it);

    std::ostream& out_;
    std::mutex outMutex_;
    const Variant* variant_ = &defaultVariant();
    Game game_;
    search::ParallelSearcher searcher_{1, DEFAULT_HASH_MIB};

    int skill_ = MAX_SKILL;                  // Skill Level 0-20, or Level 1-8 through levelOption_
    std::string evalFile_{BUILT_IN_NETWORK}; // whose weights the network plays with
    std::optional<int> levelOption_;
    bool limitStrength_ = false;
    int elo_ = 1500;

    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::mutex waitMutex_;
    std::condition_variable stopped_; // wakes an infinite search that finished early
};

void UciSession::identify() {
    say("id name mudchess");
    say("id author the mudchess authors");
    std::string variants = "option name UCI_Variant type combo default ";
    variants += defaultVariant().key;
    for (const Variant* v : allVariants()) variants += " var " + std::string(v->key);
    say(variants);
    say("option name Skill Level type spin default 20 min 0 max 20");
    say("option name Level type spin default 8 min 1 max 8");
    say("option name UCI_LimitStrength type check default false");
    say("option name UCI_Elo type spin default 1500 min " + std::to_string(MIN_ELO) + " max " +
        std::to_string(MAX_ELO));
    say("option name Hash type spin default " + std::to_string(DEFAULT_HASH_MIB) + " min 1 max " +
        std::to_string(MAX_HASH_MIB));
    say("option name Threads type spin default 1 min 1 max " + std::to_string(MAX_THREADS));
    say("option name EvalFile type string default " + std::string(BUILT_IN_NETWORK));
    say("uciok");
}

int UciSession::level() const {
    if (limitStrength_) {
        const search::MeasuredLevel* nearest = &search::MEASURED_ELO[0];
        for (const search::MeasuredLevel& m : search::MEASURED_ELO)
            if (std::abs(m.elo - elo_) < std::abs(nearest->elo - elo_)) nearest = &m;
        return nearest->level;
    }
    if (levelOption_) return *levelOption_;
    // Skill Level 0-20 spread over levels 1-8: 0-2 is level 1, 20 is level 8.
    return search::MIN_LEVEL + skill_ * (search::MAX_LEVEL - search::MIN_LEVEL) / MAX_SKILL;
}

void UciSession::setOption(std::istringstream& words) {
    std::string word, name, value;
    words >> word;
    if (word != "name") return say("info string setoption needs: setoption name NAME [value V]");
    while (words >> word && word != "value") name += (name.empty() ? "" : " ") + word;
    while (words >> word) value += (value.empty() ? "" : " ") + word;
    std::string key = lowerCase(name);
    auto spin = [&](int min, int max) -> std::optional<int> {
        std::optional<long long> n = number(value);
        if (!n || *n < min || *n > max) {
            say("info string " + name + " takes a number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", not '" + value + "'");
            return std::nullopt;
        }
        return int(*n);
    };
    if (key == "uci_variant") {
        const Variant* v = findVariant(value);
        if (!v)
            return say("info string unknown variant '" + value + "'; expected " +
                       variantList(&Variant::key, " or "));
        variant_ = v;
        game_ = Game(*v);
    } else if (key == "skill level") {
        if (auto n = spin(0, MAX_SKILL)) skill_ = *n, levelOption_.reset();
    } else if (key == "level") {
        if (auto n = spin(search::MIN_LEVEL, search::MAX_LEVEL)) levelOption_ = *n;
    } else if (key == "uci_limitstrength") {
        limitStrength_ = lowerCase(value) == "true";
    } else if (key == "uci_elo") {
        if (auto n = spin(MIN_ELO, MAX_ELO)) elo_ = *n;
    } else if (key == "hash") {
        if (auto n = spin(1, MAX_HASH_MIB)) {
            stopSearch();
            searcher_.resizeTable(std::size_t(*n));
        }
    } else if (key == "threads") {
        if (auto n = spin(1, MAX_THREADS)) {
            stopSearch();
            searcher_.setThreads(*n);
        }
    } else if (key == "evalfile") {
        loadEvalFile(value);
    } else {
        say("info string no option named '" + name + "'");
    }
}

// What the GUI is told the network plays with, for an EvalFile value.
std::string weightsNamed(const std::string& evalFile) {
    return evalFile == BUILT_IN_NETWORK ? "the built-in weights"
                                        : "the weights of '" + evalFile + "'";
}

// The network's weights from `path` (or the built-in ones), for the searches to come; a file
// that cannot be used is refused and the weights in use stay.
void UciSession::loadEvalFile(const std::string& path) {
    if (path.empty())
        return say("info string EvalFile needs a value: a network file, or " +
                   std::string(BUILT_IN_NETWORK) + " for the weights built in");
    stopSearch(); // a search reads the weights without a lock: change them between searches
    if (path == BUILT_IN_NETWORK) {
        search::network::useBuiltIn();
    } else {
        search::network::WeightsResult read = search::network::readFile(path);
        if (!read.weights)
            return say("info string EvalFile '" + path + "' " + read.error +
                       "; still playing with " + weightsNamed(evalFile_));
        search::network::use(std::move(read.weights));
    }
    evalFile_ = path;
    searcher_.clear(); // the table's evaluations are the old weights'
    say("info string EvalFile: playing with " + weightsNamed(evalFile_));
}

void UciSession::position(std::istringstream& words) {
    std::string word;
    words >> word;
    std::optional<Game> game;
    if (word == "startpos") {
        game.emplace(*variant_);
        words >> word;
    } else if (word == "fen") {
        std::string fen;
        while (words >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
        FenResult parsed = Position::fromFen(*variant_, fen);
        if (!parsed.position)
            return say("info string bad FEN for " + std::string(variant_->key) + ": " +
                       fenErrorSentence(*variant_, parsed.error));
        game.emplace(*parsed.position);
    } else {
        return say("info string position needs startpos or fen FEN, then moves ...");
    }
    if (word == "moves") {
        // Knights Chess passes come by themselves in the rules core; a GUI may or may not write
        // them as 0000, so a 0000 that matches a pass just made is taken as that pass.
        std::size_t automaticPasses = 0;
        while (words >> word) {
            if (word == "0000" && automaticPasses > 0) {
                --automaticPasses;
                continue;
            }
            std::optional<Move> m = parseUci(game->position(), word);
            if (!m || !game->play(*m)) {
                say("info string illegal move '" + word + "' ignored with the moves after it");
                break;
            }
            automaticPasses = 0;
            const auto& history = game->history();
            for (auto it = history.rbegin(); it != history.rend() && it->automatic; ++it)
                ++automaticPasses;
        }
    }
    game_ = std::move(*game);
}

void UciSession::info(const search::Iteration& it) {
    std::string line = "info depth " + std::to_string(it.depth) + " score ";
    line += it.mateIn ? "mate " + std::to_string(it.mateIn) : "cp " + std::to_string(it.score);
    long long ms = it.elapsed.count();
    line += " nodes " + std::to_string(it.nodes) + " nps " +
            std::to_string(it.nodes * 1000 / std::uint64_t(std::max(ms, 1LL))) + " time " +
            std::to_string(ms) + " pv";
    for (Move m : it.pv) line += " " + toUci(m);
    say(line);
}

void UciSession::go(std::istringstream& words) {
    stopSearch(); // a go during a search replaces it
    search::Limits limits;
    limits.level = level();
    std::string word;
    auto next = [&]() -> std::optional<long long> {
        std::string v;
        if (!(words >> v)) return std::nullopt;
        return number(v);
    };
    while (words >> word) {
        std::optional<long long> n;
        if (word == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (word == "ponder") continue;
        if (word == "searchmoves") break; // not supported: search every move
        n = next();
        if (!n || *n < 0) {
            say("info string go: '" + word + "' needs a number of 0 or more");
            continue;
        }
        if (word == "wtime" || word == "btime") {
            limits.clock = true;
            limits.time[word == "wtime" ? WHITE : BLACK] = milliseconds(*n);
        } else if (word == "winc" || word == "binc") {
            limits.increment[word == "winc" ? WHITE : BLACK] = milliseconds(*n);
        } else if (word == "movestogo") {
            limits.movesToGo = int(std::min<long long>(*n, 1000));
        } else if (word == "movetime") {
            limits.moveTime = milliseconds(std::max<long long>(*n, 1));
        } else if (word == "depth") {
            limits.depth = int(std::clamp<long long>(*n, 1, search::MAX_PLY - 1));
        } else if (word == "nodes") {
            limits.nodes = std::uint64_t(std::max<long long>(*n, 1));
        } else if (word == "mate") {
            limits.depth = int(std::clamp<long long>(2 * *n + 1, 1, search::MAX_PLY - 1));
        } else {
            say("info string go: unknown word '" + word + "' ignored");
        }
    }
    search::SearchRoot root = search::SearchRoot::fromGame(game_);
    stop_ = false;
    thread_ = std::thread([this, root = std::move(root), limits] {
        search::Thought t =
            searcher_.think(root, limits, stop_, [this](const search::Iteration& it) { info(it); });
        if (limits.infinite) { // UCI: no bestmove before stop, even when there is no more to do
            std::unique_lock lock(waitMutex_);
            stopped_.wait(lock, [this] { return stop_.load(); });
        }
        say("bestmove " + (t.move.isNone() ? std::string("(none)") : toUci(t.move)));
    });
}

void UciSession::stopSearch() {
    if (!thread_.joinable()) return;
    {
        std::lock_guard lock(waitMutex_);
        stop_ = true;
    }
    stopped_.notify_all();
    thread_.join();
}

bool UciSession::handle(const std::string& line) {
    std::istringstream words(line);
    std::string command;
    if (!(words >> command)) return true;
    if (command == "uci") {
        identify();
    } else if (command == "isready") {
        say("readyok");
    } else if (command == "ucinewgame") {
        stopSearch();
        searcher_.clear();
        game_ = Game(*variant_);
    } else if (command == "setoption") {
        setOption(words);
    } else if (command == "position") {
        stopSearch();
        position(words);
    } else if (command == "go") {
        go(words);
    } else if (command == "stop") {
        stopSearch();
    } else if (command == "ponderhit") {
        // pondering is not supported; the search already under way simply goes on
    } else if (command == "quit") {
        stopSearch();
        return false;
    } else if (command == "d") {
        say(game_.position().fen());
    } else {
        say("info string unknown command '" + command +
            "'; expected uci, isready, ucinewgame, setoption, position, go, stop or quit");
    }
    return true;
}

} // namespace

int runUciCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                  std::ostream& err) {
    if (!args.empty()) {
        err << "mudchess uci: takes no arguments; set options with UCI's setoption\n";
        return 2;
    }
    UciSession session(out);
    for (std::string line; std::getline(in, line);)
        if (!session.handle(line)) return 0;
    return 0;
}

} // namespace mudchess
