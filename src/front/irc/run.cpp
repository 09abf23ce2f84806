#include "front/irc/run.hpp"

#include "front/irc/bot.hpp"

#include <csignal>
#include <iostream>
#include <optional>

namespace mudchess::irc {

namespace {

volatile std::sig_atomic_t stopRequested = 0;
extern "C" void requestStop(int) { stopRequested = 1; }

} // namespace

ServiceSettings serviceSettings(const BotConfig& config) {
    ServiceSettings s = config.service;
    // Without a database the games live in memory and are gone when the bot stops.
    if (s.store.empty()) s.store = ":memory:";
    // IRC boards: mIRC colours in each user's scheme (the configured one for users who chose
    // none, and for boards sent to a whole channel), compact unless a user asks otherwise,
    // because a full board costs tens of seconds of the pacing budget.
    s.colours = Colours::MIRC;
    s.compactBoards = true;
    // Places are channels, by their folded names (the bot folds the channel of every line).
    for (const ChannelConfig& c : config.channels) s.places.push_back(foldCase(c.name));
    s.placeWord = "channel";
    return s;
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
    std::optional<Service> service;
    try {
        service.emplace(serviceSettings(config));
    } catch (const ServiceError& e) {
        err << "mudchess irc: " << e.what() << "\n";
        return 1;
    }
    std::signal(SIGINT, requestStop);
    std::signal(SIGTERM, requestStop);
    // A peer closing the socket under a write must not kill the bot; the loop reconnects.
    std::signal(SIGPIPE, SIG_IGN);
    Bot bot(std::move(config), *service, err);
    return bot.run(stopRequested);
}

} // namespace mudchess::irc
