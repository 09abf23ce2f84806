// The spectators' pages as HTML: the list of boards, a board's own page and its drawing (SVG,
// for every variant, from either side). Every sentence on them comes from render/web_words;
// every name is escaped.
#pragma once

#include "web/shown_board.hpp"
#include "web/shown_game.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess::web {

// `text` safe inside HTML or SVG text and attribute values.
std::string escapeHtml(std::string_view text);
// `text` as one path segment of a URL ("oak table" → "oak%20table", "#chess" → "%23chess").
std::string encodePathSegment(std::string_view text);
// Back from a path segment; nothing when it is not well formed (a stray '%', a NUL).
std::optional<std::string> decodePathSegment(std::string_view segment);

// A board's address: "/board/%23chess/oak%20table".
std::string boardPath(const std::string& place, const std::string& object);
// A kept game's address: "/g12".
std::string gamePath(std::int64_t id);

// The drawing of `board`, Black at the bottom when `fromBlack`: squares, the last move and a
// royal piece in check marked, each piece titled in words.
std::string boardSvg(const ShownBoard& board, bool fromBlack);

// The list of boards, by place.
std::string indexPage(const std::vector<ShownBoard>& boards);
// A board's page: its drawing, seats and clocks, turn, moves and the position in words; live
// through `eventsPath` (Server-Sent Events).
std::string boardPage(const ShownBoard& board, bool fromBlack);
// A kept game's page (/g12): its board at the end, seats, result, moves, the PGN to download and
// the analysis in words; a game still being played links to its board's live page instead.
std::string gamePage(const ShownGame& game);
// The page that says something is not there, or not allowed: `sentence`, and the way back.
std::string messagePage(const std::string& sentence);

// The live update of a board for the page's script: boardJson with the drawing in it.
std::string boardEventData(const ShownBoard& board, bool fromBlack);

// The page's style sheet and script (src/web/assets/).
std::string_view pageStyle();
std::string_view pageScript();

} // namespace mudchess::web
