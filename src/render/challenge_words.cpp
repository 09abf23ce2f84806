#include "render/challenge_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"

namespace mudchess {

namespace {

std::string described(const ChallengeNamed& ch) {
    return said("the " + std::string(ch.rematch ? "rematch offer" : "challenge") + " on " +
                ch.object + " is " + ch.from + "'s to " + ch.to);
}

} // namespace

std::string challengeDuringAGameWords(const std::string& object) {
    return said("a game is under way on " + object +
                "; challenge on another board, or when it has ended");
}

std::string someoneWaitsThereWords(const std::string& object, const std::string& holder,
                                   Color side) {
    return said(holder + " sits at " + object + " as " + sideTitle(side) +
                ", waiting for a game; challenge on another board");
}

std::string challengeYourselfWords() {
    return said("you cannot challenge yourself; to play both sides, start new game on board, then "
                "join game as white and as black on it");
}

std::string challengeTheComputerWords(const std::string& object) {
    return said("the computer takes no challenges; \"play against the computer on " +
                (object.empty() ? std::string("board") : object) + "\" starts a game against it");
}

std::string playerNameTooLongWords(std::size_t length, std::size_t most) {
    return said("that player's name is too long (" + std::to_string(length) +
                " characters); names of up to " + std::to_string(most) + " work");
}

std::string challengeWaitsWords(const ChallengeNamed& ch, bool orElsewhere) {
    return said(described(ch) + "; it must be answered or lapse first" +
                (orElsewhere ? ", or challenge on another board" : ""));
}

std::string whichChallengeWords(const std::vector<std::string>& objects) {
    std::string choices;
    for (const std::string& o : objects) choices += (choices.empty() ? "" : " or ") + o;
    return said("which one? you have challenges on " + choices + "; add \"on <object>\"");
}

std::string noChallengeWords(const std::string& object, bool withdraw) {
    if (!object.empty()) return said("there is no challenge on " + object);
    return said(withdraw ? "you have no challenge here to withdraw"
                         : "nobody has challenged you here");
}

std::string notYoursToWithdrawWords(const ChallengeNamed& ch, bool toYou) {
    return said(described(ch) + (toYou ? "; you can accept or decline it"
                                       : "; only " + ch.from + " can withdraw it"));
}

std::string notYoursToAnswerWords(const ChallengeNamed& ch, bool yourOwn) {
    return said(described(ch) + (yourOwn
                                     ? "; \"withdraw challenge on " + ch.object + "\" takes it back"
                                     : ", not to you"));
}

std::string rematchStillStandsWords(const std::string& object, const std::string& to) {
    return said("your rematch offer on " + object + " still stands; " + to +
                " has to say \"rematch\" too");
}

std::string noRematchYetWords(const std::string& object, bool nothingPlayed) {
    if (nothingPlayed)
        return said("no game has been played on " + object + " yet to have a rematch of");
    return said("the game on " + object + " is still going on; a rematch follows a finished game");
}

std::string onlyPlayersRematchWords(const std::string& object) {
    return said("only the players on " + object + " can ask for a rematch");
}

std::string nobodyToRematchWords(const std::string& object) {
    return said("nobody else sits at " + object + " to play a rematch with; \"start new game on " +
                object + "\" plays again");
}

std::string casualRematchWords(const std::string& object, CasualRematch why) {
    std::string reason = why == CasualRematch::NO_CLOCK
                             ? "a rated game needs a clock here, and the game had none"
                             : "a rated game here needs players identified to an account";
    return said("The rematch on " + object + " would be casual: " + reason + ".");
}

} // namespace mudchess
