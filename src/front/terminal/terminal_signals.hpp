// The signals a REPL at a terminal handles itself. libedit's own handlers do the terminal work
// inside the handler, stdio included, and a hang-up that came while the REPL was in the middle
// of its output could leave the process hung on the stdout lock for ever. Here a handler only
// notes the signal and writes a byte to the loop's wakeup pipe; the loop acts on it between
// keys, where anything may be called.
#pragma once

#include <csignal>
#include <iterator>

namespace mudchess {

class TerminalSignals {
  public:
    struct Caught {
        bool hangUp = false;    // SIGHUP: the terminal went away
        bool terminate = false; // SIGTERM
        bool interrupt = false; // SIGINT: Ctrl-C
        bool resize = false;    // SIGWINCH
        bool suspend = false;   // SIGTSTP: Ctrl-Z
        bool continued = false; // SIGCONT after a stop that stopProcess() did not make
    };

    // Handlers for the signals above, writing to `wakeFd` (a non-blocking pipe's write end);
    // SIGPIPE is ignored. One at a time: a process has one set of handlers.
    explicit TerminalSignals(int wakeFd);
    // The earlier handlers back.
    ~TerminalSignals();
    TerminalSignals(const TerminalSignals&) = delete;
    TerminalSignals& operator=(const TerminalSignals&) = delete;

    // What came since the last call.
    Caught take();

    // Stops the process as Ctrl-Z does by default, so that the shell's job control sees it
    // stopped; returns once it is continued.
    void stopProcess();

    // The terminal is gone: from now on, and after this object too, SIGHUP is ignored. It may
    // come only after the REPL saw its input hang up and began to end (the kernel sends it as
    // the shell dies), and by default it would then end the process on its way out (the
    // sanitizer build's exit takes long enough for that).
    void ignoreHangUps();

  private:
    static constexpr int HANDLED[] = {SIGHUP, SIGTERM, SIGINT, SIGWINCH, SIGTSTP, SIGCONT};
    struct sigaction before_[std::size(HANDLED)] = {};
    struct sigaction pipeBefore_ = {};
};

} // namespace mudchess
