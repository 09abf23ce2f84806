#include "engine_client/uci_info.hpp"

#include <charconv>
#include <sstream>

namespace mudchess {

namespace {

std::optional<int> number(const std::string& word) {
    int value = 0;
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

} // namespace

std::optional<UciInfo> readUciInfo(std::string_view line) {
    std::istringstream in{std::string(line)};
    std::string word;
    if (!(in >> word) || word != "info") return std::nullopt;
    UciInfo info;
    bool scored = false;
    while (in >> word) {
        if (word == "depth") {
            if (!(in >> word)) return std::nullopt;
            info.depth = number(word).value_or(0);
        } else if (word == "multipv") {
            std::optional<int> n;
            if (!(in >> word) || !(n = number(word)) || *n < 1) return std::nullopt;
            info.multipv = *n;
        } else if (word == "score") {
            std::string kind, value;
            if (!(in >> kind >> value)) return std::nullopt;
            std::optional<int> n = number(value);
            if (!n || (kind != "cp" && kind != "mate")) return std::nullopt;
            (kind == "cp" ? info.cp : info.mate) = *n;
            scored = true;
        } else if (word == "pv") {
            // The line runs to the end (UCI puts nothing after it but "string", never in a pv).
            while (in >> word && word != "string") info.pv.push_back(word);
        }
    }
    if (!scored) return std::nullopt;
    return info;
}

} // namespace mudchess
