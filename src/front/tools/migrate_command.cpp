#include "front/tools/migrate_command.hpp"

#include "front/shared_settings.hpp"
#include "store/migrate.hpp"
#include "world/game_store.hpp"

namespace mudchess {

namespace {

const char* const USAGE =
    "Usage: mudchess migrate --from LOCATION --to LOCATION\n"
    "Copies every game (and the earlier games on each board), option, name, rating and game\n"
    "analysis from one database to another that holds nothing yet, in one transaction: from\n"
    "SQLite to PostgreSQL or back. A LOCATION is sqlite:FILE (or a file path) or\n"
    "postgresql://USER@HOST/DATABASE; the password comes from ~/.pgpass or PGPASSWORD, never\n"
    "from the command line. Stop every mudchess using the source first.\n"
    "  mudchess migrate --from sqlite:games.db --to postgresql://mudchess@db.example.org/chess\n";

} // namespace

int runMigrateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string from, to;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            out << USAGE;
            return 0;
        }
        if ((a == "--from" || a == "--to") && i + 1 < args.size()) {
            (a == "--from" ? from : to) = args[++i];
            continue;
        }
        err << "mudchess migrate: \"" << a << "\" is not --from LOCATION or --to LOCATION\n"
            << USAGE;
        return 2;
    }
    if (from.empty() || to.empty()) {
        err << "mudchess migrate: both --from and --to are needed\n" << USAGE;
        return 2;
    }
    for (const std::string* location : {&from, &to})
        if (std::optional<std::string> password = passwordOnCommandLine(*location)) {
            err << "mudchess migrate: " << *password << "\n";
            return 2;
        }
    try {
        std::map<std::string, std::size_t> copied = migrate(from, to);
        out << "copied " << copied["games"] << " games, " << copied["options"] << " options, "
            << copied["players"] << " names, " << copied["ratings"] << " ratings, "
            << copied["rated_games"] << " rated games and " << copied["analyses"] << " analyses\n";
        return 0;
    } catch (const StoreError& e) {
        err << "mudchess migrate: " << e.what() << "\n";
        return 1;
    }
}

} // namespace mudchess
