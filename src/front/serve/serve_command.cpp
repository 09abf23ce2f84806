#include "front/serve/serve_command.hpp"

#include "front/engine_options.hpp"

#include "front/serve/hub.hpp"
#include "front/serve/listener.hpp"
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
        "One JSON request per line on stdin, one JSON answer per line on stdout (README: \"JSON "
        "lines: mudchess serve\").\nOptions");
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
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args)
                      .options(options)
                      .positional(po::positional_options_description())
                      .run(),
                  vm);
        po::notify(vm);
    } catch (const po::error& e) {
        err << "mudchess serve: " << e.what() << "\n" << options;
        return 2;
    }
    if (vm.count("help")) {
        out << options;
        return 0;
    }
    std::optional<std::string> sharedToken;
    if (vm.count("token")) {
        if (token.empty()) {
            err << "mudchess serve: --token must not be empty\n";
            return 2;
        }
        sharedToken = token;
    }
    HubSettings settings;
    settings.token = sharedToken;
    if (!vm.count("listen") && (vm.count("allow-remote") || sharedToken)) {
        err << "mudchess serve: --allow-remote and --token are for --listen\n";
        return 2;
    }
    std::optional<Listening> listening;
    if (vm.count("listen")) {
        auto address = parseListenAddress(listen);
        if (auto* why = std::get_if<std::string>(&address)) {
            err << "mudchess serve: " << *why << "\n";
            return 2;
        }
        const ListenAddress& where = std::get<ListenAddress>(address);
        if (auto why = checkRemote(where, vm.count("allow-remote") > 0, sharedToken)) {
            err << "mudchess serve: " << *why << "\n";
            return 2;
        }
        auto socket = listenOn(where);
        if (auto* why = std::get_if<std::string>(&socket)) {
            err << "mudchess serve: " << *why << "\n";
            return 1;
        }
        listening = std::get<Listening>(socket);
        settings.listenFd = listening->fd;
    }

    if (auto bad =
            checkEngineOptions(serviceSettings.engineThreads, serviceSettings.engineMemoryMiB)) {
        err << "mudchess serve: --" << *bad << "\n";
        return 2;
    }
    if (abandonAfter < 1) {
        err << "mudchess serve: --abandon-after must be 1 second or more, like --abandon-after "
               "600\n";
        return 2;
    }
    if (draws != "claimed" && draws != "automatic") {
        err << "mudchess serve: --draws must be claimed or automatic, not \"" << draws << "\"\n";
        return 2;
    }
    serviceSettings.store = database;
    serviceSettings.draws = draws;
    serviceSettings.coloursFile = coloursFile;
    serviceSettings.abandonAfter = std::chrono::seconds(abandonAfter);
    std::optional<Service> service;
    try {
        service.emplace(serviceSettings);
    } catch (const ServiceError& e) {
        err << "mudchess serve: " << e.what() << "\n";
        if (listening) close(listening->fd);
        return 1;
    }
    for (const std::string& warning : service->warnings())
        err << "mudchess serve: " << warning << "\n";
    if (listening) err << "mudchess serve: listening on " << listening->where << std::endl;
    int status = runHub(*service, settings, err);
    if (listening) close(listening->fd);
    return status;
}

} // namespace mudchess::serve
