#include "front/serve/serve_command.hpp"
#include "chess/game.hpp"

#include "front/engine_options.hpp"

#include "front/serve/hub.hpp"
#include "front/serve/listener.hpp"
#include "front/subcommand_line.hpp"
#include "mudchess/mudchess.hpp"

#include <boost/program_options.hpp>

#include <cstdlib>
#include <unistd.h>

namespace mudchess::serve {

int runServeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    namespace po = boost::program_options;
    std::string database = ":memory:";
    std::string listen;
    std::string token;
    int abandonAfter = int(ServiceSettings{}.abandonAfter.count());
    std::string draws = ServiceSettings{}.draws;
    const char* coloursEnv = std::getenv("MUDCHESS_COLOURS");
    std::string coloursFile = coloursEnv ? coloursEnv : "";
    po::options_description options(
        "Usage: mudchess serve [--db LOCATION] [--listen HOST:PORT [--allow-remote --token "
        "TOKEN]] [--colours FILE]\n"
        "One JSON request per line on stdin, one JSON answer per line on stdout (the protocol: "
        "docs/protocol.md).\nOptions");
    options.add_options()(
        "db", po::value(&database),
        "where games are kept: sqlite:FILE, a file path, or :memory: (the default for serve: "
        "nothing is kept when it stops)")(
        "listen", po::value(&listen),
        "serve TCP clients on HOST:PORT (like 127.0.0.1:4000; port 0 picks a free one, printed "
        "on stderr) instead of stdin/stdout; loopback only unless --allow-remote")(
        "allow-remote", "allow a --listen address other than loopback (needs --token)")(
        "token", po::value(&token),
        "a shared secret each TCP client must send first: {\"op\":\"auth\",\"token\":\"...\"}")(
        "colours", po::value(&coloursFile),
        "a file of colour schemes to add to the built-in ones (default: $MUDCHESS_COLOURS)")(
        "abandon-after", po::value(&abandonAfter)->default_value(abandonAfter),
        "seconds the player to move in an untimed game may be away before the game can be "
        "claimed")("draws", po::value(&draws)->default_value(draws),
                   "claimed or automatic: the draw rule of boards that chose none (automatic: "
                   "drawn at once at the third repetition or the 50-move count)")("help",
                                                                                  "this message");
    ServiceSettings serviceSettings;
    addEngineOptions(options, serviceSettings.engineThreads, serviceSettings.engineMemoryMiB);
    SubcommandLine line("mudchess serve", out, err);
    po::variables_map vm;
    if (auto status = line.read(args, options, vm)) return *status;
    std::optional<std::string> sharedToken;
    if (vm.count("token")) {
        if (token.empty()) return line.mistake("--token must not be empty");
        sharedToken = token;
    }
    HubSettings settings;
    settings.token = sharedToken;
    if (!vm.count("listen") && (vm.count("allow-remote") || sharedToken))
        return line.mistake("--allow-remote and --token are for --listen");
    std::optional<Listening> listening;
    if (vm.count("listen")) {
        auto address = parseListenAddress(listen);
        if (auto* why = std::get_if<std::string>(&address)) return line.mistake(*why);
        const ListenAddress& where = std::get<ListenAddress>(address);
        if (auto why = checkRemote(where, vm.count("allow-remote") > 0, sharedToken))
            return line.mistake(*why);
        auto socket = listenOn(where);
        if (auto* why = std::get_if<std::string>(&socket)) return line.failure(*why);
        listening = std::get<Listening>(socket);
        settings.listenFd = listening->fd;
    }

    if (auto bad =
            checkEngineOptions(serviceSettings.engineThreads, serviceSettings.engineMemoryMiB))
        return line.mistake("--" + *bad);
    if (abandonAfter < 1)
        return line.mistake("--abandon-after must be 1 second or more, like --abandon-after 600");
    if (!drawRuleNamed(draws))
        return line.mistake("--draws must be claimed or automatic, not \"" + draws + "\"");
    serviceSettings.store = database;
    serviceSettings.draws = draws;
    serviceSettings.coloursFile = coloursFile;
    serviceSettings.abandonAfter = std::chrono::seconds(abandonAfter);
    std::optional<Service> service;
    try {
        service.emplace(serviceSettings);
    } catch (const ServiceError& e) {
        if (listening) close(listening->fd);
        return line.failure(e.what());
    }
    for (const std::string& warning : service->warnings()) line.note(warning);
    // Flushed: a script starting the server waits for this line to learn the port.
    if (listening) err << "mudchess serve: listening on " << listening->where << std::endl;
    int status = runHub(*service, settings, err);
    if (listening) close(listening->fd);
    return status;
}

} // namespace mudchess::serve
