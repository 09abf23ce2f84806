#include "front/subcommand_line.hpp"

namespace mudchess {

namespace po = boost::program_options;

SubcommandLine::SubcommandLine(std::string command, std::ostream& out, std::ostream& err)
    : command_(std::move(command)), out_(out), err_(err) {}

std::optional<int> SubcommandLine::read(const std::vector<std::string>& args,
                                        const po::options_description& options,
                                        po::variables_map& values) const {
    try {
        po::store(po::command_line_parser(args)
                      .options(options)
                      .positional(po::positional_options_description())
                      .run(),
                  values);
        if (values.count("help")) {
            out_ << options;
            return 0;
        }
        po::notify(values);
    } catch (const po::error& e) {
        return mistake(e.what());
    }
    return std::nullopt;
}

int SubcommandLine::mistake(const std::string& problem) const {
    err_ << command_ << ": " << problem << "\n(" << command_ << " --help lists the options)\n";
    return 2;
}

int SubcommandLine::failure(const std::string& problem) const {
    note(problem);
    return 1;
}

void SubcommandLine::note(const std::string& text) const {
    err_ << command_ << ": " << text << "\n";
}

} // namespace mudchess
