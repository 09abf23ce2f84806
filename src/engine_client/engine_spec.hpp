// An external engine as a user names it: the command that starts it, the protocol it speaks,
// the options to give it, and the name to show for it. One line of text, so it fits a
// command-line option or a configuration file: `stockfish "option.Skill Level=3" name=weakfish`,
// `fairymax protocol=xboard`.
#pragma once

#include "engine_client/engine_client.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess {

struct EngineSpec {
    std::vector<std::string> argv; // the program and its arguments
    // Options to set after the handshake, in the order given: `option.NAME=VALUE` words.
    std::vector<std::pair<std::string, std::string>> options;
    std::string label; // `name=LABEL`; empty: the name the engine gives itself
    EngineProtocol protocol = EngineProtocol::UCI; // `protocol=uci` or `protocol=xboard`
};

// Splits `text` as splitCommandLine does; words after the program that look like
// `option.NAME=VALUE`, `name=LABEL` or `protocol=uci|xboard` are settings, all others
// arguments. Nothing, with `error` saying why, when the text is empty, badly quoted, a setting
// has no name or the protocol is neither.
std::optional<EngineSpec> parseEngineSpec(std::string_view text, std::string& error);

// Starts the engine `spec` names, sets its options and selects `variant` (our key: "chess",
// "knightmate", "knightschess"). Nothing, with `error` saying which step failed and why, when
// the engine is missing, broken, refuses an option or does not play the variant.
std::unique_ptr<EngineClient> startEngine(const EngineSpec& spec, std::string_view variant,
                                          std::string& error);

} // namespace mudchess
