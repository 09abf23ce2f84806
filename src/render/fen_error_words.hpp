// A FEN text's fault (chess/fen_error.hpp) in one English sentence that names the field, what
// was wrong and what would work: "side to move: 'x'; expected 'w' or 'b'".
#pragma once

#include "chess/fen_error.hpp"
#include "chess/variant.hpp"

#include <string>

namespace mudchess {

// `variant` is the one the FEN was read for: its name and piece letters are part of some reasons.
std::string fenErrorSentence(const Variant& variant, const FenError& why);

} // namespace mudchess
