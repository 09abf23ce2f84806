#include "front/repl.hpp"

#include "chess/uci_move.hpp"

#include <iostream>

namespace mudchess {

// A bare session on one board until the command language lands: UCI moves, fen, new, quit.
int runRepl(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
    if (!args.empty()) {
        err << "mudchess: unknown command '" << args[0]
            << "'; try 'mudchess' for the session or 'mudchess perft --help'\n";
        return 2;
    }
    Position pos = Position::start(chessVariant());
    out << "mudchess: type a move (e2e4), 'new [chess|knightmate|knightschess]', 'fen' or "
           "'quit'.\n";
    for (std::string line; std::getline(in, line);) {
        if (line == "quit" || line == "exit") break;
        if (line == "fen") {
            out << pos.fen() << "\n";
        } else if (line.starts_with("new")) {
            std::string name = line.size() > 4 ? line.substr(4) : "chess";
            const Variant* v = findVariant(name);
            if (!v)
                out << "'" << name << "' is not a variant; try chess, knightmate or knightschess\n";
            else
                pos = Position::start(*v);
            if (v) out << "New " << v->displayName << " game.\n";
        } else if (std::optional<Move> m = parseUci(pos, line)) {
            pos.play(*m);
            out << pos.fen() << "\n";
        } else if (!line.empty()) {
            out << "'" << line << "' is not a legal move here; moves look like e2e4 or e7e8q\n";
        }
    }
    return 0;
}

} // namespace mudchess
