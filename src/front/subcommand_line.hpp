// A subcommand's command line as its user typed it: reading the options and saying what was
// wrong, the same way for every subcommand ("mudchess serve: <problem>" and where to look).
#pragma once

#include <boost/program_options.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace mudchess {

class SubcommandLine {
  public:
    // `command` is how the user called it: "mudchess", "mudchess serve", ...
    SubcommandLine(std::string command, std::ostream& out, std::ostream& err);

    // Reads `args` into `values`; a stray word is a mistake, not something to ignore. Returns
    // the exit status when the command should end here (0 after printing --help, 2 after a
    // mistake), or nothing when it should run. --help works even when a required option is
    // missing.
    std::optional<int> read(const std::vector<std::string>& args,
                            const boost::program_options::options_description& options,
                            boost::program_options::variables_map& values) const;

    // Says a mistake in the command line and returns 2, the status of a bad command line.
    int mistake(const std::string& problem) const;
    // Says why the command could not run (not the user's typing) and returns 1.
    int failure(const std::string& problem) const;
    // Says something the user should know that does not stop the command.
    void note(const std::string& text) const;

  private:
    std::string command_;
    std::ostream& out_;
    std::ostream& err_;
};

} // namespace mudchess
