// `mudchess serve`: the JSON-lines protocol on stdin/stdout, or to TCP clients with --listen.
#pragma once

#include "front/serve/hub.hpp"
#include "front/shared_settings.hpp"

#include <boost/program_options.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace mudchess::serve {

// What serve's command line chooses: where it listens, the clients' token, where notices go, the
// limits on TCP clients (hub.hpp holds their defaults), and the service's settings
// (shared_settings.hpp).
struct ServeSettings {
    std::string listen; // HOST:PORT; empty: stdin and stdout
    std::string token;
    std::string log;    // a file for notices; empty: as JSON lines (stdio) or on stderr (TCP)
    std::string places; // "hall,Library": the only places games may be in; empty: any
    HubSettings hub;
    ServiceSettings service = sharedDefaults();
};

// serve's options, writing into `s`; what `s` holds is their default.
boost::program_options::options_description serveOptions(ServeSettings& s);

int runServeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess::serve
