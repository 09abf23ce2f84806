#include "front/serve/encode.hpp"

namespace mudchess::serve {

namespace {

using json = Json;

json nameOrNull(const std::string& name) { return name.empty() ? json(nullptr) : json(name); }

json side(Side s) { return std::string(sideName(s)); }

// The fields every board event starts with: what happened, where, and by whom when it says.
template <class E> json about(const Event& event, const E& e) {
    json out = {{"type", std::string(eventType(event))}, {"place", e.place}, {"object", e.object}};
    if constexpr (requires { e.player; }) out["player"] = e.player;
    if constexpr (requires { e.side; }) out["side"] = side(e.side);
    return out;
}

// A user is named as they go by now, with their id beside it when the host gave one apart.
json encodeMessage(const Message& m) {
    json to =
        m.to.kind == Recipient::Kind::USER ? json{{"user", m.to.name}} : json{{"place", m.to.name}};
    if (m.to.kind == Recipient::Kind::USER && m.to.id != m.to.name) to["user_id"] = m.to.id;
    return {{"to", std::move(to)}, {"text", m.text}};
}

json params(const Refusal& r) {
    json out = json::object();
    for (const auto& [key, value] : r.params) out[key] = value;
    return out;
}

} // namespace

json encodeBoard(const BoardState& b) {
    json out = {{"variant", b.variant},
                {"fen", b.fen},
                {"last_move", nameOrNull(b.lastMove)},
                {"check", b.check},
                {"to_move", side(b.toMove)},
                {"move_number", b.moveNumber},
                {"white", nameOrNull(b.white)},
                {"black", nameOrNull(b.black)},
                {"result", b.result}};
    // Timed games only: the time control and each side's time left, in milliseconds.
    if (!b.clock.empty())
        out["clock"] = {{"control", b.clock},
                        {"white_ms", b.whiteMillis.value_or(0)},
                        {"black_ms", b.blackMillis.value_or(0)}};
    return out;
}

json encodeEvent(const Event& event) {
    return std::visit(
        [&](const auto& e) -> json {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, SeatTaken>) {
                json out = about(event, e);
                if (e.computerLevel) out["computer_level"] = e.computerLevel;
                // Only a take-over says so, so a plain seat reads as it always has.
                if (e.takeOver) {
                    out["take_over"] = true;
                    out["previous"] = nameOrNull(e.previous);
                }
                return out;
            } else if constexpr (std::is_same_v<T, SeatLeft>) {
                json out = about(event, e);
                if (e.gameGoesOn) out["game_goes_on"] = true;
                if (e.computerLevel) out["computer_level"] = e.computerLevel;
                return out;
            } else if constexpr (std::is_same_v<T, GameStarted>) {
                json out = about(event, e);
                out["variant"] = e.variant;
                if (e.idleRestart) out["idle_restart"] = true;
                out["board"] = encodeBoard(e.board);
                return out;
            } else if constexpr (std::is_same_v<T, Challenge>) {
                json out = about(event, e);
                out["from"] = e.from;
                out["to"] = e.to;
                out["colour"] = side(e.colour);
                out["variant"] = e.variant;
                out["clock"] = nameOrNull(e.clock);
                out["action"] = std::string(offerActionName(e.action));
                return out;
            } else if constexpr (std::is_same_v<T, GameLoaded>) {
                json out = about(event, e);
                out["variant"] = e.variant;
                out["plies"] = e.plies;
                out["board"] = encodeBoard(e.board);
                return out;
            } else if constexpr (std::is_same_v<T, MovePlayed>) {
                json out = about(event, e);
                out["san"] = e.san;
                out["uci"] = e.uci;
                out["check"] = e.check;
                out["automatic"] = e.automatic;
                out["board"] = encodeBoard(e.board);
                return out;
            } else if constexpr (std::is_same_v<T, GameEnded>) {
                json out = about(event, e);
                out["result"] = e.result;
                out["winner"] = e.winner ? side(*e.winner) : json(nullptr);
                out["termination"] = e.termination;
                out["automatic"] = e.automatic;
                out["board"] = encodeBoard(e.board);
                return out;
            } else if constexpr (std::is_same_v<T, Offer>) {
                json out = about(event, e);
                out["kind"] = std::string(offerKindName(e.kind));
                out["action"] = std::string(offerActionName(e.action));
                if (e.kind == OfferKind::TAKEBACK) out["moves"] = e.moves;
                return out;
            } else if constexpr (std::is_same_v<T, TakenBack>) {
                json out = about(event, e);
                out["moves"] = e.moves;
                out["plies"] = e.plies;
                out["san"] = e.san;
                out["board"] = encodeBoard(e.board);
                return out;
            } else if constexpr (std::is_same_v<T, Renamed>) {
                return {{"type", std::string(eventType(event))},
                        {"place", e.place},
                        {"id", e.id},
                        {"from", e.from},
                        {"to", e.to}};
            } else if constexpr (std::is_same_v<T, HintGiven>) {
                json out = about(event, e);
                out["san"] = e.san;
                out["uci"] = e.uci;
                return out;
            } else {
                static_assert(std::is_same_v<T, Refusal>);
                return {{"type", std::string(eventType(event))},
                        {"code", e.code},
                        {"params", params(e)},
                        {"text", e.text}};
            }
        },
        event);
}

json encodeOutcome(const Outcome& outcome, const nlohmann::json& id) {
    json out = json::object();
    if (!id.is_null()) out["id"] = json(id);
    out["ok"] = outcome.ok;
    out["place"] = outcome.place;
    if (const Refusal* r = outcome.refusal())
        out["error"] = {{"code", r->code}, {"text", r->text}, {"params", params(*r)}};
    else if (!outcome.ok)
        out["error"] = {{"code", refusalCodeName(RefusalCode::REFUSED)},
                        {"text", "the command was refused"},
                        {"params", json::object()}};
    json messages = json::array();
    for (const Message& m : outcome.messages) messages.push_back(encodeMessage(m));
    out["messages"] = std::move(messages);
    json events = json::array();
    for (const Event& e : outcome.events) events.push_back(encodeEvent(e));
    out["events"] = std::move(events);
    return out;
}

json encodeError(const ProtocolError& error) {
    json out = json::object();
    if (!error.id.is_null()) out["id"] = json(error.id);
    out["ok"] = false;
    // "params" always, as for the service's refusals: empty when the line has no field at fault.
    json params = json::object();
    if (!error.field.empty()) params["field"] = error.field;
    out["error"] = {
        {"code", refusalCodeName(error.code)}, {"text", error.text}, {"params", std::move(params)}};
    out["messages"] = json::array();
    out["events"] = json::array();
    return out;
}

std::optional<json> encodeBroadcast(const Outcome& outcome, const Actor& actor) {
    if (!outcome.ok) return std::nullopt;
    json messages = json::array();
    for (const Message& m : outcome.messages)
        if (m.to.kind == Recipient::Kind::PLACE || m.to.id != actor.id)
            messages.push_back(encodeMessage(m));
    if (messages.empty() && outcome.events.empty()) return std::nullopt;
    json out = {{"ok", true}, {"place", outcome.place}, {"actor", actor.name}};
    if (actor.id != actor.name) out["actor_id"] = actor.id;
    out["messages"] = std::move(messages);
    json events = json::array();
    for (const Event& e : outcome.events) events.push_back(encodeEvent(e));
    out["events"] = std::move(events);
    return out;
}

json encodeNotice(const std::string& text) {
    json notice = {{"type", "notice"}, {"text", text}};
    return {{"ok", true}, {"messages", json::array()}, {"events", json::array({notice})}};
}

std::string toLine(const json& object) {
    return object.dump(-1, ' ', false, json::error_handler_t::replace) + '\n';
}

} // namespace mudchess::serve
