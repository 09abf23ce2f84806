#include "engine_client/xboard_client.hpp"

#include "chess/variant.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

namespace mudchess {

namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// Features whose meaning we honour (or which ask nothing of us); the others are rejected, so
// the engine falls back to what the protocol assumes without them.
bool understood(std::string_view key, std::string_view value) {
    static const char* const KNOWN[] = {
        "done",  "myname", "setboard",  "usermove", "ping",     "variants", "time",
        "reuse", "option", "sigint",    "sigterm",  "draw",     "analyze",  "name",
        "ics",   "pause",  "playother", "memory",   "smp",      "exclude",  "debug",
        "nps",   "colors", "highlight", "egt",      "setscore", "xedit"};
    // SAN moves would need a reader on our side; rejected, the engine writes coordinates.
    if (key == "san") return value != "1";
    return std::any_of(std::begin(KNOWN), std::end(KNOWN), [&](const char* k) { return key == k; });
}

// The first four FEN fields (board, side, castling, en passant): the counters do not matter to
// whether two games start from the same place.
std::string placeOf(std::string_view fen) {
    std::istringstream in{std::string(fen)};
    std::string field, out;
    for (int i = 0; i < 4 && in >> field; ++i) out += (i ? " " : "") + field;
    return out;
}

bool whiteToMoveIn(std::string_view fen) {
    std::istringstream in{std::string(fen)};
    std::string board, side;
    in >> board >> side;
    return side != "b";
}

std::string seconds(milliseconds t) {
    long ms = long(t.count());
    if (ms % 1000 == 0) return std::to_string(ms / 1000) + " s";
    return std::to_string(ms) + " ms";
}

// `level`'s base time: whole minutes, or MINUTES:SECONDS.
std::string levelBase(milliseconds t) {
    long s = std::max<long>(1, long((t.count() + 999) / 1000));
    if (s % 60 == 0) return std::to_string(s / 60);
    std::string secs = std::to_string(s % 60);
    return std::to_string(s / 60) + ":" + (secs.size() < 2 ? "0" : "") + secs;
}

// Seconds as the shortest decimal: 2000 ms "2", 100 ms "0.1".
std::string decimalSeconds(milliseconds t) {
    long ms = long(t.count());
    std::string out = std::to_string(ms / 1000);
    if (long rest = ms % 1000) {
        std::string frac = std::to_string(1000 + rest).substr(1);
        while (frac.back() == '0') frac.pop_back();
        out += "." + frac;
    }
    return out;
}

std::string centiseconds(std::optional<milliseconds> t) {
    return std::to_string(std::max<long>(0, long(t.value_or(milliseconds(0)).count() / 10)));
}

// XBoard's names for our variants where they differ.
std::string xboardName(std::string_view ours) {
    return ours == "chess" ? "normal" : std::string(ours);
}
std::string ourName(std::string_view theirs) {
    return theirs == "normal" ? "chess" : std::string(theirs);
}

// The move in an engine's line: "move e2e4", or older engines' "My move is: e7e5". Not the old
// "1. ... e7e5": GNU Chess writes our own moves back that way.
std::optional<std::string> moveIn(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.size() == 2 && words[0] == "move") return words[1];
    if (line.starts_with("My move is") && !words.empty()) return words.back();
    return std::nullopt;
}

// Castling as some engines write it, in the king's move our rules read.
std::string castlingAsKingMove(const std::string& move, bool white) {
    std::string rank = white ? "1" : "8";
    if (move == "O-O" || move == "0-0") return "e" + rank + "g" + rank;
    if (move == "O-O-O" || move == "0-0-0") return "e" + rank + "c" + rank;
    return move;
}

} // namespace

XboardClient::XboardClient(std::string program, std::unique_ptr<ChildProcess> process)
    : program_(std::move(program)), name_(program_), process_(std::move(process)) {}

XboardClient::~XboardClient() {
    std::string ignored;
    send("quit", ignored);
}

std::unique_ptr<XboardClient> XboardClient::start(const std::vector<std::string>& argv,
                                                  std::string& error, milliseconds timeout) {
    std::optional<StartedEngine> started = startEngine(argv, error);
    if (!started) return nullptr;
    std::unique_ptr<XboardClient> client(
        new XboardClient(std::move(started->program), std::move(started->process)));
    if (!client->handshake(timeout, error)) return nullptr;
    return client;
}

bool XboardClient::handshake(milliseconds timeout, std::string& error) {
    if (!send("xboard", error) || !send("protover 2", error)) return false;
    Clock::time_point started = Clock::now();
    bool waitingForDone = false; // `done=0`: the engine asked for time to finish starting
    Clock::time_point deadline = started + std::min(FEATURE_SILENCE, timeout);
    for (;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        std::optional<std::string> line = process_->readLine(std::max(left, milliseconds(0)));
        if (!line) {
            if (ended()) {
                error = gone("protover 2");
                return false;
            }
            if (waitingForDone) {
                error = name_ + " said done=0 but not done=1 within " + seconds(timeout);
                return false;
            }
            // An engine of protocol version 1, or one that sends no done=1, or one whose output
            // is held back in a buffer: GNU Chess 6 writes its features only once it searches,
            // and they are taken in then.
            break;
        }
        if (!line->starts_with("feature ")) continue; // a banner, `tellics say ...`
        takeFeatures(*line);
        std::optional<std::string> done = feature("done");
        if (done == "1") break;
        if (done == "0" && !waitingForDone) {
            waitingForDone = true;
            deadline = started + timeout;
        } else if (!waitingForDone) {
            deadline = Clock::now() + std::min(FEATURE_SILENCE, timeout);
        }
    }
    // No pondering (it would take the opponent's time on a shared machine), no thinking output.
    return send("easy", error) && send("nopost", error);
}

void XboardClient::takeFeatures(std::string_view line) {
    std::size_t i = line.find(' ');
    while (i != std::string::npos && i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        std::size_t equals = line.find('=', i);
        if (equals == std::string::npos) break;
        std::string key(line.substr(i, equals - i));
        std::string value;
        std::size_t end;
        if (equals + 1 < line.size() && line[equals + 1] == '"') {
            end = line.find('"', equals + 2);
            if (end == std::string::npos) end = line.size();
            value = line.substr(equals + 2, end - equals - 2);
            ++end;
        } else {
            end = line.find(' ', equals);
            if (end == std::string::npos) end = line.size();
            value = line.substr(equals + 1, end - equals - 1);
        }
        i = end;
        std::string ignored;
        bool accept = understood(key, value);
        send((accept ? "accepted " : "rejected ") + key, ignored);
        if (!accept) continue;
        if (key == "myname" && !value.empty()) name_ = value;
        if (key == "option") {
            std::size_t dash = value.find(" -");
            options_.push_back(value.substr(0, dash));
        } else {
            features_[key] = value;
        }
    }
}

std::optional<std::string> XboardClient::feature(std::string_view key) const {
    auto found = features_.find(key);
    if (found == features_.end()) return std::nullopt;
    return found->second;
}

std::vector<std::string> XboardClient::variants() const {
    std::optional<std::string> list = feature("variants");
    if (!list) return {"chess"}; // without the feature: normal chess only
    std::vector<std::string> out;
    std::istringstream in(*list);
    for (std::string v; std::getline(in, v, ',');) {
        v.erase(std::remove(v.begin(), v.end(), ' '), v.end());
        if (!v.empty()) out.push_back(ourName(v));
    }
    return out;
}

bool XboardClient::setOption(std::string_view name, std::string_view value, std::string& error) {
    auto found = std::find(options_.begin(), options_.end(), name);
    if (found == options_.end()) {
        std::string offered;
        for (const std::string& o : options_) offered += (offered.empty() ? "" : ", ") + o;
        error = name_ + " has no option \"" + std::string(name) + "\"" +
                (offered.empty() ? " (it offers none)" : "; it offers: " + offered);
        return false;
    }
    return send("option " + *found + "=" + std::string(value), error);
}

bool XboardClient::selectVariant(std::string_view variant, std::string& error) {
    std::vector<std::string> offered = variants();
    if (std::find(offered.begin(), offered.end(), variant) == offered.end()) {
        error =
            name_ + " does not play " + std::string(variant) +
            (feature("variants") ? " (its feature variants names " +
                                       std::to_string(offered.size()) + " variants, not this one)"
                                 : " (it names no variants, so it plays standard chess only)");
        return false;
    }
    variant_ = std::string(variant);
    known_ = false;
    return true;
}

bool XboardClient::newGame(std::string& error) {
    const Variant* variant = findVariant(variant_);
    std::string fen = variant ? std::string(variant->startFen) : "";
    return restartFrom(fen, error) && waitReady(error);
}

bool XboardClient::waitReady(std::string& error, milliseconds timeout) {
    if (!flag("ping")) {
        if (!ended()) return true;
        error = gone("ping");
        return false;
    }
    std::string ping = "ping " + std::to_string(++pings_);
    if (!send(ping, error)) return false;
    std::string pong = "pong " + std::to_string(pings_);
    for (auto deadline = Clock::now() + timeout;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        std::optional<std::string> line = process_->readLine(std::max(left, milliseconds(0)));
        if (!line) {
            error = ended() ? gone(ping)
                            : name_ + " did not answer \"" + ping + "\" within " + seconds(timeout);
            return false;
        }
        if (*line == pong) return true;
        if (line->starts_with("feature ")) takeFeatures(*line);
    }
}

bool XboardClient::restartFrom(std::string_view fen, std::string& error) {
    known_ = false;
    level_.clear(); // `new` resets the time controls and the depth limit
    st_.clear();
    sd_.clear();
    if (!send("new", error)) return false;
    if (variant_ != "chess" && !send("variant " + xboardName(variant_), error)) return false;
    if (!send("force", error)) return false;
    const Variant* variant = findVariant(variant_);
    if (!fen.empty() && (!variant || placeOf(fen) != placeOf(variant->startFen))) {
        bool set =
            flag("setboard") ? send("setboard " + std::string(fen), error) : editBoard(fen, error);
        if (!set) return false;
    }
    startFen_ = std::string(fen);
    moves_.clear();
    known_ = true;
    return true;
}

// Protocol version 1's way to set up a position, for engines without `setboard`: a first move
// makes Black the side to move when it should be (`edit` keeps the side to move), then the
// board is cleared (`#`) and each piece placed ("Pa2"), White's, then (`c`) Black's. Castling
// rights follow from kings and rooks on their squares; en passant is lost.
bool XboardClient::editBoard(std::string_view fen, std::string& error) {
    if (!whiteToMoveIn(fen) && !send("a2a3", error)) return false;
    std::vector<std::string> white, black;
    std::string board(fen.substr(0, fen.find(' ')));
    int rank = 7, file = 0;
    for (char c : board) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            file += c - '0';
        } else {
            std::string square{char('a' + file), char('1' + rank)};
            char piece = char(std::toupper(static_cast<unsigned char>(c)));
            (std::isupper(static_cast<unsigned char>(c)) ? white : black)
                .push_back(std::string(1, piece) + square);
            ++file;
        }
    }
    if (!send("edit", error) || !send("#", error)) return false;
    for (const std::string& p : white)
        if (!send(p, error)) return false;
    if (!send("c", error)) return false;
    for (const std::string& p : black)
        if (!send(p, error)) return false;
    return send(".", error);
}

bool XboardClient::setPosition(std::string_view fen, const std::vector<std::string>& moves,
                               std::string& error) {
    bool continues = known_ && placeOf(fen) == placeOf(startFen_) &&
                     moves.size() >= moves_.size() &&
                     std::equal(moves_.begin(), moves_.end(), moves.begin());
    // After a restart, the ping also drains what a search given up on may still have said.
    if (!continues && !(restartFrom(fen, error) && waitReady(error))) return false;
    std::string prefix = flag("usermove") ? "usermove " : "";
    for (std::size_t i = moves_.size(); i < moves.size(); ++i) {
        if (!send(prefix + moves[i], error)) return false;
        moves_.push_back(moves[i]);
    }
    whiteToMove_ = whiteToMoveIn(fen) == (moves.size() % 2 == 0);
    return true;
}

bool XboardClient::sendControl(std::string& last, const std::string& line, std::string& error) {
    if (line == last) return true;
    last = line;
    return send(line, error);
}

EngineSearch XboardClient::go(const EngineLimits& limits, milliseconds timeout) {
    EngineSearch search;
    std::string error;
    const std::optional<milliseconds>& own = whiteToMove_ ? limits.whiteTime : limits.blackTime;
    const std::optional<milliseconds>& other = whiteToMove_ ? limits.blackTime : limits.whiteTime;
    bool sent = true;
    if (own) {
        // Once a game: the moves of a period (0: all), the time and the increment. The clock
        // itself comes before each move in `time` and `otim`.
        if (level_.empty()) {
            milliseconds increment = whiteToMove_ ? limits.whiteIncrement : limits.blackIncrement;
            sent = sendControl(level_,
                               "level " + std::to_string(limits.movesToGo) + " " + levelBase(*own) +
                                   " " + decimalSeconds(increment),
                               error);
        }
        sent = sent && send("time " + centiseconds(own), error) &&
               send("otim " + centiseconds(other), error);
    } else if (limits.moveTime) {
        long s = std::max<long>(1, long((limits.moveTime->count() + 999) / 1000));
        sent = sendControl(st_, "st " + std::to_string(s), error);
    }
    if (sent && limits.depth > 0)
        sent = sendControl(sd_, "sd " + std::to_string(limits.depth), error);
    search.sentAt = Clock::now();
    if (!sent || !send("go", error)) {
        known_ = false;
        search.fault = EngineFault::ENDED;
        search.error = error;
        return search;
    }
    Clock::time_point deadline = search.sentAt + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        std::optional<std::string> line = process_->readLine(std::max(left, milliseconds(0)));
        search.answeredAt = Clock::now();
        if (!line) {
            known_ = false; // it may still be thinking, and play on when it is done
            search.fault = ended() ? EngineFault::ENDED : EngineFault::NO_ANSWER;
            search.error =
                ended() ? gone("go") : name_ + " did not answer \"go\" within " + seconds(timeout);
            return search;
        }
        if (line->starts_with("feature ")) { // late: GNU Chess writes them once it searches
            takeFeatures(*line);
            continue;
        }
        if (line->starts_with("Illegal move")) {
            known_ = false;
            search.fault = EngineFault::BAD_ANSWER;
            search.error = name_ + " refused a move of the game: \"" + *line + "\"";
            return search;
        }
        if (*line == "resign" || line->starts_with("tellics resign")) {
            search.resigned = true;
            break;
        }
        if (std::optional<std::string> move = moveIn(*line)) {
            search.bestMove = castlingAsKingMove(*move, whiteToMove_);
            moves_.push_back(search.bestMove); // the engine has played it on its own board
            whiteToMove_ = !whiteToMove_;
            break;
        }
    }
    // The engine waits for the next question instead of playing on by itself.
    if (!send("force", error)) known_ = false;
    return search;
}

bool XboardClient::stop(milliseconds timeout) {
    std::string error;
    if (!send("?", error)) return false;
    for (auto deadline = Clock::now() + timeout;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        std::optional<std::string> line = process_->readLine(std::max(left, milliseconds(0)));
        if (!line) return false;
        if (moveIn(*line)) {
            known_ = false;
            return send("force", error);
        }
    }
}

bool XboardClient::send(std::string_view line, std::string& error) {
    if (process_->writeLine(line)) return true;
    error = gone(line);
    return false;
}

std::string XboardClient::gone(std::string_view command) {
    std::optional<std::string> how = process_->howItEnded(milliseconds(200));
    return name_ + " " + how.value_or("closed its output") + " instead of answering \"" +
           std::string(command) + "\"";
}

} // namespace mudchess
