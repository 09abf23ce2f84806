// Puzzles as both stores keep them (the tables of SQLite's layout 13, PostgreSQL's 7): the
// columns a puzzle is read back from, in one order for SQLite and PostgreSQL, and the words its
// moves and themes are kept as. The statements themselves differ only in how they number their
// values (?1, $1), and live beside each store's other statements.
#pragma once

#include "puzzle/puzzle_store.hpp"

#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace mudchess {

// What every statement reading whole puzzles selects, in this order (puzzleOfRow reads it).
#define PUZZLE_COLUMNS                                                                             \
    "id, variant, fen, moves, rating, deviation, volatility, popularity, plays, themes, "          \
    "game_url, "                                                                                   \
    "opening_tags, white, black "

// The columns of puzzle_ratings a PuzzleRating is read back from, in puzzleRatingOfRow's order.
#define PUZZLE_RATING_COLUMNS                                                                      \
    "rating, deviation, volatility, solved, failed, streak, best_streak, last_played "

// Moves and themes as one blank-separated text, and back.
inline std::string joinedWords(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

inline std::vector<std::string> wordsOf(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// The puzzle in a row of PUZZLE_COLUMNS, each column read by its index with `text`, `real` and
// `integer` (SQLite's own types, or PostgreSQL's text read as numbers); nothing when its variant
// is none this program knows.
template <class Text, class Real, class Integer>
std::optional<puzzle::Puzzle> puzzleOfRow(Text text, Real real, Integer integer) {
    const Variant* variant = findVariant(text(1));
    if (!variant || variant->key != text(1)) return std::nullopt;
    puzzle::Puzzle p;
    p.id = text(0);
    p.variant = variant;
    p.fen = text(2);
    p.moves = wordsOf(text(3));
    p.rating = {real(4), real(5), real(6)};
    p.popularity = int(integer(7));
    p.plays = int(integer(8));
    p.themes = wordsOf(text(9));
    p.gameUrl = text(10);
    p.openingTags = text(11);
    p.white = text(12);
    p.black = text(13);
    return p;
}

// The rating in a row whose columns from `first` on are PUZZLE_RATING_COLUMNS.
template <class Real, class Integer>
puzzle::PuzzleRating puzzleRatingOfRow(int first, Real real, Integer integer) {
    puzzle::PuzzleRating r;
    r.glicko = {real(first), real(first + 1), real(first + 2)};
    r.solved = int(integer(first + 3));
    r.failed = int(integer(first + 4));
    r.streak = int(integer(first + 5));
    r.bestStreak = int(integer(first + 6));
    r.lastPlayed = integer(first + 7);
    return r;
}

} // namespace mudchess
