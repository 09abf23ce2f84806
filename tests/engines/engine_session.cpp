#include "engine_session.hpp"

#include <charconv>

namespace mudchess::test {

namespace {

const char* const INSTALL_HINT = "scripts/setup installs it";

// One `<move>: <count>` line of a perft divide; anything else (info strings, the blank line
// before the total) is not one.
std::optional<std::pair<std::string, std::uint64_t>> parseDivideLine(const std::string& line) {
    std::size_t colon = line.find(": ");
    if (colon == std::string::npos || colon == 0) return std::nullopt;
    std::string move = line.substr(0, colon);
    if (move.find(' ') != std::string::npos) return std::nullopt;
    std::uint64_t count = 0;
    const char* first = line.data() + colon + 2;
    const char* last = line.data() + line.size();
    auto [end, ec] = std::from_chars(first, last, count);
    if (ec != std::errc() || end != last || first == last) return std::nullopt;
    return std::pair(move, count);
}

std::optional<std::uint64_t> parseNodesSearched(const std::string& line) {
    std::string_view digits = std::string_view(line).substr(line.find(':') + 1);
    while (!digits.empty() && digits.front() == ' ') digits.remove_prefix(1);
    std::uint64_t nodes = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), nodes);
    if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return nodes;
}

} // namespace

std::unique_ptr<EngineSession> EngineSession::open(const std::string& program, std::string& error) {
    std::string why;
    std::unique_ptr<ChildProcess> process = ChildProcess::start({program}, why);
    if (!process) {
        error = "cannot start " + program + ": " + why + "; " + INSTALL_HINT;
        return nullptr;
    }
    std::unique_ptr<EngineSession> session(new EngineSession(program, std::move(process)));
    if (!session->exchange("uci", "uciok", error) ||
        !session->exchange("isready", "readyok", error))
        return nullptr;
    return session;
}

bool EngineSession::setOption(std::string_view name, std::string_view value, std::string& error) {
    std::string command = "setoption name " + std::string(name) + " value " + std::string(value);
    if (!process_->writeLine(command)) {
        error = notAnswering(command, "");
        return false;
    }
    return exchange("isready", "readyok", error).has_value();
}

bool EngineSession::selectVariant(std::string_view variant, std::string_view startFen,
                                  std::string& error) {
    if (!setOption("UCI_Variant", variant, error)) return false;
    // `d` shows the board and its FEN: the one way to ask which variant is in force.
    if (!process_->writeLine("position startpos")) {
        error = notAnswering("position startpos", "");
        return false;
    }
    std::optional<std::string> fen = exchange("d", "Fen: ", error);
    // The board display goes on after the FEN; let it finish before anything else is read.
    if (!fen || !exchange("isready", "readyok", error)) return false;
    if (*fen == "Fen: " + std::string(startFen)) return true;
    error = name_ + " did not take UCI_Variant " + std::string(variant) +
            ": its start position is \"" + fen->substr(5) + "\", not \"" + std::string(startFen) +
            "\"";
    return false;
}

std::optional<Divide> EngineSession::perftDivide(const std::string& fen, int depth,
                                                 std::string& error) {
    std::vector<std::string> lines;
    if (!process_->writeLine("position fen " + fen)) {
        error = notAnswering("position fen " + fen, "");
        return std::nullopt;
    }
    std::string command = "go perft " + std::to_string(depth);
    if (!process_->writeLine(command)) {
        error = notAnswering(command, "Nodes searched");
        return std::nullopt;
    }
    std::optional<std::string> total = process_->readUntil("Nodes searched", TIMEOUT, &lines);
    if (!total) {
        error = notAnswering(command, "Nodes searched") + " (position fen " + fen + ")";
        return std::nullopt;
    }
    Divide divide;
    std::uint64_t sum = 0;
    for (const std::string& line : lines) {
        if (auto entry = parseDivideLine(line)) {
            divide[entry->first] += entry->second;
            sum += entry->second;
        }
    }
    // The total guards the parsing: a line we failed to recognise would make them differ.
    std::optional<std::uint64_t> nodes = parseNodesSearched(*total);
    if (!nodes || *nodes != sum) {
        error = name_ + " answered \"" + *total + "\" but its divide lines add up to " +
                std::to_string(sum) + " (position fen " + fen + ", depth " + std::to_string(depth) +
                ")";
        return std::nullopt;
    }
    return divide;
}

std::optional<std::string> EngineSession::exchange(std::string_view command, std::string_view reply,
                                                   std::string& error,
                                                   std::vector<std::string>* before) {
    std::optional<std::string> line;
    if (process_->writeLine(command)) line = process_->readUntil(reply, TIMEOUT, before);
    if (!line) error = notAnswering(command, reply);
    return line;
}

std::string EngineSession::notAnswering(std::string_view command, std::string_view reply) const {
    std::string expected = reply.empty() ? "" : " with \"" + std::string(reply) + "\"";
    return name_ + " did not answer \"" + std::string(command) + "\"" + expected + " within " +
           std::to_string(TIMEOUT.count()) + " s; is it installed and working? " + INSTALL_HINT;
}

} // namespace mudchess::test
