// A store that holds known puzzles before a front end starts on it, so a test knows the answer
// to the puzzle a race picks: `mudchess puzzles import`, run as an operator would.
#pragma once

#include "process.hpp"

#include <chrono>
#include <filesystem>
#include <string>

namespace mudchess::test {

// The puzzles of `csv` (lichess's CSV, chess) added to the store at `db`; true when it worked.
inline bool importPuzzles(const std::string& binary, const std::filesystem::path& csv,
                          const std::filesystem::path& db, const std::filesystem::path& log) {
    Process import({binary, "puzzles", "import", csv.string(), "--db", db.string()}, log);
    std::optional<int> status = import.wait(std::chrono::seconds(30));
    return status && *status == 0;
}

// Legal's mate (tests/data/puzzles/legals_mate.csv): after 5...Bxd1?? White mates with 6.Bxf7+
// Ke7 7.Nd5#.
inline std::filesystem::path legalsMateCsv(const std::filesystem::path& sourceDir) {
    return sourceDir / "tests/data/puzzles/legals_mate.csv";
}

} // namespace mudchess::test
