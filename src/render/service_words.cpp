#include "render/service_words.hpp"

#include "chess/variant.hpp"
#include "render/colour_special.hpp"
#include "render/locale.hpp"
#include "text/words.hpp"

namespace mudchess {

std::string noActorWords() {
    return said("a command needs someone who typed it; the actor was empty");
}

std::string computerNameTakenWords(const std::string& name) {
    return said("\"" + name +
                "\" is the computer player's name, and a person cannot act as the computer; go by "
                "another name");
}

std::string clocksResumedWords(int games) {
    return said(
        std::to_string(games) + (games == 1 ? " timed game was" : " timed games were") +
        " waiting; its clock runs again from now, and the time mudchess was not running counts "
        "against nobody");
}

std::string whichPlaceWords(const std::string& placeWord, const std::string& example,
                            const std::string& places) {
    return said("which " + placeWord + "? add \"in <" + (placeWord == "channel" ? "#" : "") +
                placeWord + ">\" after the object, like \"look at board in " + example + "\"" +
                (places.empty() ? "" : " (I play in " + places + ")"));
}

std::string notOurPlaceWords(const std::string& place, const std::string& places) {
    return said("I do not play in " + place + "; I play in " + places);
}

std::string noGamesInPlaceWords(const std::string& place, const std::string& places) {
    return said("there are no games in " + place + "; the places are " + places);
}

std::string noBoardsYetWords(const std::string& place) {
    return said("there are no boards in " + place + " yet");
}

std::string whichBoardWords(const std::string& place, const std::vector<std::string>& boards) {
    return said("which board? " + place + " has several: " + joinWith(boards, ", "));
}

std::string noSuchBoardWords(const std::string& object, const std::string& place) {
    return said("there is no " + object + " in " + place);
}

std::string notAnObjectNameWords(const std::string& object) {
    return said(
        "\"" + object +
        "\" cannot name an object: use letters, digits, - _ ' and spaces, like \"board\" or "
        "\"oak table 2\"");
}

std::string notOneWordMoveWords() {
    return said("a move is one word, like \"e2e4\", \"e7e8q\" or \"Nf3\"");
}

std::string notAVariantWords(const std::string& typed) {
    return said("\"" + typed + "\" is not a variant: the variants are " +
                variantList(&Variant::spokenName, " and "));
}

std::string badGameNumberWords() {
    return said(
        "a game's number is 1 or more (see \"history\"); 0 means the game on the object now");
}

std::string notAColourWords() {
    return said("that is not a colour: " + std::string(SPECIAL_COLOUR_FORMS));
}

std::string notABoardPartWords(const std::string& typed) {
    return said("\"" + typed + "\" is not a part of the board to colour; the parts are " +
                colourElementList());
}

std::string colourNeedsAPartWords() {
    return said("a colour needs the part it is for: " + colourElementList());
}

std::string notASchemeWords(const std::string& scheme, const std::vector<std::string>& schemes) {
    return said("\"" + scheme + "\" is not a colour scheme; the schemes are " +
                joinWith(schemes, ", "));
}

std::string unreadableSharedSchemeWords(const std::string& scheme, const std::string& place,
                                        const std::string& pairs) {
    return said("\"" + scheme + "\" is too hard to read on a board everyone in " + place +
                " sees: " + pairs + "; shared boards need " + ratioText(READABLE_CONTRAST) +
                " or more. Nothing changed.");
}

std::string renamedWords(const std::string& before, const std::string& after) {
    return said(before + " is now known as " + after + ".");
}

std::string notALocaleWords(const std::string& typed) {
    return said(inQuotes(typed) + " is not a locale: english or pseudo");
}

std::string nameTakenWords(const std::string& name) {
    return said("another player goes by " + inQuotes(name) +
                " now; two players of one name could not be told apart, so choose another");
}

std::string notPlaceBoardsWords(const std::string& typed) {
    return said(inQuotes(typed) +
                " is not a choice of place boards: every-move, player-to-move or on-request");
}

std::string notAColourSchemeSettingWords(const std::string& scheme) {
    return said("\"" + scheme + "\" is not a colour scheme");
}

} // namespace mudchess
