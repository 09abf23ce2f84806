#include "analysis/analysis_text.hpp"

#include "chess/uci_move.hpp"

#include <charconv>
#include <sstream>

namespace mudchess::analysis {

namespace {

constexpr std::string_view HEADER = "mudchess-analysis 1";

template <class T> std::optional<T> number(std::string_view word) {
    T value{};
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

// One position's line: its evaluation, depth and best line, the moves legal from `pos` on.
std::optional<PositionAnalysis> readPosition(const std::string& line, Position pos) {
    std::istringstream in(line);
    std::string cp, mate, depth;
    if (!(in >> cp >> mate >> depth)) return std::nullopt;
    PositionAnalysis p;
    std::optional<int> c = number<int>(cp), d = number<int>(depth);
    if (!c || !d || *d < 0) return std::nullopt;
    p.eval.cp = *c;
    p.depth = *d;
    if (mate != "-") {
        std::optional<int> m = number<int>(mate);
        if (!m) return std::nullopt;
        p.eval.mate = *m;
    }
    for (std::string uci; in >> uci;) {
        std::optional<Move> m = parseUci(pos, uci);
        if (!m) return std::nullopt;
        p.line.push_back(*m);
        pos.play(*m);
    }
    return p;
}

} // namespace

std::string encodeAnalysis(const GameAnalysis& analysis) {
    std::ostringstream out;
    out << HEADER << '\n'
        << analysis.engine << '\n'
        << analysis.limits.nodes << ' ' << analysis.limits.depth << '\n';
    for (const PositionAnalysis& p : analysis.positions) {
        out << p.eval.cp << ' ';
        if (p.eval.mate)
            out << *p.eval.mate;
        else
            out << '-';
        out << ' ' << p.depth;
        for (Move m : p.line) out << ' ' << toUci(m);
        out << '\n';
    }
    return out.str();
}

std::optional<GameAnalysis> decodeAnalysis(const std::string& text, const Game& game) {
    std::istringstream in(text);
    std::string line;
    GameAnalysis out;
    if (!std::getline(in, line) || line != HEADER) return std::nullopt;
    if (!std::getline(in, out.engine)) return std::nullopt;
    if (!std::getline(in, line)) return std::nullopt;
    std::istringstream limits(line);
    std::string nodes, depth;
    if (!(limits >> nodes >> depth)) return std::nullopt;
    std::optional<std::uint64_t> n = number<std::uint64_t>(nodes);
    std::optional<int> d = number<int>(depth);
    if (!n || !d) return std::nullopt;
    out.limits = {*n, *d};

    Position pos = game.startPosition();
    const std::vector<PlyRecord>& plies = game.history();
    while (std::getline(in, line)) {
        std::optional<PositionAnalysis> p = readPosition(line, pos);
        if (!p) return std::nullopt;
        out.positions.push_back(std::move(*p));
        std::size_t next = out.positions.size() - 1;
        if (next < plies.size()) pos.play(plies[next].move);
    }
    if (out.positions.size() != plies.size() + 1) return std::nullopt;
    return out;
}

} // namespace mudchess::analysis
