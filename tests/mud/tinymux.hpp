// A real TinyMUX for a test: Debian's tinymux package (2.12) makes a game in the test's
// temporary directory the way an admin does (tinymux-install: <dir>/tinymux/game, the package's
// starting database with God, #1 Wizard, password potrzebie), with a netmux.conf of the test's
// own: a free port on 127.0.0.1, no DNS lookups, no periodic or forked dumps. netmux runs in the
// foreground as a child of the test (killed with it), started as the package's Startmux starts
// it, and restarted the same way: the database the last shutdown dumped moved into place first.
// docs/mud.md ("How Debian's tinymux runs") says what the package does and why.
#pragma once

#include "process.hpp"

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

namespace mudchess::mud::test {

using namespace std::chrono_literals;

// God of every game the package's starting database makes.
constexpr const char* GOD_NAME = "Wizard";
constexpr const char* GOD_PASSWORD = "potrzebie";
// Debian's starting database has objects #0 to #11 (Limbo, Wizard, the Master Room and the
// SGP globals' objects); the first a test creates is #12.
constexpr int FIRST_FREE_DBREF = 12;

class TinyMux {
  public:
    // Makes the game in `dir`/tinymux/game and starts it. `extraConfig`: more netmux.conf
    // lines (one per line, `name value`), added after the test's own and so overriding them,
    // e.g. "command_quota_max 1000" for a benchmark.
    explicit TinyMux(const std::filesystem::path& dir, std::string extraConfig = {});
    ~TinyMux(); // kills netmux if it still runs
    TinyMux(const TinyMux&) = delete;
    TinyMux& operator=(const TinyMux&) = delete;

    int port() const { return port_; }
    const std::filesystem::path& gameDir() const { return game_; }

    // Starts netmux again on the same port after it stopped, as Startmux does: the database
    // dumped at shutdown (data/netmux.db.new) becomes the input (the old one kept as
    // netmux.db.old), and it waits until the port accepts. Throws with the log if it does not.
    void start();
    // @shutdown as God, and waits for netmux to dump and exit; throws if it does not.
    void shutdown();
    // @shutdown, then start(): "shut down and started again" as an admin does it.
    void restart();
    // SIGKILL, as a crash would: no dump (start() then falls back on the last database).
    void kill();
    bool running();

    // The game's log (every <mud_name>-<date>.log netmux wrote, oldest first): what to print
    // when a test fails.
    std::string log() const;
    // Waits until the log holds `text` at least `times` times, e.g. "Connected to ChessBot(#12)"
    // when the robot has logged in: a wait that spends none of anyone's command quota.
    bool waitForLog(const std::string& text, std::chrono::milliseconds timeout = 10s,
                    std::size_t times = 1) const;

  private:
    void launch();
    std::filesystem::path dir_;
    std::filesystem::path game_;
    int port_ = 0;
    std::optional<mudchess::test::Process> netmux_;
};

} // namespace mudchess::mud::test
