// The sentences of external engines at the boards: the `engines` list, inviting one, and its
// leaving (dispatch/computer_commands.cpp decides, these say it).
#pragma once

#include "chess/types.hpp"
#include "chess/variant.hpp"
#include "world/engine_listing.hpp"

#include <string>
#include <vector>

namespace mudchess {

// `engines`: the built-in computer (levels `least` to `most`), then each installed engine with
// its variants and levels, or why it cannot play, then those not installed.
std::string enginesWords(const std::vector<EngineListing>& engines, int least, int most);
// An engine of no such name; `usable`: the engines one may invite instead (the built-in
// computer too, always).
std::string unknownEngineWords(const std::string& engine, std::vector<std::string> usable);
// The engine does not play the board's variant; `can`: the engines that do (and the computer).
std::string engineCannotPlayWords(const std::string& engine, const Variant& variant,
                                  std::vector<std::string> can, const std::string& object);
// A level the engine does not have.
std::string badEngineLevelWords(const EngineListing& engine, int level);
// Someone not playing invited the engine into a game under way.
std::string engineIntoAGameUnderWayWords(const std::string& engine, const std::string& object);
// The seat is a person's (`yours`: the speaker's).
std::string seatNotFreeForTheEngineWords(const std::string& engine, Color side,
                                         const std::string& object, const std::string& holder,
                                         bool yours);
// Why an engine at a board cannot take its turn now: none are offered, there is no such engine
// or it is not installed (any more), or it does not play the board's variant.
std::string noEnginesOfferedWords();
std::string noEngineCalledWords(const std::string& engine);
std::string engineNotInstalledWords();
std::string engineDoesNotPlayWords(const Variant& variant);
// Why an engine left in the middle of a game: it was stopped; it failed (`error`) and again
// once restarted; it sent a move that is not legal `times` times.
std::string engineStoppedWords();
std::string failedAgainWords(const std::string& error);
std::string illegalEngineMovesWords(const std::string& move, int times);
// The engine could not go on (`why`) and left its seat.
std::string engineLeftWords(const std::string& engine, const std::string& why, Color side,
                            const std::string& object);

// For the operator's log: an engine's search failed and it is restarted; an engine sent a move
// that is not legal in the position (FEN), which was refused.
std::string engineRestartLogWords(const std::string& engine, const std::string& error);
std::string engineIllegalMoveLogWords(const std::string& engine, const std::string& move,
                                      const std::string& fen);

} // namespace mudchess
