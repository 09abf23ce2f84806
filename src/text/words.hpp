// Cutting text into lines and words, and joining items into an English list, for every part that
// reads or writes words (the command parser, refusals, colour schemes).
#pragma once

#include "text/controls.hpp"

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

inline bool isBlank(char c) { return c == ' ' || c == '\t'; }

inline std::string joinWords(const std::vector<std::string_view>& words) {
    std::string joined;
    for (std::string_view w : words) {
        if (!joined.empty()) joined += ' ';
        joined += w;
    }
    return joined;
}

// The player's words with any spacing reduced to single spaces.
inline std::string singleSpaced(std::string_view text) { return joinWords(splitWords(text)); }

inline bool isUtf8Continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// `text` with each control character (C0, DEL, C1) shown as '?': safe to echo to a terminal
// or an IRC line.
inline std::string withControlsShown(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (std::size_t control = controlAt(text, i)) {
            out += '?';
            i += control - 1;
        } else {
            out += text[i];
        }
    }
    return out;
}

// Text echoed back in quotes, its control characters as '?'. A long text keeps its start and
// its end, where the command's verb and the word that went wrong are, so a message stays one
// short line.
inline std::string inQuotes(std::string_view typed) {
    constexpr std::size_t LONGEST = 60;
    constexpr std::size_t KEPT = 25; // from each end
    std::string shown = withControlsShown(typed);
    std::string_view text = shown;
    if (text.size() <= LONGEST) return '"' + std::string(text) + '"';
    // Cut between words where there are any, else between UTF-8 characters.
    std::size_t headEnd = text.rfind(' ', KEPT);
    if (headEnd == std::string_view::npos || headEnd == 0) {
        headEnd = KEPT;
        while (headEnd > 0 && isUtf8Continuation(text[headEnd])) --headEnd;
    }
    std::size_t tailStart = text.find(' ', text.size() - KEPT);
    if (tailStart == std::string_view::npos) {
        tailStart = text.size() - KEPT;
        while (tailStart < text.size() && isUtf8Continuation(text[tailStart])) ++tailStart;
    } else {
        ++tailStart;
    }
    return '"' + std::string(text.substr(0, headEnd)) + " ... " +
           std::string(text.substr(tailStart)) + '"';
}

} // namespace mudchess
