#include "uci_perft.hpp"

#include <charconv>

namespace mudchess::bench {

namespace {

using namespace std::chrono_literals;

// Engines answer `uci` and `isready` at once; the generous limit only matters on a loaded host.
constexpr auto HANDSHAKE_TIMEOUT = 10s;
// A deep perft of a slow engine; long enough never to cut a measurement the bench means to take.
constexpr auto PERFT_TIMEOUT = 600s;

std::optional<std::uint64_t> parseNodes(const std::string& line) {
    std::size_t colon = line.find(':');
    if (colon == std::string::npos) return std::nullopt;
    std::size_t digits = line.find_first_not_of(' ', colon + 1);
    if (digits == std::string::npos) return std::nullopt;
    std::uint64_t nodes = 0;
    auto [end, ec] = std::from_chars(line.data() + digits, line.data() + line.size(), nodes);
    if (ec != std::errc()) return std::nullopt;
    return nodes;
}

} // namespace

std::unique_ptr<UciPerftEngine> UciPerftEngine::start(const std::string& program,
                                                      const Options& options, std::string& error) {
    std::unique_ptr<ChildProcess> child = ChildProcess::start({program}, error);
    if (!child) return nullptr;
    std::unique_ptr<UciPerftEngine> engine(new UciPerftEngine(std::move(child)));
    if (!engine->handshake(error)) return nullptr;
    for (const auto& [name, value] : options)
        engine->child_->writeLine("setoption name " + name + " value " + value);
    // isready after the options: Fairy-Stockfish loads the variant file while handling them.
    if (!engine->waitReady(error)) return nullptr;
    return engine;
}

UciPerftEngine::~UciPerftEngine() {
    if (child_) child_->writeLine("quit");
}

bool UciPerftEngine::handshake(std::string& error) {
    child_->writeLine("uci");
    std::vector<std::string> lines;
    if (!child_->readUntil("uciok", HANDSHAKE_TIMEOUT, &lines)) {
        error = "no 'uciok' in answer to 'uci'";
        return false;
    }
    for (const std::string& line : lines)
        if (line.starts_with("id name ")) name_ = line.substr(8);
    if (name_.empty()) name_ = "unnamed engine";
    return true;
}

bool UciPerftEngine::waitReady(std::string& error) {
    child_->writeLine("isready");
    if (child_->readUntil("readyok", HANDSHAKE_TIMEOUT)) return true;
    error = "no 'readyok' in answer to 'isready'";
    return false;
}

std::optional<EnginePerft> UciPerftEngine::perft(const std::string& fen, int depth,
                                                 std::string& error) {
    child_->writeLine("position fen " + fen);
    // readyok also drains what the previous perft printed after its total.
    if (!waitReady(error)) return std::nullopt;
    auto started = std::chrono::steady_clock::now();
    child_->writeLine("go perft " + std::to_string(depth));
    std::optional<std::string> total = child_->readUntil("Nodes searched:", PERFT_TIMEOUT);
    auto finished = std::chrono::steady_clock::now();
    if (!total) {
        error = "no 'Nodes searched:' after 'go perft " + std::to_string(depth) + "'";
        return std::nullopt;
    }
    std::optional<std::uint64_t> nodes = parseNodes(*total);
    if (!nodes) {
        error = "cannot read the count in '" + *total + "'";
        return std::nullopt;
    }
    return EnginePerft{*nodes, std::chrono::duration<double>(finished - started).count()};
}

} // namespace mudchess::bench
