#include "tinymux.hpp"

#include "telnet_client.hpp"

#include <algorithm>
#include <csignal>
#include <fstream>
#include <poll.h>
#include <stdexcept>
#include <vector>

namespace mudchess::mud::test {

namespace fs = std::filesystem;
using mudchess::test::Clock;
using mudchess::test::readFile;

namespace {

constexpr const char* INSTALL = "/usr/games/tinymux-install";

// The package's netmux.conf without its `port` line, then the test's own settings.
std::string testConfig(const std::string& packageConfig, int port, const std::string& extra) {
    std::string kept;
    std::size_t at = 0;
    while (at < packageConfig.size()) {
        std::size_t end = packageConfig.find('\n', at);
        if (end == std::string::npos) end = packageConfig.size();
        std::string line = packageConfig.substr(at, end - at);
        if (line.rfind("port", 0) != 0) kept += line + "\n";
        at = end + 1;
    }
    return kept + "#\n# The test's own settings (tests/mud/tinymux.cpp).\n" + "port " +
           std::to_string(port) + "\nip_address 127.0.0.1\nmud_name MudchessTest\n" +
           // Players come from 127.0.0.1: no DNS lookups to wait for.
           "hostnames no\n" +
           // No checkpoint dump in the middle of a test, and none in a forked child: the only
           // dump is the one @shutdown (or SIGTERM) makes, in netmux itself.
           "dump_interval 86400\nfork_dump no\n" + extra + "\n";
}

} // namespace

TinyMux::TinyMux(const fs::path& dir, std::string extraConfig)
    : dir_(dir), game_(dir / "tinymux" / "game") {
    if (!fs::exists(INSTALL))
        throw std::runtime_error(std::string(INSTALL) +
                                 " is missing: scripts/setup installs Debian's tinymux");
    {
        mudchess::test::Launch inDir;
        inDir.cwd = dir_;
        mudchess::test::Process install({INSTALL}, dir_ / "tinymux-install.log", inDir);
        std::optional<int> status = install.wait(30s);
        if (status != 0 || !fs::exists(game_ / "netmux.conf"))
            throw std::runtime_error("tinymux-install failed:\n" +
                                     readFile(dir_ / "tinymux-install.log"));
    }
    std::string packageConfig = readFile(game_ / "netmux.conf");
    // A first start takes a free port, and another if the one it picked was taken before
    // netmux could bind it.
    for (int attempt = 0;; ++attempt) {
        port_ = mudchess::test::freePort();
        std::ofstream(game_ / "netmux.conf") << testConfig(packageConfig, port_, extraConfig);
        try {
            launch();
            return;
        } catch (const std::runtime_error&) {
            if (attempt == 4) throw;
        }
    }
}

TinyMux::~TinyMux() {
    // SIGKILL: the game is thrown away with the directory, so there is nothing to dump.
    if (netmux_) kill();
}

void TinyMux::start() {
    if (running()) throw std::runtime_error("tinymux is already running");
    launch();
}

void TinyMux::launch() {
    // What Startmux does before it starts netmux (data/netmux.db is INPUT_DB in mux.config,
    // .new NEW_DB, .old SAVE_DB): keep the last input database as .old; make the database the
    // last shutdown dumped the input, or else the last input again; a restart.db (@restart's)
    // goes; a CRASH database (a panic's dump) stops it.
    fs::path data = game_ / "data";
    fs::path input = data / "netmux.db", dumped = data / "netmux.db.new",
             saved = data / "netmux.db.old";
    if (fs::exists(input)) fs::rename(input, saved);
    if (fs::exists(dumped))
        fs::rename(dumped, input);
    else if (fs::exists(saved))
        fs::copy_file(saved, input);
    fs::remove(game_ / "restart.db");
    if (fs::exists(data / "netmux.db.CRASH"))
        throw std::runtime_error("tinymux left a CRASH database in " + data.string());

    // Startmux's command line, in the foreground instead of nohup'd into the background, so
    // the test owns the process: libmux.so is found in bin/, the log goes in the game
    // directory, and what it prints (Startmux throws it away) to netmux.out.
    mudchess::test::Launch how;
    how.cwd = game_;
    how.env = {"LD_LIBRARY_PATH=./bin"};
    how.group = true; // its stubslave outlives it
    netmux_.emplace(std::vector<std::string>{(game_ / "bin" / "netmux").string(), "-c",
                                             "netmux.conf", "-p", "netmux.pid", "-e", "."},
                    game_ / "netmux.out", how);
    Clock::time_point deadline = Clock::now() + 10s;
    while (Clock::now() < deadline && netmux_->running()) {
        if (mudchess::test::accepting(port_)) return;
        poll(nullptr, 0, 20);
    }
    netmux_->stop();
    netmux_.reset();
    throw std::runtime_error("tinymux did not start on port " + std::to_string(port_) + "; log:\n" +
                             log());
}

void TinyMux::shutdown() {
    {
        TelnetClient god(port_, GOD_NAME, GOD_PASSWORD);
        god.send("@shutdown");
        god.waitForClose();
    }
    if (!netmux_ || !netmux_->wait(30s))
        throw std::runtime_error("tinymux did not shut down after @shutdown; log:\n" + log());
    netmux_.reset();
    if (!fs::exists(game_ / "data" / "netmux.db.new"))
        throw std::runtime_error("tinymux shut down without dumping its database; log:\n" + log());
}

void TinyMux::restart() {
    shutdown();
    start();
}

void TinyMux::kill() {
    if (!netmux_) return;
    netmux_->signal(SIGKILL);
    netmux_->wait(10s);
    netmux_.reset();
}

bool TinyMux::running() { return netmux_ && netmux_->running(); }

std::string TinyMux::log() const {
    std::vector<fs::path> logs;
    for (const fs::directory_entry& e : fs::directory_iterator(game_))
        if (e.path().extension() == ".log") logs.push_back(e.path());
    std::sort(logs.begin(), logs.end());
    std::string all;
    for (const fs::path& p : logs) all += "--- " + p.filename().string() + "\n" + readFile(p);
    return all + "--- netmux.out\n" + readFile(game_ / "netmux.out");
}

bool TinyMux::waitForLog(const std::string& text, std::chrono::milliseconds timeout,
                         std::size_t times) const {
    Clock::time_point deadline = Clock::now() + timeout;
    for (;;) {
        std::string all = log();
        std::size_t n = 0;
        for (std::size_t at = all.find(text); at != std::string::npos; at = all.find(text, at + 1))
            ++n;
        if (n >= times) return true;
        if (Clock::now() >= deadline) return false;
        poll(nullptr, 0, 20);
    }
}

} // namespace mudchess::mud::test
