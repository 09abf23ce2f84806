// The refusals and notes of challenges and rematches (challenge_commands.cpp decides which; the
// challenge's own news is narrateChallenge's, in narration.hpp).
#pragma once

#include "chess/types.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace mudchess {

// A pending challenge (or rematch offer) as refusals name it: on `object`, from and to players
// by name.
struct ChallengeNamed {
    std::string object;
    bool rematch = false;
    std::string from, to;
};

// The board is busy: a game under way, or someone else sitting there waiting for one.
std::string challengeDuringAGameWords(const std::string& object);
std::string someoneWaitsThereWords(const std::string& object, const std::string& holder,
                                   Color side);
std::string challengeYourselfWords();
std::string challengeTheComputerWords(const std::string& object);
std::string playerNameTooLongWords(std::size_t length, std::size_t most);
// One challenge at a time on a board; `orElsewhere`: suggest another board.
std::string challengeWaitsWords(const ChallengeNamed& ch, bool orElsewhere);
std::string whichChallengeWords(const std::vector<std::string>& objects);
// No challenge to answer: on `object`, or (empty) none at all here for this player.
std::string noChallengeWords(const std::string& object, bool withdraw);
// A withdrawal by someone not its challenger; `toYou`: it was made to them.
std::string notYoursToWithdrawWords(const ChallengeNamed& ch, bool toYou);
// An answer by someone it was not made to; `yourOwn`: they made it.
std::string notYoursToAnswerWords(const ChallengeNamed& ch, bool yourOwn);
std::string rematchStillStandsWords(const std::string& object, const std::string& to);
// A rematch asked for before a game ended, or before one was played.
std::string noRematchYetWords(const std::string& object, bool nothingPlayed);
std::string onlyPlayersRematchWords(const std::string& object);
std::string nobodyToRematchWords(const std::string& object);
// Why a rematch of a rated game would be casual under the rules as they are now.
enum class CasualRematch { NO_CLOCK, NO_ACCOUNT };
std::string casualRematchWords(const std::string& object, CasualRematch why);

} // namespace mudchess
