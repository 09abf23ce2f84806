#include "front/serve/serve_command.hpp"

#include "front/serve/hub.hpp"
#include "front/serve/listener.hpp"
#include "front/serve/notices.hpp"
#include "front/shared_settings.hpp"
#include "front/subcommand_line.hpp"
#include "mudchess/mudchess.hpp"
#include "render/name_words.hpp"
#include "text/name_rule.hpp"
#include "text/words.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <sstream>
#include <string_view>
#include <unistd.h>

namespace mudchess::serve {

namespace po = boost::program_options;

po::options_description serveOptions(ServeSettings& s) {
    po::options_description options(
        "Usage: mudchess serve [--db LOCATION] [--listen HOST:PORT [--allow-remote --token "
        "TOKEN] [--max-clients N ...]] [--colours FILE]\n"
        "One JSON request per line on stdin, one JSON answer per line on stdout (the protocol: "
        "docs/protocol.md).\nOptions");
    options.add_options()(
        "listen", po::value(&s.listen),
        "serve TCP clients on HOST:PORT (like 127.0.0.1:4000; port 0 picks a free one, printed "
        "on stderr) instead of stdin/stdout; loopback only unless --allow-remote")(
        "allow-remote", "allow a --listen address other than loopback (needs --token)")(
        "token", po::value(&s.token),
        "a shared secret each TCP client must send first: {\"op\":\"auth\",\"token\":\"...\"}")(
        "log", po::value(&s.log),
        "append notices (start-up warnings, why it stopped, clients cut off) to FILE as plain "
        "lines; without it they are JSON lines without id on stdout (so stdout and stderr carry "
        "nothing else), or lines on stderr with --listen")(
        "places", po::value(&s.places),
        "the only places games may be in, separated by commas (like \"hall,Library\"); a "
        "request elsewhere, or \"in <place>\" naming another, is refused with unknown_place. "
        "Without it, any place")(
        "max-clients", po::value(&s.hub.maxClients)->default_value(s.hub.maxClients),
        "TCP clients served at once (authenticated; without --token, past their first request)")(
        "max-unauthenticated",
        po::value(&s.hub.maxUnauthenticated)->default_value(s.hub.maxUnauthenticated),
        "connections not authenticated yet (without --token: no request yet); one more closes "
        "the oldest of them")(
        "auth-timeout", po::value(&s.hub.authTimeout)->default_value(s.hub.authTimeout),
        "seconds a new connection has to authenticate (without --token: to send a request)")(
        "idle-timeout", po::value(&s.hub.idleTimeout)->default_value(s.hub.idleTimeout),
        "seconds a served client may send nothing before it is closed (0: never)")(
        "max-unread-kib", po::value(&s.hub.maxUnreadKiB)->default_value(s.hub.maxUnreadKiB),
        "KiB of answers a client may leave unread before it is closed");
    addSharedSettings(options, s.service);
    options.add_options()("help", "this message");
    return options;
}

namespace {

// Whether the command line names an option, for when it could not be read.
bool names(const std::vector<std::string>& args, std::string_view option) {
    return std::any_of(args.begin(), args.end(),
                       [&](const std::string& a) { return a.starts_with(option); });
}

// Serves once the command line is read and notices have somewhere to go. What `line` says is
// collected in `said`, and passed on as one notice each by the caller.
int serve(const ServeSettings& chosen, const po::variables_map& vm, const SubcommandLine& line,
          Notices& notices, std::ostream& err) {
    const std::string& listen = chosen.listen;
    const std::string& token = chosen.token;
    if (auto bad = sharedSettingsProblem(chosen.service, SettingSource::COMMAND_LINE))
        return line.mistake(bad->message);
    std::optional<std::string> sharedToken;
    if (vm.count("token")) {
        if (token.empty()) return line.mistake("--token must not be empty");
        sharedToken = token;
    }
    ServiceSettings serviceSettings = chosen.service;
    for (std::string_view place : splitWords(chosen.places, ",")) {
        while (place.starts_with(' ')) place.remove_prefix(1);
        while (place.ends_with(' ')) place.remove_suffix(1);
        if (std::optional<NameRefusal> bad = refuseName("place", place))
            return line.mistake("--places: " + bad->text);
        serviceSettings.places.emplace_back(place);
    }
    if (vm.count("places") && serviceSettings.places.empty())
        return line.mistake("--places needs at least one place, like --places hall,Library");
    HubSettings settings = chosen.hub;
    settings.token = sharedToken;
    if (!vm.count("listen") && (vm.count("allow-remote") || sharedToken))
        return line.mistake("--allow-remote and --token are for --listen");
    for (const char* tcpOnly :
         {"max-clients", "max-unauthenticated", "auth-timeout", "idle-timeout", "max-unread-kib"})
        if (!vm.count("listen") && !vm[tcpOnly].defaulted())
            return line.mistake(std::string("--") + tcpOnly + " is for --listen");
    if (auto bad = hubSettingsProblem(settings)) return line.mistake(*bad);
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
        service.emplace(serviceSettings);
    } catch (const ServiceError& e) {
        if (listening) close(listening->fd);
        return line.failure(e.what());
    }
    for (const std::string& warning : service->warnings()) notices.say(warning);
    if (listening) {
        // Flushed, and on stderr whatever --log says: a script starting the server waits for
        // this line to learn the port.
        err << "mudchess serve: listening on " << listening->where << std::endl;
        if (!chosen.log.empty()) notices.say("listening on " + listening->where);
    }
    int status = 0;
    try {
        status = runHub(*service, settings, notices.stream());
    } catch (const std::exception& e) {
        notices.say(std::string("stopped: ") + e.what());
        status = 1;
    }
    if (listening) close(listening->fd);
    return status;
}

} // namespace

int runServeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    ServeSettings chosen;
    po::options_description options = serveOptions(chosen);
    // What the command line says (a mistake, why it cannot start), kept until it is known where
    // notices go, then passed on as one notice.
    std::ostringstream said;
    SubcommandLine line("mudchess serve", out, said);
    po::variables_map vm;
    std::optional<int> status = line.read(args, options, vm);
    // Stdio mode unless --listen, guessed from the words when the command line could not be read.
    bool tcp = vm.count("listen") > 0 || (status && names(args, "--listen"));
    std::ofstream logFile;
    if (!status && !chosen.log.empty()) {
        logFile.open(chosen.log, std::ios::app);
        if (!logFile)
            status = line.failure("cannot write the log \"" + chosen.log +
                                  "\": " + std::strerror(errno));
    }
    std::ostream& target = logFile.is_open() ? logFile : tcp ? err : out;
    Notices notices(target,
                    logFile.is_open() || tcp ? Notices::Form::TEXT : Notices::Form::JSON_LINES);
    if (!status) status = serve(chosen, vm, line, notices, err);
    notices.say(said.str());
    return *status;
}

} // namespace mudchess::serve
