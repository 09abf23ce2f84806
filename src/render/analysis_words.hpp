// The sentences of the analysis after a game (analysis_commands.cpp decides; src/analysis judges
// the moves and reads the tactics; these say them): the summary a place hears, the whole list a
// player reads privately, the comments of the annotated PGN, and the refusals.
#pragma once

#include "analysis/analyser.hpp"
#include "chess/pgn.hpp"

#include <string>
#include <vector>

namespace mudchess {

// Which game an analysis is of, as sentences name it.
struct AnalysedGameLabel {
    std::string object;  // the board it was played on
    int number = 0;      // its number there
    std::int64_t id = 0; // the store's g number, 0: none known
    std::string white, black;
    std::string showCommand; // the line that shows the whole list: "show analysis on board"
};

// The line that shows every move of the game: "show analysis on board", "show analysis of game
// g12" for a kept game (id > 0).
std::string showAnalysisLine(const std::string& object, std::int64_t id);

// The engine and how hard it looked: "mudchess at 150,000 nodes a position" (also the PGN's
// Annotator tag).
std::string annotatorWords(const analysis::GameAnalysis& a);

// Queued or begun: `ahead` analyses wait before it; `plies` positions to look at.
std::string analysisStartedWords(const AnalysedGameLabel& g, std::size_t plies, std::size_t ahead);
// Asked again while it runs: how far it is.
std::string analysisRunningWords(const AnalysedGameLabel& g, std::size_t done, std::size_t total);
// At most six lines for a place: who analysed it, each side's accuracy and mistakes, and the
// moves that decided the game, each with what was better and why.
std::string analysisSummaryWords(const AnalysedGameLabel& g, const Game& game,
                                 const analysis::GameAnalysis& a,
                                 const analysis::GameReview& review);
// Every move with its evaluation, verdicts marked and the better move named: for one reader.
std::string analysisListWords(const AnalysedGameLabel& g, const Game& game,
                              const analysis::GameAnalysis& a, const analysis::GameReview& review);
// The annotated PGN's glyph, comment ("[%eval 0.17]", "(0.35 → -1.20) Mistake. Nf3 was best.")
// and the best line as a variation, for each ply.
std::vector<PlyAnnotation> analysisAnnotations(const Game& game,
                                               const analysis::GameReview& review);

// `stop analysis`: done, nothing kept.
std::string analysisStoppedWords(const AnalysedGameLabel& g);

// Refusals.
std::string analysisDuringPlayWords(const std::string& object);
std::string nothingToAnalyseWords(const std::string& object);
std::string noFinishedGameToAnalyseWords();
std::string severalFinishedGamesWords(const std::vector<std::string>& objects);
std::string analysisQueueFullWords(std::size_t limit, bool forPlace);
std::string noAnalysisYetWords(const AnalysedGameLabel& g);
std::string noAnalysisEngineWords();
std::string noAnalysisRunningWords(const AnalysedGameLabel& g);
std::string notYourAnalysisWords(const AnalysedGameLabel& g, const std::string& owner);

} // namespace mudchess
