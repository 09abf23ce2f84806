#include "render/name_words.hpp"

#include "render/locale.hpp"

namespace mudchess {

namespace {

// "the actor's name"; a name in a list ("users", "places") is one of several, and rename's
// "name" is the new one.
std::string whoseName(std::string_view field) {
    if (field == "users") return "a user's name";
    if (field == "places") return "a place's name";
    if (field == "name") return "the new name";
    return "the " + std::string(field) + "'s name";
}

std::string nameProblemSentence(std::string_view field, const NameProblem& p, std::size_t most) {
    std::string whose = whoseName(field);
    std::string where = " (" + codePointName(p.character) + ") at byte " + std::to_string(p.at + 1);
    constexpr std::string_view SEEN =
        "; a name is letters, digits and marks that can be seen, like \"alice\" or \"Zoë\"";
    switch (p.fault) {
    case NameFault::EMPTY: return whose + " is empty; give one, like \"alice\"";
    case NameFault::TOO_LONG:
        return whose + " is longer than " + std::to_string(most) + " bytes; a shorter one will do";
    case NameFault::BROKEN_UTF8:
        return whose + " is not valid UTF-8 (broken at byte " + std::to_string(p.at + 1) +
               "); send names as UTF-8";
    case NameFault::CONTROL: return whose + " has a control character" + where + std::string(SEEN);
    case NameFault::BIDI:
        return whose + " has a character that changes the direction of text" + where +
               std::string(SEEN);
    case NameFault::INVISIBLE:
        return whose + " has an invisible character" + where +
               ", which would make it look like another name" + std::string(SEEN);
    case NameFault::ODD_SPACE:
        return whose + " has a space other than the plain one" + where +
               "; use a plain space, or none";
    case NameFault::EDGE_BLANK: return whose + " starts or ends with a blank; leave the blanks out";
    case NameFault::NONCHARACTER:
        return whose + " has " + codePointName(p.character) + " at byte " +
               std::to_string(p.at + 1) + ", which is not a character" + std::string(SEEN);
    }
    return whose + " cannot be a name";
}

} // namespace

std::string nameProblemText(std::string_view field, const NameProblem& problem, std::size_t most) {
    return said(nameProblemSentence(field, problem, most));
}

std::optional<NameRefusal> refuseName(std::string_view field, std::string_view name,
                                      std::size_t most) {
    std::optional<NameProblem> problem = nameProblem(name, most);
    if (!problem) return std::nullopt;
    NameRefusal refusal{problem->fault == NameFault::TOO_LONG ? RefusalCode::NAME_TOO_LONG
                                                              : RefusalCode::BAD_NAME,
                        nameProblemText(field, *problem, most),
                        {{"field", std::string(field)}}};
    if (refusal.code == RefusalCode::BAD_NAME)
        refusal.params.emplace_back("problem", std::string(nameFaultName(problem->fault)));
    if (problem->character)
        refusal.params.emplace_back("character", codePointName(problem->character));
    return refusal;
}

} // namespace mudchess
