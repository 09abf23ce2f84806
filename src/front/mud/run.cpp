#include "front/mud/run.hpp"

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

std::string playersFileFor(const std::string& store) {
    if (store.empty() || store == ":memory:") return "";
    std::string path = store.starts_with("sqlite:") ? store.substr(7) : store;
    return path.empty() ? "" : path + ".players";
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
    std::string players = playersFileFor(config.service.store);
    Robot robot(std::move(config), *service, players, err);
    return robot.run(stopRequested);
}

} // namespace mudchess::mud
