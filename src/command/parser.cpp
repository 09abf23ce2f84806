// The command parser: PEGTL actions that turn matched grammar rules into a Command, and the
// error message for every rule the grammar wraps in must<>. The grammar itself lives in
// grammar/*.hpp and knows nothing of either.
#include "command/parser.hpp"
#include "chess/game.hpp"
#include "chess/move_reading.hpp"
#include "chess/piece_table.hpp"
#include "chess/variant.hpp"
#include "command/command_table.hpp"
#include "command/spelling.hpp"
#include "render/parse_words.hpp"
#include "text/lower_case.hpp"
#include "text/name_rule.hpp"
#include "text/words.hpp"

#include "grammar/commands.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <vector>

namespace mudchess::command {
namespace {

namespace g = mudchess::grammar;
namespace pegtl = tao::pegtl;

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// Objects: "the second oak table" -> "oak table 2"

std::optional<int> ordinal(std::string_view word) {
    static constexpr std::array<std::string_view, 10> WORDS = {
        "first", "second",  "third",  "fourth", "fifth",
        "sixth", "seventh", "eighth", "ninth",  "tenth"};
    for (std::size_t i = 0; i < WORDS.size(); ++i)
        if (word == WORDS[i]) return int(i + 1);
    // 1st, 2nd, 3rd, 4th, 21st ...: digits and any of the English suffixes.
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    std::string_view suffix = word.substr(digits);
    if (digits == 0 || digits > 4) return std::nullopt;
    if (suffix != "st" && suffix != "nd" && suffix != "rd" && suffix != "th") return std::nullopt;
    return std::stoi(std::string(word.substr(0, digits)));
}

std::optional<int> numberWord(std::string_view word) {
    static constexpr std::array<std::string_view, 10> WORDS = {
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    for (std::size_t i = 0; i < WORDS.size(); ++i)
        if (word == WORDS[i]) return int(i + 1);
    return std::nullopt;
}

// One spelling per object, so "second board", "board two" and "Board  2" meet at one game.
std::string normaliseObject(std::string_view typed) {
    std::string lower = lowerCase(typed);
    std::vector<std::string_view> words = splitWords(lower);
    std::string number;
    if (words.size() > 1) {
        if (auto n = ordinal(words.front())) {
            number = std::to_string(*n);
            words.erase(words.begin());
        } else if (auto m = numberWord(words.back())) {
            number = std::to_string(*m);
            words.pop_back();
        }
    }
    if (!number.empty()) words.push_back(number);
    return joinWords(words);
}

// ---------------------------------------------------------------------------------------------
// Actions: what each matched rule contributes

// What the actions collect while a line is parsed; each command's own action assembles its
// struct, and the object is attached to whichever command it was once the line is done.
struct Collected {
    Command command;
    std::string object;
    std::string place; // "in #chess" after the object, lower case
    bool objectQuoted = false;
    Side seat = Side::WHITE;
    std::string variant;
    std::string clock; // "with clock 5+3": the time control as typed
    std::optional<MoveSpec> move;
    std::vector<MoveSpec> moves; // a puzzle's answer: every move on the line
    std::string square;
    std::string askedSquare; // what is on e4
    std::string text;        // PGN, help topic or colour scheme
    int number = 0;          // a game's number
    bool optionChosen = false;
    std::string setting; // a board setting's name and value
    std::string value;
    bool rank = true; // read rank/file
    char which = '1';
    std::optional<Side> side; // where is/are
    PieceKind piece = PieceKind::KING;
    bool mine = false;                 // "my king"
    bool seatSaid = false;             // "as white" or "as black" was said
    int level = 0;                     // the computer's level, when one was said
    std::string engine;                // an external engine named after "invite"
    Answer answer = Answer::ACCEPT;    // accept/decline/withdraw takeback or abort
    std::string player;                // the player a challenge is for
    std::optional<Side> challengeSeat; // the seat a challenger asked for
    bool fen = false;                  // "load fen", not "load pgn"
    bool reset = false;                // options colour special reset
    bool rated = false;                // "start new rated game"
    std::string speed;                 // "top blitz"
    bool here = false;                 // "top here"
};

// Thrown by error messages and actions; parseCommand turns it into a ParseError.
struct Refusal {
    std::string message;
    std::size_t offset; // 0-based byte offset of the word it is about
};

std::string squareText(std::string_view typed) { return lowerCase(typed.substr(0, 2)); }

// A square the grammar has checked: its first two characters.
Square squareOf(std::string_view typed) {
    return makeSquare(std::tolower(static_cast<unsigned char>(typed[0])) - 'a', typed[1] - '1');
}

// A piece letter the grammar has checked (SAN's, or a promotion's). K is the royal piece.
PieceType pieceOfLetter(char letter) { return pieceTypeOfLetter(letter, KING).value_or(QUEEN); }

template <typename Rule> struct action : pegtl::nothing<Rule> {};

// --- moves: what a move states (StatedMove) is collected as its rules match. A form that may
// fail half-way fills a fresh state, which is kept only when the form matched whole, so a
// failed try leaves nothing behind.

// A move's state while it is read: the move so far, and the piece name just read (the rule
// around the name says what part it plays: the piece that moves, is taken, or is promoted to).
struct MoveState {
    std::string text;
    std::optional<StatedMove> stated = StatedMove{};
    PieceType named = NO_PIECE_TYPE;
    StatedMove& move() { return *stated; }
};

template <> struct action<g::move_body> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& move, Collected& c) {
        c.move = MoveSpec{move.text, move.stated};
    }
};

template <> struct action<g::puzzle_move> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& move, Collected& c) {
        c.moves.push_back(MoveSpec{move.text, move.stated});
    }
};

template <> struct action<g::move_words> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        move.text = singleSpaced(in.string_view());
    }
};

struct fresh_form : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& form, MoveState& move) {
        move.stated = form.stated;
    }
};

// Two squares: e2 to e4, e2 e4, from e2 to e4; e2e4, e2-e4, e7e8q.
template <> struct action<g::square_pair> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& form, MoveState& move) {
        move.stated = form.stated;
        move.move().squaresGiven = true;
    }
};
template <> struct action<g::coordinate_move> : action<g::square_pair> {};
template <> struct action<g::from_square> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        move.move().from = squareOf(in.string_view());
    }
};
template <> struct action<g::coordinate_from> : action<g::from_square> {};
template <> struct action<g::to_square> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        move.move().to = squareOf(in.string_view());
    }
};
template <> struct action<g::coordinate_to> : action<g::to_square> {};
template <> struct action<g::coordinate_promotion> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        move.move().promotion = pieceOfLetter(in.string_view().back());
    }
};

// SAN: Nf3, Nbd7, R1a3, Qh4xe1, exd5, e4, e8=Q, bxc3 (lower case b: first the b-pawn).
template <> struct action<g::piece_san> : fresh_form {};
template <> struct action<g::pawn_san> : fresh_form {};
template <> struct action<g::san_piece> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        char letter = in.peek_char();
        if (letter == 'b') {
            move.move().piece = PAWN;
            move.move().fromFile = 1;
            move.move().letterB = StatedMove::LetterB::PAWN_FIRST;
        } else {
            move.move().piece = pieceOfLetter(letter);
        }
    }
};
template <> struct action<g::san_disambiguation> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        std::string_view text = in.string_view();
        if (text.size() == 2)
            move.move().from = squareOf(text);
        else if (std::isdigit(static_cast<unsigned char>(text[0])))
            move.move().fromRank = text[0] - '1';
        else
            move.move().fromFile = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    }
};
template <> struct action<g::san_capture> {
    static void apply0(MoveState& move) { move.move().capture = true; }
};
template <> struct action<g::san_square> : action<g::to_square> {};
template <> struct action<g::san_promotion> : action<g::coordinate_promotion> {};
// A pawn: e4 pushes along its file, xd5 captures from either side.
template <> struct action<g::san_move> {
    static void apply0(MoveState& state) {
        StatedMove& move = state.move();
        if (move.piece != NO_PIECE_TYPE) return;
        move.piece = PAWN;
        if (move.fromFile < 0 && !move.capture) move.fromFile = fileOf(move.to);
    }
};

template <> struct action<g::castling_move> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        std::string_view text = in.string_view();
        auto letters = std::count_if(text.begin(), text.end(),
                                     [](char c) { return c == 'O' || c == 'o' || c == '0'; });
        move.move().form = StatedMove::Form::CASTLING;
        move.move().side = letters == 2 ? StatedMove::Side::KINGSIDE : StatedMove::Side::QUEENSIDE;
    }
};
template <> struct action<g::pass_move> {
    static void apply0(MoveState& move) { move.move().form = StatedMove::Form::PASS; }
};
// Pasted figurines (♘g1–f3) go to the notation reader, which knows their symbols.
template <> struct action<g::figurine_move> {
    template <typename Input> static void apply(const Input& in, MoveState& move) {
        move.stated = readNotation(in.string_view()).move;
    }
};

// Moves said in words.
template <> struct action<g::said_move> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& form, MoveState& move) {
        move.stated = form.stated;
        move.move().inWords = true;
    }
};
template <> struct action<g::square_capture> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& form, MoveState& move) {
        move.stated = form.stated;
        move.move().capture = true;
    }
};
// "knight from g1 to f3": the square is kept only when the origin matched whole.
template <> struct action<g::piece_origin> : pegtl::change_states<MoveState> {
    template <typename Input> static void success(const Input&, MoveState& form, MoveState& move) {
        move.move().from = form.move().from;
    }
};

template <PieceType Piece> struct named_action {
    static void apply0(MoveState& move) { move.named = Piece; }
};
template <> struct action<g::named_royal_knight> : named_action<ROYAL_KNIGHT> {};
template <> struct action<g::named_king> : named_action<KING> {};
template <> struct action<g::named_queen> : named_action<QUEEN> {};
template <> struct action<g::named_rook> : named_action<ROOK> {};
template <> struct action<g::named_bishop> : named_action<BISHOP> {};
template <> struct action<g::named_knight> : named_action<KNIGHT> {};
template <> struct action<g::named_pawn> : named_action<PAWN> {};
template <> struct action<g::named_commoner> : named_action<COMMONER> {};
template <> struct action<g::moving_piece> {
    static void apply0(MoveState& move) { move.move().piece = move.named; }
};
template <> struct action<g::taken_piece> {
    static void apply0(MoveState& move) { move.move().captured = move.named; }
};
// "pawn to e8 queen and promote to a knight": two answers to one question, asked about later.
template <> struct action<g::promoted_piece> {
    static void apply0(MoveState& state) {
        StatedMove& move = state.move();
        if (move.promotion != NO_PIECE_TYPE && move.promotion != state.named)
            move.twoPromotions = true;
        move.promotion = state.named;
    }
};
template <> struct action<g::origin_said> : action<g::from_square> {};
template <> struct action<g::destination_said> : action<g::to_square> {};

template <> struct action<g::short_side> {
    static void apply0(MoveState& move) { move.move().side = StatedMove::Side::KINGSIDE; }
};
template <> struct action<g::kingside_side> : action<g::short_side> {};
template <> struct action<g::long_side> {
    static void apply0(MoveState& move) { move.move().side = StatedMove::Side::QUEENSIDE; }
};
template <> struct action<g::queenside_side> : action<g::long_side> {};
template <> struct action<g::castle_phrase> {
    static void apply0(MoveState& move) { move.move().form = StatedMove::Form::CASTLING; }
};
template <> struct action<g::piece_capture> {
    static void apply0(MoveState& move) { move.move().capture = true; }
};
template <> struct action<g::take_phrase> : action<g::piece_capture> {};
template <> struct action<g::square_promotion> {
    static void apply0(MoveState& move) { move.move().piece = PAWN; }
};
template <> struct action<g::promote_phrase> {
    static void apply0(MoveState& move) {
        move.move().piece = PAWN;
        move.move().promote = true;
    }
};

// "and swap to <piece>" after squares or notation.
template <PieceType Piece> struct promote_action {
    template <typename Input> static void apply(const Input& in, MoveState& state) {
        if (!state.stated) return; // unreadable figurines: the game says why
        StatedMove& move = state.move();
        // "e8=Q and swap to knight": two answers to one question; ask rather than guess.
        if (move.promotion != NO_PIECE_TYPE) {
            auto offset = std::size_t(in.begin() - in.input().begin());
            throw Refusal{promotionTwiceWords(state.text), offset};
        }
        move.promotion = Piece;
        move.promotionAfterAnd = !move.squaresGiven;
    }
};
template <> struct action<g::promote_to_knight> : promote_action<KNIGHT> {};
template <> struct action<g::promote_to_bishop> : promote_action<BISHOP> {};
template <> struct action<g::promote_to_rook> : promote_action<ROOK> {};
template <> struct action<g::promote_to_queen> : promote_action<QUEEN> {};
template <> struct action<g::promote_to_commoner> : promote_action<COMMONER> {};

// --- the parts other commands collect

template <> struct action<g::object_name> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.object = normaliseObject(in.string_view());
    }
};
template <> struct action<g::quoted_object> {
    static void apply0(Collected& c) { c.objectQuoted = true; }
};

// IRC channel names ignore case, so "#Chess" and "#chess" are one place.
template <> struct action<g::channel_name> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.place = lowerCase(in.string_view());
    }
};
// A room's name is kept as typed: the service matches it to the places it knows (sameName).
template <> struct action<g::room_name> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.place = std::string(in.string_view());
    }
};

template <> struct action<g::seat_white> {
    static void apply0(Collected& c) {
        c.seat = Side::WHITE;
        c.seatSaid = true;
    }
};
template <> struct action<g::seat_black> {
    static void apply0(Collected& c) {
        c.seat = Side::BLACK;
        c.seatSaid = true;
    }
};
// A number too large to be a level still reads as one, for the dispatcher to refuse by name.
template <> struct action<g::level_number> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.level = std::stoi(in.string());
        if (c.level == 0) c.level = -1; // "level 0" is said, and out of range
    }
};
template <int Level> struct level_action {
    static void apply0(Collected& c) { c.level = Level; }
};
template <> struct action<g::level_easiest> : level_action<1> {};
template <> struct action<g::level_easy> : level_action<2> {};
template <> struct action<g::level_medium> : level_action<4> {};
template <> struct action<g::level_hard> : level_action<6> {};
template <> struct action<g::level_strongest> : level_action<8> {};

template <> struct action<g::clock_spec> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        std::string typed = in.string();
        c.clock = typed.substr(typed.find_first_not_of(" \t"));
    }
};
// Words that are not a variant's name do not match, so the grammar tries fewer words.
template <unsigned Count> struct action<g::variant_words<Count>> {
    template <typename Input> static bool apply(const Input& in, Collected& c) {
        const Variant* variant = findVariant(singleSpaced(in.string_view()));
        if (variant) c.variant = variant->key;
        return variant != nullptr;
    }
};

template <> struct action<g::legal_moves_square> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.square = squareText(in.string_view());
    }
};

template <> struct action<g::pgn_text> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        std::string_view pgn = in.string_view();
        while (!pgn.empty() && isBlank(pgn.back())) pgn.remove_suffix(1);
        c.text = std::string(pgn);
    }
};

template <> struct action<g::help_topic> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.text = lowerCase(singleSpaced(in.string_view()));
    }
};

template <> struct action<g::colour_scheme> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.text = lowerCase(in.string_view());
    }
};

template <> struct action<g::setting_value> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.value = lowerCase(in.string_view());
    }
};

template <> struct action<g::setting_orientation> {
    static void apply0(Collected& c) { c.setting = "orientation"; }
};
template <> struct action<g::setting_pieces> {
    static void apply0(Collected& c) { c.setting = "pieces"; }
};
template <> struct action<g::setting_size> {
    static void apply0(Collected& c) { c.setting = "size"; }
};
template <> struct action<g::setting_words> {
    static void apply0(Collected& c) { c.setting = "words"; }
};
template <> struct action<g::setting_private> {
    static void apply0(Collected& c) { c.setting = "private"; }
};

template <> struct action<g::rank_number> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.rank = true;
        c.which = in.string_view().front();
    }
};
template <> struct action<g::file_name> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.rank = false;
        c.which = char(std::tolower(static_cast<unsigned char>(in.string_view().front())));
    }
};

template <> struct action<g::side_white> {
    static void apply0(Collected& c) { c.side = Side::WHITE; }
};
template <> struct action<g::side_black> {
    static void apply0(Collected& c) { c.side = Side::BLACK; }
};
template <> struct action<g::side_mine> {
    static void apply0(Collected& c) { c.mine = true; }
};
template <> struct action<g::asked_square> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.askedSquare = lowerCase(in.string_view());
    }
};
template <PieceKind Kind> struct piece_action {
    static void apply0(Collected& c) { c.piece = Kind; }
};
template <> struct action<g::piece_king> : piece_action<PieceKind::KING> {};
template <> struct action<g::piece_queen> : piece_action<PieceKind::QUEEN> {};
template <> struct action<g::piece_rook> : piece_action<PieceKind::ROOK> {};
template <> struct action<g::piece_bishop> : piece_action<PieceKind::BISHOP> {};
template <> struct action<g::piece_knight> : piece_action<PieceKind::KNIGHT> {};
template <> struct action<g::piece_pawn> : piece_action<PieceKind::PAWN> {};
template <> struct action<g::piece_commoner> : piece_action<PieceKind::COMMONER> {};
template <> struct action<g::piece_any> : piece_action<PieceKind::ALL> {};

// --- one action per command, building its struct

// A command the grammar's shared pieces fill alone: its object (set once the line is read), a
// player's name. The rules that make one name it in their family's header (MadeBy) and need no
// action here.
template <typename Made> struct make {
    static void apply0(Collected& c) {
        Made made{};
        if constexpr (requires { made.player; }) made.player = c.player;
        c.command = std::move(made);
    }
};
template <typename Rule>
requires requires { typename MadeBy<Rule>::type; }
struct action<Rule> : make<typename MadeBy<Rule>::type> {};

template <> struct action<g::join_command> {
    static void apply0(Collected& c) { c.command = JoinGame{{}, c.seat}; }
};
template <> struct action<g::kw_rated> {
    static void apply0(Collected& c) { c.rated = true; }
};
template <> struct action<g::start_command> {
    static void apply0(Collected& c) { c.command = StartGame{{}, c.variant, c.clock, c.rated}; }
};
template <> struct action<g::move_command> {
    static void apply0(Collected& c) { c.command = MakeMove{c.move.value_or(MoveSpec{}), {}}; }
};
template <> struct action<g::move_said_alone> : action<g::move_command> {};
template <> struct action<g::new_puzzle> {
    static void apply0(Collected& c) { c.command = NewPuzzle{c.variant}; }
};
template <> struct action<g::puzzle_race> {
    static void apply0(Collected& c) { c.command = StartPuzzleRace{c.variant, {}}; }
};
template <> struct action<g::daily_command> {
    static void apply0(Collected& c) { c.command = OpenDailyPuzzle{c.variant}; }
};
template <> struct action<g::puzzle_hint> {
    static void apply0(Collected& c) { c.command = AskPuzzleHint{}; }
};
template <> struct action<g::puzzle_stats> {
    static void apply0(Collected& c) { c.command = ShowPuzzleStats{c.player}; }
};
template <> struct action<g::puzzle_leaderboard> {
    static void apply0(Collected& c) { c.command = ShowPuzzleTop{c.variant}; }
};
template <> struct action<g::give_command> {
    static void apply0(Collected& c) { c.command = GiveUpPuzzle{}; }
};
template <> struct action<g::solve_command> {
    static void apply0(Collected& c) { c.command = AnswerPuzzle{c.moves}; }
};
template <> struct action<g::moves_said_together> : action<g::solve_command> {};
template <> struct action<g::game_number> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.number = std::stoi(in.string());
    }
};
template <> struct action<g::shown_pgn> {
    static void apply0(Collected& c) { c.command = ShowPgn{{}, c.number}; }
};
template <> struct action<g::show_legal_moves> {
    static void apply0(Collected& c) { c.command = ShowLegalMoves{c.square, {}}; }
};
template <> struct action<g::load_command> {
    static void apply0(Collected& c) { c.command = LoadPgn{c.text, {}, c.fen}; }
};
template <> struct action<g::fen_word> {
    static void apply0(Collected& c) { c.fen = true; }
};
template <> struct action<g::claim_command> {
    static void apply0(Collected& c) { c.command = ClaimDraw{c.move, {}}; }
};
template <> struct action<g::games_command> {
    static void apply0(Collected& c) { c.command = ListGames{c.place}; }
};
template <> struct action<g::top_here> {
    static void apply0(Collected& c) { c.here = true; }
};
template <> struct action<g::top_command> {
    static void apply0(Collected& c) {
        c.command = ShowTop{c.variant, c.speed, c.here || !c.place.empty(), c.place};
    }
};
// The speed as rating/speed.hpp names it (tests/command hold the words to SPEEDS).
template <> struct action<g::speed_word> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.speed = lowerCase(in.string_view());
    }
};
template <> struct action<g::page_number> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.number = std::stoi(in.string());
    }
};
template <> struct action<g::player_history> {
    static void apply0(Collected& c) {
        c.command = ShowPlayerHistory{c.player, c.number ? c.number : 1};
    }
};
template <> struct action<g::stored_game_number> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.number = std::stoi(in.string().substr(1));
    }
};
template <> struct action<g::stored_pgn> {
    static void apply0(Collected& c) { c.command = ShowStoredPgn{c.number}; }
};
template <> struct action<g::analyse_command> {
    static void apply0(Collected& c) { c.command = AnalyseGame{{}, c.number}; }
};
template <> struct action<g::stop_command> {
    static void apply0(Collected& c) { c.command = StopAnalysis{{}, c.number}; }
};
template <> struct action<g::show_analysis> {
    static void apply0(Collected& c) { c.command = ShowAnalysis{}; }
};
template <> struct action<g::stored_analysis> {
    static void apply0(Collected& c) { c.command = ShowAnalysis{{}, c.number}; }
};
template <> struct action<g::help_command> {
    static void apply0(Collected& c) { c.command = Help{c.text}; }
};
template <> struct action<g::colour_scheme_setting> {
    static void apply0(Collected& c) {
        c.command = SetColours{c.text};
        c.optionChosen = true;
    }
};
template <> struct action<g::special_colours> {
    static void apply0(Collected& c) {
        c.command = SetSpecialColour{c.setting, c.value, c.reset};
        c.optionChosen = true;
    }
};
template <> struct action<g::kw_reset> {
    static void apply0(Collected& c) { c.reset = true; }
};
template <> struct action<g::special_colour> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.value = lowerCase(singleSpaced(in.string_view()));
    }
};
template <> struct action<g::element_light> {
    static void apply0(Collected& c) { c.setting = "light"; }
};
template <> struct action<g::element_dark> {
    static void apply0(Collected& c) { c.setting = "dark"; }
};
template <> struct action<g::element_white> {
    static void apply0(Collected& c) { c.setting = "white"; }
};
template <> struct action<g::element_black> {
    static void apply0(Collected& c) { c.setting = "black"; }
};
template <> struct action<g::element_markers> {
    static void apply0(Collected& c) { c.setting = "markers"; }
};
template <> struct action<g::element_labels> {
    static void apply0(Collected& c) { c.setting = "labels"; }
};
template <> struct action<g::element_panel> {
    static void apply0(Collected& c) { c.setting = "panel"; }
};
template <> struct action<g::board_setting> {
    static void apply0(Collected& c) {
        c.command = SetBoardOption{c.setting, c.value};
        c.optionChosen = true;
    }
};
// The rule's word as chess/game.hpp names it (tests/command hold the words to DRAW_RULES).
template <> struct action<g::draw_rule_value> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.value = lowerCase(in.string_view());
    }
};
template <> struct action<g::board_draws_option> {
    static void apply0(Collected& c) { c.command = SetDrawRule{{}, c.value}; }
};
template <> struct action<g::options_command> {
    static void apply0(Collected& c) {
        if (!c.optionChosen) c.command = ShowOptions{};
    }
};
template <> struct action<g::read_command> {
    static void apply0(Collected& c) { c.command = ReadLine{c.rank, c.which, {}}; }
};
template <> struct action<g::where_command> {
    static void apply0(Collected& c) { c.command = FindPieces{c.side, c.piece, {}, c.mine}; }
};
template <> struct action<g::what_command> {
    static void apply0(Collected& c) { c.command = ShowSquare{c.askedSquare, {}}; }
};
template <> struct action<g::engine_name> {
    template <class Input> static void apply(const Input& in, Collected& c) {
        c.engine = lowerCase(in.string());
    }
};
template <> struct action<g::invite_command> {
    static void apply0(Collected& c) {
        c.command = InviteComputer{
            {}, c.seatSaid ? std::optional(c.seat) : std::nullopt, c.level, c.engine};
    }
};
template <> struct action<g::play_command> {
    static void apply0(Collected& c) {
        c.command = PlayComputer{{}, c.seatSaid ? std::optional(c.seat) : std::nullopt, c.level};
    }
};
template <Answer A> struct answer_action {
    static void apply0(Collected& c) { c.answer = A; }
};
template <> struct action<g::answer_accept> : answer_action<Answer::ACCEPT> {};
template <> struct action<g::answer_decline> : answer_action<Answer::DECLINE> {};
template <> struct action<g::answer_withdraw> : answer_action<Answer::WITHDRAW> {};
template <> struct action<g::answered_takeback> {
    static void apply0(Collected& c) { c.command = AnswerTakeback{c.answer, {}}; }
};
template <> struct action<g::answered_abort> {
    static void apply0(Collected& c) { c.command = AnswerAbort{c.answer, {}}; }
};

// --- challenges and absent players

template <> struct action<g::player_word> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.player = in.string();
    }
};
template <> struct action<g::quoted_player_text> {
    template <typename Input> static void apply(const Input& in, Collected& c) {
        c.player = in.string();
    }
};
template <> struct action<g::challenge_seat> {
    static void apply0(Collected& c) { c.challengeSeat = c.seat; }
};
template <> struct action<g::challenge_object_name> : action<g::object_name> {};
template <> struct action<g::challenge_command> {
    static void apply0(Collected& c) {
        c.command = ChallengePlayer{c.player, c.challengeSeat, c.variant, c.clock, {}};
    }
};
template <Answer A> struct challenge_answer_action {
    static void apply0(Collected& c) { c.command = AnswerChallenge{A, {}}; }
};
template <> struct action<g::accept_challenge_form> : challenge_answer_action<Answer::ACCEPT> {};
template <> struct action<g::decline_challenge_form> : challenge_answer_action<Answer::DECLINE> {};
template <>
struct action<g::withdraw_challenge_form> : challenge_answer_action<Answer::WITHDRAW> {};

// ---------------------------------------------------------------------------------------------
// Error messages: one per must<> rule, made by the words layer (render/parse_words.hpp) from the
// text before and after the failure; the table below says which rule has which.

// Every word a command may begin with, from the command table and in its order (of equally
// close words, the first is suggested): each command's own words, from its first row, before
// the words its other forms begin with (a move said in words: "castle", "knight").
const std::vector<std::string_view>& verbs() {
    static const std::vector<std::string_view> words = [] {
        std::vector<std::string_view> out;
        auto add = [&](const CommandDeclaration& d) {
            forEachWord(d.words, [&](std::string_view w) {
                if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
            });
        };
        for (bool firstRows : {true, false})
            for (const CommandDeclaration& d : COMMANDS)
                if (d.firstRow == firstRows) add(d);
        return out;
    }();
    return words;
}

// The verb the player most likely meant: at most two slips, and at most one in a word of two
// or three letters ("on" is not a misspelt "join").
std::optional<std::string_view> closestVerb(std::string_view typed) {
    std::size_t maxTypos = std::min<std::size_t>(2, typed.size() / 2);
    std::string lower = lowerCase(typed);
    std::optional<std::string_view> best;
    std::size_t bestDistance = maxTypos + 1;
    for (std::string_view verb : verbs()) {
        std::size_t lengthGap =
            std::max(lower.size(), verb.size()) - std::min(lower.size(), verb.size());
        if (lengthGap > maxTypos) continue; // too far apart to be a slip; skip the table
        std::size_t distance = editDistance(lower, verb);
        if (distance < bestDistance) {
            best = verb;
            bestDistance = distance;
        }
    }
    return best;
}

std::string unknownCommand(const ParseFailure& f) {
    return unknownCommandWords(f.word(), closestVerb(f.word()));
}

using MessageFn = std::string (*)(const ParseFailure&);
template <typename Rule> inline constexpr MessageFn message = nullptr;
// clang-format off
template <> inline constexpr MessageFn message<g::command> = unknownCommand;
template <> inline constexpr MessageFn message<g::move_after_verb> = badMove;
template <> inline constexpr MessageFn message<g::claimed_move> = badMove;
template <> inline constexpr MessageFn message<g::puzzle_move> = badMove;
template <> inline constexpr MessageFn message<g::square_after_from> = badSquareAfterFrom;
template <> inline constexpr MessageFn message<g::said_square_after> = badSaidSquare;
template <> inline constexpr MessageFn message<g::piece_action_after> = badPieceAction;
template <> inline constexpr MessageFn message<g::castle_side_after> = badCastleSide;
template <> inline constexpr MessageFn message<g::piece_after_with> = badPieceAfterWith;
template <> inline constexpr MessageFn message<g::promote_to_piece> = badPromoteTo;
template <> inline constexpr MessageFn message<g::promotion_piece_said> = badPromotion;
template <> inline constexpr MessageFn message<g::square_after_to> = badSquareAfterTo;
template <> inline constexpr MessageFn message<g::target_square> = badTargetSquare;
template <> inline constexpr MessageFn message<g::to_square> = badSquareToMove;
template <> inline constexpr MessageFn message<g::swap_to> = badSwap;
template <> inline constexpr MessageFn message<g::promotion_piece> = badPromotion;
template <> inline constexpr MessageFn message<g::object_after_on> = badObjectAfterOn;
template <> inline constexpr MessageFn message<g::quoted_object_end> = unclosedQuote;
template <> inline constexpr MessageFn message<g::quoted_player_end> = unclosedPlayerQuote;
template <> inline constexpr MessageFn message<g::object_after_at> = badObjectAfterAt;
template <> inline constexpr MessageFn message<g::end_after_object_form> = leftOverAfterObjectForm;
template <> inline constexpr MessageFn message<g::end_after_plain_form> = leftOver;
template <> inline constexpr MessageFn message<g::seat> = badSeat;
template <> inline constexpr MessageFn message<g::seat_colour> = badSeatColour;
template <> inline constexpr MessageFn message<g::variant_name> = badVariant;
template <> inline constexpr MessageFn message<g::clock_spec> = badClock;
template <> inline constexpr MessageFn message<g::shown_thing> = badShownThing;
template <> inline constexpr MessageFn message<g::moves_after_legal> = badLegalMoves;
template <> inline constexpr MessageFn message<g::square_after_legal_from> = badLegalMovesSquare;
template <> inline constexpr MessageFn message<g::past_game> = badPastGame;
template <> inline constexpr MessageFn message<g::analysis_word> = badStopAnalysis;
template <> inline constexpr MessageFn message<g::puzzle_after_daily> = badDailyPuzzle;
template <> inline constexpr MessageFn message<g::page_after_word> = badPage;
template <> inline constexpr MessageFn message<g::load_what> = badLoad;
template <> inline constexpr MessageFn message<g::fen_after_verb> = missingFen;
template <> inline constexpr MessageFn message<g::pgn_after_verb> = missingPgn;
template <> inline constexpr MessageFn message<g::draw_words> = badDrawWords;
template <> inline constexpr MessageFn message<g::option_choice> = badOptionChoice;
template <> inline constexpr MessageFn message<g::board_setting_after_board> = badBoardSetting;
template <> inline constexpr MessageFn message<g::draw_rule_value> = badDrawRule;
template <> inline constexpr MessageFn message<g::special_choice> = badSpecialChoice;
template <> inline constexpr MessageFn message<g::element_after_reset> = badResetElement;
template <> inline constexpr MessageFn message<g::colour_after_element> = badSpecialColour;
template <> inline constexpr MessageFn message<g::read_line> = badReadLine;
template <> inline constexpr MessageFn message<g::square_after_on> = badAskedSquare;
template <> inline constexpr MessageFn message<g::what_on_square> = badAskedSquare;
template <> inline constexpr MessageFn message<g::rank_after_word> = badRankNumber;
template <> inline constexpr MessageFn message<g::file_after_word> = badFileName;
template <> inline constexpr MessageFn message<g::is_are_after_where> = badWhere;
template <> inline constexpr MessageFn message<g::pieces_asked> = badPiecesAsked;
template <> inline constexpr MessageFn message<g::move_after_last> = badLastMove;
template <> inline constexpr MessageFn message<g::move_or_turn> = badWhoseMove;
template <> inline constexpr MessageFn message<g::computer_word> = badComputer;
template <> inline constexpr MessageFn message<g::invited> = badInvited;
template <> inline constexpr MessageFn message<g::against_computer> = badAgainst;
template <> inline constexpr MessageFn message<g::level_value> = badLevel;
template <> inline constexpr MessageFn message<g::clean_text_end> = notCleanText;
template <> inline constexpr MessageFn message<g::challenged_player> = badChallengedPlayer;
template <> inline constexpr MessageFn message<g::player_after_of> = badWhose;
template <> inline constexpr MessageFn message<g::challenge_object_after_on> = badObjectAfterOn;
// clang-format on

// PEGTL's normal control, except that a failed must<> throws our message for that rule.
template <typename Rule> struct with_messages : pegtl::normal<Rule> {
    template <typename Input, typename... States>
    [[noreturn]] static void raise(const Input& in, States&&...) {
        static_assert(message<Rule> != nullptr, "every rule under must<> needs a message");
        auto offset = std::size_t(in.current() - in.begin());
        std::string_view line(in.begin(), std::size_t(in.end() - in.begin()));
        ParseFailure failure{line.substr(0, offset), line.substr(offset)};
        // Point at the word itself, not at the blanks before it.
        while (offset < line.size() && isBlank(line[offset])) ++offset;
        throw Refusal{message<Rule>(failure), offset};
    }
};

template <typename Command> void attachObject(Command& command, const ObjectRef& object) {
    if constexpr (requires { command.object; }) command.object = object;
}

} // namespace

std::variant<Command, ParseError> parseCommand(std::string_view line) {
    // Lines read from files and sockets may keep their terminator.
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    if (line.size() > MAX_LINE_LENGTH)
        return ParseError{lineTooLongWords(MAX_LINE_LENGTH), MAX_LINE_LENGTH + 1};
    try {
        // Every rule path ends in must<>, so each parse matches the whole line or throws.
        pegtl::memory_input<pegtl::tracking_mode::lazy> cleanCheck(line.data(), line.size(), "");
        pegtl::parse<g::clean_text, pegtl::nothing, with_messages>(cleanCheck);

        Collected collected;
        pegtl::memory_input<pegtl::tracking_mode::lazy> in(line.data(), line.size(), "");
        pegtl::parse<g::line, action, with_messages>(in, collected);
        ObjectRef object{collected.object, collected.place};
        object.quoted = collected.objectQuoted;
        std::visit([&](auto& command) { attachObject(command, object); }, collected.command);
        return collected.command;
    } catch (const Refusal& refusal) {
        return ParseError{refusal.message, refusal.offset + 1};
    }
}

namespace {
// An object's name alone, as a typed action gives it: an optional article, then the words.
struct object_name_only : pegtl::sor<pegtl::seq<g::article, g::gap, g::object_name, pegtl::eof>,
                                     pegtl::seq<g::object_name, pegtl::eof>> {};
template <typename Rule> struct name_action : pegtl::nothing<Rule> {};
template <> struct name_action<g::object_name> {
    template <typename Input> static void apply(const Input& in, std::string& name) {
        name = normaliseObject(in.string_view());
    }
};
} // namespace

std::optional<std::string> objectName(std::string_view typed) {
    while (!typed.empty() && isBlank(typed.front())) typed.remove_prefix(1);
    while (!typed.empty() && isBlank(typed.back())) typed.remove_suffix(1);
    if (typed.empty()) return std::string();
    std::string name;
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(typed.data(), typed.size(), "");
    if (!pegtl::parse<object_name_only, name_action>(in, name)) return std::nullopt;
    return name;
}

std::vector<std::string_view> commandWords() { return verbs(); }

std::vector<std::string_view> wordsBeforeAMove() {
    std::vector<std::string_view> leads;
    for (const CommandDeclaration& d : COMMANDS)
        if (!d.movesAfter.empty()) leads.push_back(d.movesAfter);
    return leads;
}

} // namespace mudchess::command
