// The board's fields as a JSON object, for the two answers made from them inside the web page's
// library: /…/state (boardJson) and the live update (boardEventData), which adds the drawing and
// the sentences to the same object rather than parsing boardJson's text back.
#pragma once

#include "web/shown_board.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace mudchess::web {

nlohmann::json boardFields(const ShownBoard& board);

// `j` as text; bytes that are not UTF-8 replaced, not thrown: names and words are the players',
// whatever bytes they hold.
std::string jsonText(const nlohmann::json& j);

} // namespace mudchess::web
