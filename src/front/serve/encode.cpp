#include "front/serve/encode.hpp"

#include <algorithm>
#include <cstdint>

namespace mudchess::serve {

namespace {

// A player's id beside their name, when the host gave one apart from it.
void withId(JsonWriter& out, std::string_view key, const std::string& name, const std::string& id) {
    if (!id.empty() && id != name) out.field(key, id);
}

// The fields every board event starts with: what happened, where, and by whom when it says.
// The object is left open for the event's own fields.
template <class E> void about(JsonWriter& out, const Event& event, const E& e) {
    out.beginObject().field("type", eventType(event)).field("place", e.place);
    out.field("object", e.object);
    if constexpr (requires { e.player; }) out.field("player", e.player);
    if constexpr (requires { e.playerId; }) withId(out, "player_id", e.player, e.playerId);
    if constexpr (requires { e.side; }) out.field("side", sideName(e.side));
}

// The answers about one player (ratings, stats): whom they are about, by name and by id.
template <class E> void aboutPlayer(JsonWriter& out, const Event& event, const E& e) {
    out.beginObject().field("type", eventType(event)).field("player", e.player);
    out.field("player_id", e.playerId);
}

void writeTally(JsonWriter& out, const ResultTally& t) {
    out.field("wins", t.wins).field("losses", t.losses).field("draws", t.draws);
}

// A user is named as they go by now, with their id beside it when the host gave one apart.
void writeMessage(JsonWriter& out, const Message& m) {
    out.beginObject().key("to").beginObject();
    if (m.to.kind == Recipient::Kind::USER) {
        out.field("user", m.to.name);
        if (m.to.id != m.to.name) out.field("user_id", m.to.id);
    } else {
        out.field("place", m.to.name);
    }
    out.endObject().field("text", m.text).endObject();
}

void writeParams(JsonWriter& out, const Refusal& r) {
    out.key("params").beginObject();
    for (std::size_t i = 0; i < r.params.size(); ++i) {
        const auto& [key, value] = r.params[i];
        // A key once: the first value given for it.
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j) seen = r.params[j].first == key;
        if (!seen) out.field(key, value);
    }
    out.endObject();
}

void writeError(JsonWriter& out, std::string_view code, std::string_view text) {
    out.key("error").beginObject().field("code", code).field("text", text);
}

// The id as the client sent it: a whole number or a string (json_line.hpp reads no other).
void writeId(JsonWriter& out, const nlohmann::json& id) {
    if (id.is_null()) return;
    out.key("id");
    if (id.is_string()) {
        out.value(id.get_ref<const std::string&>());
    } else if (id.is_number_unsigned()) {
        out.value(id.get<std::uint64_t>());
    } else if (id.is_number_integer()) {
        out.value(id.get<std::int64_t>());
    } else {
        out.raw(id.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
}

void writeMessagesAndEvents(JsonWriter& out, const Outcome& outcome,
                            const std::vector<BoardView>& boards = {}) {
    out.key("messages").beginArray();
    for (const Message& m : outcome.messages) writeMessage(out, m);
    out.endArray().key("events").beginArray();
    for (const Event& e : outcome.events) writeEvent(out, e);
    for (const BoardView& b : boards) writeBoardView(out, b);
    out.endArray();
}

// A seat: null when free; else the player's id and name, and the computer's level.
void writeSeat(JsonWriter& out, std::string_view side, const SeatView& seat) {
    out.key(side);
    if (seat.id.empty()) {
        out.value(nullptr);
        return;
    }
    out.beginObject().field("id", seat.id).field("name", seat.name);
    if (seat.computerLevel) out.field("computer_level", seat.computerLevel);
    out.endObject();
}

void writeMoves(JsonWriter& out, std::string_view name, const std::vector<LegalMove>& moves) {
    out.key(name).beginArray();
    for (const LegalMove& m : moves)
        out.beginObject().field("san", m.san).field("uci", m.uci).endObject();
    out.endArray();
}

void writeSideOrNull(JsonWriter& out, std::string_view name, const std::optional<Side>& side) {
    out.key(name);
    if (side) {
        out.value(sideName(*side));
    } else {
        out.value(nullptr);
    }
}

// A kept game (`history`, `kept_game`); fields that may be missing are null.
void writeKeptGame(JsonWriter& out, const KeptGame& g) {
    out.beginObject().field("id", g.id).field("place", g.gamePlace).field("object", g.object);
    out.field("number", g.number).field("variant", g.variant);
    out.textOrNull("white", g.white).textOrNull("black", g.black).field("result", g.result);
    out.field("termination", g.termination).textOrNull("started", g.started);
    out.field("rated", g.rated).field("plies", g.plies);
    out.textOrNull("eco", g.eco).textOrNull("opening", g.opening).endObject();
}

} // namespace

void writeBoard(JsonWriter& out, const BoardState& b) {
    out.beginObject().field("variant", b.variant).field("fen", b.fen);
    out.textOrNull("last_move", b.lastMove).field("check", b.check);
    out.field("to_move", sideName(b.toMove)).field("move_number", b.moveNumber);
    out.textOrNull("white", b.white).textOrNull("black", b.black).field("result", b.result);
    withId(out, "white_id", b.white, b.whiteId);
    withId(out, "black_id", b.black, b.blackId);
    // Timed games only: the time control and each side's time left, in milliseconds.
    if (!b.clock.empty()) {
        out.key("clock").beginObject().field("control", b.clock);
        out.field("white_ms", b.whiteMillis.value_or(0));
        out.field("black_ms", b.blackMillis.value_or(0));
        writeSideOrNull(out, "running", b.clockRunning);
        out.endObject();
    }
    out.endObject();
}

void writeEvent(JsonWriter& out, const Event& event) {
    std::visit(
        [&](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, SeatTaken>) {
                about(out, event, e);
                if (e.computerLevel) out.field("computer_level", e.computerLevel);
                // Only a take-over says so, so a plain seat reads as it always has.
                if (e.takeOver) out.field("take_over", true).textOrNull("previous", e.previous);
            } else if constexpr (std::is_same_v<T, SeatLeft>) {
                about(out, event, e);
                if (e.gameGoesOn) out.field("game_goes_on", true);
                if (e.computerLevel) out.field("computer_level", e.computerLevel);
            } else if constexpr (std::is_same_v<T, GameStarted>) {
                about(out, event, e);
                out.field("variant", e.variant);
                if (e.idleRestart) out.field("idle_restart", true);
                if (e.rated) out.field("rated", true);
                writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, Challenge>) {
                about(out, event, e);
                out.field("from", e.from).field("to", e.to).field("colour", sideName(e.colour));
                withId(out, "from_id", e.from, e.fromId);
                withId(out, "to_id", e.to, e.toId);
                out.field("variant", e.variant).textOrNull("clock", e.clock);
                out.field("action", offerActionName(e.action));
            } else if constexpr (std::is_same_v<T, GameLoaded>) {
                about(out, event, e);
                out.field("variant", e.variant).field("plies", e.plies);
                writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, MovePlayed>) {
                about(out, event, e);
                out.field("san", e.san).field("uci", e.uci).field("check", e.check);
                out.field("automatic", e.automatic).field("server_ms", e.serverMillis);
                out.key("move_ms");
                if (e.moveMillis)
                    out.value(*e.moveMillis);
                else
                    out.value(nullptr);
                out.key("legal_uci").beginArray();
                for (const std::string& uci : e.legalMoves) out.value(uci);
                out.endArray();
                writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, GameEnded>) {
                about(out, event, e);
                out.field("result", e.result).key("winner");
                if (e.winner) {
                    out.value(sideName(*e.winner));
                } else {
                    out.value(nullptr);
                }
                out.field("termination", e.termination).field("automatic", e.automatic);
                writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, Offer>) {
                about(out, event, e);
                out.field("kind", offerKindName(e.kind)).field("action", offerActionName(e.action));
                if (e.kind == OfferKind::TAKEBACK) out.field("moves", e.moves);
            } else if constexpr (std::is_same_v<T, TakenBack>) {
                about(out, event, e);
                out.field("moves", e.moves).field("plies", e.plies).field("san", e.san);
                writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, Renamed>) {
                out.beginObject().field("type", eventType(event)).field("place", e.place);
                out.field("id", e.id).field("from", e.from).field("to", e.to);
            } else if constexpr (std::is_same_v<T, RatingChanged>) {
                about(out, event, e);
                out.field("variant", e.variant).field("speed", e.speed);
                out.field("before", e.before).field("after", e.after);
                out.field("deviation", e.deviation).field("provisional", e.provisional);
                out.field("weight", e.weight);
            } else if constexpr (std::is_same_v<T, PresenceChanged>) {
                out.beginObject().field("type", eventType(event)).field("place", e.place);
                out.field("player", e.player);
                withId(out, "player_id", e.player, e.playerId);
                out.field("state", presenceStateName(e.state));
                out.field("objects", e.objects);
            } else if constexpr (std::is_same_v<T, WinClaimable>) {
                about(out, event, e);
                out.field("absent", e.absent);
                withId(out, "absent_id", e.absent, e.absentId);
                out.field("waited_seconds", e.waitedSeconds);
            } else if constexpr (std::is_same_v<T, ClocksStood>) {
                out.beginObject().field("type", eventType(event)).field("place", e.place);
                out.field("objects", e.objects).field("millis", e.millis);
            } else if constexpr (std::is_same_v<T, ChangedElsewhere>) {
                about(out, event, e);
                out.field("game", e.game).field("cleared", e.cleared);
                if (e.cleared)
                    out.key("board").value(nullptr);
                else
                    writeBoard(out.key("board"), e.board);
            } else if constexpr (std::is_same_v<T, HistoryShown>) {
                out.beginObject()
                    .field("type", eventType(event))
                    .field("player", e.player)
                    .field("player_id", e.playerId);
                out.field("page", e.page).field("pages", e.pages).field("total", e.total);
                out.key("games").beginArray();
                for (const KeptGame& g : e.games) writeKeptGame(out, g);
                out.endArray();
            } else if constexpr (std::is_same_v<T, KeptGameShown>) {
                out.beginObject().field("type", eventType(event));
                writeKeptGame(out.key("game"), e.game);
                out.field("pgn", e.pgn);
            } else if constexpr (std::is_same_v<T, AnalysisShown>) {
                about(out, event, e);
                out.field("game", e.number).field("id", e.id).field("state", e.state);
                out.field("engine", e.engine).field("start_cp", e.startCp);
                auto accuracy = [&](std::string_view key, const std::optional<double>& a) {
                    if (a)
                        out.field(key, *a);
                    else
                        out.key(key).value(nullptr);
                };
                accuracy("white_accuracy", e.whiteAccuracy);
                accuracy("black_accuracy", e.blackAccuracy);
                out.key("moves").beginArray();
                for (const AnalysedMove& m : e.moves) {
                    out.beginObject().field("ply", m.ply).field("san", m.san).field("uci", m.uci);
                    out.field("cp", m.cp);
                    if (m.mate)
                        out.field("mate", *m.mate);
                    else
                        out.key("mate").value(nullptr);
                    out.field("verdict", m.verdict).field("accuracy", m.accuracy);
                    out.textOrNull("best", m.best).field("line", m.line).endObject();
                }
                out.endArray();
            } else if constexpr (std::is_same_v<T, HintGiven>) {
                about(out, event, e);
                out.field("san", e.san).field("uci", e.uci);
            } else if constexpr (std::is_same_v<T, RatingsShown>) {
                aboutPlayer(out, event, e);
                out.key("ratings").beginArray();
                for (const RatingLine& r : e.ratings) {
                    out.beginObject().field("variant", r.variant).field("speed", r.speed);
                    out.field("rating", r.rating).field("deviation", r.deviation);
                    out.field("games", r.games).field("provisional", r.provisional).endObject();
                }
                out.endArray();
            } else if constexpr (std::is_same_v<T, StatsShown>) {
                aboutPlayer(out, event, e);
                writeTally(out, e.total);
                out.key("records").beginArray();
                for (const RecordLine& r : e.records) {
                    out.beginObject().field("variant", r.variant).field("side", sideName(r.side));
                    writeTally(out, r.record);
                    out.endObject();
                }
                out.endArray().field("longest_winning_streak", e.longestWinningStreak);
                out.key("openings").beginArray();
                for (const OpeningLine& o : e.openings)
                    out.beginObject()
                        .textOrNull("eco", o.eco)
                        .field("name", o.name)
                        .field("games", o.games)
                        .endObject();
                out.endArray();
            } else if constexpr (std::is_same_v<T, TopShown>) {
                // "place": null for the leaderboard of everyone.
                out.beginObject().field("type", eventType(event)).textOrNull("place", e.place);
                out.field("variant", e.variant).textOrNull("speed", e.speed);
                out.key("speeds").beginArray();
                for (const TopSpeed& s : e.speeds) {
                    out.beginObject().field("speed", s.speed).key("players").beginArray();
                    for (const TopLine& p : s.players) {
                        out.beginObject().field("rank", p.rank).field("player", p.player);
                        out.field("player_id", p.playerId).field("rating", p.rating);
                        out.field("deviation", p.deviation).field("games", p.games).endObject();
                    }
                    out.endArray().endObject();
                }
                out.endArray();
            } else if constexpr (std::is_same_v<T, PuzzleShown>) {
                aboutPlayer(out, event, e);
                out.field("id", e.id).field("variant", e.variant).field("fen", e.fen);
                out.field("last_move", e.lastMove).field("last_move_uci", e.lastMoveUci);
                out.field("to_move", sideName(e.toMove)).field("rating", e.rating);
                out.field("player_rating", e.playerRating).field("solver_moves", e.solverMoves);
                out.field("daily", e.daily);
            } else if constexpr (std::is_same_v<T, PuzzleProgress>) {
                aboutPlayer(out, event, e);
                out.field("id", e.id).field("step", puzzleStepName(e.step));
                out.textOrNull("move", e.move).textOrNull("reply", e.reply);
                out.textOrNull("best", e.best).textOrNull("hint_square", e.hintSquare);
                out.field("fen", e.fen).field("solution", e.solution).field("themes", e.themes);
                out.textOrNull("game_url", e.gameUrl).textOrNull("white", e.white);
                out.textOrNull("black", e.black).field("rated", e.rated);
                out.field("rating_before", e.ratingBefore).field("rating_after", e.ratingAfter);
                out.field("streak", e.streak).field("daily", e.daily);
                out.field("solved_today", e.solvedToday);
            } else if constexpr (std::is_same_v<T, PuzzleRaceNews>) {
                out.beginObject().field("type", eventType(event)).field("place", e.place);
                out.textOrNull("object", e.object).field("step", raceStepName(e.step));
                out.textOrNull("player", e.player).textOrNull("player_id", e.playerId);
                out.field("id", e.id).field("variant", e.variant).textOrNull("fen", e.fen);
                out.textOrNull("last_move", e.lastMove).textOrNull("last_move_uci", e.lastMoveUci);
                out.field("to_move", sideName(e.toMove)).field("rating", e.rating);
                out.field("solver_moves", e.solverMoves).field("seconds", e.seconds);
                out.textOrNull("move", e.move).field("solution", e.solution);
                out.field("themes", e.themes).textOrNull("game_url", e.gameUrl);
                out.textOrNull("white", e.white).textOrNull("black", e.black);
            } else if constexpr (std::is_same_v<T, PuzzleStatsShown>) {
                aboutPlayer(out, event, e);
                out.key("variants").beginArray();
                for (const PuzzleStatsLine& v : e.variants) {
                    out.beginObject().field("variant", v.variant).field("rating", v.rating);
                    out.field("deviation", v.deviation).field("provisional", v.provisional);
                    out.field("solved", v.solved).field("failed", v.failed);
                    out.field("streak", v.streak).field("best_streak", v.bestStreak).endObject();
                }
                out.endArray();
            } else if constexpr (std::is_same_v<T, PuzzleTopShown>) {
                out.beginObject().field("type", eventType(event)).field("variant", e.variant);
                out.key("players").beginArray();
                for (const PuzzleTopLine& p : e.players) {
                    out.beginObject().field("rank", p.rank).field("player", p.player);
                    out.field("player_id", p.playerId).field("rating", p.rating);
                    out.field("solved", p.solved).endObject();
                }
                out.endArray();
            } else {
                static_assert(std::is_same_v<T, Refusal>);
                out.beginObject().field("type", eventType(event)).field("code", e.code);
                writeParams(out, e);
                out.field("text", e.text);
            }
            out.endObject();
        },
        event);
}

void writeBoardView(JsonWriter& out, const BoardView& v) {
    out.beginObject().field("type", "board_state").field("place", v.place);
    out.field("object", v.object).field("game", v.game);
    writeBoard(out.key("board"), v.board);
    writeSeat(out, "white", v.white);
    writeSeat(out, "black", v.black);
    // A timed game's clocks as they read now (board.clock has them as last pressed).
    if (v.whiteMillisNow) {
        out.key("clock_now").beginObject().field("white_ms", *v.whiteMillisNow);
        out.field("black_ms", v.blackMillisNow.value_or(0));
        writeSideOrNull(out, "running", v.clockRunning);
        out.endObject();
    }
    out.textOrNull("termination", v.termination);
    writeSideOrNull(out, "draw_offer", v.drawOffer);
    writeMoves(out, "moves", v.moves);
    writeMoves(out, "legal_moves", v.legalMoves);
    out.endObject();
}

void appendOutcome(std::string& line, const Outcome& outcome, const nlohmann::json& id,
                   const std::vector<BoardView>& boards) {
    JsonWriter out(line);
    out.beginObject();
    writeId(out, id);
    out.field("ok", outcome.ok).field("place", outcome.place);
    if (const Refusal* r = outcome.refusal()) {
        writeError(out, r->code, r->text);
        writeParams(out, *r);
        out.endObject();
    } else if (!outcome.ok) {
        writeError(out, refusalCodeName(RefusalCode::REFUSED), "the command was refused");
        out.key("params").beginObject().endObject().endObject();
    }
    writeMessagesAndEvents(out, outcome, boards);
    out.endObject();
    line += '\n';
}

void appendError(std::string& line, const ProtocolError& error) {
    JsonWriter out(line);
    out.beginObject();
    writeId(out, error.id);
    out.field("ok", false);
    writeError(out, refusalCodeName(error.code), error.text);
    // "params" always, as for the service's refusals: empty when the line has no field at fault.
    out.key("params").beginObject();
    if (!error.field.empty()) out.field("field", error.field);
    out.endObject().endObject();
    out.key("messages").beginArray().endArray().key("events").beginArray().endArray();
    out.endObject();
    line += '\n';
}

std::string errorLine(const ProtocolError& error) {
    std::string line;
    appendError(line, error);
    return line;
}

bool appendBroadcast(std::string& line, const Outcome& outcome, const Actor& actor) {
    if (!outcome.ok) return false;
    auto toldOthers = [&](const Message& m) {
        return m.to.kind == Recipient::Kind::PLACE || m.to.id != actor.id;
    };
    bool anyMessage = std::any_of(outcome.messages.begin(), outcome.messages.end(), toldOthers);
    if (!anyMessage && outcome.events.empty()) return false;
    JsonWriter out(line);
    out.beginObject().field("ok", true).field("place", outcome.place).field("actor", actor.name);
    if (actor.id != actor.name) out.field("actor_id", actor.id);
    out.key("messages").beginArray();
    for (const Message& m : outcome.messages)
        if (toldOthers(m)) writeMessage(out, m);
    out.endArray().key("events").beginArray();
    for (const Event& e : outcome.events) writeEvent(out, e);
    out.endArray().endObject();
    line += '\n';
    return true;
}

void appendNotice(std::string& line, std::string_view text) {
    JsonWriter out(line);
    out.beginObject().field("ok", true).key("messages").beginArray().endArray();
    out.key("events").beginArray().beginObject().field("type", "notice").field("text", text);
    out.endObject().endArray().endObject();
    line += '\n';
}

} // namespace mudchess::serve
