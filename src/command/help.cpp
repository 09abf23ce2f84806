#include "command/help.hpp"
#include "command/spelling.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace mudchess {

namespace {

// Words players try that are not page names. Written as normalize() leaves them: lower case,
// single spaces, no hyphens. Plurals are handled by the lookup, so one form is enough.
constexpr detail::HelpAlias ALIASES[] = {
    {"intro", "index"},
    {"introduction", "index"},
    {"about", "index"},
    {"mudchess", "index"},
    {"start here", "index"},
    {"getting started", "index"},
    {"quick start", "index"},

    {"command", "commands"},
    {"syntax", "commands"},
    {"forms", "commands"},

    // the pages of single commands
    {"sit", "join"},
    {"take over", "join"},
    {"takeover", "absent"},
    {"rematch", "challenge"},
    {"decline challenge", "challenge"},
    {"accept challenge", "challenge"},
    {"withdraw challenge", "challenge"},
    {"challenges", "challenge"},
    {"claim win", "absent"},
    {"rating", "ratings"},
    {"rated", "ratings"},
    {"stats", "ratings"},
    {"statistics", "ratings"},
    {"top", "ratings"},
    {"leaderboard", "ratings"},
    {"glicko", "ratings"},
    {"abandon", "absent"},
    {"abandoned", "absent"},
    {"abandonment", "absent"},
    {"away", "absent"},
    {"afk", "absent"},
    {"idle", "absent"},
    {"sit down", "join"},
    {"stand up", "leave"},
    {"new game", "start"},
    {"restart", "start"},
    {"start over", "start"},
    {"legal moves", "show"},
    {"move list", "show"},
    {"load pgn", "load"},
    {"import", "load"},
    {"read", "describe"},
    {"read rank", "describe"},
    {"read file", "describe"},
    {"where", "describe"},
    {"where is", "describe"},
    {"where are", "describe"},
    {"what", "describe"},
    {"what is", "describe"},
    {"what's", "describe"},
    {"last move", "describe"},
    {"whose move", "describe"},
    {"whose turn", "describe"},
    {"words", "describe"},
    {"screen reader", "describe"},
    {"blind", "describe"},
    {"orientation", "flip"},
    {"turn board", "flip"},
    {"settings", "options"},
    {"preferences", "options"},

    {"san", "notation"},
    {"algebraic", "notation"},
    {"algebraic notation", "notation"},
    {"figurine", "notation"},
    {"long algebraic", "notation"},
    {"coordinate", "notation"},
    {"uci", "notation"},
    {"pgn", "notation"},
    {"fen", "notation"},
    {"result line", "notation"},
    {"move number", "notation"},

    {"invite", "computer"},
    {"invite computer", "computer"},
    {"play", "computer"},
    {"play against the computer", "computer"},
    {"play against computer", "computer"},
    {"dismiss", "computer"},
    {"dismiss computer", "computer"},
    {"hint", "computer"},
    {"engine", "computer"},
    {"levels", "computer"},
    {"level", "computer"},
    {"ai", "computer"},
    {"bot", "computer"},
    {"clock", "clocks"},
    {"time", "clocks"},
    {"time control", "clocks"},
    {"timed", "clocks"},
    {"flag", "clocks"},
    {"increment", "clocks"},
    {"delay", "clocks"},
    {"bronstein", "clocks"},
    {"blitz", "clocks"},

    {"color", "colours"},
    {"colour scheme", "colours"},
    {"color scheme", "colours"},
    {"scheme", "colours"},
    {"high contrast", "colours"},
    {"special", "colours"},
    {"colour special", "colours"},
    {"color special", "colours"},
    {"contrast", "colours"},
    {"marker", "colours"},
    {"accessibility", "colours"},

    {"square", "moves"},
    {"castle", "moves"},
    {"promotion", "moves"},
    {"promote", "moves"},
    {"swap", "moves"},
    {"underpromotion", "moves"},
    {"take", "moves"},
    {"capture", "moves"},
    {"english", "moves"},
    {"plain english", "moves"},
    {"moves in words", "moves"},

    {"rules", "chess"},
    {"standard", "chess"},
    {"standard chess", "chess"},
    {"fide", "chess"},
    {"piece", "chess"},
    {"castling", "chess"},
    {"en passant", "chess"},
    {"enpassant", "chess"},
    {"ep", "chess"},
    {"e.p", "chess"}, // "e.p." once normalize() drops the final dot
    {"check", "chess"},
    {"checkmate", "chess"},
    {"mate", "chess"},
    {"stalemate", "chess"},
    {"king", "chess"},
    {"queen", "chess"},
    {"rook", "chess"},
    {"bishop", "chess"},
    {"knight", "chess"},
    {"pawn", "chess"},

    {"repetition", "draws"},
    {"threefold", "draws"},
    {"threefold repetition", "draws"},
    {"fivefold", "draws"},
    {"fivefold repetition", "draws"},
    {"50", "draws"},
    {"50 move", "draws"},
    {"50 move rule", "draws"},
    {"fifty", "draws"},
    {"fifty move", "draws"},
    {"fifty move rule", "draws"},
    {"75", "draws"},
    {"75 move", "draws"},
    {"75 move rule", "draws"},
    {"seventy five", "draws"},
    {"seventy five move rule", "draws"},
    {"automatic draws", "draws"},
    {"automatic draw", "draws"},
    {"draw rule", "draws"},
    {"house rule", "draws"},
    {"dead position", "draws"},
    {"dead", "draws"},
    {"insufficient material", "draws"},
    {"material", "draws"},
    {"offer", "draw"},
    {"offer draw", "draw"},
    {"draw offer", "draw"},
    {"accept", "draw"},
    {"accept draw", "draw"},
    {"decline", "draw"},
    {"decline draw", "draw"},
    {"withdraw", "draw"},
    {"withdraw draw", "draw"},
    {"claim", "draw"},
    {"claim draw", "draw"},

    {"take back", "takeback"},
    {"take back move", "takeback"},
    {"undo", "takeback"},
    {"undo move", "takeback"},
    {"accept takeback", "takeback"},
    {"decline takeback", "takeback"},
    {"withdraw takeback", "takeback"},
    {"accept abort", "abort"},
    {"decline abort", "abort"},
    {"withdraw abort", "abort"},
    {"cancel", "abort"},
    {"agreement", "draws"},
    {"resignation", "resign"},
    {"give up", "resign"},
    {"result", "draws"},
    {"end", "draws"},
    {"ending", "draws"},
    {"game over", "draws"},
    {"win", "draws"},

    {"knight mate", "knightmate"},
    {"royal knight", "knightmate"},
    {"commoner", "knightmate"},

    {"knights chess", "knightschess"},
    {"knights", "knightschess"},
    {"instability", "knightschess"},
    {"opening instability", "knightschess"},
    {"pass", "knightschess"},
    {"passing", "knightschess"},

    {"variant", "variants"},
    {"variation", "variants"},
    {"chess variants", "variants"},
    {"rule sets", "variants"},

    {"board", "boards"},
    {"object", "boards"},
    {"place", "boards"},
    {"table", "boards"},
    {"seat", "boards"},
    {"hot seat", "boards"},
    {"hotseat", "boards"},
    {"watch", "boards"},
    {"watching", "boards"},
    {"spectator", "boards"},
    {"player", "boards"},
};

constexpr std::string_view TOPICS = "topics"; // the generated list, not a file
constexpr std::string_view TOPICS_SUMMARY = "The list of help topics";
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
    return HelpPage{TOPICS, TOPICS_SUMMARY, list};
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
    for (const detail::HelpAlias& alias : ALIASES) keys.push_back({alias.words, alias.topic});
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
    std::string out;
    for (char c : asked) {
        unsigned char u = static_cast<unsigned char>(c);
        bool startsCharacter = (u & 0xC0) != 0x80; // not a UTF-8 continuation byte
        if (startsCharacter && out.size() >= MAX_ECHO) {
            out += "...";
            break;
        }
        out += (u < 0x20 || u == 0x7F) ? '?' : c;
    }
    return out;
}

} // namespace

std::span<const detail::HelpAlias> detail::helpAliases() { return ALIASES; }

std::vector<HelpPage> allHelpPages() {
    std::vector<HelpPage> pages;
    for (const detail::EmbeddedHelpFile& file : detail::embeddedHelpFiles())
        pages.push_back(pageOf(file));
    std::sort(pages.begin(), pages.end(),
              [](const HelpPage& a, const HelpPage& b) { return a.topic < b.topic; });
    return pages;
}

std::string helpTopicList() {
    std::vector<HelpPage> pages = allHelpPages();
    std::size_t width = std::accumulate(
        pages.begin(), pages.end(), std::size_t(0),
        [](std::size_t w, const HelpPage& page) { return std::max(w, page.topic.size()); });
    std::string list = "Help topics (type \"help\" and a topic, e.g. \"help draws\"):\n";
    for (const HelpPage& page : pages) {
        list += "  ";
        list += page.topic;
        list.append(width + 2 - page.topic.size(), ' ');
        list += page.summary;
        list += '\n';
    }
    return list;
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
    std::string message = "There is no help on \"" + echoable(asked) + "\".";
    std::vector<std::string_view> suggestions = suggestionsFor(normalize(asked));
    if (!suggestions.empty()) {
        message += " Did you mean ";
        for (std::size_t i = 0; i < suggestions.size(); ++i) {
            if (i > 0) message += i + 1 == suggestions.size() ? " or " : ", ";
            message += '"';
            message += suggestions[i];
            message += '"';
        }
        message += '?';
    }
    message += "\n\n";
    message += helpTopicList();
    return message;
}

} // namespace mudchess
