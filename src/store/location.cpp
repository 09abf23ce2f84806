#include "store/location.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace mudchess {

DatabaseLocation defaultDatabase() {
    namespace fs = std::filesystem;
    const char* xdg = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    fs::path dir;
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    if (xdg && *xdg == '/')
        dir = xdg;
    else if (home && *home)
        dir = fs::path(home) / ".local" / "share";
    else
        return {"", "neither XDG_DATA_HOME nor HOME is set, so there is no place for the "
                    "database; name one with --db FILE (or --db :memory: to keep nothing)"};
    dir /= "mudchess";
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return {"", "cannot create " + dir.string() + " (" + ec.message() +
                        "); name another database with --db FILE"};
    return {(dir / "mudchess.db").string(), ""};
}

} // namespace mudchess
