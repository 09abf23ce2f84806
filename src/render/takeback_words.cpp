#include "render/takeback_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"

namespace mudchess {

namespace {

std::string requestNoun(OfferKind kind) {
    return said(kind == OfferKind::ABORT ? "abort" : "takeback");
}

} // namespace

std::string movesWord(int n) { return said(n == 1 ? "1 move" : std::to_string(n) + " moves"); }

std::string onlyPlayersMayWords(const std::string& object, TakebackDeed deed) {
    std::string what;
    switch (deed) {
    case TakebackDeed::TAKE_BACK: what = "take moves back"; break;
    case TakebackDeed::ANSWER_TAKEBACK: what = "answer a takeback request"; break;
    case TakebackDeed::ABORT: what = "abort the game"; break;
    case TakebackDeed::ANSWER_ABORT: what = "answer an abort request"; break;
    }
    return said("only the players on " + object + " can " + what);
}

std::string nothingToAskAfterTheEndWords(const GameObject& t, OfferKind kind) {
    std::string what = kind == OfferKind::ABORT ? "abort" : "take back";
    return said("the game on " + t.name() + " is over (" + outcomeSentence(t.game()) +
                "), so there is nothing to " + what + "; \"start new game on " + t.name() +
                "\" plays again");
}

std::string requestStillStandsWords(const std::string& object, OfferKind kind) {
    return said("your " + requestNoun(kind) + " request on " + object + " still stands");
}

std::string cannotAnswerWords(const std::string& object, OfferKind kind,
                              RequestAnswerProblem problem, const std::string& asker) {
    std::string noun = requestNoun(kind);
    std::string request = "the " + noun + " request on " + object;
    switch (problem) {
    case RequestAnswerProblem::NONE_ASKED:
        return said("there is no " + noun + " request on " + object);
    case RequestAnswerProblem::YOUR_OWN:
        return said(request + " is your own; \"withdraw " + noun + "\" takes it back");
    case RequestAnswerProblem::NOT_YOURS:
        return said(request + " is " + asker + "'s, not yours to withdraw");
    }
    return said(request);
}

std::string notThatManyMovesWords(const std::string& object, int moves) {
    return said("there are not " + movesWord(moves) + " to take back on " + object);
}

std::string noTakebacksWhenRatedWords(const std::string& object) {
    return said("the game on " + object + " is rated, and takebacks are off in rated games here");
}

std::string noMoveToTakeBackWords(const std::string& object) {
    return said("you have made no move on " + object + " yet, so there is none to take back");
}

std::string takebackWaitsWords(const std::string& object, const std::string& asker, int moves) {
    return said(asker + " has asked to take back " + movesWord(moves) + " on " + object +
                "; answer it first: \"accept takeback\" or \"decline takeback\"");
}

std::string noLongerRatedWords(const std::string& object) {
    return said("A move was taken back, so the game on " + object +
                " no longer counts for ratings.");
}

} // namespace mudchess
