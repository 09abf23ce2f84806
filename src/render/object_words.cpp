#include "render/object_words.hpp"

#include "render/locale.hpp"
#include "text/words.hpp"

namespace mudchess {

std::string noGamesHereWords() {
    return said("no games here yet; start one with \"start new game on board\"");
}

std::string whichGameWords(const std::vector<std::string>& objects) {
    std::vector<std::string> choices;
    for (const std::string& name : objects) choices.push_back("\"on " + name + "\"");
    return said("which game? add " + joinWith(choices, " or "));
}

std::string noSuchObjectWords(const std::string& object, const std::vector<std::string>& objects,
                              const std::string& meant) {
    std::string text = "there is no " + object + " here; ";
    if (objects.empty())
        return said(text + "no games have started here yet: \"start new game on " + meant +
                    "\" starts one");
    return said(text + "the boards here are: " + joinWith(objects, ", "));
}

std::string nameLooksLikeSentenceWords(const std::string& name, const std::string& meant,
                                       const std::string& retry) {
    return said("\"" + name + "\" ends in words of a sentence, not of a name; \"" + retry + " on " +
                meant + "\" uses " + meant + ", or put the name in quotes to keep it: " + retry +
                " on \"" + name + "\"");
}

std::string objectNameTooLongWords(std::size_t length, std::size_t most) {
    return said("that object name is too long (" + std::to_string(length) +
                " characters); names of up to " + std::to_string(most) + " work, like \"board 2\"");
}

} // namespace mudchess
