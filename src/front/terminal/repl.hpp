// The interactive session: one line in, replies out.
#pragma once

#include "mudchess/mudchess.hpp"
#include "render/presentation.hpp"

#include <boost/program_options.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

// The colour encoding for a terminal: `mode` is --colour's value (auto, always or never). Auto
// colours only a terminal, and never when NO_COLOR is set (https://no-color.org); always
// colours even a pipe. 256 colours where TERM says so, else 16.
ColourEncoding terminalEncoding(const std::string& mode, bool stdoutIsTerminal, bool noColour,
                                const std::string& term);

// What the terminal session's command line chooses: who the player is, when boards are
// coloured, and the service's settings (shared_settings.hpp), whose store is the player's own
// file when it is left empty.
struct ReplSettings {
    std::string name;
    std::string colourMode = "auto";
    ServiceSettings service;
};

// Before the command line: the login name, colours on a terminal, and every shared setting's
// default but the store's.
ReplSettings defaultReplSettings();
// The session's options, writing into `s`; what `s` holds is their default.
boost::program_options::options_description replOptions(ReplSettings& s);

int runRepl(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);

} // namespace mudchess
