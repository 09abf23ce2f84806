#include "rating/eligibility.hpp"

#include "rating/anti_feeding.hpp"
#include "search/level.hpp"

namespace mudchess::rating {

std::optional<NotRated> whyNotRated(const GameFacts& game) {
    if (game.aborted) return NotRated::aborted;
    if (game.computerLevel) {
        if (!computerRating(*game.computerLevel)) return NotRated::unmeasuredLevel;
    } else if (game.whiteAccount.empty() || game.whiteAccount == game.blackAccount) {
        return NotRated::againstOneself;
    }
    if (!game.hasClock && !game.untimedRated) return NotRated::noClock;
    if (game.whiteMoves < 2 || game.blackMoves < 2) return NotRated::tooShort;
    if (game.tookBack) return NotRated::takeback;
    if (pairingWeight(game.earlierPairings) == 0) return NotRated::tooOften;
    return std::nullopt;
}

std::string_view describe(NotRated reason) {
    switch (reason) {
    case NotRated::aborted: return "the game was aborted";
    case NotRated::againstOneself: return "both sides were the same player";
    case NotRated::noClock: return "it had no clock and was not set to be rated untimed";
    case NotRated::tooShort: return "each side must make at least two moves";
    case NotRated::takeback: return "a move was taken back";
    case NotRated::unmeasuredLevel: return "the computer's level has no measured rating";
    case NotRated::tooOften:
        return "the two players have already played five rated games together in the last 24 "
               "hours";
    }
    return "";
}

std::optional<Glicko2> computerRating(int level) {
    for (const search::MeasuredLevel& measured : search::MEASURED_ELO)
        if (measured.level == level)
            return Glicko2{static_cast<double>(measured.elo), MIN_DEVIATION, 0.06};
    return std::nullopt;
}

} // namespace mudchess::rating
