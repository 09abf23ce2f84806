#include "world/game_object.hpp"

#include <cstdlib>
#include <ctime>

namespace mudchess {

std::optional<Color> GameObject::sideOf(const std::string& who) const {
    Color toMove = game_.position().sideToMove();
    if (isSeated(who, toMove)) return toMove;
    if (isSeated(who, ~toMove)) return ~toMove;
    return std::nullopt;
}

std::string GameObject::utcNow() {
    // SOURCE_DATE_EPOCH (the reproducible-builds convention) stands in for the clock, so
    // transcripts and tests that show a game's date read the same every day.
    const char* fixed = std::getenv("SOURCE_DATE_EPOCH");
    std::time_t now = fixed && *fixed ? std::time_t(std::atoll(fixed)) : std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buf;
}

void GameObject::beginNextGame() {
    if (!game_.history().empty() || game_.isOver()) ++gameNumber_;
    vacatedBy_ = {};
}

void GameObject::reset(const Variant& variant, std::optional<TimeControl> clock) {
    beginNextGame();
    takeback_.reset();
    abort_.reset();
    game_ = Game(variant);
    game_.setDrawRule(drawRule());
    started_ = utcNow();
    loadedTags_.clear();
    clock_.reset();
    if (clock) clock_.emplace(*clock);
    restartAsked_ = {};
    restartTerms_.reset();
    startAnnounced_ = false;
    rated_ = tookBack_ = false;
}

void GameObject::replace(Game game) {
    beginNextGame();
    takeback_.reset();
    abort_.reset();
    game_ = std::move(game);
    applyDrawRuleBeforeFirstMove(); // a position alone (FEN) says nothing of draws
    started_.clear();
    loadedTags_.clear();
    clock_.reset();
    restartAsked_ = {};
    restartTerms_.reset();
    startAnnounced_ = false;
    rated_ = tookBack_ = false;
}

void GameObject::applyDrawRuleBeforeFirstMove() {
    if (game_.history().empty() && !game_.isOver()) game_.setDrawRule(drawRule());
}

void GameObject::chooseDrawRule(std::optional<DrawRule> rule) {
    drawRuleChoice_ = rule;
    applyDrawRuleBeforeFirstMove();
}

void GameObject::useDefaultDrawRule(DrawRule rule) {
    defaultDrawRule_ = rule;
    applyDrawRuleBeforeFirstMove();
}

bool GameObject::takeBack(int moves, TimePoint now) {
    if (!game_.takeBack(moves)) return false;
    if (clock_)
        clock_->takeBack(std::size_t(game_.playerMoves()), game_.position().sideToMove(), now);
    takeback_.reset();
    abort_.reset();
    return true;
}

bool GameObject::askToRestart(const std::string& who, const GameTerms& terms) {
    if (restartTerms_ != terms) restartAsked_ = {};
    restartTerms_ = terms;
    for (Color c : {WHITE, BLACK})
        if (isSeated(who, c)) restartAsked_[c] = true;
    for (Color c : {WHITE, BLACK})
        if (!seats_[c].empty() && !isComputer(c) && !restartAsked_[c]) return false;
    return true;
}

} // namespace mudchess
