#include "front/perft_command.hpp"

#include "chess/perft.hpp"
#include "chess/uci_move.hpp"

#include <boost/program_options.hpp>

#include <iostream>

namespace mudchess {

namespace po = boost::program_options;

int runPerftCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string variantName, fen;
    int depth = 0;
    po::options_description options(
        "Usage: mudchess perft --variant {chess|knightmate|knightschess} "
        "[--fen FEN] --depth N [--divide]\nOptions");
    options.add_options()("variant", po::value(&variantName)->default_value("chess"),
                          "chess (standard), knightmate or knightschess")(
        "fen", po::value(&fen), "start from this position instead of the variant's start")(
        "depth", po::value(&depth)->required(), "plies to count, 1 or more")(
        "divide", "print the count below each root move")("help", "this message");

    po::variables_map vm;
    auto usage = [&](const std::string& problem) {
        err << "mudchess perft: " << problem << "\n" << options;
        return 2;
    };
    try {
        po::store(po::command_line_parser(args).options(options).run(), vm);
        if (vm.count("help")) {
            out << options;
            return 0;
        }
        po::notify(vm);
    } catch (const po::error& e) {
        return usage(e.what());
    }

    const Variant* variant = findVariant(variantName);
    if (!variant) return usage("unknown variant '" + variantName + "'");
    if (depth < 1 || depth > 20) return usage("--depth must be between 1 and 20");
    FenResult parsed = Position::fromFen(*variant, fen.empty() ? variant->startFen : fen);
    if (!parsed.position) return usage("bad --fen: " + parsed.error);

    std::uint64_t total = 0;
    if (vm.count("divide")) {
        for (const auto& [move, count] : perftDivide(*parsed.position, depth)) {
            out << toUci(move) << ": " << count << "\n";
            total += count;
        }
        out << "\n";
    } else {
        total = perft(*parsed.position, depth);
    }
    out << "Nodes searched: " << total << "\n";
    return 0;
}

} // namespace mudchess
