// The interactive session: one line in, replies out.
#pragma once

#include "render/presentation.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

// The colour encoding for a terminal: `mode` is --colour's value (auto, always or never). Auto
// colours only a terminal, and never when NO_COLOR is set (https://no-color.org); always
// colours even a pipe. 256 colours where TERM says so, else 16.
ColourEncoding terminalEncoding(const std::string& mode, bool stdoutIsTerminal, bool noColour,
                                const std::string& term);

int runRepl(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

} // namespace mudchess
