// The refusals about which object a command means (dispatch_context.hpp decides which, these
// say it).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace mudchess {

// No boards in the place at all.
std::string noGamesHereWords();
// The speaker left out "on <object>" and the place has several: `objects` to choose from.
std::string whichGameWords(const std::vector<std::string>& objects);
// No object of that name; `objects` are the place's (none: `meant`, the name without stray
// words, is what "start new game on" would set up).
std::string noSuchObjectWords(const std::string& object, const std::vector<std::string>& objects,
                              const std::string& meant);
// A new board's name ends like a sentence ("board please"): `retry` is the command up to the
// object, `meant` the name without the stray words.
std::string nameLooksLikeSentenceWords(const std::string& name, const std::string& meant,
                                       const std::string& retry);
std::string objectNameTooLongWords(std::size_t length, std::size_t most);

} // namespace mudchess
