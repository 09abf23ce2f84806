// Every code mudchess refuses with, in one table: the stable name a program reads (a Refusal
// event's `code`, and `error.code` in a `mudchess serve` answer), where it comes from, the params
// that may come with it, and when it is used. The code that refuses names a RefusalCode, so a
// misspelt code does not compile; docs/refusal-codes.md is tested against this table both ways
// (tests/service/refusal_codes_test.cpp). The names are a public protocol: never change one.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace mudchess {

enum class RefusalCode {
    // Lines `mudchess serve` cannot take as a request: an answer with `error` and no events.
    LINE_TOO_LONG,
    BAD_UTF8,
    BAD_JSON,
    NOT_AN_OBJECT,
    DUPLICATE_KEY,
    MISSING_FIELD,
    BAD_FIELD,
    BAD_ID,
    UNKNOWN_OP,
    AUTH_REQUIRED,
    BAD_TOKEN,
    TOO_MANY_CLIENTS,
    TOO_MANY_UNAUTHENTICATED,
    AUTH_TIMEOUT,
    IDLE_TIMEOUT,
    SLOW_READER,
    NO_SUCH_SESSION,
    RESUME_TOO_FAR,
    REFUSED,
    // Commands the game service refuses, said in words or sent as typed actions.
    PARSE_ERROR,
    NO_ACTOR,
    WHICH_PLACE,
    UNKNOWN_PLACE,
    NO_SUCH_OBJECT,
    NO_GAMES_HERE,
    WHICH_OBJECT,
    NAME_TOO_LONG,
    NAME_LOOKS_LIKE_SENTENCE,
    ALREADY_SEATED,
    SEAT_TAKEN,
    NOT_SEATED,
    GAME_UNDER_WAY,
    GAME_OVER,
    NOT_PLAYING,
    NOT_YOUR_TURN,
    WAITING_FOR_OPPONENT,
    ILLEGAL_MOVE,
    NO_PIECE,
    NOT_YOUR_PIECE,
    NO_SUCH_GAME,
    BAD_PGN,
    BAD_FEN,
    NO_DRAWS,
    NOTHING_TO_CLAIM,
    NO_OFFER,
    ALREADY_OFFERED,
    NOTHING_TO_TAKE_BACK,
    NO_TAKEBACK_OFFER,
    TAKEBACK_PENDING,
    NO_ABORT_OFFER,
    NO_CLOCK,
    BAD_CLOCK,
    BAD_LEVEL,
    NO_COMPUTER,
    CHALLENGE_COMPUTER,
    NOTHING_TO_CHOOSE,
    CHALLENGE_SELF,
    CHALLENGE_PENDING,
    NO_CHALLENGE,
    OWN_CHALLENGE,
    NOT_CHALLENGED,
    NOT_CHALLENGER,
    WHICH_CHALLENGE,
    NO_GAME_TO_REMATCH,
    NO_OPPONENT,
    YOUR_MOVE,
    TIMED_GAME,
    TOO_EARLY,
    WHICH_SIDE,
    UNKNOWN_TOPIC,
    UNKNOWN_SCHEME,
    UNREADABLE_SCHEME,
    BAD_OPTION_VALUE,
    BAD_COLOUR,
    STORE_FAILED,
    GAME_CHANGED,
    BAD_NAME,
    RESERVED_NAME,
    NAME_TAKEN,
    RATED_NEEDS_CLOCK,
    RATED_NO_TAKEBACK,
    RATED_NEEDS_ACCOUNT,
    UNKNOWN_ENGINE,
    ENGINE_CANNOT_PLAY,
    // Typed actions whose fields no command could be made of.
    BAD_OBJECT,
    UNKNOWN_VARIANT,
    BAD_MOVE,
    BAD_GAME_NUMBER,
    BAD_DRAW_RULE,
    UNKNOWN_ELEMENT,
    UNKNOWN_SPEED,
    NO_STORE,
    NO_SUCH_PAGE,
    NO_STORED_GAME,
    GAME_IN_PLAY,
    NOTHING_TO_ANALYSE,
    ANALYSIS_QUEUE_FULL,
    NOT_ANALYSED,
    ANALYSIS_OFF,
    NO_ANALYSIS_RUNNING,
    NOT_YOUR_ANALYSIS,
    NO_PUZZLE_OPEN,
    NO_PUZZLES,
    RACE_RUNNING,
};

// Where a refusal comes from: `serve` could not read the line as a request; the game service
// refused a command (in words or typed); a typed op's field cannot be right.
enum class RefusalSource { LINE, SERVICE, TYPED_OP };

struct RefusalCodeEntry {
    RefusalCode code;
    std::string_view name; // as the protocol says it
    RefusalSource from;
    std::string_view params; // the params it may carry, as "object, player"; empty for none
    std::string_view when;   // one line, as docs/refusal-codes.md shows it
};

// Indexed by RefusalCode.
inline constexpr RefusalCodeEntry REFUSAL_CODES[] = {
    {RefusalCode::LINE_TOO_LONG, "line_too_long", RefusalSource::LINE, "",
     "the line passed 64 KiB; answered once, the rest of it up to its newline is skipped without "
     "being held"},
    {RefusalCode::BAD_UTF8, "bad_utf8", RefusalSource::LINE, "",
     "the line is not valid UTF-8 (anywhere, strings included; overlong forms and surrogates too)"},
    {RefusalCode::BAD_JSON, "bad_json", RefusalSource::LINE, "",
     "not JSON, an empty line, or a line with a NUL byte in it"},
    {RefusalCode::NOT_AN_OBJECT, "not_an_object", RefusalSource::LINE, "",
     "JSON, but not an object"},
    {RefusalCode::DUPLICATE_KEY, "duplicate_key", RefusalSource::LINE, "field",
     "an object names the same key twice (`params.field` names it); no reading of it is guessed"},
    {RefusalCode::MISSING_FIELD, "missing_field", RefusalSource::LINE, "field",
     "a field the op needs is not there (`params.field` names it)"},
    {RefusalCode::BAD_FIELD, "bad_field", RefusalSource::LINE, "field",
     "a field has the wrong type or an impossible value (`\"side\": \"purple\"`, a move with a "
     "newline)"},
    {RefusalCode::BAD_ID, "bad_id", RefusalSource::LINE, "field",
     "`id` is not a string of at most 256 bytes nor a whole number from -2^63 to 2^64-1 (a "
     "fraction, an exponent, more digits than 64 bits hold, an object, null): the answer could "
     "not carry it back exactly, so it has no `id`"},
    {RefusalCode::UNKNOWN_OP, "unknown_op", RefusalSource::LINE, "field",
     "`op` is not one of the protocol's ops"},
    {RefusalCode::AUTH_REQUIRED, "auth_required", RefusalSource::LINE, "",
     "TCP with a token: the first line was not `auth`; the connection is then closed"},
    {RefusalCode::BAD_TOKEN, "bad_token", RefusalSource::LINE, "",
     "TCP with a token: the `auth` line had the wrong token; the connection is then closed"},
    {RefusalCode::TOO_MANY_CLIENTS, "too_many_clients", RefusalSource::LINE, "",
     "TCP: `--max-clients` (256) clients are served already; the connection is closed"},
    {RefusalCode::TOO_MANY_UNAUTHENTICATED, "too_many_unauthenticated", RefusalSource::LINE, "",
     "TCP: a connection came while `--max-unauthenticated` (16) others had not authenticated "
     "yet; the oldest of them is told this and closed, to make room"},
    {RefusalCode::AUTH_TIMEOUT, "auth_timeout", RefusalSource::LINE, "",
     "TCP: no `auth` (with a token; without one, no request at all) came within "
     "`--auth-timeout` (10) seconds of connecting; the connection is closed"},
    {RefusalCode::IDLE_TIMEOUT, "idle_timeout", RefusalSource::LINE, "",
     "TCP: a client sent no line for `--idle-timeout` (3600) seconds; the connection is closed "
     "(`ping` keeps it open)"},
    {RefusalCode::SLOW_READER, "slow_reader", RefusalSource::LINE, "",
     "TCP: more than `--max-unread-kib` (4096) KiB of answers waited for a client to read them; "
     "they are dropped, and the connection is closed after this line"},
    {RefusalCode::NO_SUCH_SESSION, "no_such_session", RefusalSource::LINE, "field",
     "`resume` named a session the server does not keep (never given, or cut longer ago than "
     "the 300 seconds a session is kept), or came on stdin; nothing changed"},
    {RefusalCode::RESUME_TOO_FAR, "resume_too_far", RefusalSource::LINE, "field",
     "`resume` asked for lines the session no longer keeps (it keeps its last 1000, at most 256 "
     "KiB): the "
     "connection serves nothing; start afresh with `serves` and `boards`"},
    {RefusalCode::REFUSED, "refused", RefusalSource::SERVICE, "",
     "`serve`'s answer to a refusal that came without a code; a safeguard nothing is known to "
     "reach"},
    {RefusalCode::PARSE_ERROR, "parse_error", RefusalSource::SERVICE, "column",
     "the text is not a command (`params.column` says where reading stopped)"},
    {RefusalCode::NO_ACTOR, "no_actor", RefusalSource::SERVICE, "",
     "the actor was empty: a command needs someone who typed it"},
    {RefusalCode::WHICH_PLACE, "which_place", RefusalSource::SERVICE, "",
     "a private message (place `\"\"`) names no place, and the service does not play in exactly "
     "one: add `in <place>` after the object"},
    {RefusalCode::UNKNOWN_PLACE, "unknown_place", RefusalSource::SERVICE, "",
     "the place is not one of those the service plays in (when it has a list of places: the IRC "
     "bot's channels, `serve --places`, `ServiceSettings::places`)"},
    {RefusalCode::NO_SUCH_OBJECT, "no_such_object", RefusalSource::SERVICE, "object",
     "no object of that name in the place (also `join` in a place with no boards yet: only "
     "`start`, `load`, a challenge or the computer set a board up)"},
    {RefusalCode::NO_GAMES_HERE, "no_games_here", RefusalSource::SERVICE, "",
     "the command needs a game and the place has none yet"},
    {RefusalCode::WHICH_OBJECT, "which_object", RefusalSource::SERVICE, "",
     "the command names no object and the place has several games: add `on <object>`"},
    {RefusalCode::NAME_TOO_LONG, "name_too_long", RefusalSource::SERVICE, "field",
     "a name is longer than names may be: an object's over 40 bytes, an actor's or a place's over "
     "256 (`params.field` says which: `object`, `player`, `actor`, `place`)"},
    {RefusalCode::NAME_LOOKS_LIKE_SENTENCE, "name_looks_like_sentence", RefusalSource::SERVICE,
     "object, meant", "a new board's name ends in words like \"please\"; quote it to keep it"},
    {RefusalCode::ALREADY_SEATED, "already_seated", RefusalSource::SERVICE, "object",
     "the actor already plays that side on the board"},
    {RefusalCode::SEAT_TAKEN, "seat_taken", RefusalSource::SERVICE, "object, player",
     "someone else holds that seat"},
    {RefusalCode::NOT_SEATED, "not_seated", RefusalSource::SERVICE, "object",
     "the actor has no seat on the board to leave"},
    {RefusalCode::GAME_UNDER_WAY, "game_under_way", RefusalSource::SERVICE, "object, rule",
     "the command is for between games and one is under way (also changing a board's draw rule "
     "during a game, and a rematch while a game goes on)"},
    {RefusalCode::GAME_OVER, "game_over", RefusalSource::SERVICE, "object",
     "the game on the board has ended; `start new game` plays again"},
    {RefusalCode::NOT_PLAYING, "not_playing", RefusalSource::SERVICE, "object, rule",
     "only the board's players may do that (also changing its draw rule while players sit there)"},
    {RefusalCode::NOT_YOUR_TURN, "not_your_turn", RefusalSource::SERVICE, "object",
     "it is the other side's move"},
    {RefusalCode::WAITING_FOR_OPPONENT, "waiting_for_opponent", RefusalSource::SERVICE, "object",
     "the other seat is empty: nobody to move against yet"},
    {RefusalCode::ILLEGAL_MOVE, "illegal_move", RefusalSource::SERVICE, "object, move",
     "the move cannot be played in this position (the sentence says why)"},
    {RefusalCode::NO_PIECE, "no_piece", RefusalSource::SERVICE, "square",
     "there is no piece on the square the move starts from"},
    {RefusalCode::NOT_YOUR_PIECE, "not_your_piece", RefusalSource::SERVICE, "object, square",
     "the piece on that square belongs to the side not to move"},
    {RefusalCode::NO_SUCH_GAME, "no_such_game", RefusalSource::SERVICE, "object, game",
     "there is no game of that number on the board (`history` lists them)"},
    {RefusalCode::BAD_PGN, "bad_pgn", RefusalSource::SERVICE, "object",
     "the PGN could not be loaded (the sentence says what was wrong)"},
    {RefusalCode::BAD_FEN, "bad_fen", RefusalSource::SERVICE, "object",
     "the FEN could not be loaded as that variant's position"},
    {RefusalCode::NO_DRAWS, "no_draws", RefusalSource::SERVICE, "object",
     "the variant has no draws of that kind (Knights Chess)"},
    {RefusalCode::NOTHING_TO_CLAIM, "nothing_to_claim", RefusalSource::SERVICE, "object",
     "neither repetition nor the fifty-move rule holds, so there is no draw to claim"},
    {RefusalCode::NO_OFFER, "no_offer", RefusalSource::SERVICE, "object",
     "there is no draw offer to accept, decline or withdraw"},
    {RefusalCode::ALREADY_OFFERED, "already_offered", RefusalSource::SERVICE, "object",
     "the actor's own offer (a draw, a rematch) still stands"},
    {RefusalCode::NOTHING_TO_TAKE_BACK, "nothing_to_take_back", RefusalSource::SERVICE, "object",
     "there are not that many moves to take back, or the actor has made none"},
    {RefusalCode::NO_TAKEBACK_OFFER, "no_takeback_offer", RefusalSource::SERVICE, "object",
     "there is no takeback request to answer, or it is the actor's own, or another's to withdraw"},
    {RefusalCode::TAKEBACK_PENDING, "takeback_pending", RefusalSource::SERVICE, "object",
     "a takeback request is already waiting for an answer"},
    {RefusalCode::NO_ABORT_OFFER, "no_abort_offer", RefusalSource::SERVICE, "object",
     "there is no abort request to answer, or it is the actor's own, or another's to withdraw"},
    {RefusalCode::NO_CLOCK, "no_clock", RefusalSource::SERVICE, "object",
     "the game has no clock to show"},
    {RefusalCode::BAD_CLOCK, "bad_clock", RefusalSource::SERVICE, "clock",
     "the time control cannot be read (`params.clock`)"},
    {RefusalCode::BAD_LEVEL, "bad_level", RefusalSource::SERVICE, "level",
     "the computer's levels go from 1 to 8"},
    {RefusalCode::NO_COMPUTER, "no_computer", RefusalSource::SERVICE, "object",
     "the computer has no seat on the board"},
    {RefusalCode::CHALLENGE_COMPUTER, "challenge_computer", RefusalSource::SERVICE, "",
     "the computer takes no challenges; `play against the computer` seats it"},
    {RefusalCode::NOTHING_TO_CHOOSE, "nothing_to_choose", RefusalSource::SERVICE, "object",
     "a hint was asked for when the only move is a pass"},
    {RefusalCode::CHALLENGE_SELF, "challenge_self", RefusalSource::SERVICE, "",
     "a player cannot challenge themselves"},
    {RefusalCode::CHALLENGE_PENDING, "challenge_pending", RefusalSource::SERVICE, "object",
     "a challenge on that board must be answered or lapse first"},
    {RefusalCode::NO_CHALLENGE, "no_challenge", RefusalSource::SERVICE, "object",
     "there is no challenge to accept, decline or withdraw"},
    {RefusalCode::OWN_CHALLENGE, "own_challenge", RefusalSource::SERVICE, "object",
     "the actor tried to accept or decline their own challenge"},
    {RefusalCode::NOT_CHALLENGED, "not_challenged", RefusalSource::SERVICE, "object",
     "the challenge is for someone else"},
    {RefusalCode::NOT_CHALLENGER, "not_challenger", RefusalSource::SERVICE, "object",
     "only the one who made a challenge may withdraw it"},
    {RefusalCode::WHICH_CHALLENGE, "which_challenge", RefusalSource::SERVICE, "",
     "the actor has challenges on several boards: add `on <object>`"},
    {RefusalCode::NO_GAME_TO_REMATCH, "no_game_to_rematch", RefusalSource::SERVICE, "object",
     "no game has been played on the board yet"},
    {RefusalCode::NO_OPPONENT, "no_opponent", RefusalSource::SERVICE, "object",
     "nobody else sits at the board to play a rematch with"},
    {RefusalCode::YOUR_MOVE, "your_move", RefusalSource::SERVICE, "object",
     "a claim against an absent player made by the player to move"},
    {RefusalCode::TIMED_GAME, "timed_game", RefusalSource::SERVICE, "object",
     "such a claim in a timed game: the clock decides"},
    {RefusalCode::TOO_EARLY, "too_early", RefusalSource::SERVICE, "object, waited",
     "such a claim before the abandonment time (`params.waited` in seconds)"},
    {RefusalCode::WHICH_SIDE, "which_side", RefusalSource::SERVICE, "object",
     "\"my\" pieces asked for by someone who plays both sides or neither: name a colour"},
    {RefusalCode::UNKNOWN_TOPIC, "unknown_topic", RefusalSource::SERVICE, "topic",
     "there is no help page on that topic"},
    {RefusalCode::UNKNOWN_SCHEME, "unknown_scheme", RefusalSource::SERVICE, "scheme",
     "there is no colour scheme of that name"},
    {RefusalCode::UNREADABLE_SCHEME, "unreadable_scheme", RefusalSource::SERVICE, "scheme, pairs",
     "`set_place`: the scheme leaves pieces or markers below 3:1 against a square (in 16 or 256 "
     "colours), too hard to read on a board everyone in the place sees"},
    {RefusalCode::BAD_OPTION_VALUE, "bad_option_value", RefusalSource::SERVICE, "setting, value",
     "the value is not one of the choices for that option"},
    {RefusalCode::BAD_COLOUR, "bad_colour", RefusalSource::SERVICE, "element, colour",
     "not a colour mudchess knows, in `options colour special` or the `special_colour` op"},
    {RefusalCode::STORE_FAILED, "store_failed", RefusalSource::SERVICE, "",
     "the change could not be saved (a full disk, say), so it was undone"},
    {RefusalCode::GAME_CHANGED, "game_changed", RefusalSource::SERVICE, "",
     "another mudchess process sharing the PostgreSQL database changed the game meanwhile (a move "
     "made there first), so nothing changed here; the text shows the game as it stands now"},
    {RefusalCode::BAD_NAME, "bad_name", RefusalSource::SERVICE, "field, problem, character",
     "a name (`params.field`: `actor`, `place`, `player`) that is not UTF-8 or holds a character "
     "nobody can see or that changes how text is shown: a control (C0, C1 such as U+009B), a bidi "
     "mark or override, a zero-width or other invisible character, a space other than the plain "
     "one, a blank at either end (`params.problem` says which, `params.character` the code "
     "point); `serve` answers it for `actor` and `place` before the request runs"},
    {RefusalCode::RESERVED_NAME, "reserved_name", RefusalSource::SERVICE, "field",
     "the actor goes by the computer player's name (`computer`, in any case): a person cannot "
     "act as the computer"},
    {RefusalCode::NAME_TAKEN, "name_taken", RefusalSource::SERVICE, "name",
     "`rename`: another player (another id) goes by that name now, in any case; two players "
     "of one name could not be told apart at a board or in the ratings"},
    {RefusalCode::RATED_NEEDS_CLOCK, "rated_needs_clock", RefusalSource::SERVICE, "object",
     "a rated game without a clock, where the operator has not allowed untimed rated games"},
    {RefusalCode::RATED_NO_TAKEBACK, "rated_no_takeback", RefusalSource::SERVICE, "object",
     "a takeback in a rated game, where the operator has not allowed them"},
    {RefusalCode::RATED_NEEDS_ACCOUNT, "rated_needs_account", RefusalSource::SERVICE, "object",
     "a seat at a rated board for a player known by name alone (an IRC nick that has not "
     "identified), where the operator asks for an account (`rated-needs-account`)"},
    {RefusalCode::UNKNOWN_ENGINE, "unknown_engine", RefusalSource::SERVICE, "engine",
     "no engine of that name is offered here, or it is not installed or cannot start (`engines` "
     "lists them)"},
    {RefusalCode::ENGINE_CANNOT_PLAY, "engine_cannot_play", RefusalSource::SERVICE,
     "object, engine, variant",
     "the engine does not play the board's variant; the message lists those that do"},
    {RefusalCode::BAD_OBJECT, "bad_object", RefusalSource::TYPED_OP, "object",
     "an object name the grammar would not take (characters other than letters, digits, `-`, `_`, "
     "`'` and blanks, the word \"on\", or a last \"in <word>\", which names a place)"},
    {RefusalCode::UNKNOWN_VARIANT, "unknown_variant", RefusalSource::TYPED_OP, "variant",
     "`variant` is not one of the variants or their aliases"},
    {RefusalCode::BAD_MOVE, "bad_move", RefusalSource::TYPED_OP, "move",
     "`move` is empty, has blanks inside, or is longer than 16 characters"},
    {RefusalCode::BAD_GAME_NUMBER, "bad_game_number", RefusalSource::TYPED_OP, "game",
     "`game` is not a game's number (1 or more)"},
    {RefusalCode::BAD_DRAW_RULE, "bad_draw_rule", RefusalSource::TYPED_OP, "rule",
     "a `rule` other than `automatic` or `claimed`"},
    {RefusalCode::UNKNOWN_ELEMENT, "unknown_element", RefusalSource::TYPED_OP, "element, colour",
     "`special_colour`: not a part of the board, or a colour without the part it is for"},
    {RefusalCode::UNKNOWN_SPEED, "unknown_speed", RefusalSource::TYPED_OP, "speed",
     "`top`: a `speed` other than `bullet`, `blitz`, `rapid`, `classical` or `untimed`"},
    {RefusalCode::NO_STORE, "no_store", RefusalSource::SERVICE, "",
     "the service keeps no games (it runs without a store), so `history of bob` and `show pgn "
     "of game g12` have none to show"},
    {RefusalCode::NO_SUCH_PAGE, "no_such_page", RefusalSource::SERVICE, "player, page",
     "`history of bob page 9`: the player's games fill fewer pages"},
    {RefusalCode::NO_STORED_GAME, "no_stored_game", RefusalSource::SERVICE, "id",
     "`show pgn of game g12`: the store keeps no game of that number"},
    {RefusalCode::GAME_IN_PLAY, "game_in_play", RefusalSource::SERVICE, "object",
     "`analyse game on board` while its game is played: analysis waits for the end"},
    {RefusalCode::NOTHING_TO_ANALYSE, "nothing_to_analyse", RefusalSource::SERVICE, "object",
     "`analyse game on board`: the game has no moves"},
    {RefusalCode::ANALYSIS_QUEUE_FULL, "analysis_queue_full", RefusalSource::SERVICE, "limit",
     "`analyse`: the player, the place or the service has as many analyses waiting as allowed"},
    {RefusalCode::NOT_ANALYSED, "not_analysed", RefusalSource::SERVICE, "object",
     "`show analysis on board`: the game has not been analysed; `analyse` does it"},
    {RefusalCode::ANALYSIS_OFF, "analysis_off", RefusalSource::SERVICE, "",
     "`analyse`: the operator switched analysis off (analysis-nodes 0)"},
    {RefusalCode::NO_ANALYSIS_RUNNING, "no_analysis_running", RefusalSource::SERVICE, "object",
     "`stop analysis on board`: no analysis of that game waits or runs"},
    {RefusalCode::NOT_YOUR_ANALYSIS, "not_your_analysis", RefusalSource::SERVICE, "object, player",
     "`stop analysis on board`: another player asked for it; only they may stop it"},
    {RefusalCode::NO_PUZZLE_OPEN, "no_puzzle_open", RefusalSource::SERVICE, "",
     "`solve Nf3`, `puzzle hint`, `give up`: the player has no puzzle open (`puzzle` gives one)"},
    {RefusalCode::NO_PUZZLES, "no_puzzles", RefusalSource::SERVICE, "variant",
     "`puzzle of knightmate`: no puzzle of that variant is kept that the player has not played, "
     "or the service keeps no puzzles at all (no store)"},
    {RefusalCode::RACE_RUNNING, "race_running", RefusalSource::SERVICE, "seconds",
     "`puzzle race`: a race is on in the place already; `seconds` it still runs"},
};
static_assert(std::size(REFUSAL_CODES) == std::size_t(RefusalCode::RACE_RUNNING) + 1,
              "every RefusalCode needs its row");

constexpr bool refusalCodesInOrder() {
    for (std::size_t i = 0; i < std::size(REFUSAL_CODES); ++i)
        if (REFUSAL_CODES[i].code != RefusalCode(i)) return false;
    return true;
}
static_assert(refusalCodesInOrder(), "REFUSAL_CODES is indexed by RefusalCode");

constexpr bool refusalCodeNamesUnique() {
    for (std::size_t i = 0; i < std::size(REFUSAL_CODES); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (REFUSAL_CODES[i].name == REFUSAL_CODES[j].name) return false;
    return true;
}
static_assert(refusalCodeNamesUnique(), "two codes cannot share a name");

constexpr const RefusalCodeEntry& refusalCodeEntry(RefusalCode c) {
    return REFUSAL_CODES[std::size_t(c)];
}

// "not_your_turn" for RefusalCode::NOT_YOUR_TURN.
constexpr std::string_view refusalCodeName(RefusalCode c) { return refusalCodeEntry(c).name; }

// The code a Refusal event's `code` names; none for a name not in the table.
constexpr std::optional<RefusalCode> refusalCodeNamed(std::string_view name) {
    for (const RefusalCodeEntry& e : REFUSAL_CODES)
        if (e.name == name) return e.code;
    return std::nullopt;
}

// Whether a refusal with code `c` may carry the param `name` (the table's params).
constexpr bool refusalCodeTakes(RefusalCode c, std::string_view name) {
    std::string_view params = refusalCodeEntry(c).params;
    while (!params.empty()) {
        std::size_t comma = params.find(", ");
        if (params.substr(0, comma) == name) return true;
        params = comma == std::string_view::npos ? std::string_view() : params.substr(comma + 2);
    }
    return false;
}
static_assert(refusalCodeTakes(RefusalCode::SEAT_TAKEN, "player"));
static_assert(!refusalCodeTakes(RefusalCode::SEAT_TAKEN, "play"));

} // namespace mudchess
