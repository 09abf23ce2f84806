// Help pages: the plain-text pages of help/, compiled into the program at build time, and the
// lookup that turns what a player typed after "help" into one of them.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

struct HelpPage {
    std::string_view topic;   // the page's file name without .txt: "draws", "knightschess"
    std::string_view summary; // its first line, as shown in the list of topics
    std::string_view text;    // the whole page, first line included
};

// The page for "help <topicWords>". Case, extra spaces, hyphens and a trailing '?' do not
// matter. Nothing asked gives the index page, "topics" the generated list of topics; besides
// the file names, aliases work ("rules", "knights chess", "repetition", "promotion") and so
// does the unambiguous start of a topic ("knightm"). Empty when nothing fits.
std::optional<HelpPage> findHelp(std::string_view topicWords);

// Every page in help/, in order of topic.
std::vector<HelpPage> allHelpPages();

// A heading and one line per page, "  topic         summary", made from the pages themselves.
std::string helpTopicList();

// Says there is no such topic, suggests the nearest topics or aliases (by edit distance or as
// the start of more than one topic) when there are any, and lists the topics.
std::string unknownTopicMessage(std::string_view asked);

namespace detail {
// One file of help/ as the build embedded it; the generated source defines the table.
struct EmbeddedHelpFile {
    std::string_view stem;
    std::string_view content;
};
std::span<const EmbeddedHelpFile> embeddedHelpFiles();

// Words that lead to a page without being its name ("rules" -> chess), for the tests.
struct HelpAlias {
    std::string_view words; // as findHelp normalizes what it is given: lower case, single spaces
    std::string_view topic;
};
std::span<const HelpAlias> helpAliases();
// help/aliases.conf, embedded by the build.
std::string_view helpAliasFile();
} // namespace detail

} // namespace mudchess
