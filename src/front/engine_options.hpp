// The computer opponent's two settings, the same in every front end: the REPL's and serve's
// command line, and bot.conf.
#pragma once

#include <boost/program_options.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace mudchess {

// Adds --engine-threads and --engine-memory (bot.conf: engine-threads, engine-memory).
void addEngineOptions(boost::program_options::options_description& options, int& threads,
                      std::size_t& memoryMiB);
// What is wrong with the values, in a sentence naming the setting; nothing when they fit.
std::optional<std::string> checkEngineOptions(int threads, std::size_t memoryMiB);

} // namespace mudchess
