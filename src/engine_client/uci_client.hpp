// A UCI engine as a client sees it: started as a child program, handshake, options, variant,
// positions and searches, each answer awaited with a timeout. A dead or silent engine gives an
// error that says what happened; nothing here waits without a bound.
//
// One client belongs to one thread at a time: it holds no state shared with other clients, so
// many can run side by side (a match's games, engines seated at boards), each on its own thread.
// It speaks UCI in strings (FEN, moves in UCI form) and knows nothing of matches or boards.
#pragma once

#include "engine_client/engine_client.hpp"
#include "engine_client/process.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// One `option name ... type ...` line of the engine's handshake.
struct UciOption {
    std::string name;
    std::string type; // check, spin, combo, button, string
    std::string defaultValue;
    std::vector<std::string> choices; // combo's `var` values
    std::string min, max;             // spin's bounds
};

// The `go ...` line that `limits` make.
std::string uciGoCommand(const EngineLimits& limits);

class UciClient final : public EngineClient {
  public:
    // Long enough for an engine that loads a network file on a loaded machine.
    static constexpr std::chrono::milliseconds HANDSHAKE_TIMEOUT{15000};
    static constexpr std::chrono::milliseconds READY_TIMEOUT{15000};

    // Starts `argv` (argv[0] looked up in PATH and /usr/games; never through a shell), sends
    // `uci` and reads its name and options until `uciok`. Nothing, with `error` saying why,
    // when the program is missing, ends, or does not finish the handshake within `timeout`.
    static std::unique_ptr<UciClient> start(const std::vector<std::string>& argv,
                                            std::string& error,
                                            std::chrono::milliseconds timeout = HANDSHAKE_TIMEOUT);
    ~UciClient() override; // sends `quit`; the program is ended if it does not leave by itself

    UciClient(const UciClient&) = delete;
    UciClient& operator=(const UciClient&) = delete;

    // The name from `id name`, else the program's file name.
    EngineProtocol protocol() const override { return EngineProtocol::UCI; }
    const std::string& name() const override { return name_; }
    const std::string& author() const { return author_; }
    const std::vector<UciOption>& options() const { return options_; }
    // The option called `name`; UCI option names are not case-sensitive.
    const UciOption* findOption(std::string_view name) const;

    // Sets an option the engine offers and waits until it has taken it in. An option it does
    // not offer is refused with `error` listing what it does offer: UCI says an engine ignores
    // unknown options silently, which would hide a typing mistake for a whole match.
    bool setOption(std::string_view name, std::string_view value, std::string& error) override;
    // Sends `uci` again and reads the options anew: some options change others (Fairy-Stockfish's
    // VariantPath adds variants to UCI_Variant).
    bool rereadOptions(std::string& error) override;

    // The variants the engine offers by UCI_Variant; an engine without that option plays chess.
    std::vector<std::string> variants() const override;
    // Sets UCI_Variant to `variant` (when the engine has the option). An engine that does not
    // offer it is refused with `error` naming what it does play.
    bool selectVariant(std::string_view variant, std::string& error) override;

    // `ucinewgame`, then waits until the engine is ready.
    bool newGame(std::string& error) override;
    // `isready`, and waits for `readyok`.
    bool waitReady(std::string& error, std::chrono::milliseconds timeout = READY_TIMEOUT) override;

    // `position fen FEN moves M1 M2 ...` (no answer is expected).
    bool setPosition(std::string_view fen, const std::vector<std::string>& moves,
                     std::string& error) override;
    // `go` with `limits`, then waits up to `timeout` for `bestmove`. On a fault the engine may
    // still be thinking: stop() it, or throw the client away.
    EngineSearch go(const EngineLimits& limits, std::chrono::milliseconds timeout) override;
    // `stop`, and waits up to `timeout` for the bestmove that ends the search.
    bool stop(std::chrono::milliseconds timeout) override;

    // Sends `command` and returns the first line starting with `reply`, keeping the lines
    // before it in `before`: for commands beyond the ones above (`go perft`, `d`).
    std::optional<std::string> exchange(std::string_view command, std::string_view reply,
                                        std::chrono::milliseconds timeout, std::string& error,
                                        std::vector<std::string>* before = nullptr);
    // Sends one line with no answer expected.
    bool send(std::string_view line, std::string& error);

    // The program has gone; every further exchange fails at once.
    bool ended() const override { return process_->outputClosed(); }
    int processId() const override { return process_->pid(); }

  private:
    UciClient(std::string program, std::unique_ptr<ChildProcess> process);
    // Writes `command`, then awaits `reply`.
    std::optional<std::string> request(std::string_view command, std::string_view reply,
                                       std::chrono::milliseconds timeout, std::string& error,
                                       std::vector<std::string>* before);
    // Reads lines until one starts with `reply`; on failure says why (naming `command`).
    std::optional<std::string> await(std::string_view command, std::string_view reply,
                                     std::chrono::milliseconds timeout, std::string& error,
                                     std::vector<std::string>* before);
    bool handshake(std::chrono::milliseconds timeout, std::string& error);
    std::string gone(std::string_view command);

    std::string program_; // as started, for messages before the engine has named itself
    std::string name_, author_;
    std::vector<UciOption> options_;
    std::unique_ptr<ChildProcess> process_;
};

} // namespace mudchess
