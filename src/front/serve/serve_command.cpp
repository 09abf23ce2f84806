#include "front/serve/serve_command.hpp"

#include "front/serve/hub.hpp"
#include "front/serve/listener.hpp"
#include "front/shared_settings.hpp"
#include "front/subcommand_line.hpp"
#include "mudchess/mudchess.hpp"

#include <boost/program_options.hpp>

#include <cstdlib>
#include <unistd.h>

namespace mudchess::serve {

namespace po = boost::program_options;

po::options_description serveOptions(ServeSettings& s) {
    po::options_description options(
        "Usage: mudchess serve [--db LOCATION] [--listen HOST:PORT [--allow-remote --token "
        "TOKEN]] [--colours FILE]\n"
        "One JSON request per line on stdin, one JSON answer per line on stdout (the protocol: "
        "docs/protocol.md).\nOptions");
    options.add_options()(
        "listen", po::value(&s.listen),
        "serve TCP clients on HOST:PORT (like 127.0.0.1:4000; port 0 picks a free one, printed "
        "on stderr) instead of stdin/stdout; loopback only unless --allow-remote")(
        "allow-remote", "allow a --listen address other than loopback (needs --token)")(
        "token", po::value(&s.token),
        "a shared secret each TCP client must send first: {\"op\":\"auth\",\"token\":\"...\"}");
    addSharedSettings(options, s.service);
    options.add_options()("help", "this message");
    return options;
}

int runServeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    ServeSettings chosen;
    po::options_description options = serveOptions(chosen);
    const std::string& listen = chosen.listen;
    const std::string& token = chosen.token;
    SubcommandLine line("mudchess serve", out, err);
    po::variables_map vm;
    if (auto status = line.read(args, options, vm)) return *status;
    if (auto bad = sharedSettingsProblem(chosen.service, SettingSource::COMMAND_LINE))
        return line.mistake(bad->message);
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
    std::optional<Service> service;
    try {
        service.emplace(chosen.service);
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
