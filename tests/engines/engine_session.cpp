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
    std::unique_ptr<UciClient> client = UciClient::start({program}, why, TIMEOUT);
    if (!client || !client->waitReady(why, TIMEOUT)) {
        error = "cannot start " + program + ": " + why + "; " + INSTALL_HINT;
        return nullptr;
    }
    return std::unique_ptr<EngineSession>(new EngineSession(program, std::move(client)));
}

bool EngineSession::setOption(std::string_view name, std::string_view value, std::string& error) {
    // An option may add choices to another (VariantPath adds to UCI_Variant): read them anew.
    return client_->setOption(name, value, error) && client_->rereadOptions(error);
}

bool EngineSession::selectVariant(std::string_view variant, std::string_view startFen,
                                  std::string& error) {
    if (!client_->selectVariant(variant, error)) return false;
    // `d` shows the board and its FEN: the one way to ask which variant is in force.
    if (!client_->send("position startpos", error)) return false;
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
    if (!client_->send("position fen " + fen, error)) return std::nullopt;
    std::string command = "go perft " + std::to_string(depth);
    std::optional<std::string> total = exchange(command, "Nodes searched", error, &lines);
    if (!total) {
        error += " (position fen " + fen + ")";
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
    std::optional<std::string> line = client_->exchange(command, reply, TIMEOUT, error, before);
    if (!line) error += std::string("; is it installed and working? ") + INSTALL_HINT;
    return line;
}

} // namespace mudchess::test
