#include "front/tools/ratings_command.hpp"

#include "dispatch/rated_game.hpp"
#include "front/shared_settings.hpp"
#include "render/rating_check_words.hpp"
#include "store/open_store.hpp"

namespace mudchess {

namespace {

const char* const USAGE =
    "Usage: mudchess ratings --check --db LOCATION\n"
    "Plays every rated game the database holds through Glicko-2 again, oldest first, from no\n"
    "ratings at all and with the anti-feeding window as it was, and compares what that gives\n"
    "with what is stored: each game's weight, each side's rating before and after, and every\n"
    "figure of every player's rating. Exits 0 when they agree exactly, 1 when they differ (each\n"
    "difference is named) or the database cannot be read. LOCATION is as for --db (sqlite:FILE\n"
    "or a file path, or postgresql://USER@HOST/DATABASE); an SQLite file must not be in use.\n"
    "  mudchess ratings --check --db games.db\n";

} // namespace

int runRatingsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string location;
    bool check = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            out << USAGE;
            return 0;
        }
        if (a == "--check") {
            check = true;
            continue;
        }
        if (a == "--db" && i + 1 < args.size()) {
            location = args[++i];
            continue;
        }
        err << "mudchess ratings: \"" << a << "\" is not --check or --db LOCATION\n" << USAGE;
        return 2;
    }
    if (!check || location.empty()) {
        err << "mudchess ratings: both --check and --db LOCATION are needed\n" << USAGE;
        return 2;
    }
    if (std::optional<std::string> password = passwordOnCommandLine(location)) {
        err << "mudchess ratings: " << *password << "\n";
        return 2;
    }
    try {
        World world;
        std::unique_ptr<GameStore> store = openStore(location, world);
        std::vector<StoredRatedGame> games = store->ratedGames();
        std::vector<ReplayDifference> differences = replayDifferences(games, world.ratings);
        std::size_t ratings = world.ratings.all().size();
        if (differences.empty()) {
            out << replayAgreesWords(games.size(), ratings) << "\n";
            return 0;
        }
        out << replayDiffersWords(games.size(), ratings, differences.size(), 20) << "\n";
        for (const ReplayDifference& d : differences)
            out << "  " << replayDifferenceWords(d) << "\n";
        return 1;
    } catch (const StoreError& e) {
        err << "mudchess ratings: " << e.what() << "\n";
        return 1;
    }
}

} // namespace mudchess
