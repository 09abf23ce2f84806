#include "render/help_words.hpp"

#include "render/locale.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

std::string helpPageWords(std::string_view page) { return said(std::string(page)); }

std::string
helpTopicListWords(const std::vector<std::pair<std::string_view, std::string_view>>& topics) {
    std::size_t width = 0;
    for (const auto& [topic, summary] : topics) width = std::max(width, topic.size());
    std::string list = "Help topics (type \"help\" and a topic, e.g. \"help draws\"):\n";
    for (const auto& [topic, summary] : topics) {
        list += "  ";
        list += topic;
        list.append(width + 2 - topic.size(), ' ');
        list += summary;
        list += '\n';
    }
    return said(list);
}

std::string topicListSummaryWords() { return said("The list of help topics"); }

std::string noHelpOnWords(const std::string& echoed,
                          const std::vector<std::string_view>& suggestions,
                          const std::string& topicList) {
    std::string message = said("There is no help on " + inQuotes(echoed) + ".");
    if (!suggestions.empty()) {
        std::vector<std::string> quoted;
        for (std::string_view s : suggestions) quoted.push_back(inQuotes(s));
        message += said(" Did you mean " + joinWith(quoted, " or ") + "?");
    }
    return message + "\n\n" + topicList;
}

} // namespace mudchess
