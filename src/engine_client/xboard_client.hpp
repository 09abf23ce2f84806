// An XBoard (CECP) engine as a client sees it: started as a child program, `protover 2` and the
// features it answers (or none at all, for engines older than version 2), then games played in
// force mode, one move asked for at a time: the moves since the last question as `usermove`
// lines (or bare moves), the clock as `level`, `time` and `otim`, or `st`/`sd`, then `go`, and
// `force` again once its move came. Every answer is awaited with a timeout, as the UCI client's.
#pragma once

#include "engine_client/engine_client.hpp"
#include "engine_client/process.hpp"

#include <map>
#include <memory>

namespace mudchess {

class XboardClient final : public EngineClient {
  public:
    // Protocol version 1 engines send no features: after this long without a line from the
    // engine once `protover 2` went, it is taken to have none, as XBoard does (2 s).
    static constexpr std::chrono::milliseconds FEATURE_SILENCE{2000};
    // The handshake's bound once the engine said `done=0` (it asks for more time to start).
    static constexpr std::chrono::milliseconds HANDSHAKE_TIMEOUT{15000};
    static constexpr std::chrono::milliseconds READY_TIMEOUT{15000};

    // Starts `argv` (argv[0] looked up in PATH and /usr/games; never through a shell), sends
    // `xboard` and `protover 2`, answers each feature with `accepted` or `rejected` (some
    // engines send the next only after that answer) until `done=1`. Nothing, with `error`
    // saying why, when the program is missing, ends, or keeps us waiting past `timeout`.
    static std::unique_ptr<XboardClient>
    start(const std::vector<std::string>& argv, std::string& error,
          std::chrono::milliseconds timeout = HANDSHAKE_TIMEOUT);
    ~XboardClient() override; // sends `quit`; the program is ended if it does not leave by itself

    XboardClient(const XboardClient&) = delete;
    XboardClient& operator=(const XboardClient&) = delete;

    EngineProtocol protocol() const override { return EngineProtocol::XBOARD; }
    const std::string& name() const override { return name_; }
    std::vector<std::string> variants() const override;
    bool setOption(std::string_view name, std::string_view value, std::string& error) override;
    bool rereadOptions(std::string&) override { return true; }
    bool selectVariant(std::string_view variant, std::string& error) override;
    bool newGame(std::string& error) override;
    bool waitReady(std::string& error, std::chrono::milliseconds timeout = READY_TIMEOUT) override;
    bool setPosition(std::string_view fen, const std::vector<std::string>& moves,
                     std::string& error) override;
    EngineSearch go(const EngineLimits& limits, std::chrono::milliseconds timeout) override;
    bool stop(std::chrono::milliseconds timeout) override;
    bool ended() const override { return process_->outputClosed(); }
    int processId() const override { return process_->pid(); }

    // A feature's value as the engine sent it ("1", "Fairy-Max 5.0b"), or nothing.
    std::optional<std::string> feature(std::string_view key) const;
    // The names of the options it offers (`feature option="NAME -TYPE ..."`).
    const std::vector<std::string>& options() const { return options_; }

  private:
    XboardClient(std::string program, std::unique_ptr<ChildProcess> process);
    bool handshake(std::chrono::milliseconds timeout, std::string& error);
    // Reads one `feature` line, remembers and answers each of its features; true on done=...
    void takeFeatures(std::string_view line);
    bool flag(std::string_view key) const { return feature(key).value_or("0") == "1"; }
    bool send(std::string_view line, std::string& error);
    // A new game from `fen` in the engine, in force mode.
    bool restartFrom(std::string_view fen, std::string& error);
    bool editBoard(std::string_view fen, std::string& error);
    // Sends `line` unless it is what the engine was last told (`level`, `st`, `sd`).
    bool sendControl(std::string& last, const std::string& line, std::string& error);
    std::string gone(std::string_view command);

    std::string program_, name_;
    std::map<std::string, std::string, std::less<>> features_;
    std::vector<std::string> options_;
    std::string variant_ = "chess"; // our key
    // The game as the engine has it: its start and the moves since (UCI form); `known` false
    // once something went wrong, so the next position starts a game afresh.
    bool known_ = false;
    std::string startFen_;
    std::vector<std::string> moves_;
    bool whiteToMove_ = true;
    std::string level_, st_, sd_; // the time controls last sent in this game
    int pings_ = 0;
    std::unique_ptr<ChildProcess> process_;
};

} // namespace mudchess
