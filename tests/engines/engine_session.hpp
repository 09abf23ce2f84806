// A UCI engine under test: started once, then asked for perft divides position by position.
// Used by the cross-checks to hold our move generator against Stockfish and Fairy-Stockfish.
#pragma once

#include "engine_client/uci_client.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess::test {

// Perft divide as engines print it: root move in UCI form -> leaf count below it.
using Divide = std::map<std::string, std::uint64_t>;

class EngineSession {
  public:
    // Generous, so that a loaded CI machine or a sanitizer build never turns a slow answer into
    // a failure; a healthy engine answers these perfts in milliseconds.
    static constexpr std::chrono::seconds TIMEOUT{30};

    // Starts `program` and completes the UCI handshake. On failure returns nothing and sets
    // `error` to a sentence naming the engine and how to install it.
    static std::unique_ptr<EngineSession> open(const std::string& program, std::string& error);

    // Sets a UCI option and waits until the engine has taken it in (isready/readyok).
    bool setOption(std::string_view name, std::string_view value, std::string& error);
    // Sets UCI_Variant and checks that the engine's start position is now `startFen`.
    // Fairy-Stockfish ignores an unknown variant silently and stays on the one it had, which
    // would show up later as a flood of baffling mismatches.
    bool selectVariant(std::string_view variant, std::string_view startFen, std::string& error);

    // `position fen <fen>` then `go perft <depth>`; nothing (and `error`) when the engine does
    // not answer in time or its answer does not add up.
    std::optional<Divide> perftDivide(const std::string& fen, int depth, std::string& error);

    const std::string& name() const { return name_; }

  private:
    EngineSession(std::string name, std::unique_ptr<UciClient> client)
        : name_(std::move(name)), client_(std::move(client)) {}
    // Sends `command` and returns the first line of the answer starting with `reply`, keeping
    // the lines before it in `before`; nothing (and `error`) when none comes in time.
    std::optional<std::string> exchange(std::string_view command, std::string_view reply,
                                        std::string& error,
                                        std::vector<std::string>* before = nullptr);

    std::string name_;
    std::unique_ptr<UciClient> client_; // the UCI handshake and the waiting with timeouts
};

} // namespace mudchess::test
