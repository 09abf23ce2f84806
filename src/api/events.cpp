// The names the public event types go by (include/mudchess/events.hpp).
#include "mudchess/events.hpp"

namespace mudchess {

namespace {
template <class... F> struct Overloaded : F... { using F::operator()...; };
// clang 14 (the fuzz build) has no deduction for aggregates yet; GCC 12 does without this.
template <class... F> Overloaded(F...) -> Overloaded<F...>;
} // namespace

std::string_view sideName(Side s) { return s == Side::WHITE ? "white" : "black"; }

std::string_view eventType(const Event& e) {
    return std::visit(Overloaded{[](const SeatTaken&) { return "seat_taken"; },
                                 [](const SeatLeft&) { return "seat_left"; },
                                 [](const GameStarted&) { return "game_started"; },
                                 [](const GameLoaded&) { return "game_loaded"; },
                                 [](const MovePlayed&) { return "move"; },
                                 [](const GameEnded&) { return "game_ended"; },
                                 [](const Offer&) { return "offer"; },
                                 [](const HintGiven&) { return "hint"; },
                                 [](const Refusal&) { return "refusal"; },
                                 [](const TakenBack&) { return "taken_back"; },
                                 [](const Challenge&) { return "challenge"; },
                                 [](const Renamed&) { return "renamed"; },
                                 [](const RatingChanged&) { return "rating_changed"; },
                                 [](const PresenceChanged&) { return "presence"; },
                                 [](const RatingsShown&) { return "ratings"; },
                                 [](const StatsShown&) { return "stats"; },
                                 [](const TopShown&) { return "top"; },
                                 [](const ChangedElsewhere&) { return "changed_elsewhere"; },
                                 [](const HistoryShown&) { return "history"; },
                                 [](const KeptGameShown&) { return "kept_game"; },
                                 [](const AnalysisShown&) { return "analysis"; },
                                 [](const ClocksStood&) { return "clocks_stood"; },
                                 [](const WinClaimable&) { return "win_claimable"; },
                                 [](const PuzzleShown&) { return "puzzle"; },
                                 [](const PuzzleProgress&) { return "puzzle_progress"; },
                                 [](const PuzzleStatsShown&) { return "puzzle_stats"; },
                                 [](const PuzzleTopShown&) { return "puzzle_leaderboard"; },
                                 [](const PuzzleRaceNews&) { return "puzzle_race"; }},
                      e);
}

std::string_view presenceStateName(PresenceState s) {
    switch (s) {
    case PresenceState::LEFT: return "left";
    case PresenceState::LINK_DEAD: return "linkdead";
    case PresenceState::BACK: return "back";
    }
    return "";
}

std::string_view puzzleStepName(PuzzleStep s) {
    switch (s) {
    case PuzzleStep::RIGHT: return "right";
    case PuzzleStep::SOLVED: return "solved";
    case PuzzleStep::WRONG: return "wrong";
    case PuzzleStep::HINT: return "hint";
    case PuzzleStep::GAVE_UP: return "gave_up";
    }
    return "";
}

std::string_view raceStepName(RaceStep s) {
    switch (s) {
    case RaceStep::STARTED: return "started";
    case RaceStep::OUT: return "out";
    case RaceStep::WON: return "won";
    case RaceStep::ENDED: return "ended";
    }
    return "";
}

std::string_view offerKindName(OfferKind k) {
    switch (k) {
    case OfferKind::DRAW: return "draw";
    case OfferKind::RESTART: return "restart";
    case OfferKind::TAKEBACK: return "takeback";
    case OfferKind::ABORT: return "abort";
    case OfferKind::REMATCH: return "rematch";
    }
    return "";
}

std::string_view offerActionName(OfferAction a) {
    switch (a) {
    case OfferAction::MADE: return "made";
    case OfferAction::ACCEPTED: return "accepted";
    case OfferAction::DECLINED: return "declined";
    case OfferAction::WITHDRAWN: return "withdrawn";
    case OfferAction::LAPSED: return "lapsed";
    }
    return "";
}

} // namespace mudchess
