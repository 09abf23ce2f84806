// Moves as people read and type them, in one include: SAN and figurine writing, the move
// reader, and the piece table's letters, names and figurines.
#pragma once

#include "chess/move_reading.hpp"
#include "chess/piece_table.hpp"
#include "chess/san.hpp"
