#include "web/shown_board.hpp"

#include "web/board_fields.hpp"

#include <tuple>

namespace mudchess::web {

bool ShownBoard::showsTheSame(const ShownBoard& o) const {
    auto fields = [](const ShownBoard& b) {
        return std::tie(b.place, b.object, b.game, b.variant, b.fen, b.lastMove, b.check,
                        b.whiteToMove, b.white, b.black, b.whiteRating, b.blackRating, b.result,
                        b.status, b.inWords, b.moves, b.delayedPlies, b.clockRunning);
    };
    return fields(*this) == fields(o);
}

nlohmann::json boardFields(const ShownBoard& b) {
    nlohmann::json j = {
        {"place", b.place},
        {"object", b.object},
        {"game", b.game},
        {"variant", b.variant},
        {"fen", b.fen},
        {"last_move", b.lastMove},
        {"check", b.check},
        {"white_to_move", b.whiteToMove},
        {"white", b.white},
        {"black", b.black},
        {"white_rating", b.whiteRating},
        {"black_rating", b.blackRating},
        {"result", b.result},
        {"status", b.status},
        {"in_words", b.inWords},
        {"moves", b.moves},
        {"delayed_plies", b.delayedPlies},
        {"clock_running", b.clockRunning},
        {"version", b.version},
    };
    if (b.whiteMillis) j["white_millis"] = *b.whiteMillis;
    if (b.blackMillis) j["black_millis"] = *b.blackMillis;
    return j;
}

std::string jsonText(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string boardJson(const ShownBoard& b) { return jsonText(boardFields(b)); }

} // namespace mudchess::web
