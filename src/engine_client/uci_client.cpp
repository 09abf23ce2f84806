#include "engine_client/uci_client.hpp"

#include <algorithm>
#include <cctype>

namespace mudchess {

namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

std::string lowered(std::string_view s) {
    std::string out;
    for (char c : s) out += char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::vector<std::string> wordsOf(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

std::string joined(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to && i < words.size(); ++i)
        out += (out.empty() ? "" : " ") + words[i];
    return out;
}

// `option name Skill Level type spin default 20 min 0 max 20`: names and values may hold
// blanks, so each runs up to the next keyword.
std::optional<UciOption> parseOption(std::string_view line) {
    std::vector<std::string> words = wordsOf(line);
    auto keyword = [](const std::string& w) {
        return w == "name" || w == "type" || w == "default" || w == "min" || w == "max" ||
               w == "var";
    };
    UciOption option;
    std::size_t i = 1;
    while (i < words.size()) {
        std::string key = words[i++];
        std::size_t end = i;
        // A name may contain a keyword-like word only up to `type`; values end at any keyword.
        while (end < words.size() && (key == "name" ? words[end] != "type" : !keyword(words[end])))
            ++end;
        std::string value = joined(words, i, end);
        if (key == "name")
            option.name = value;
        else if (key == "type")
            option.type = value;
        else if (key == "default")
            option.defaultValue = value == "<empty>" ? "" : value;
        else if (key == "var")
            option.choices.push_back(value);
        else if (key == "min")
            option.min = value;
        else if (key == "max")
            option.max = value;
        i = end;
    }
    if (option.name.empty()) return std::nullopt;
    return option;
}

std::string seconds(milliseconds t) {
    long ms = long(t.count());
    if (ms % 1000 == 0) return std::to_string(ms / 1000) + " s";
    return std::to_string(ms) + " ms";
}

} // namespace

std::string uciGoCommand(const EngineLimits& limits) {
    std::string out = "go";
    if (limits.whiteTime)
        out += " wtime " + std::to_string(std::max<long>(0, long(limits.whiteTime->count())));
    if (limits.blackTime)
        out += " btime " + std::to_string(std::max<long>(0, long(limits.blackTime->count())));
    if (limits.whiteTime && limits.whiteIncrement.count() > 0)
        out += " winc " + std::to_string(limits.whiteIncrement.count());
    if (limits.blackTime && limits.blackIncrement.count() > 0)
        out += " binc " + std::to_string(limits.blackIncrement.count());
    if (limits.movesToGo > 0) out += " movestogo " + std::to_string(limits.movesToGo);
    if (limits.moveTime)
        out += " movetime " + std::to_string(std::max<long>(1, long(limits.moveTime->count())));
    if (limits.depth > 0) out += " depth " + std::to_string(limits.depth);
    if (limits.nodes > 0) out += " nodes " + std::to_string(limits.nodes);
    return out;
}

UciClient::UciClient(std::string program, std::unique_ptr<ChildProcess> process)
    : program_(std::move(program)), name_(program_), process_(std::move(process)) {}

UciClient::~UciClient() {
    std::string ignored;
    send("quit", ignored);
}

std::unique_ptr<UciClient> UciClient::start(const std::vector<std::string>& argv,
                                            std::string& error, milliseconds timeout) {
    std::optional<StartedEngine> started = startEngine(argv, error);
    if (!started) return nullptr;
    std::unique_ptr<UciClient> client(
        new UciClient(std::move(started->program), std::move(started->process)));
    if (!client->handshake(timeout, error)) return nullptr;
    return client;
}

bool UciClient::handshake(milliseconds timeout, std::string& error) {
    std::vector<std::string> lines;
    if (!request("uci", "uciok", timeout, error, &lines)) return false;
    options_.clear();
    for (const std::string& line : lines) {
        if (line.starts_with("id name "))
            name_ = line.substr(8);
        else if (line.starts_with("id author "))
            author_ = line.substr(10);
        else if (line.starts_with("option "))
            if (std::optional<UciOption> option = parseOption(line)) options_.push_back(*option);
    }
    while (!name_.empty() && name_.back() == ' ') name_.pop_back();
    if (name_.empty()) name_ = program_;
    return true;
}

bool UciClient::rereadOptions(std::string& error) { return handshake(HANDSHAKE_TIMEOUT, error); }

const UciOption* UciClient::findOption(std::string_view name) const {
    std::string wanted = lowered(name);
    for (const UciOption& option : options_)
        if (lowered(option.name) == wanted) return &option;
    return nullptr;
}

bool UciClient::setOption(std::string_view name, std::string_view value, std::string& error) {
    const UciOption* option = findOption(name);
    if (!option) {
        std::string offered;
        for (const UciOption& o : options_) offered += (offered.empty() ? "" : ", ") + o.name;
        error = name_ + " has no option \"" + std::string(name) + "\"" +
                (offered.empty() ? " (it offers none)" : "; it offers: " + offered);
        return false;
    }
    if (option->type == "combo" &&
        std::none_of(option->choices.begin(), option->choices.end(),
                     [&](const std::string& c) { return lowered(c) == lowered(value); })) {
        error = name_ + "'s option " + option->name + " cannot be \"" + std::string(value) +
                "\"; it can be " + joined(option->choices, 0, option->choices.size());
        return false;
    }
    std::string line = "setoption name " + option->name;
    if (option->type != "button") line += " value " + std::string(value);
    return send(line, error) && waitReady(error);
}

std::vector<std::string> UciClient::variants() const {
    const UciOption* option = findOption("UCI_Variant");
    if (!option) return {"chess"};
    return option->choices;
}

bool UciClient::selectVariant(std::string_view variant, std::string& error) {
    std::vector<std::string> offered = variants();
    if (std::find(offered.begin(), offered.end(), variant) == offered.end()) {
        error = name_ + " does not play " + std::string(variant) +
                (findOption("UCI_Variant")
                     ? " (its UCI_Variant offers " + std::to_string(offered.size()) +
                           " variants, not this one)"
                     : " (it has no UCI_Variant option, so it plays standard chess only)");
        return false;
    }
    if (!findOption("UCI_Variant")) return true;
    return setOption("UCI_Variant", variant, error);
}

bool UciClient::newGame(std::string& error) {
    return send("ucinewgame", error) && waitReady(error);
}

bool UciClient::waitReady(std::string& error, milliseconds timeout) {
    return request("isready", "readyok", timeout, error, nullptr).has_value();
}

bool UciClient::setPosition(std::string_view fen, const std::vector<std::string>& moves,
                            std::string& error) {
    std::string line = "position fen " + std::string(fen);
    if (!moves.empty()) line += " moves";
    for (const std::string& m : moves) line += " " + m;
    return send(line, error);
}

EngineSearch UciClient::go(const EngineLimits& limits, milliseconds timeout) {
    EngineSearch search;
    std::string command = uciGoCommand(limits);
    search.sentAt = Clock::now();
    if (!process_->writeLine(command)) {
        search.fault = EngineFault::ENDED;
        search.error = gone(command);
        return search;
    }
    Clock::time_point deadline = search.sentAt + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        std::optional<std::string> line = process_->readLine(std::max(left, milliseconds(0)));
        if (!line) {
            search.answeredAt = Clock::now();
            search.fault = ended() ? EngineFault::ENDED : EngineFault::NO_ANSWER;
            search.error =
                ended() ? gone(command)
                        : name_ + " did not answer \"" + command + "\" within " + seconds(timeout);
            return search;
        }
        if (line->starts_with("info") && line->find(" score ") != std::string::npos)
            search.lastInfo = *line;
        if (!line->starts_with("bestmove")) continue;
        search.answeredAt = Clock::now();
        std::vector<std::string> words = wordsOf(*line);
        if (words.size() < 2 || words[0] != "bestmove" || words[1] == "(none)") {
            search.fault = EngineFault::BAD_ANSWER;
            search.error = name_ + " answered \"" + *line + "\" without a move";
            return search;
        }
        search.bestMove = words[1];
        if (words.size() >= 4 && words[2] == "ponder") search.ponder = words[3];
        return search;
    }
}

bool UciClient::stop(milliseconds timeout) {
    std::string error;
    return request("stop", "bestmove", timeout, error, nullptr).has_value();
}

std::optional<std::string> UciClient::exchange(std::string_view command, std::string_view reply,
                                               milliseconds timeout, std::string& error,
                                               std::vector<std::string>* before) {
    return request(command, reply, timeout, error, before);
}

bool UciClient::send(std::string_view line, std::string& error) {
    if (process_->writeLine(line)) return true;
    error = gone(line);
    return false;
}

std::optional<std::string> UciClient::request(std::string_view command, std::string_view reply,
                                              milliseconds timeout, std::string& error,
                                              std::vector<std::string>* before) {
    if (!process_->writeLine(command)) {
        error = gone(command);
        return std::nullopt;
    }
    return await(command, reply, timeout, error, before);
}

std::optional<std::string> UciClient::await(std::string_view command, std::string_view reply,
                                            milliseconds timeout, std::string& error,
                                            std::vector<std::string>* before) {
    std::optional<std::string> line = process_->readUntil(reply, timeout, before);
    if (line) return line;
    error = ended() ? gone(command)
                    : name_ + " did not answer \"" + std::string(command) + "\" with \"" +
                          std::string(reply) + "\" within " + seconds(timeout);
    return std::nullopt;
}

std::string UciClient::gone(std::string_view command) {
    std::optional<std::string> how = process_->howItEnded(milliseconds(200));
    return name_ + " " + how.value_or("closed its output") + " instead of answering \"" +
           std::string(command) + "\"";
}

} // namespace mudchess
