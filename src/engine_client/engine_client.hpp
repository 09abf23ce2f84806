// An external engine as a game sees it, whatever protocol it speaks (UCI or XBoard/CECP): its
// name and variants, a new game, a position as a start FEN and the moves since, and a search
// that ends in a move, a resignation or a fault. Everything is awaited with a timeout, and a
// dead or silent engine gives a sentence saying what happened.
//
// One client belongs to one thread at a time, and that thread must outlive the engine process:
// the kernel ends an engine when the thread that started it ends (src/engine_client/process.cpp).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

enum class EngineProtocol : std::uint8_t { UCI, XBOARD };

// "uci" or "xboard", as engines.conf and --engine write them.
std::string_view protocolName(EngineProtocol protocol);
std::optional<EngineProtocol> protocolNamed(std::string_view name);

// What bounds one search; what is unset is left out.
struct EngineLimits {
    std::optional<std::chrono::milliseconds> whiteTime, blackTime;
    std::chrono::milliseconds whiteIncrement{0}, blackIncrement{0};
    int movesToGo = 0; // 0: sudden death
    std::optional<std::chrono::milliseconds> moveTime;
    int depth = 0;           // 0: no bound
    std::uint64_t nodes = 0; // 0: no bound (UCI only: XBoard has no such limit)
};

// Why an exchange with the engine failed.
enum class EngineFault : std::uint8_t {
    NONE,
    NO_ANSWER, // still running, but silent past the timeout
    ENDED,     // the program has gone (crashed, exited or could not be written to)
    BAD_ANSWER // answered with something that is not a move (a bestmove without one, an
               // XBoard engine refusing our move as illegal)
};

struct EngineSearch {
    std::string bestMove;  // in UCI form as the engine wrote it; empty on a fault or resignation
    std::string ponder;    // the reply it expects, if it said
    std::string lastInfo;  // the last line of thinking output with a score, for a log
    bool resigned = false; // the engine gave the game up instead of moving (XBoard `resign`)
    std::chrono::steady_clock::time_point sentAt, answeredAt; // asked, answered
    EngineFault fault = EngineFault::NONE;
    std::string error; // a sentence naming the engine and what went wrong, when `fault` is set
};

class EngineClient {
  public:
    virtual ~EngineClient() = default;

    virtual EngineProtocol protocol() const = 0;
    // The name the engine gives itself, else the program's file name.
    virtual const std::string& name() const = 0;
    // The variants it plays, by our names where we have them ("chess" for XBoard's "normal").
    virtual std::vector<std::string> variants() const = 0;
    // Sets one of the options it offers (UCI `setoption`, XBoard `option`); an option it does
    // not offer is refused with `error` listing those it does.
    virtual bool setOption(std::string_view name, std::string_view value, std::string& error) = 0;
    // Reads the options anew after options that change others (UCI); a no-op elsewhere.
    virtual bool rereadOptions(std::string& error) = 0;
    // Plays `variant` (our key) from the next game on; refused, with `error` naming the engine,
    // when it does not play it.
    virtual bool selectVariant(std::string_view variant, std::string& error) = 0;
    // Forgets the last game and waits until the engine is ready for the next.
    virtual bool newGame(std::string& error) = 0;
    // Waits until the engine has taken in everything sent so far.
    virtual bool
    waitReady(std::string& error,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(15000)) = 0;
    // The game so far: the FEN it started from and every move since, in UCI form.
    virtual bool setPosition(std::string_view fen, const std::vector<std::string>& moves,
                             std::string& error) = 0;
    // Asks for a move in the position set last, and waits up to `timeout` for it. On a fault
    // the engine may still be thinking: stop() it, or throw the client away.
    virtual EngineSearch go(const EngineLimits& limits, std::chrono::milliseconds timeout) = 0;
    // Asks it to move at once and waits up to `timeout` for the move it then makes.
    virtual bool stop(std::chrono::milliseconds timeout) = 0;
    // The program has gone; every further exchange fails at once.
    virtual bool ended() const = 0;
    // The engine's process id, which is also its process group's (src/engine_client/process.hpp).
    virtual int processId() const = 0;
};

} // namespace mudchess
