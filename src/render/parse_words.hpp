// The messages of parse failures: one for each must<> rule of the grammar, built from the text
// before and after the point where reading stopped (src/command/parser.cpp maps each rule to its
// message). What a player reads when a line is not a command comes from here.
#pragma once

#include "text/lower_case.hpp"
#include "text/words.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// The line where a rule failed: what was read and what was left.
struct ParseFailure {
    std::string_view before; // the line up to where the rule failed
    std::string_view after;  // the rest of the line

    // The first word after the failure point: the word understanding stopped at.
    std::string_view word() const {
        std::size_t start = 0;
        while (start < after.size() && isBlank(after[start])) ++start;
        std::size_t end = start;
        while (end < after.size() && !isBlank(after[end])) ++end;
        return after.substr(start, end - start);
    }
    // The words from the failure point up to " on " or the end: "knights checkers".
    std::string phrase() const {
        std::vector<std::string_view> words = splitWords(after);
        std::vector<std::string_view> kept;
        for (std::string_view w : words) {
            if (lowerCase(w) == "on") break;
            kept.push_back(w);
        }
        return joinWords(kept);
    }
    // What the player said so far, single-spaced.
    std::string said() const { return singleSpaced(before); }
    std::string saidAnd(std::string_view more) const {
        std::string s = said();
        if (!more.empty()) s += (s.empty() ? "" : " ") + std::string(more);
        return s;
    }
    bool nothingMore() const {
        std::string_view w = word();
        return w.empty() || lowerCase(w) == "on";
    }
    // The last `count` words said so far: "swap to".
    std::string lastWords(std::size_t count) const {
        std::vector<std::string_view> words = splitWords(before);
        if (words.size() > count) words.erase(words.begin(), words.end() - long(count));
        return joinWords(words);
    }
};

// An unknown first word: the verb it may be a slip of (or that it is, when the rest fits none of
// that verb's forms), else how to get the list.
// A line longer than a command may be (`most` characters).
std::string lineTooLongWords(std::size_t most);
std::string unknownCommandWords(std::string_view word, std::optional<std::string_view> closest);

std::string badMove(const ParseFailure& f);
std::string badSaidSquare(const ParseFailure& f);
std::string badPieceAction(const ParseFailure& f);
std::string badCastleSide(const ParseFailure& f);
std::string badPieceAfterWith(const ParseFailure& f);
std::string badPromoteTo(const ParseFailure& f);
std::string badSquareAfterFrom(const ParseFailure& f);
std::string badSquareAfterTo(const ParseFailure& f);
std::string badTargetSquare(const ParseFailure& f);
std::string badSquareToMove(const ParseFailure& f);
std::string badSwap(const ParseFailure& f);
std::string badPromotion(const ParseFailure& f);
std::string badObject(const ParseFailure& f);
std::string badObjectAfterOn(const ParseFailure& f);
std::string badObjectAfterAt(const ParseFailure& f);
std::string unclosedQuote(const ParseFailure& f);
std::string unclosedPlayerQuote(const ParseFailure& f);
std::string leftOver(const ParseFailure& f);
std::string leftOverAfterObjectForm(const ParseFailure& f);
std::string badSeat(const ParseFailure& f);
std::string badSeatColour(const ParseFailure& f);
std::string badVariant(const ParseFailure& f);
std::string badClock(const ParseFailure& f);
std::string badShownThing(const ParseFailure& f);
std::string badLegalMoves(const ParseFailure& f);
std::string badLegalMovesSquare(const ParseFailure& f);
std::string badPastGame(const ParseFailure& f);
// "stop" or "cancel" not followed by "analysis".
std::string badStopAnalysis(const ParseFailure& f);
// "daily" not followed by "puzzle".
std::string badDailyPuzzle(const ParseFailure& f);
std::string badPage(const ParseFailure& f);
std::string badLoad(const ParseFailure& f);
std::string missingFen(const ParseFailure& f);
std::string missingPgn(const ParseFailure& f);
std::string badDrawWords(const ParseFailure& f);
std::string badOptionChoice(const ParseFailure& f);
std::string badBoardSetting(const ParseFailure& f);
std::string badDrawRule(const ParseFailure& f);
std::string badSpecialChoice(const ParseFailure& f);
std::string badResetElement(const ParseFailure& f);
std::string badSpecialColour(const ParseFailure& f);
std::string badReadLine(const ParseFailure& f);
std::string badAskedSquare(const ParseFailure& f);
std::string badRankNumber(const ParseFailure& f);
std::string badFileName(const ParseFailure& f);
std::string badWhere(const ParseFailure& f);
std::string badPiecesAsked(const ParseFailure& f);
std::string badLastMove(const ParseFailure& f);
std::string badWhoseMove(const ParseFailure& f);
std::string badInvited(const ParseFailure& f);
std::string badComputer(const ParseFailure& f);
std::string badAgainst(const ParseFailure& f);
std::string badLevel(const ParseFailure& f);
std::string badChallengedPlayer(const ParseFailure& f);
std::string badWhose(const ParseFailure& f);
std::string notCleanText(const ParseFailure& f);

// "e8=Q and swap to knight": a move that names its promotion twice (`move`: the move as typed).
std::string promotionTwiceWords(const std::string& move);

} // namespace mudchess
