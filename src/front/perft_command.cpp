#include "front/perft_command.hpp"

#include "chess/perft.hpp"
#include "chess/uci_move.hpp"
#include "front/subcommand_line.hpp"

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

    SubcommandLine line("mudchess perft", out, err);
    auto usage = [&](const std::string& problem) { return line.mistake(problem); };
    po::variables_map vm;
    if (auto status = line.read(args, options, vm)) return *status;

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
