// mudchess: subcommands. With none, the interactive session on stdin/stdout.
#include "front/engine_protocols/uci_command.hpp"
#include "front/engine_protocols/xboard_command.hpp"
#include "front/irc/run.hpp"
#include "front/match/match_command.hpp"
#include "front/mud/run.hpp"
#include "front/serve/serve_command.hpp"
#include "front/terminal/repl.hpp"
#include "front/tools/migrate_command.hpp"
#include "front/tools/perft_command.hpp"
#include "front/tools/puzzles_command.hpp"
#include "front/tools/ratings_command.hpp"

#include <functional>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using Args = std::vector<std::string>;

struct Subcommand {
    const char* name;
    const char* about;
    std::function<int(const Args&)> run;
};

const std::vector<Subcommand>& subcommands() {
    static const std::vector<Subcommand> all{
        {"irc", "an IRC bot: boards in channels and private messages (irc --help for its keys)",
         [](const Args& a) { return mudchess::irc::runIrcCommand(a, std::cout, std::cerr); }},
        {"mud", "a robot in a TinyMUX: a character playing in its room (mud --help for its keys)",
         [](const Args& a) { return mudchess::mud::runMudCommand(a, std::cout, std::cerr); }},
        {"serve", "JSON lines on stdin/stdout, for programs that drive games",
         [](const Args& a) { return mudchess::serve::runServeCommand(a, std::cout, std::cerr); }},
        {"uci", "a UCI chess engine for GUIs (the variants as UCI_Variant)",
         [](const Args& a) { return mudchess::runUciCommand(a, std::cin, std::cout, std::cerr); }},
        {"xboard", "the same engine for XBoard, KDE Knights and other GUIs of the xboard protocol",
         [](const Args& a) {
             return mudchess::runXboardCommand(a, std::cin, std::cout, std::cerr);
         }},
        {"match", "play engines against each other and write the games as PGN",
         [](const Args& a) {
             return mudchess::match::runMatchCommand(a, std::cout, std::cerr,
                                                     isatty(STDERR_FILENO));
         }},
        {"migrate", "copy every game from SQLite to PostgreSQL or back (migrate --help)",
         [](const Args& a) { return mudchess::runMigrateCommand(a, std::cout, std::cerr); }},
        {"ratings", "check the stored ratings against the rated games (ratings --help)",
         [](const Args& a) { return mudchess::runRatingsCommand(a, std::cout, std::cerr); }},
        {"puzzles", "cut puzzles from self-play, or check a puzzle file (puzzles --help)",
         [](const Args& a) { return mudchess::runPuzzlesCommand(a, std::cout, std::cerr); }},
        {"perft", "count the positions a number of moves deep (tests the move generator)",
         [](const Args& a) { return mudchess::runPerftCommand(a, std::cout, std::cerr); }},
    };
    return all;
}

std::string subcommandNames() {
    std::string names;
    for (const Subcommand& s : subcommands())
        names += (names.empty() ? "" : ", ") + std::string(s.name);
    return names;
}

// The whole program's help: the subcommands, then the interactive session's own options (which
// the session prints itself, so they cannot go out of date).
int printHelp() {
    std::cout << "Usage: mudchess [OPTIONS]              play at the terminal (the default)\n"
                 "       mudchess SUBCOMMAND [--help | OPTIONS]\n"
                 "       mudchess --version\n\n"
                 "Subcommands:\n";
    for (const Subcommand& s : subcommands()) {
        std::string name = s.name;
        std::cout << "  " << name << std::string(8 - name.size(), ' ') << s.about << "\n";
    }
    std::cout << "\nThe terminal session (no subcommand):\n";
    return mudchess::runRepl({"--help"}, std::cin, std::cout, std::cerr);
}

} // namespace

int main(int argc, char** argv) {
    Args args(argv + 1, argv + argc);
    if (args.empty()) return mudchess::runRepl(args, std::cin, std::cout, std::cerr);
    const std::string& first = args[0];
    if (first == "--help" || first == "-h" || first == "help") return printHelp();
    if (first == "--version" || first == "-V") {
        std::cout << "mudchess " << MUDCHESS_VERSION << "\n";
        return 0;
    }
    for (const Subcommand& s : subcommands())
        if (first == s.name) return s.run({args.begin() + 1, args.end()});
    // The rule: a first word without a leading dash names a subcommand; options go to the
    // terminal session, which refuses any stray word after them itself.
    if (first[0] != '-') {
        std::cerr << "mudchess: unknown subcommand \"" << first << "\"; the subcommands are "
                  << subcommandNames()
                  << " (or none, to play at the terminal); mudchess --help says more\n";
        return 2;
    }
    return mudchess::runRepl(args, std::cin, std::cout, std::cerr);
}
