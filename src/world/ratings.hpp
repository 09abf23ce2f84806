// Every player's ratings, per variant and speed, and the recent rated pairings the anti-feeding
// rule counts (docs/ratings.md). Kept in memory beside the games; the store keeps them too,
// written in the same transaction as the game's end that changed them.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace mudchess {

// One rating pool of one player: an id, a variant's key ("chess"), a speed ("blitz").
struct RatingKey {
    std::string player, variant, speed;
    auto operator<=>(const RatingKey&) const = default;
};

// Glicko-2's three figures (rating/glicko2.hpp), a count of rated games, and when the last
// one ended (Unix seconds; 0: never), from which idle time grows the deviation.
struct PlayerRating {
    double rating = 1500.0;
    double deviation = 350.0;
    double volatility = 0.06;
    int games = 0;
    std::int64_t lastPlayed = 0;
    bool operator==(const PlayerRating&) const = default;
};

// A game that changed ratings, as the store keeps it: where, when it ended, the pool, the two
// seats (ids; empty for the computer's) and each rated side's figures before and after.
struct RatedGame {
    std::string place, object;
    int number = 0;
    std::int64_t ended = 0; // Unix seconds
    std::string variant, speed;
    std::string white, black;
    double weight = 1.0; // how much it counted (anti-feeding)
    std::optional<PlayerRating> whiteBefore, whiteAfter, blackBefore, blackAfter;
};

// A rated game read back from the store, with what rating it again needs besides: the result
// (White's score: 1, 0.5 or 0) and the computer's level in a game against it (else 0).
struct StoredRatedGame {
    RatedGame game;
    double whiteScore = 0.5;
    int computerLevel = 0;
};

// One way the stored ratings differ from playing the stored rated games again (`mudchess
// ratings --check`, dispatch/rated_game.hpp): render/rating_check_words.hpp says it.
struct ReplayDifference {
    enum class Kind : std::uint8_t {
        WEIGHT,          // a game counted with another weight than its pairings give
        SIDE_PRESENCE,   // a side's rating before or after is stored and not replayed, or not
        SIDE_RATING,     // a side's rating before or after differs
        POOL_UNREPLAYED, // a rating is stored that no stored rated game gives
        POOL_FIGURES,    // a rating's figures differ
        POOL_UNSTORED,   // the games give a rating the store does not hold
    };
    Kind kind = Kind::WEIGHT;
    RatedGame game;            // WEIGHT, SIDE_*: the game (as replayed)
    bool white = true;         // SIDE_*: which side's rating
    bool after = false;        //          before or after the game
    double storedWeight = 0.0; // WEIGHT: as stored; game.weight as replayed
    RatingKey pool;            // POOL_*: whose rating
    std::optional<PlayerRating> stored = {}, replayed = {}; // SIDE_*, POOL_*: each, when any
};

class RatingBook {
  public:
    // The player's figures in the pool, or nothing before their first rated game there.
    const PlayerRating* find(const RatingKey& key) const {
        auto found = ratings_.find(key);
        return found == ratings_.end() ? nullptr : &found->second;
    }
    void set(const RatingKey& key, const PlayerRating& r) { ratings_[key] = r; }
    void erase(const RatingKey& key) { ratings_.erase(key); }
    const std::map<RatingKey, PlayerRating>& all() const { return ratings_; }

    // A rated game between two people, for the pairing window.
    void notePairing(const std::string& a, const std::string& b, std::int64_t at) {
        pairings_.push_back({a, b, at});
    }
    void forgetLastPairing() {
        if (!pairings_.empty()) pairings_.pop_back();
    }
    // Pairings that ended at or before `before` are no longer counted by anyone.
    void forgetPairingsBefore(std::int64_t before) {
        std::erase_if(pairings_, [&](const Pairing& p) { return p.at <= before; });
    }
    // Who has played a rated game in a place, per pool: the place's leaderboard (`top here`)
    // ranks them by the one rating each has everywhere. Saying so again changes nothing; true
    // when it is new.
    bool notePlayedIn(const std::string& place, const RatingKey& key) {
        return playedIn_[place].insert(key).second;
    }
    void forgetPlayedIn(const std::string& place, const RatingKey& key) {
        auto found = playedIn_.find(place);
        if (found != playedIn_.end()) found->second.erase(key);
    }
    // The pools of those who played rated games in `place` (its name exactly as the games
    // were played under), or nothing.
    const std::set<RatingKey>* playedIn(const std::string& place) const {
        auto found = playedIn_.find(place);
        return found == playedIn_.end() ? nullptr : &found->second;
    }
    const std::map<std::string, std::set<RatingKey>>& places() const { return playedIn_; }

    // Rated games `a` and `b` played together (either colour) that ended after `since`.
    int pairingsSince(const std::string& a, const std::string& b, std::int64_t since) const {
        int n = 0;
        for (const Pairing& p : pairings_)
            if (p.at > since && ((p.a == a && p.b == b) || (p.a == b && p.b == a))) ++n;
        return n;
    }

  private:
    struct Pairing {
        std::string a, b;
        std::int64_t at;
    };
    std::map<RatingKey, PlayerRating> ratings_;
    std::vector<Pairing> pairings_;
    std::map<std::string, std::set<RatingKey>> playedIn_;
};

} // namespace mudchess
