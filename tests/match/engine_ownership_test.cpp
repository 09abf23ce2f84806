// Engine processes are never left behind: an engine that `mudchess match` started goes when
// mudchess goes, even when mudchess is killed by SIGKILL and runs no code of its own at the end
// (src/engine_client/process.cpp: PR_SET_PDEATHSIG and a process group for each engine).
#include "child.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

using namespace mudchess;
using namespace std::chrono_literals;

namespace {

struct ProcessInfo {
    int pid = 0;
    std::string name;
    char state = '?';
    int parent = 0;
};

// /proc/PID/stat: "PID (NAME) STATE PPID ...", where NAME may hold blanks and brackets.
std::optional<ProcessInfo> processInfo(int pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t open = text.find('('), close = text.rfind(')');
    if (open == std::string::npos || close == std::string::npos || close + 4 > text.size())
        return std::nullopt;
    ProcessInfo info;
    info.pid = pid;
    info.name = text.substr(open + 1, close - open - 1);
    info.state = text[close + 2];
    info.parent = std::atoi(text.c_str() + close + 4);
    return info;
}

std::vector<ProcessInfo> childrenOf(int parent) {
    std::vector<ProcessInfo> children;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::string name = entry.path().filename();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::optional<ProcessInfo> info = processInfo(std::stoi(name));
        if (info && info->parent == parent) children.push_back(*info);
    }
    return children;
}

// Gone, or a zombie nobody has reaped yet (it runs no more: whoever inherited it reaps it).
bool ended(int pid) {
    std::optional<ProcessInfo> info = processInfo(pid);
    return !info || info->state == 'Z' || info->state == 'X';
}

} // namespace

TEST(EngineOwnership, EnginesDieWithMudchessEvenWhenItIsKilled) {
    test::TempDir dir;
    // The fake engine turns into `sleep` when asked to move: a program that does not end when
    // its input closes, as Stockfish would, so only its owner's care can end it.
    std::string deaf = "sh " + std::string(MUDCHESS_TEST_DATA) + "/fake_uci_engine.sh deaf";
    test::Process match({MUDCHESS_BINARY, "match", "--engine", deaf, "--engine", "stockfish",
                         "--games", "2", "--tc", "600"},
                        dir.path() / "match.log");
    // The fake plays White in the first game. Wait until it thinks (a bound, not an
    // assert).
    std::vector<ProcessInfo> engines;
    auto isDeaf = [](const ProcessInfo& p) { return p.name == "sleep"; };
    for (auto deadline = test::Clock::now() + 30s; test::Clock::now() < deadline;
         std::this_thread::sleep_for(20ms)) {
        engines = childrenOf(match.pid());
        std::erase_if(engines, [](const ProcessInfo& p) { return p.state == 'Z'; });
        if (std::any_of(engines.begin(), engines.end(), isDeaf)) break;
    }
    ASSERT_TRUE(std::any_of(engines.begin(), engines.end(), isDeaf))
        << test::readFile(dir.path() / "match.log");

    match.signal(SIGKILL);
    match.wait(10s);
    for (const ProcessInfo& engine : engines) {
        auto deadline = test::Clock::now() + 10s;
        while (!ended(engine.pid) && test::Clock::now() < deadline)
            std::this_thread::sleep_for(10ms);
        EXPECT_TRUE(ended(engine.pid)) << "engine " << engine.pid << " outlived mudchess";
    }
}

// The same for an engine seated at a board: its process belongs to a worker thread of the
// service, and still goes when the terminal session is killed.
TEST(EngineOwnership, AnEngineAtABoardDiesWithTheSession) {
    test::TempDir dir;
    std::string conf = dir.file("engines.conf");
    std::ofstream(conf) << "[deaf]\ncommand = sh " << MUDCHESS_TEST_DATA
                        << "/fake_uci_engine.sh deaf\nlevels = none\n";
    test::Child session({MUDCHESS_BINARY, "--db", ":memory:", "--engines", conf},
                        dir.file("stderr.log"));
    ASSERT_TRUE(session.writeLine("invite deaf as white on board"));
    ASSERT_TRUE(session.writeLine("join game as black on board"));
    std::vector<ProcessInfo> engines;
    auto isDeaf = [](const ProcessInfo& p) { return p.name == "sleep"; };
    for (auto deadline = test::Clock::now() + 30s; test::Clock::now() < deadline;
         std::this_thread::sleep_for(20ms)) {
        engines = childrenOf(session.pid());
        if (std::any_of(engines.begin(), engines.end(), isDeaf)) break;
    }
    ASSERT_TRUE(std::any_of(engines.begin(), engines.end(), isDeaf)) << session.output();
    session.killNow();
    for (const ProcessInfo& engine : engines) {
        auto deadline = test::Clock::now() + 10s;
        while (!ended(engine.pid) && test::Clock::now() < deadline)
            std::this_thread::sleep_for(10ms);
        EXPECT_TRUE(ended(engine.pid)) << "engine " << engine.pid << " outlived mudchess";
    }
}
