#include "front/engine_options.hpp"

namespace mudchess {

namespace {
// Bounds that no sensible machine is near: beyond them the value is a typo.
constexpr int MOST_THREADS = 64;
constexpr std::size_t MOST_MEMORY_MIB = 65536;
} // namespace

void addEngineOptions(boost::program_options::options_description& options, int& threads,
                      std::size_t& memoryMiB) {
    namespace po = boost::program_options;
    options.add_options()("engine-threads", po::value(&threads)->default_value(threads),
                          "threads the computer opponent thinks with, shared by all its games")(
        "engine-memory", po::value(&memoryMiB)->default_value(memoryMiB),
        "MiB of memory for the computer's thinking, shared by all its games");
}

std::optional<std::string> checkEngineOptions(int threads, std::size_t memoryMiB) {
    if (threads < 1 || threads > MOST_THREADS)
        return "engine-threads must be 1 to " + std::to_string(MOST_THREADS) +
               ", like engine-threads = 1";
    if (memoryMiB < 1 || memoryMiB > MOST_MEMORY_MIB)
        return "engine-memory must be 1 to " + std::to_string(MOST_MEMORY_MIB) +
               " (MiB), like engine-memory = 64";
    return std::nullopt;
}

} // namespace mudchess
