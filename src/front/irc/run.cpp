#include "front/irc/run.hpp"

#include "front/irc/bot.hpp"
#include "store/sqlite_store.hpp"

#include <csignal>
#include <iostream>

namespace mudchess::irc {

namespace {

volatile std::sig_atomic_t stopRequested = 0;
extern "C" void requestStop(int) { stopRequested = 1; }

} // namespace

std::unique_ptr<BotWorld> openWorld(const BotConfig& config, std::string& error) {
    auto opened = std::make_unique<BotWorld>();
    if (config.database.empty()) return opened; // games in memory, gone when the bot stops
    try {
        opened->store = SqliteStore::openInto(config.database, opened->world);
    } catch (const StoreError& e) {
        error = e.what();
        return nullptr;
    }
    return opened;
}

int runIrcCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    for (const std::string& a : args)
        if (a == "--help" || a == "-h") {
            out << botConfigHelp();
            return 0;
        }
    auto loaded = loadBotConfig(args);
    if (auto* e = std::get_if<ConfigError>(&loaded)) {
        err << "mudchess irc: " << e->message << "\n";
        return 2;
    }
    BotConfig config = std::get<BotConfig>(std::move(loaded));
    std::string error;
    std::unique_ptr<BotWorld> opened = openWorld(config, error);
    if (!opened) {
        err << "mudchess irc: " << error << "\n";
        return 1;
    }
    Dispatcher dispatcher(opened->world, opened->store.get());
    std::signal(SIGINT, requestStop);
    std::signal(SIGTERM, requestStop);
    // A peer closing the socket under a write must not kill the bot; the loop reconnects.
    std::signal(SIGPIPE, SIG_IGN);
    Bot bot(std::move(config), dispatcher, err);
    return bot.run(stopRequested);
}

} // namespace mudchess::irc
