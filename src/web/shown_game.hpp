// A kept game as spectators see it on its own page (/g12): its board at the end, its moves, its
// PGN to download, and the analysis in words once there is one. The service makes one when the
// page asks for the game (service/web_boards.cpp); the page's server only reads it.
#pragma once

#include "web/shown_board.hpp"

#include <cstdint>
#include <string>

namespace mudchess::web {

struct ShownGame {
    std::int64_t id = 0; // the store's number: "g12"
    // The game as a board shows it (ShownBoard::place and ::object where it was played): the
    // position at its end, or behind by the spectator delay while it is still being played.
    ShownBoard board;
    bool over = false; // a game still being played has its board's page, not a PGN
    std::string pgn;   // the PGN, annotated when analysed; empty while the game goes on
    // The analysis's summary (a few lines) and every move judged, in words; empty: none yet.
    std::string analysisSummary, analysisList;
};

} // namespace mudchess::web
