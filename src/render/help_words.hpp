// The sentences around the help pages: the list of topics, and the answer to a topic there is
// no page for. The pages themselves are help/*.txt.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess {

// A page of help, as the player reads it.
std::string helpPageWords(std::string_view page);
// The "topics" page: a heading, then each topic with its page's first line, aligned.
std::string
helpTopicListWords(const std::vector<std::pair<std::string_view, std::string_view>>& topics);
// How the "topics" page sums itself up in that list.
std::string topicListSummaryWords();
// No page for what was asked (`echoed`, made safe to show): the nearest topics, if any, and the
// list of topics.
std::string noHelpOnWords(const std::string& echoed,
                          const std::vector<std::string_view>& suggestions,
                          const std::string& topicList);

} // namespace mudchess
