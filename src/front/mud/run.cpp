#include "front/mud/run.hpp"

#include "front/mud/old_players_file.hpp"
#include "front/mud/robot.hpp"

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <optional>

namespace mudchess::mud {

namespace {

volatile std::sig_atomic_t stopRequested = 0;
extern "C" void requestRobotStop(int) { stopRequested = 1; }

} // namespace

ServiceSettings serviceSettings(const RobotConfig& config) {
    ServiceSettings s = config.service;
    if (s.store.empty()) s.store = ":memory:";
    s.colours = Colours::ANSI16;
    s.places = {config.place};
    s.placeWord = "room";
    return s;
}

int runMudCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    for (const std::string& a : args)
        if (a == "--help" || a == "-h") {
            out << robotConfigHelp();
            return 0;
        }
    auto loaded = loadRobotConfig(args, [](const char* name) { return std::getenv(name); });
    if (auto* e = std::get_if<ConfigError>(&loaded)) {
        err << "mudchess mud: " << e->message << "\n";
        return 2;
    }
    RobotConfig config = std::get<RobotConfig>(std::move(loaded));
    std::optional<Service> service;
    try {
        service.emplace(serviceSettings(config));
    } catch (const ServiceError& e) {
        err << "mudchess mud: " << e.what() << "\n";
        return 1;
    }
    for (const std::string& w : service->warnings()) err << "mudchess mud: " << w << "\n";
    std::signal(SIGINT, requestRobotStop);
    std::signal(SIGTERM, requestRobotStop);
    std::signal(SIGPIPE, SIG_IGN);
    adoptOldPlayersFile(oldPlayersFileFor(config.service.store), *service, err);
    Robot robot(std::move(config), *service, err);
    return robot.run(stopRequested);
}

} // namespace mudchess::mud
