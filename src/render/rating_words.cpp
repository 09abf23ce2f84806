#include "render/rating_words.hpp"

#include "chess/variant.hpp"
#include "rating/speed.hpp"
#include "render/describe.hpp"
#include "render/locale.hpp"

namespace mudchess {

namespace {

std::string variantWords(const std::string& key) {
    const Variant* v = findVariant(key);
    return said(v ? std::string(v->nameInSentence) : key);
}

// "1 game", "3 wins".
std::string count(int n, const std::string& one, const std::string& many) {
    return said(std::to_string(n) + " " + (n == 1 ? one : many));
}

std::string record(const WinsLossesDraws& r) {
    return said(count(r.wins, "win", "wins") + ", " + count(r.losses, "loss", "losses") + ", " +
                count(r.draws, "draw", "draws"));
}

std::string possessive(const std::string& name) {
    return said(name + (name.ends_with('s') ? "'" : "'s"));
}

// "1512" or "1512?" while provisional.
std::string shown(int rating, bool provisional) {
    return said(std::to_string(rating) + (provisional ? "?" : ""));
}

// "at half" for the fourth game of the day between the same two players.
std::string countedAt(double weight) {
    if (weight >= 1.0) return said("");
    if (weight == 0.5) return said(" (counted at half: their fourth rated game together in a day)");
    return said(" (counted at a quarter: their fifth rated game together in a day)");
}

} // namespace

std::string ratingsWords(const RatingsShown& shown, bool self) {
    if (shown.ratings.empty())
        return said(
            shown.player + (self ? " (you)" : "") +
            " has no rating yet: ratings come from rated games, like \"start new rated game "
            "with clock 5+3 on board\"");
    std::string out = possessive(shown.player) + " ratings:";
    bool anyProvisional = false;
    for (const RatingLine& r : shown.ratings) {
        anyProvisional = anyProvisional || r.provisional;
        out += "\n  " + variantWords(r.variant) + ", " + r.speed + ": " +
               mudchess::shown(r.rating, r.provisional) + " (deviation " +
               std::to_string(r.deviation) + ", " + count(r.games, "game", "games") + ")";
    }
    if (anyProvisional)
        out += "\nA ? marks a provisional rating: too few recent games to be sure of it yet.";
    return said(out);
}

std::string statsWords(const std::string& who, bool self, const PlayerStats& stats) {
    if (stats.total.games() == 0)
        return said(who + (self ? " (you)" : "") +
                    " has no finished games yet (games against oneself and aborted games are not "
                    "counted)");
    std::string out = possessive(who) + " games: " + std::to_string(stats.total.games()) +
                      " finished (" + record(stats.total) + ")";
    for (const auto& [variant, colours] : stats.byVariant)
        for (Color side : {WHITE, BLACK})
            if (colours[side].games())
                out += "\n  " + variantWords(variant) + " as " + sideTitle(side) + ": " +
                       record(colours[side]);
    out += "\nLongest winning streak: " + count(stats.longestWinningStreak, "game", "games") + ".";
    if (!stats.openings.empty()) {
        out += "\nFavourite openings in standard chess: ";
        for (std::size_t i = 0; i < stats.openings.size() && i < 3; ++i)
            out += (i ? ", " : "") + stats.openings[i].title() + " (" +
                   count(stats.openings[i].games, "game", "games") + ")";
        out += ".";
    }
    return said(out);
}

std::string topWords(const TopShown& top, bool here) {
    std::string pool = variantWords(top.variant) + (top.speed.empty() ? "" : ", " + top.speed);
    std::string where = here ? " in " + top.place : "";
    if (top.speeds.empty())
        return said("nobody" +
                    (here ? " who played rated games in " + top.place + " (in " + pool + ")" : "") +
                    " has a settled rating in " + pool +
                    " yet; provisional ratings (marked ?) are left off the list until a player's "
                    "deviation falls to 110, after about a dozen rated games");
    std::string out;
    for (const TopSpeed& board : top.speeds) {
        out += std::string(out.empty() ? "" : "\n") + "Top players of " +
               variantWords(top.variant) + ", " + board.speed + where + ":";
        for (const TopLine& line : board.players)
            out += "\n  " + std::to_string(line.rank) + ". " + line.player + " " +
                   std::to_string(line.rating) + " (" + count(line.games, "game", "games") + ")";
    }
    return said(out);
}

std::string notASpeedWords(const std::string& typed) {
    return said("\"" + typed + "\" is not a speed: the speeds are " + rating::speedList());
}

std::string notRatedWords(const std::string& object, std::string_view why) {
    return said("The game on " + object + " does not count for ratings: " + std::string(why) + ".");
}

std::string ratingsChangedWords(const std::string& variant, const std::string& speed,
                                const std::vector<RatingStep>& steps, double weight) {
    std::string sentence;
    // "->", not an arrow: TinyMUX shows a character its player's client lacks as "?".
    for (const RatingStep& s : steps)
        sentence += (sentence.empty() ? "" : ", ") + s.player + " " +
                    shown(s.before, s.provisionalBefore) + " -> " +
                    shown(s.after, s.provisionalAfter);
    return said("Ratings (" + variantWords(variant) + ", " + speed + "): " + sentence +
                countedAt(weight) + ".");
}

std::string ratingFigureWords(int rating, bool provisional) { return shown(rating, provisional); }

} // namespace mudchess
