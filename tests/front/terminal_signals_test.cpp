// The REPL's signal handlers: a signal is only noted and the loop's pipe written to, each is
// reported once, and the handlers that were there before come back.
#include "front/terminal/terminal_signals.hpp"
#include "front/wake_pipe.hpp"

#include <gtest/gtest.h>

#include <poll.h>

namespace mudchess {
namespace {

bool readable(int fd) {
    pollfd p = {fd, POLLIN, 0};
    return poll(&p, 1, 0) == 1;
}

TEST(TerminalSignals, NotesEachSignalAndWakesTheLoop) {
    WakePipe pipe;
    TerminalSignals signals(pipe.writeEnd());
    ASSERT_FALSE(readable(pipe.fd()));
    raise(SIGINT);
    EXPECT_TRUE(readable(pipe.fd()));
    pipe.drain();
    raise(SIGWINCH);
    raise(SIGTERM);
    TerminalSignals::Caught caught = signals.take();
    EXPECT_TRUE(caught.interrupt);
    EXPECT_TRUE(caught.resize);
    EXPECT_TRUE(caught.terminate);
    EXPECT_FALSE(caught.hangUp);
    EXPECT_FALSE(caught.suspend);
    EXPECT_FALSE(caught.continued);
    caught = signals.take(); // told once
    EXPECT_FALSE(caught.interrupt || caught.resize || caught.terminate);
    raise(SIGHUP);
    EXPECT_TRUE(signals.take().hangUp);
}

TEST(TerminalSignals, OnceTheTerminalIsGoneHangUpsAreIgnoredForGood) {
    struct sigaction before;
    sigaction(SIGHUP, nullptr, &before);
    {
        WakePipe pipe;
        TerminalSignals signals(pipe.writeEnd());
        signals.ignoreHangUps();
        raise(SIGHUP);
        EXPECT_FALSE(signals.take().hangUp);
    }
    struct sigaction after;
    sigaction(SIGHUP, nullptr, &after);
    EXPECT_EQ(after.sa_handler, SIG_IGN);
    sigaction(SIGHUP, &before, nullptr);
}

TEST(TerminalSignals, PutsTheEarlierHandlersBack) {
    struct sigaction before;
    sigaction(SIGINT, nullptr, &before);
    struct sigaction pipeBefore;
    sigaction(SIGPIPE, nullptr, &pipeBefore);
    {
        WakePipe pipe;
        TerminalSignals signals(pipe.writeEnd());
        struct sigaction during;
        sigaction(SIGPIPE, nullptr, &during);
        EXPECT_EQ(during.sa_handler, SIG_IGN); // a write without a reader fails, not kills
    }
    struct sigaction after;
    sigaction(SIGINT, nullptr, &after);
    EXPECT_EQ(after.sa_handler, before.sa_handler);
    sigaction(SIGPIPE, nullptr, &after);
    EXPECT_EQ(after.sa_handler, pipeBefore.sa_handler);
}

} // namespace
} // namespace mudchess
