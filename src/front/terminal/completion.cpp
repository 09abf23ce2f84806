#include "front/terminal/completion.hpp"
#include "text/lower_case.hpp"

#include <algorithm>
#include <sstream>

namespace mudchess {

namespace {

std::vector<std::string> wordsOf(std::string_view text) {
    std::vector<std::string> words;
    std::istringstream in{std::string(text)};
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.starts_with(prefix); }

void addOnce(std::vector<std::string>& out, std::string word) {
    if (std::find(out.begin(), out.end(), word) == out.end()) out.push_back(std::move(word));
}

bool isSquareStart(std::string_view w) {
    return w.size() >= 2 && w[0] >= 'a' && w[0] <= 'h' && w[1] >= '1' && w[1] <= '8';
}

// The moves that continue `partial`: UCI when it names a square some move starts from (so
// "e2" offers e2e3 and e2e4), SAN otherwise ("N" offers Nc3, Nf3, ...).
std::vector<std::string> movesFor(const std::string& partial, const std::vector<LegalMove>& moves) {
    bool fromSquare =
        isSquareStart(partial) && std::any_of(moves.begin(), moves.end(), [&](const LegalMove& m) {
            return startsWith(m.uci, partial.substr(0, 2));
        });
    std::vector<std::string> out;
    for (const LegalMove& m : moves) {
        const std::string& name = fromSquare ? m.uci : m.san;
        if (startsWith(name, partial)) addOnce(out, name);
    }
    return out;
}

// Object names that continue `phrase` (the words typed after "on", with the partial last one),
// each cut to start at the word being typed.
std::vector<std::string> objectsFor(const std::vector<std::string>& typed,
                                    const std::string& partial,
                                    const std::vector<std::string>& objects) {
    std::string done;
    for (const std::string& w : typed) done += lowerCase(w) + " ";
    std::string phrase = done + lowerCase(partial);
    std::vector<std::string> out;
    for (const std::string& name : objects)
        if (startsWith(name, phrase)) addOnce(out, name.substr(done.size()));
    return out;
}

} // namespace

std::vector<std::string> completions(std::string_view line, const CompletionSources& sources) {
    // The word being typed runs from the last blank to the cursor ("" right after a blank).
    std::size_t cut = line.find_last_of(" \t");
    std::string partial(cut == std::string_view::npos ? line : line.substr(cut + 1));
    std::vector<std::string> before =
        wordsOf(cut == std::string_view::npos ? std::string_view{} : line.substr(0, cut));

    if (before.empty()) {
        std::vector<std::string> out;
        for (const std::string& w : sources.commandWords)
            if (startsWith(w, lowerCase(partial))) addOnce(out, w);
        return out;
    }

    std::vector<std::string> low;
    std::string said; // the words before the one being typed, lower case, single-spaced
    for (const std::string& w : before) {
        low.push_back(lowerCase(w));
        said += (said.empty() ? "" : " ") + low.back();
    }
    const std::vector<std::string>& leads = sources.wordsBeforeAMove;
    if (sources.legalMoves && std::find(leads.begin(), leads.end(), said) != leads.end())
        return movesFor(partial, sources.legalMoves());

    // The last "on", "at" or "from": what follows it (but a leading "the") names an object.
    for (std::size_t i = low.size(); i-- > 0;) {
        if (low[i] != "on" && low[i] != "at" && low[i] != "from") continue;
        std::vector<std::string> typed(before.begin() + std::ptrdiff_t(i) + 1, before.end());
        if (!typed.empty() && lowerCase(typed[0]) == "the") typed.erase(typed.begin());
        if (!sources.objects) return {};
        return objectsFor(typed, partial, sources.objects());
    }
    return {};
}

} // namespace mudchess
