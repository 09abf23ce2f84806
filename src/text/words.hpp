// Cutting text into lines and words, and joining items into an English list, for every part that
// reads or writes words (the command parser, refusals, colour schemes).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// The words of `text`: the runs between any of the characters in `blanks`. Empty words are
// never returned, so leading, trailing and repeated blanks count for nothing.
inline std::vector<std::string_view> splitWords(std::string_view text,
                                                std::string_view blanks = " \t") {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && blanks.find(text[i]) != std::string_view::npos) ++i;
        std::size_t start = i;
        while (i < text.size() && blanks.find(text[i]) == std::string_view::npos) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

// The lines of `text` without their newlines, empty lines included (a page's blank lines count).
inline std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

// "a", "a or b", "a, b or c": commas between the items and `last` (" or ", " and ") before the
// last one.
inline std::string joinWith(const std::vector<std::string>& items, std::string_view last) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? last : ", ";
        out += items[i];
    }
    return out;
}

} // namespace mudchess
