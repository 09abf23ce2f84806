#include "front/irc/split.hpp"

namespace mudchess::irc {

std::size_t textBudget(std::string_view nick, std::string_view command, std::string_view target) {
    // ":" nick "!" user "@" host " " command " " target " :" text CR LF
    std::size_t prefix = 1 + nick.size() + 1 + USER_MAX + 1 + HOST_MAX + 1 + command.size() + 1 +
                         target.size() + 2 + 2;
    return prefix >= IRC_LINE_MAX ? 1 : IRC_LINE_MAX - prefix;
}

namespace {

bool isContinuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

bool isBlankText(std::string_view s) { return s.find_first_not_of(" \t") == std::string::npos; }

void splitOne(std::string_view line, std::size_t budget, std::vector<std::string>& out) {
    while (line.size() > budget) {
        std::size_t cut = line.rfind(' ', budget);
        // A blank at the very start would make no progress; treat the line as one long word.
        if (cut == std::string_view::npos || cut == 0 || isBlankText(line.substr(0, cut))) {
            cut = budget;
            while (cut > 0 && isContinuation(line[cut])) --cut;
            if (cut == 0) cut = budget; // not UTF-8 at all: bytes will do
            out.emplace_back(line.substr(0, cut));
            line.remove_prefix(cut);
        } else {
            out.emplace_back(line.substr(0, cut));
            line.remove_prefix(cut + 1);
        }
    }
    if (!isBlankText(line)) out.emplace_back(line);
}

} // namespace

std::vector<std::string> splitLines(std::string_view text, std::size_t budget) {
    std::vector<std::string> out;
    if (budget == 0) return out;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (!isBlankText(line)) splitOne(line, budget, out);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return out;
}

} // namespace mudchess::irc
