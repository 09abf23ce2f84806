// mudchess: subcommands. With none, the interactive session on stdin/stdout.
#include "front/irc/run.hpp"
#include "front/match/match_command.hpp"
#include "front/perft_command.hpp"
#include "front/repl.hpp"
#include "front/serve/serve_command.hpp"
#include "front/uci_command.hpp"

#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "perft")
        return mudchess::runPerftCommand({args.begin() + 1, args.end()}, std::cout, std::cerr);
    if (!args.empty() && args[0] == "uci")
        return mudchess::runUciCommand({args.begin() + 1, args.end()}, std::cin, std::cout,
                                       std::cerr);
    if (!args.empty() && args[0] == "match")
        return mudchess::match::runMatchCommand({args.begin() + 1, args.end()}, std::cout,
                                                std::cerr, isatty(STDERR_FILENO));
    if (!args.empty() && args[0] == "irc")
        return mudchess::irc::runIrcCommand({args.begin() + 1, args.end()}, std::cout, std::cerr);
    if (!args.empty() && args[0] == "serve")
        return mudchess::serve::runServeCommand({args.begin() + 1, args.end()}, std::cout,
                                                std::cerr);
    return mudchess::runRepl(args, std::cin, std::cout, std::cerr);
}
