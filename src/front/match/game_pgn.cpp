#include "front/match/game_pgn.hpp"

#include <ctime>

namespace mudchess::match {

namespace {

// Replaces the value of the tag `name` (which exportPgn always writes) by `value`.
void setTag(std::string& pgn, const std::string& name, const std::string& value) {
    std::string opening = "[" + name + " \"";
    std::size_t start = pgn.find(opening);
    if (start == std::string::npos) return;
    std::size_t end = pgn.find("\"]\n", start);
    pgn.replace(start + opening.size(), end - start - opening.size(), value);
}

std::string commentText(const std::string& text) {
    std::string out = "{";
    for (char c : text) out += c == '}' ? ')' : c == '\n' ? ' ' : c;
    return out + "}";
}

} // namespace

std::string gamePgn(const GameEnding& ending, const PgnTags& tags) {
    std::string pgn = exportPgn(ending.game, tags);
    std::string result = pgnResult(ending.result);
    if (ending.termination != terminationName(ending.game.termination()))
        setTag(pgn, "Termination", ending.termination);
    if (ending.result == ending.game.result() && ending.comment.empty()) return pgn;
    setTag(pgn, "Result", result);
    // The move text ends with the game's result token: the comment and our result replace it.
    while (!pgn.empty() && pgn.back() == '\n') pgn.pop_back();
    std::size_t last = pgn.find_last_of(" \n");
    pgn.erase(last == std::string::npos ? 0 : last + 1);
    if (!ending.comment.empty()) {
        // The match's own account replaces the game's "{resignation}" before the result.
        if (ending.game.isOver() && pgn.size() >= 2 && pgn[pgn.size() - 2] == '}') {
            std::size_t open = pgn.find_last_of('{');
            if (open != std::string::npos) pgn.erase(open);
        }
        pgn += commentText(ending.comment) + " ";
    }
    return pgn + result + "\n";
}

std::string pgnDate() {
    std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &local);
    return buf;
}

} // namespace mudchess::match
