// The interactive session: one line in, replies out.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

int runRepl(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

} // namespace mudchess
