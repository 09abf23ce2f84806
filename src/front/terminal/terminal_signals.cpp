#include "front/terminal/terminal_signals.hpp"

#include <atomic>
#include <cerrno>
#include <unistd.h>

namespace mudchess {

namespace {

// Lock-free atomics are the only shared state a handler may touch besides write().
std::atomic<unsigned> caughtSignals{0};
std::atomic<int> wakeWriteEnd{-1};
static_assert(std::atomic<unsigned>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

constexpr unsigned bit(int signal) { return 1u << unsigned(signal); }
static_assert(SIGHUP < 32 && SIGTERM < 32 && SIGINT < 32 && SIGWINCH < 32 && SIGTSTP < 32 &&
              SIGCONT < 32);

extern "C" void onTerminalSignal(int signal) {
    int savedErrno = errno; // the interrupted code may be about to read it
    caughtSignals.fetch_or(bit(signal));
    int fd = wakeWriteEnd.load();
    if (fd >= 0) {
        char byte = 0;
        [[maybe_unused]] ssize_t n = write(fd, &byte, 1); // a full pipe is already a wakeup
    }
    errno = savedErrno;
}

struct sigaction actionOf(void (*handler)(int), int flags) {
    struct sigaction action = {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    return action;
}

} // namespace

TerminalSignals::TerminalSignals(int wakeFd) {
    caughtSignals = 0;
    wakeWriteEnd = wakeFd;
    for (std::size_t i = 0; i < std::size(HANDLED); ++i) {
        int signal = HANDLED[i];
        // After a hang-up or SIGTERM, whatever the REPL was waiting for (a key at "-- more")
        // must give way so that it can end; after the others it goes on as it was.
        bool ending = signal == SIGHUP || signal == SIGTERM;
        struct sigaction action = actionOf(onTerminalSignal, ending ? 0 : SA_RESTART);
        sigaction(signal, &action, &before_[i]);
    }
    // A failed write must not end the process before the store is closed: to a terminal that
    // has gone it fails with EIO, and without a reader (SIGPIPE) it fails the same way.
    struct sigaction ignore = actionOf(SIG_IGN, 0);
    sigaction(SIGPIPE, &ignore, &pipeBefore_);
}

TerminalSignals::~TerminalSignals() {
    for (std::size_t i = 0; i < std::size(HANDLED); ++i)
        sigaction(HANDLED[i], &before_[i], nullptr);
    sigaction(SIGPIPE, &pipeBefore_, nullptr);
    wakeWriteEnd = -1;
}

TerminalSignals::Caught TerminalSignals::take() {
    unsigned caught = caughtSignals.exchange(0);
    Caught c;
    c.hangUp = (caught & bit(SIGHUP)) != 0;
    c.terminate = (caught & bit(SIGTERM)) != 0;
    c.interrupt = (caught & bit(SIGINT)) != 0;
    c.resize = (caught & bit(SIGWINCH)) != 0;
    c.suspend = (caught & bit(SIGTSTP)) != 0;
    c.continued = (caught & bit(SIGCONT)) != 0;
    return c;
}

void TerminalSignals::stopProcess() {
    // Stopped by SIGTSTP itself, not SIGSTOP, so the shell reports it as Ctrl-Z.
    struct sigaction byDefault = actionOf(SIG_DFL, 0), ours;
    sigaction(SIGTSTP, &byDefault, &ours);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &ours, nullptr);
    // The SIGCONT that ended this stop is answered by the caller.
    caughtSignals.fetch_and(~bit(SIGCONT));
}

void TerminalSignals::ignoreHangUps() {
    struct sigaction ignore = actionOf(SIG_IGN, 0);
    sigaction(SIGHUP, &ignore, nullptr);
    for (std::size_t i = 0; i < std::size(HANDLED); ++i)
        if (HANDLED[i] == SIGHUP) before_[i] = ignore;
}

} // namespace mudchess
