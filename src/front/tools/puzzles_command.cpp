#include "front/tools/puzzles_command.hpp"

#include "front/shared_settings.hpp"
#include "front/subcommand_line.hpp"
#include "puzzle/cutter.hpp"
#include "puzzle/engine_check.hpp"
#include "puzzle/puzzle_csv.hpp"
#include "puzzle/puzzle_store.hpp"
#include "render/engine_check_words.hpp"
#include "render/puzzle_csv_words.hpp"
#include "search/self_play.hpp"
#include "store/open_store.hpp"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace mudchess {

namespace po = boost::program_options;

namespace {

const char* const USAGE = "Usage: mudchess puzzles cut --variant V --games N --out FILE [options]\n"
                          "       mudchess puzzles check FILE [--variant V]\n"
                          "       mudchess puzzles check FILE [--variant V] --engine PROGRAM "
                          "[--depth D] [--drop]\n"
                          "       mudchess puzzles import FILE [--variant V] --db LOCATION\n"
                          "       mudchess puzzles export --variant V --file FILE --db LOCATION\n"
                          "Files are lichess's open puzzle CSV, in any variant's letters.\n"
                          "check --engine has a UCI engine (stockfish for chess, fairy-stockfish "
                          "for knightmate)\n"
                          "search every solver move: the puzzle's move must be its best, and "
                          "clearly.\n"
                          "Options";

// What `cut` does: our engine plays games against itself at a weak level (it blunders, which
// is where puzzles come from), each game is analysed and cut by lichess-puzzler's rules, and
// every puzzle found is searched again, harder, before it is kept.
struct CutSettings {
    const Variant* variant = nullptr;
    int games = 0;
    std::uint64_t firstSeed = 1;
    int level = 3;
    int plies = 120;
    std::uint64_t playNodes = 20'000;
    double blunders = 0.05;
    std::uint64_t scanNodes = 10'000;
    std::uint64_t cutNodes = 100'000;
    std::uint64_t verifyNodes = 1'000'000;
    int threads = 1;
    // Also try every move the game did not play: each legal move of a position is a possible
    // blunder, and the puzzle it would have handed over is cut as if it had been played.
    bool everyMove = true;
    int perGame = 6; // at most this many puzzles from one game, for variety
};

// The puzzles the moves `game` did not play would have handed over, at most `most`: at each
// position after the opening, each legal move is looked at quickly (`scan`) and the first that
// makes a puzzle is cut from (`limits`), as a game of that one move.
std::vector<puzzle::Puzzle>
cutFromMovesNotPlayed(const Game& game, const analysis::GameAnalysis& analysis,
                      const puzzle::GameCredit& credit, const analysis::AnalysisLimits& scan,
                      const analysis::AnalysisLimits& limits, int most, search::Searcher& searcher,
                      const std::atomic<bool>& cancel) {
    std::vector<puzzle::Puzzle> found;
    for (std::size_t ply = 10; ply < game.history().size() && int(found.size()) < most; ++ply) {
        if (game.history()[ply].automatic) continue;
        Game before(game.positionBefore(ply));
        for (Move m : before.legalMoves()) {
            if (cancel.load()) return found;
            Game after = before;
            after.play(m);
            if (after.isOver()) continue;
            analysis::GameAnalysis two{
                {analysis.positions[ply],
                 analysis::searchPosition(search::SearchRoot::fromGame(after), scan, searcher,
                                          cancel)},
                analysis.engine,
                scan};
            std::vector<puzzle::Puzzle> cut =
                puzzle::cutPuzzles(after, two, credit, limits, searcher, cancel);
            if (cut.empty()) continue;
            found.push_back(std::move(cut.front()));
            ply += 3; // the next puzzle from a later part of the game
            break;
        }
    }
    return found;
}

// Reads the puzzles already in `path` (none when it is not there yet), so a long run can be
// continued with more seeds into the same file.
std::optional<std::vector<puzzle::Puzzle>>
readIfThere(const std::string& path, const Variant& variant, std::string& problem) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::vector<puzzle::Puzzle>{};
    auto read = puzzle::readPuzzleCsv(in, variant);
    if (auto* error = std::get_if<puzzle::CsvFileError>(&read)) {
        problem = path + ": line " + std::to_string(error->line) + " is not lichess's CSV";
        return std::nullopt;
    }
    return std::get<puzzle::CsvRead>(read).puzzles;
}

bool writeFile(const std::string& path, const std::vector<puzzle::Puzzle>& puzzles) {
    std::string temporary = path + ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        puzzle::writePuzzleCsv(out, puzzles);
        if (!out.flush()) return false;
    }
    return std::rename(temporary.c_str(), path.c_str()) == 0;
}

std::vector<puzzle::Puzzle> valuesOf(const std::map<std::string, puzzle::Puzzle>& byId) {
    std::vector<puzzle::Puzzle> all;
    for (const auto& [id, p] : byId) all.push_back(p);
    return all;
}

int cut(const CutSettings& s, const std::string& path, std::ostream& out,
        const SubcommandLine& line) {
    std::string problem;
    std::optional<std::vector<puzzle::Puzzle>> kept = readIfThere(path, *s.variant, problem);
    if (!kept) return line.failure(problem);
    std::map<std::string, puzzle::Puzzle> byId;
    for (puzzle::Puzzle& p : *kept) byId.emplace(p.id, std::move(p));
    std::size_t before = byId.size();

    std::mutex lock;
    std::atomic<int> next{0};
    std::atomic<bool> cancel{false};
    int found = 0, dropped = 0;
    auto work = [&] {
        auto searcher = std::make_unique<search::Searcher>(16);
        for (int g; (g = next++) < s.games;) {
            std::uint64_t seed = s.firstSeed + std::uint64_t(g);
            Game game = search::selfPlayGame(*s.variant, s.plies, s.level, seed * 1000, s.playNodes,
                                             s.blunders);
            analysis::AnalysisLimits cutLimits{s.cutNodes, 0};
            // A quick look finds where the game turned; the cutter looks hard only there.
            std::optional<analysis::GameAnalysis> a =
                puzzle::scanGame(game, {s.scanNodes, 0}, *searcher, cancel);
            if (!a) continue;
            std::string level = "mudchess level " + std::to_string(s.level);
            puzzle::GameCredit credit{"selfplay:" + std::to_string(seed), level, level};
            std::vector<puzzle::Puzzle> cutOut =
                s.everyMove ? cutFromMovesNotPlayed(game, *a, credit, {s.scanNodes, 0}, cutLimits,
                                                    s.perGame, *searcher, cancel)
                            : puzzle::cutPuzzles(game, *a, credit, cutLimits, *searcher, cancel);
            std::size_t cutCount = cutOut.size();
            puzzle::GamePuzzles sound =
                puzzle::keepSound(std::move(cutOut), {s.verifyNodes, 0}, *searcher, cancel);
            std::lock_guard<std::mutex> guard(lock);
            found += int(sound.kept.size());
            dropped += sound.dropped;
            for (puzzle::Puzzle& p : sound.kept) byId.emplace(p.id, std::move(p));
            // Written after every game, so a long run stopped at any point keeps what it found.
            if (!writeFile(path, valuesOf(byId))) {
                cancel = true;
                return;
            }
            out << "game " << seed << ": " << game.history().size() << " plies, " << cutCount
                << " cut; " << byId.size() - before << " new kept, " << dropped
                << " dropped by the deeper search" << std::endl;
        }
    };
    std::vector<std::thread> workers;
    for (int t = 0; t < s.threads; ++t) workers.emplace_back(work);
    for (std::thread& t : workers) t.join();

    std::vector<puzzle::Puzzle> all = valuesOf(byId);
    if (cancel.load() || !writeFile(path, all)) return line.failure("cannot write " + path);
    out << path << ": " << all.size() << " puzzles (" << all.size() - before << " new)\n";
    return 0;
}

int check(const std::string& path, const Variant& variant, std::ostream& out,
          const SubcommandLine& line) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return line.failure("cannot read " + path);
    auto read = puzzle::readPuzzleCsv(in, variant);
    if (auto* error = std::get_if<puzzle::CsvFileError>(&read))
        return line.failure(path + ": line " + std::to_string(error->line) +
                            " is not lichess's CSV");
    const puzzle::CsvRead& puzzles = std::get<puzzle::CsvRead>(read);
    for (const puzzle::SkippedLine& skipped : puzzles.skipped)
        out << path << ": line " << skipped.line << " is not a puzzle that can be played\n";
    out << path << ": " << puzzles.puzzles.size() << " puzzles of " << variant.key
        << " can be played, " << puzzles.skipped.size() << " cannot\n";
    return puzzles.skipped.empty() ? 0 : 1;
}

// What `check --engine` is asked.
struct EngineCheckSettings {
    std::string
        engine; // an engine spec (engine_client/engine_spec.hpp): "stockfish", "fairy-stockfish"
    int depth = puzzle::ENGINE_CHECK_DEPTH;
    bool drop = false; // rewrite the file without the puzzles the engine disagrees with
};

// `check` with an engine: every puzzle that can be played is searched by the engine, each it
// disagrees with named; with `drop` the file is rewritten without them. The file is read whole
// first and left as it was unless every puzzle was checked.
int checkWithEngine(const std::string& path, const Variant& variant,
                    const EngineCheckSettings& settings, std::ostream& out,
                    const SubcommandLine& line) {
    std::string error;
    std::optional<EngineSpec> spec = parseEngineSpec(settings.engine, error);
    if (!spec) return line.mistake(error);
    if (spec->protocol != EngineProtocol::UCI) return line.mistake(engineCheckNeedsUciWords());
    std::ifstream in(path, std::ios::binary);
    if (!in) return line.failure(puzzleFileNotReadWords(path));
    auto read = puzzle::readPuzzleCsv(in, variant);
    in.close();
    if (auto* fileError = std::get_if<puzzle::CsvFileError>(&read))
        return line.failure(path + ": " + puzzleCsvFileErrorWords(*fileError));
    const puzzle::CsvRead& puzzles = std::get<puzzle::CsvRead>(read);
    for (const puzzle::SkippedLine& skipped : puzzles.skipped)
        out << path << ": " << skippedPuzzleLineWords(variant, skipped) << std::endl;

    std::unique_ptr<UciClient> engine = puzzle::startCheckingEngine(*spec, variant, error);
    if (!engine) {
        line.note(engineCheckCannotStartWords(settings.engine, error, path));
        return 2;
    }
    std::vector<puzzle::Puzzle> agreed;
    std::size_t disagreed = 0;
    for (const puzzle::Puzzle& p : puzzles.puzzles) {
        puzzle::EngineCheck verdict = puzzle::checkWithEngine(p, *engine, settings.depth);
        if (verdict.trouble != puzzle::EngineTrouble::NONE) {
            line.note(engineCheckFailedWords(engine->name(), verdict.trouble, verdict.error, p.id,
                                             variant, path));
            return 2;
        }
        if (verdict.disagreement) {
            ++disagreed;
            out << path << ": " << engineDisagreesWords(p, *verdict.disagreement, engine->name())
                << std::endl;
        } else {
            agreed.push_back(p);
        }
    }
    out << path << ": "
        << engineCheckSummaryWords(variant, engine->name(), settings.depth, agreed.size(),
                                   disagreed)
        << "\n";
    if (!settings.drop) return disagreed == 0 && puzzles.skipped.empty() ? 0 : 1;
    if (disagreed == 0 && puzzles.skipped.empty()) return 0;
    if (!writeFile(path, agreed)) return line.failure(puzzleFileNotWrittenWords(path));
    out << enginePuzzlesDroppedWords(path, engine->name(), disagreed, puzzles.skipped.size(),
                                     agreed.size())
        << "\n";
    return 0;
}

// Reads `path` whole before the store is touched: a malformed file adds nothing.
int importFile(const std::string& path, const Variant& variant, const std::string& location,
               std::ostream& out, const SubcommandLine& line) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return line.failure("cannot read " + path);
    auto read = puzzle::readPuzzleCsv(in, variant);
    if (auto* error = std::get_if<puzzle::CsvFileError>(&read))
        return line.failure(path + ": " + puzzleCsvFileErrorWords(*error));
    const puzzle::CsvRead& puzzles = std::get<puzzle::CsvRead>(read);
    for (const puzzle::SkippedLine& skipped : puzzles.skipped)
        out << path << ": " << skippedPuzzleLineWords(variant, skipped) << "\n";
    try {
        World world;
        std::unique_ptr<GameStore> store = openStore(location, world);
        puzzle::PuzzleStore* kept = store->puzzleStore();
        if (!kept) return line.failure(location + " keeps no puzzles");
        std::size_t added = kept->addPuzzles(puzzles.puzzles);
        out << path << ": " << added << " puzzles of " << variant.key << " added, "
            << puzzles.puzzles.size() - added << " already kept, " << puzzles.skipped.size()
            << " lines skipped\n";
    } catch (const StoreError& e) {
        return line.failure(e.what());
    }
    return 0;
}

int exportFile(const std::string& path, const Variant& variant, const std::string& location,
               std::ostream& out, const SubcommandLine& line) {
    try {
        World world;
        std::unique_ptr<GameStore> store = openStore(location, world);
        puzzle::PuzzleStore* kept = store->puzzleStore();
        if (!kept) return line.failure(location + " keeps no puzzles");
        std::vector<puzzle::Puzzle> puzzles = kept->puzzlesOf(variant);
        if (!writeFile(path, puzzles)) return line.failure("cannot write " + path);
        out << path << ": " << puzzles.size() << " puzzles of " << variant.key << "\n";
    } catch (const StoreError& e) {
        return line.failure(e.what());
    }
    return 0;
}

} // namespace

int runPuzzlesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string action, file, outPath, location, variantName(defaultVariant().key);
    CutSettings s;
    EngineCheckSettings engineCheck;
    po::options_description options(USAGE);
    options.add_options()("variant", po::value(&variantName)->default_value(variantName),
                          variantList(&Variant::key, " or ").c_str())("games", po::value(&s.games),
                                                                      "cut: games to play")(
        "first-seed", po::value(&s.firstSeed)->default_value(s.firstSeed),
        "cut: the first game's seed; game N plays with seed first-seed + N")(
        "level", po::value(&s.level)->default_value(s.level), "cut: the players' level, 1-8")(
        "plies", po::value(&s.plies)->default_value(s.plies),
        "cut: the longest game")("play-nodes", po::value(&s.playNodes)->default_value(s.playNodes),
                                 "cut: nodes a move in the games")(
        "blunders", po::value(&s.blunders)->default_value(s.blunders),
        "cut: the share of moves after the tenth ply played at random")(
        "scan-nodes", po::value(&s.scanNodes)->default_value(s.scanNodes),
        "cut: nodes a position for the analysis that finds where each game turned")(
        "cut-nodes", po::value(&s.cutNodes)->default_value(s.cutNodes),
        "cut: nodes a position for the cutter's searches")(
        "verify-nodes", po::value(&s.verifyNodes)->default_value(s.verifyNodes),
        "cut: nodes a solver move for the search that checks each puzzle again")(
        "every-move", po::value(&s.everyMove)->default_value(s.everyMove),
        "cut: try each move the game did not play as the opponent's blunder (1), or only the "
        "game's own moves (0)")("per-game", po::value(&s.perGame)->default_value(s.perGame),
                                "cut: at most this many puzzles from one game")(
        "threads", po::value(&s.threads)->default_value(s.threads), "cut: games at once")(
        "out", po::value(&outPath), "cut: the CSV file to add the puzzles to")(
        "db", po::value(&location), "import, export: the store (as --db elsewhere)")(
        "help", "this message")("action", po::value(&action), "cut, check, import or export")(
        "file", po::value(&file), "check, import, export: the CSV file")(
        "engine", po::value(&engineCheck.engine),
        "check: also search every solver move with this UCI engine (its command, with "
        "option.NAME=VALUE words as in engines.conf)")(
        "depth", po::value(&engineCheck.depth)->default_value(engineCheck.depth),
        "check --engine: the depth of each search")(
        "drop", po::bool_switch(&engineCheck.drop),
        "check --engine: rewrite the file without the puzzles the engine disagrees with");
    SubcommandLine line("mudchess puzzles", out, err);
    po::variables_map vm;
    std::vector<std::string> positional = args;
    // `cut` and `check FILE` are words, not options: make them options for the reader.
    if (!positional.empty() && positional[0].rfind("--", 0) != 0)
        positional.insert(positional.begin(), "--action");
    if (positional.size() > 2 && (positional[1] == "check" || positional[1] == "import") &&
        positional[2].rfind("--", 0) != 0)
        positional.insert(positional.begin() + 2, "--file");
    if (auto status = line.read(positional, options, vm)) return *status;
    s.variant = findVariant(variantName);
    if (!s.variant)
        return line.mistake("unknown variant '" + variantName +
                            "': " + variantList(&Variant::key, " or "));
    if (action == "check") {
        if (file.empty()) return line.mistake("check needs the CSV file to read");
        if (engineCheck.depth < 1 || engineCheck.depth > puzzle::MOST_ENGINE_CHECK_DEPTH)
            return line.mistake(engineCheckDepthWords());
        if (!engineCheck.engine.empty())
            return checkWithEngine(file, *s.variant, engineCheck, out, line);
        if (engineCheck.drop) return line.mistake(engineCheckDropNeedsEngineWords());
        return check(file, *s.variant, out, line);
    }
    if (action == "import" || action == "export") {
        if (file.empty() || location.empty())
            return line.mistake(action + " needs the CSV file and --db LOCATION");
        if (std::optional<std::string> password = passwordOnCommandLine(location))
            return line.mistake(*password);
        return action == "import" ? importFile(file, *s.variant, location, out, line)
                                  : exportFile(file, *s.variant, location, out, line);
    }
    if (action != "cut") return line.mistake("say cut, check, import or export");
    if (s.games < 1 || s.games > 1'000'000) return line.mistake("--games must be 1 or more");
    if (outPath.empty()) return line.mistake("cut needs --out FILE");
    if (s.level < 1 || s.level > search::MAX_LEVEL)
        return line.mistake("--level must be between 1 and " + std::to_string(search::MAX_LEVEL));
    if (s.blunders < 0 || s.blunders > 1) return line.mistake("--blunders must be from 0 to 1");
    if (s.threads < 1 || s.threads > 64) return line.mistake("--threads must be between 1 and 64");
    return cut(s, outPath, out, line);
}

} // namespace mudchess
