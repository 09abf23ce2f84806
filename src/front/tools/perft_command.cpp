#include "front/tools/perft_command.hpp"

#include "chess/perft.hpp"
#include "chess/uci_move.hpp"
#include "chess/variant.hpp"
#include "front/subcommand_line.hpp"
#include "render/fen_error_words.hpp"

#include <boost/program_options.hpp>

#include <iostream>
#include <span>

namespace mudchess {

namespace po = boost::program_options;

namespace {

// "chess (standard), knightmate or knightschess": each variant's key, with its other names of
// one word, which a command line takes as well.
std::string variantChoices() {
    std::string out;
    std::span<const Variant* const> all = allVariants();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i) out += i + 1 == all.size() ? " or " : ", ";
        out += all[i]->key;
        for (std::string_view alias : all[i]->aliases)
            if (alias.find(' ') == std::string_view::npos) out += " (" + std::string(alias) + ")";
    }
    return out;
}

} // namespace

int runPerftCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string variantName, fen;
    int depth = 0;
    po::options_description options("Usage: mudchess perft --variant {" +
                                    variantList(&Variant::key, "|", "|") +
                                    "} [--fen FEN] --depth N [--divide]\nOptions");
    options.add_options()("variant",
                          po::value(&variantName)->default_value(std::string(defaultVariant().key)),
                          variantChoices().c_str())(
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
    if (!parsed.position) return usage("bad --fen: " + fenErrorSentence(*variant, parsed.error));

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
