#include "front/match/match_command.hpp"

#include "front/match/match_runner.hpp"
#include "front/subcommand_line.hpp"

#include <boost/program_options.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

namespace mudchess::match {

namespace po = boost::program_options;

namespace {

constexpr int MAX_GAMES = 100000;
constexpr int MAX_CONCURRENCY = 64;
constexpr int BUILT_IN_OPENINGS = 16;
const char* const DEFAULT_TC = "10+0.1";

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string percent(double fraction) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.1f%%", fraction * 100);
    return buf;
}

std::string pointsText(double points) {
    std::ostringstream out;
    out << points;
    return out.str();
}

// "+2 =1 -0", the usual short form of wins, draws and losses.
std::string tally(const MatchScore& s) {
    return "+" + std::to_string(s.wins) + " =" + std::to_string(s.draws) + " -" +
           std::to_string(s.losses);
}

std::string progressLine(const FinishedGame& game, const MatchScore& score, int finished,
                         const MatchSettings& settings) {
    const std::string& white = settings.names[game.whiteEngine];
    const std::string& black = settings.names[1 - game.whiteEngine];
    return "[" + std::to_string(finished) + "/" + std::to_string(settings.games) + "] game " +
           std::to_string(game.number) + ": " + white + " - " + black + " " +
           pgnResult(game.result) + " (" + game.termination + "); " + settings.names[0] + " " +
           tally(score) + ", " + percent(score.fraction());
}

void printSummary(std::ostream& out, const MatchSettings& settings, const MatchReport& report,
                  const std::string& pgnPath) {
    const MatchScore& s = report.score;
    out << settings.names[0] << " vs " << settings.names[1] << ": "
        << plural(s.games(), "game", "games") << " of " << settings.variant->key << " at "
        << settings.limits.text() << "\n";
    out << settings.names[0] << ": " << tally(s) << " (" << plural(s.wins, "win", "wins") << ", "
        << plural(s.draws, "draw", "draws") << ", " << plural(s.losses, "loss", "losses") << "), "
        << pointsText(s.points()) << "/" << s.games() << " = " << percent(s.fraction()) << "\n";
    out << "Elo difference: " << eloText(estimateElo(s)) << " (95% confidence, "
        << settings.names[0] << " against " << settings.names[1] << ")\n";
    out << "Endings:";
    bool first = true;
    for (const auto& [termination, count] : report.terminations) {
        out << (first ? " " : ", ") << termination << " " << count;
        first = false;
    }
    out << "\n";
    if (!pgnPath.empty()) out << "PGN: " << pgnPath << "\n";
}

} // namespace

int runMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                    bool terminal) {
    std::vector<std::string> engineTexts;
    std::string variantName(defaultVariant().key), tc, openingsPath, pgnPath;
    std::string event = "mudchess match";
    int games = 2, concurrency = 1, depth = 0;
    long moveTime = 0, timeMargin = 0;
    std::uint64_t nodes = 0;
    po::options_description options(
        "Usage: mudchess match --engine CMD --engine CMD [--variant V] [--games N] [--tc 10+0.1] "
        "[--openings FILE] [--pgn FILE] [--concurrency N]\nOptions");
    options.add_options()(
        "engine", po::value(&engineTexts)->composing(),
        "an engine's command, twice: program and arguments, then option.NAME=VALUE, "
        "name=LABEL and protocol=xboard (for XBoard engines; UCI is the default) settings "
        "(quote words with blanks)")("variant", po::value(&variantName)->default_value(variantName),
                                     variantList(&Variant::key, " or ").c_str())(
        "games", po::value(&games)->default_value(2),
        "games to play; each opening is played twice")(
        "tc", po::value(&tc),
        "clock in seconds as cutechess-cli: 10+0.1, 60, 40/60+1 (default 10+0.1)")(
        "movetime", po::value(&moveTime), "instead of a clock: milliseconds a move")(
        "time-margin", po::value(&timeMargin)->default_value(0),
        "with a clock: milliseconds an engine may overrun it before it loses on time, for "
        "pipes and a busy machine (cutechess-cli's timemargin)")(
        "depth", po::value(&depth), "instead of a clock: plies a move")(
        "nodes", po::value(&nodes), "instead of a clock: nodes a move")(
        "openings", po::value(&openingsPath),
        "one FEN or EPD line an opening (default: 16 built-in two-ply openings)")(
        "pgn", po::value(&pgnPath), "append every game to this file")(
        "concurrency", po::value(&concurrency)->default_value(1), "games played at once")(
        "event", po::value(&event)->default_value(event), "PGN Event tag")("help", "this message");

    SubcommandLine line("mudchess match", out, err);
    auto usage = [&](const std::string& problem) { return line.mistake(problem); };
    po::variables_map vm;
    if (auto status = line.read(args, options, vm)) return *status;

    MatchSettings settings;
    settings.event = event;
    settings.variant = findVariant(variantName);
    if (!settings.variant)
        return usage("unknown variant '" + variantName +
                     "': " + variantList(&Variant::key, " or "));
    if (engineTexts.size() != 2)
        return usage("a match needs two engines, each given with --engine CMD (got " +
                     std::to_string(engineTexts.size()) + ")");
    if (games < 1 || games > MAX_GAMES)
        return usage("--games must be between 1 and " + std::to_string(MAX_GAMES));
    if (concurrency < 1 || concurrency > MAX_CONCURRENCY)
        return usage("--concurrency must be between 1 and " + std::to_string(MAX_CONCURRENCY));
    int bounds = int(vm.count("tc")) + int(vm.count("movetime")) + int(vm.count("depth")) +
                 int(vm.count("nodes"));
    if (bounds > 1) return usage("give one of --tc, --movetime, --depth and --nodes, not several");
    std::string error;
    if (vm.count("movetime")) {
        if (moveTime < 1 || moveTime > 3600000)
            return usage("--movetime must be between 1 and 3600000 milliseconds");
        settings.limits.moveTime = Millis(moveTime);
    } else if (vm.count("depth")) {
        if (depth < 1 || depth > 100) return usage("--depth must be between 1 and 100");
        settings.limits.depth = depth;
    } else if (vm.count("nodes")) {
        if (nodes < 1) return usage("--nodes must be 1 or more");
        settings.limits.nodes = nodes;
    } else {
        settings.limits.clock = parseMatchClock(tc.empty() ? DEFAULT_TC : tc, error);
        if (!settings.limits.clock) return usage(error);
    }
    if (!vm["time-margin"].defaulted()) {
        if (!settings.limits.clock) return usage("--time-margin goes with a clock (--tc)");
        if (timeMargin < 0 || timeMargin > 60000)
            return usage("--time-margin must be between 0 and 60000 milliseconds");
        settings.limits.timeMargin = Millis(timeMargin);
    }
    if (openingsPath.empty()) {
        settings.openings = builtInOpenings(*settings.variant, BUILT_IN_OPENINGS);
    } else {
        std::optional<std::vector<Opening>> read =
            readOpenings(openingsPath, *settings.variant, error);
        if (!read) return usage(error);
        settings.openings = std::move(*read);
    }

    // Each engine is tried once before any game, so a typing mistake is one clear message
    // rather than a match of forfeits.
    for (int e = 0; e < 2; ++e) {
        std::string which =
            "engine " + std::to_string(e + 1) + " (\"" + engineTexts[std::size_t(e)] + "\"): ";
        std::optional<EngineSpec> spec = parseEngineSpec(engineTexts[std::size_t(e)], error);
        if (!spec) return usage(which + error);
        if (spec->protocol == EngineProtocol::XBOARD && settings.limits.nodes)
            return usage(which + "XBoard engines have no node limit: use --depth, --movetime or "
                                 "--tc");
        std::unique_ptr<EngineClient> client = startEngine(*spec, settings.variant->key, error);
        if (!client) return usage(which + error);
        settings.engines[std::size_t(e)] = *spec;
        settings.names[std::size_t(e)] = spec->label.empty() ? client->name() : spec->label;
    }
    if (settings.names[0] == settings.names[1]) {
        settings.names[0] += " (1)";
        settings.names[1] += " (2)";
    }
    settings.games = games;
    settings.concurrency = concurrency;

    std::ofstream pgnFile;
    if (!pgnPath.empty()) {
        pgnFile.open(pgnPath, std::ios::app);
        if (!pgnFile) return usage("cannot write the PGN file " + pgnPath);
    }

    auto onGame = [&](const FinishedGame& game, const MatchScore& score, int finished) {
        std::string line = progressLine(game, score, finished, settings);
        if (terminal)
            err << "\r\033[K" << line << std::flush;
        else
            err << line << "\n" << std::flush;
    };
    MatchReport report = runMatch(settings, pgnPath.empty() ? nullptr : &pgnFile, onGame);
    if (terminal) err << "\n";
    printSummary(out, settings, report, pgnPath);
    return 0;
}

} // namespace mudchess::match
