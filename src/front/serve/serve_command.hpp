// `mudchess serve`: the JSON-lines protocol on stdin/stdout, or to TCP clients with --listen.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mudchess::serve {

int runServeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess::serve
