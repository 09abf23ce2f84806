#include "engine_client/command_line.hpp"

namespace mudchess {

std::optional<std::vector<std::string>> splitCommandLine(std::string_view text,
                                                         std::string& error) {
    std::vector<std::string> words;
    std::string word;
    bool inWord = false; // a word has begun, perhaps an empty one ('')
    char quote = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (quote == '\'') {
            if (c == '\'')
                quote = 0;
            else
                word += c;
        } else if (c == '\\' && quote != '\'') {
            if (i + 1 == text.size()) {
                error = "the command \"" + std::string(text) + "\" ends with a lone backslash";
                return std::nullopt;
            }
            word += text[++i];
            inWord = true;
        } else if (quote == '"') {
            if (c == '"')
                quote = 0;
            else
                word += c;
        } else if (c == '\'' || c == '"') {
            quote = c;
            inWord = true;
        } else if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord) words.push_back(std::move(word));
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (quote) {
        error = std::string("the command \"") + std::string(text) + "\" has an unclosed " + quote +
                " quote";
        return std::nullopt;
    }
    if (inWord) words.push_back(std::move(word));
    if (words.empty()) {
        error = "the command is empty: give a program to start, such as \"stockfish\"";
        return std::nullopt;
    }
    return words;
}

} // namespace mudchess
