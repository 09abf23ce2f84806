// Help: a help page by its topic, or the list of topics; an unknown topic is refused with the
// topics nearest to it.
#include "command/help.hpp"
#include "dispatch/dispatch_context.hpp"
#include "render/help_words.hpp"

namespace mudchess {

using namespace command;

template <> Replies Dispatcher::on(Context&, const Help& c) {
    if (std::optional<HelpPage> page = findHelp(c.topic))
        return {toActor(helpPageWords(page->text))};
    return {refuse(RefusalCode::UNKNOWN_TOPIC, unknownTopicMessage(c.topic), {{"topic", c.topic}})};
}

} // namespace mudchess
