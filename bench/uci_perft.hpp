// A UCI engine driven only for `go perft` (Stockfish and Fairy-Stockfish extension), timed from
// our side of the pipe.
#pragma once

#include "engine_client/process.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess::bench {

struct EnginePerft {
    std::uint64_t nodes = 0;
    double seconds = 0;
};

class UciPerftEngine {
  public:
    using Options = std::vector<std::pair<std::string, std::string>>; // setoption name, value

    // Starts `program`, completes the UCI handshake and sets `options` in order (order matters:
    // Fairy-Stockfish must read VariantPath before UCI_Variant can name a variant from it).
    static std::unique_ptr<UciPerftEngine> start(const std::string& program, const Options& options,
                                                 std::string& error);
    ~UciPerftEngine();

    // The engine's `id name`, e.g. "Stockfish 15.1".
    const std::string& name() const { return name_; }

    // Perft of `fen` to `depth`. The clock runs from sending `go perft` to reading
    // "Nodes searched:", so neither start-up nor FEN parsing is counted.
    std::optional<EnginePerft> perft(const std::string& fen, int depth, std::string& error);

  private:
    explicit UciPerftEngine(std::unique_ptr<ChildProcess> child) : child_(std::move(child)) {}
    bool handshake(std::string& error);
    bool waitReady(std::string& error);

    std::unique_ptr<ChildProcess> child_;
    std::string name_;
};

} // namespace mudchess::bench
