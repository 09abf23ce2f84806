// Why a PGN text was not imported (chess/pgn.hpp's PgnError), in one English sentence that
// says what is wrong and where: `move 3 (White): "Nxe9": there is no square e9`.
#pragma once

#include "chess/pgn.hpp"

#include <string>

namespace mudchess {

// Empty when the import made a game.
std::string pgnImportError(const PgnImport& import);

// What the import read liberally, to tell the user (empty when nothing).
std::string pgnImportNote(const PgnImport& import);

// A game's PGN Event tag: "mudchess game on board".
std::string pgnEventWords(const std::string& object);

} // namespace mudchess
