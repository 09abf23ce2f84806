#include "command/help.hpp"
#include "command/spelling.hpp"
#include "render/help_words.hpp"
#include "text/words.hpp"

#include <algorithm>
#include <cctype>

namespace mudchess {

namespace {

// Words players try that are not page names, from help/aliases.conf (embedded): each
// "words = topic" line, read once; the views point into the embedded text.
std::vector<detail::HelpAlias> readAliases() {
    std::vector<detail::HelpAlias> aliases;
    for (std::string_view line : linesOf(detail::helpAliasFile())) {
        std::size_t equals = line.find(" = ");
        if (line.empty() || line.front() == '#' || equals == std::string_view::npos) continue;
        aliases.push_back({line.substr(0, equals), line.substr(equals + 3)});
    }
    return aliases;
}

const std::vector<detail::HelpAlias>& aliases() {
    static const std::vector<detail::HelpAlias> all = readAliases();
    return all;
}

constexpr std::string_view TOPICS = "topics"; // the generated list, not a file
constexpr std::string_view INDEX = "index";

// Leading words that say nothing about the topic: "help on draws", "help about castling".
constexpr std::string_view FILLER[] = {"about ", "on ", "for "};

// Lower case, hyphens and underscores as spaces, single spaces, no trailing '?' or '.'.
std::string normalize(std::string_view text) {
    std::string out;
    for (char c : text) {
        unsigned char u = static_cast<unsigned char>(c);
        if (c == '-' || c == '_' || std::isspace(u)) {
            if (!out.empty() && out.back() != ' ') out += ' ';
        } else {
            out += char(std::tolower(u));
        }
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == '?' || out.back() == '.'))
        out.pop_back();
    for (std::string_view filler : FILLER)
        if (out.size() > filler.size() && out.starts_with(filler)) out.erase(0, filler.size());
    return out;
}

std::string_view firstLine(std::string_view text) {
    std::string_view line = text.substr(0, text.find('\n'));
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    return line;
}

HelpPage pageOf(const detail::EmbeddedHelpFile& file) {
    return {file.stem, firstLine(file.content), file.content};
}

std::optional<HelpPage> pageNamed(std::string_view topic) {
    for (const detail::EmbeddedHelpFile& file : detail::embeddedHelpFiles())
        if (file.stem == topic) return pageOf(file);
    return std::nullopt;
}

std::optional<HelpPage> topicsPage() {
    static const std::string list = helpTopicList();
    static const std::string summary = topicListSummaryWords();
    return HelpPage{TOPICS, summary, list};
}

// Every word that leads to a page, with the page: the topics themselves, then the aliases.
struct Key {
    std::string_view words;
    std::string_view topic;
};
std::vector<Key> allKeys() {
    std::vector<Key> keys;
    for (const detail::EmbeddedHelpFile& file : detail::embeddedHelpFiles())
        keys.push_back({file.stem, file.stem});
    keys.push_back({TOPICS, TOPICS});
    for (const detail::HelpAlias& alias : aliases()) keys.push_back({alias.words, alias.topic});
    return keys;
}

std::optional<std::string_view> exactTopic(std::string_view words) {
    std::string joined(words);
    std::erase(joined, ' '); // "knights chess" is the page knightschess
    for (const Key& key : allKeys())
        if (key.words == words || key.words == joined) return key.topic;
    return std::nullopt;
}

// The topics that some key starting with `prefix` leads to, each once, in key order; with
// `pageNamesOnly`, only the page names count as keys.
std::vector<std::string_view> topicsStartingWith(std::string_view prefix, bool pageNamesOnly) {
    std::vector<std::string_view> topics;
    for (const Key& key : allKeys()) {
        if (pageNamesOnly && key.words != key.topic) continue;
        if (key.words.starts_with(prefix) &&
            std::find(topics.begin(), topics.end(), key.topic) == topics.end())
            topics.push_back(key.topic);
    }
    return topics;
}

std::optional<HelpPage> pageForTopic(std::string_view topic) {
    return topic == TOPICS ? topicsPage() : pageNamed(topic);
}

// How many edits still count as a slip of the fingers rather than another word.
std::size_t typoAllowance(std::size_t length) {
    if (length < 3) return 0;
    return length < 5 ? 1 : 2;
}

constexpr std::size_t MAX_SUGGESTIONS = 3;

// The words to offer as "did you mean": the pages whose names all start with what was typed
// ("kni"), else the nearest keys within the typo allowance (one per page), else the pages some
// alias of which starts with it.
std::vector<std::string_view> suggestionsFor(std::string_view asked) {
    std::vector<std::string_view> words;
    if (asked.size() >= 2) words = topicsStartingWith(asked, true);
    if (words.empty()) {
        std::size_t allowance = typoAllowance(asked.size());
        std::optional<std::size_t> best;
        std::vector<Key> nearest;
        for (const Key& key : allKeys()) {
            // Each edit changes the length by at most one: words further apart in length cannot
            // be within the allowance, and skipping them keeps long junk topics cheap.
            std::size_t gap = asked.size() > key.words.size() ? asked.size() - key.words.size()
                                                              : key.words.size() - asked.size();
            if (gap > allowance) continue;
            std::size_t distance = editDistance(asked, key.words);
            if (distance > allowance || distance >= key.words.size()) continue;
            if (best && distance > *best) continue;
            if (!best || distance < *best) nearest.clear();
            best = distance;
            bool pageTaken = std::any_of(nearest.begin(), nearest.end(),
                                         [&](const Key& k) { return k.topic == key.topic; });
            if (!pageTaken) nearest.push_back(key);
        }
        for (const Key& key : nearest) words.push_back(key.words);
    }
    if (words.empty() && asked.size() >= 3) words = topicsStartingWith(asked, false);
    if (words.size() > MAX_SUGGESTIONS) words.resize(MAX_SUGGESTIONS);
    return words;
}

// What the player typed, safe to echo: printable, and not endless.
std::string echoable(std::string_view asked) {
    constexpr std::size_t MAX_ECHO = 40;
    while (!asked.empty() && std::isspace(static_cast<unsigned char>(asked.front())))
        asked.remove_prefix(1);
    while (!asked.empty() && std::isspace(static_cast<unsigned char>(asked.back())))
        asked.remove_suffix(1);
    std::string shown = withControlsShown(asked); // C0, DEL and C1 (CSI) as '?'
    std::string out;
    for (char c : shown) {
        bool startsCharacter = (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        if (startsCharacter && out.size() >= MAX_ECHO) {
            out += "...";
            break;
        }
        out += c;
    }
    return out;
}

} // namespace

std::span<const detail::HelpAlias> detail::helpAliases() { return aliases(); }

std::vector<HelpPage> allHelpPages() {
    std::vector<HelpPage> pages;
    for (const detail::EmbeddedHelpFile& file : detail::embeddedHelpFiles())
        pages.push_back(pageOf(file));
    std::sort(pages.begin(), pages.end(),
              [](const HelpPage& a, const HelpPage& b) { return a.topic < b.topic; });
    return pages;
}

std::string helpTopicList() {
    std::vector<std::pair<std::string_view, std::string_view>> topics;
    for (const HelpPage& page : allHelpPages()) topics.emplace_back(page.topic, page.summary);
    return helpTopicListWords(topics);
}

std::optional<HelpPage> findHelp(std::string_view topicWords) {
    std::string words = normalize(topicWords);
    if (words.empty()) return pageNamed(INDEX);
    std::optional<std::string_view> topic = exactTopic(words);
    if (!topic && words.size() > 1 && words.back() == 's')
        topic = exactTopic(std::string_view(words).substr(0, words.size() - 1));
    if (!topic) topic = exactTopic(words + 's');
    if (!topic && words.size() >= 3) {
        // The start of one page's name ("comm"), else of one page's names and aliases ("cast").
        for (bool pageNamesOnly : {true, false}) {
            std::vector<std::string_view> topics = topicsStartingWith(words, pageNamesOnly);
            if (!topics.empty()) {
                if (topics.size() == 1) topic = topics.front();
                break;
            }
        }
    }
    if (!topic) return std::nullopt;
    return pageForTopic(*topic);
}

std::string unknownTopicMessage(std::string_view asked) {
    return noHelpOnWords(echoable(asked), suggestionsFor(normalize(asked)), helpTopicList());
}

} // namespace mudchess
