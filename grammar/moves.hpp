// Squares and moves: "e2 to e4", "from e2 e4", the typed forms the game layer reads (e2e4,
// e2-e4, e7e8q, Nf3, exd5, e8=Q, O-O, 0-0-0, --, pass, figurines), and moves said in words
// ("knight to f3", "castle kingside", "take e5 with the knight"), each optionally after a move
// number ("1. e4") and followed by "and swap to <piece>" or "check". The grammar only checks
// the shape of a move and says what it states (a StatedMove, filled in by the parser's actions:
// the rules named *_said, *_piece and *_side below mark the part a word plays); whether it is
// legal, or even names a piece that exists, is the game layer's (src/chess/move_reading.cpp).
#pragma once

#include "grammar/words.hpp"

namespace mudchess::grammar {

struct file_letter : ranges<'a', 'h', 'A', 'H'> {};
struct rank_digit : range<'1', '8'> {};
struct square : seq<file_letter, rank_digit> {};

// A letter and digits that miss the board (e9, i4, e10): worth a "not a square" message
// rather than "not a move".
struct looks_like_square : seq<alpha, plus<digit>, word_end> {};

// --- "e2 to e4", "e2 e4", "from e2 to e4" ----------------------------------------------------

struct from_square : seq<square, word_end> {};
struct to_square : seq<square, word_end> {};

struct square_after_from : seq<gap, from_square> {};
struct square_after_to : seq<gap, to_square> {};
// The second square: after "to", or straight after the first when it looks like a square.
struct target_square : sor<seq<gap, kw_to, must<square_after_to>>,
                           seq<gap, at<looks_like_square>, must<to_square>>> {};

struct square_pair : sor<seq<kw_from, must<square_after_from>, must<target_square>>,
                         seq<from_square, target_square>> {};

// --- typed moves ------------------------------------------------------------------------------

struct piece_letter : one<'K', 'Q', 'R', 'B', 'N', 'M', 'k', 'q', 'r', 'b', 'n', 'm'> {};
struct promotion_letter : one<'Q', 'R', 'B', 'N', 'M', 'q', 'r', 'b', 'n', 'm'> {};
struct promotion_suffix : seq<opt<one<'='>>, promotion_letter> {};
struct capture_mark : sor<one<'x', 'X', ':'>, utf8::one<0x00D7>> {}; // × as figurines write it
// + # ! ? and a full stop, as in "Nf3!", "Qxf7#" and "1. e4.".
struct check_and_comment : star<one<'+', '#', '!', '?', '.'>> {};

// e2e4, e2-e4, e2xd3, e7e8q, e7-e8=Q, e2–e4 (an en dash, as the figurine display writes it).
struct coordinate_from : square {};
struct coordinate_to : square {};
struct coordinate_promotion : promotion_suffix {};
struct coordinate_joint : sor<one<'-'>, capture_mark, utf8::one<0x2013>> {};
struct coordinate_move : seq<coordinate_from, opt<coordinate_joint>, coordinate_to,
                             opt<coordinate_promotion>, check_and_comment, word_end> {};

// SAN: Nf3, Nbd7, R1a3, Qh4xe1, exd5, e4, e8=Q, bxc3+. Each alternative reaches the word's end
// itself, because PEG never backtracks into an optional part that already matched.
struct san_capture : capture_mark {};
struct san_square : square {};
struct san_promotion : promotion_suffix {};
struct san_target
    : seq<opt<san_capture>, san_square, opt<san_promotion>, check_and_comment, word_end> {};
struct san_disambiguation : sor<square, file_letter, rank_digit> {};
struct san_body : sor<san_target, seq<san_disambiguation, san_target>> {};
struct san_piece : piece_letter {};
struct piece_san : seq<san_piece, san_body> {};
struct pawn_san : san_body {};
struct san_move : sor<piece_san, pawn_san> {};

struct castling_letter : one<'O', 'o', '0'> {};
// O-O, 0-0-0, and without the dashes: OO, ooo.
struct castling_move : seq<castling_letter, opt<one<'-'>>, castling_letter,
                           opt<opt<one<'-'>>, castling_letter>, check_and_comment, word_end> {};

// A Knights Chess pass.
struct pass_move : sor<seq<string<'-', '-'>, word_end>, seq<string<'0', '0', '0', '0'>, word_end>,
                       keyword<TAO_PEGTL_ISTRING("pass")>> {};

// Moves pasted from the figurine display (♘g1–f3, 0–0): let the game layer read them.
struct figurine : utf8::range<0x2654, 0x265F> {};
struct figurine_punctuation : sor<figurine, utf8::one<0x2013, 0x00D7>> {};
struct ascii_move_char : sor<alnum, one<'-', '=', '+', '#', '!', '?'>> {};
struct figurine_move : seq<star<ascii_move_char>, figurine_punctuation,
                           star<sor<ascii_move_char, figurine_punctuation>>, word_end> {};

struct en_passant_note : keyword<TAO_PEGTL_ISTRING("e.p.")> {};

struct typed_move : seq<sor<pass_move, castling_move, coordinate_move, san_move, figurine_move>,
                        opt<gap, en_passant_note>> {};

// --- moves said in words ----------------------------------------------------------------------

// R tried first without consuming: when a rule under must<> fails, PEGTL does not rewind, and
// the message should point at the start of the words that did not fit, not into them.
template <typename R> struct whole : seq<at<R>, R> {};

struct kw_swap : keyword<TAO_PEGTL_ISTRING("swap")> {};
struct kw_promote : keyword<TAO_PEGTL_ISTRING("promote")> {};

// "knight", "the knight", "my royal knight". Which piece a name means in a variant (Knightmate's
// "king" and "knight" are its royal knight) is the game's business.
struct kw_my : keyword<TAO_PEGTL_ISTRING("my")> {};
struct named_royal_knight
    : seq<keyword<TAO_PEGTL_ISTRING("royal")>, gap, keyword<TAO_PEGTL_ISTRING("knight")>> {};
struct named_king : keyword<TAO_PEGTL_ISTRING("king")> {};
struct named_queen : keyword<TAO_PEGTL_ISTRING("queen")> {};
struct named_rook : keyword<TAO_PEGTL_ISTRING("rook")> {};
struct named_bishop : keyword<TAO_PEGTL_ISTRING("bishop")> {};
struct named_knight : keyword<TAO_PEGTL_ISTRING("knight")> {};
struct named_pawn : keyword<TAO_PEGTL_ISTRING("pawn")> {};
struct named_commoner : keyword<TAO_PEGTL_ISTRING("commoner")> {};
struct named_piece : sor<named_royal_knight, named_king, named_queen, named_rook, named_bishop,
                         named_knight, named_pawn, named_commoner> {};
// The piece that moves, the one taken, and the one a pawn becomes.
struct moving_piece : named_piece {};
struct taken_piece : named_piece {};
struct promoted_piece : named_piece {};
struct piece_said : seq<opt<sor<article, kw_my>, gap>, moving_piece> {};

// A square in words may carry the marks of SAN: "knight to f3!". The square a piece leaves and
// the square it goes to (or takes on).
struct said_square : seq<square, check_and_comment, word_end> {};
struct origin_said : said_square {};
struct destination_said : said_square {};
struct said_square_after : seq<gap, whole<origin_said>> {};

struct kw_takes
    : sor<keyword<TAO_PEGTL_ISTRING("takes")>, keyword<TAO_PEGTL_ISTRING("take")>,
          keyword<TAO_PEGTL_ISTRING("captures")>, keyword<TAO_PEGTL_ISTRING("capture")>> {};
struct capture_word : sor<kw_takes, keyword<TAO_PEGTL_ISTRING("x")>> {};
// What is taken: "e5", "on e5", "the pawn", "the pawn on e5". An "on" before a word that is no
// square is left for "on <object>".
struct piece_taken : seq<opt<article, gap>, taken_piece, opt<gap, kw_on, gap, destination_said>> {};
struct capture_target : sor<seq<opt<kw_on, gap>, destination_said>, piece_taken> {};

// "e8 queen", "e8 = knight": the piece a pawn reaching the square becomes.
struct promotion_named : seq<gap, opt<one<'='>, optional_gap>, opt<article, gap>, promoted_piece> {
};
struct promotion_piece_said : seq<gap, whole<seq<opt<article, gap>, promoted_piece>>> {};
// "... and promote to a queen" inside a said move, so the game reads it with the move.
struct promotion_words
    : seq<gap, kw_and, gap, sor<kw_swap, kw_promote>, gap, kw_to, must<promotion_piece_said>> {};

// castle kingside, castle short, castles queenside, castling long; "castle" alone is for the
// game to ask which side.
struct kw_castle : sor<keyword<TAO_PEGTL_ISTRING("castle")>, keyword<TAO_PEGTL_ISTRING("castles")>,
                       keyword<TAO_PEGTL_ISTRING("castling")>> {};
struct kw_kingside : keyword<TAO_PEGTL_ISTRING("kingside")> {};
struct kw_queenside : keyword<TAO_PEGTL_ISTRING("queenside")> {};
struct short_side : sor<kw_kingside, keyword<TAO_PEGTL_ISTRING("short")>> {};
struct long_side : sor<kw_queenside, keyword<TAO_PEGTL_ISTRING("long")>> {};
struct castle_side : sor<short_side, long_side> {};
// "castle on the kingside"
struct kingside_side : kw_kingside {};
struct queenside_side : kw_queenside {};
struct castle_on_side
    : seq<gap, kw_on, gap, opt<article, gap>, sor<kingside_side, queenside_side>> {};
struct castle_side_after : seq<gap, whole<castle_side>> {};
struct check_word
    : sor<keyword<TAO_PEGTL_ISTRING("check")>, keyword<TAO_PEGTL_ISTRING("checkmate")>,
          keyword<TAO_PEGTL_ISTRING("mate")>> {};
struct castle_phrase
    : seq<kw_castle, opt<sor<castle_on_side, seq<at<gap, not_at<sor<kw_on, check_word, eof>>>,
                                                 must<castle_side_after>>>>> {};

// knight to f3, knight f3, the knight from g1 to f3, knight on g1 to f3, knight takes [e5 | on
// e5 | the pawn [on e5]], pawn to e8 queen.
struct piece_origin
    : sor<seq<gap, kw_from, must<said_square_after>>,
          seq<gap, kw_on, gap, origin_said, at<gap, sor<kw_to, capture_word, square>>>> {};
struct piece_capture : seq<capture_word, opt<gap, capture_target>> {};
struct piece_destination : seq<opt<kw_to, gap>, destination_said, opt<promotion_named>> {};
struct piece_action : sor<piece_capture, piece_destination> {};
struct piece_action_after : seq<gap, whole<piece_action>> {};
struct piece_phrase : seq<piece_said, opt<piece_origin>, must<piece_action_after>> {};

// take e5 [with the knight], capture on d5, take the pawn on e5 with the knight. Nothing is
// settled by "take" alone: "take back" is another command.
struct piece_after_with : seq<gap, whole<piece_said>> {};
struct take_phrase : seq<kw_takes, gap, capture_target, opt<gap, kw_with, must<piece_after_with>>> {
};

// promote to a knight (when one pawn can).
struct promote_to_piece : seq<whole<seq<gap, kw_to, promotion_piece_said>>> {};
struct promote_phrase : seq<kw_promote, must<promote_to_piece>> {};

// e8 queen, e4 takes d5, e4 x d5.
struct square_capture : seq<origin_said, gap, capture_word, gap, opt<kw_on, gap>, destination_said,
                            opt<promotion_named>> {};
struct square_promotion : seq<destination_said, promotion_named> {};

struct en_passant_words
    : sor<en_passant_note,
          seq<keyword<TAO_PEGTL_ISTRING("en")>, gap, keyword<TAO_PEGTL_ISTRING("passant")>>> {};
struct said_ending : seq<opt<promotion_words>, opt<gap, en_passant_words>> {};

// Moves said in words that start with a word of their own (castle, take, promote, a piece).
struct spoken_move
    : seq<sor<castle_phrase, take_phrase, promote_phrase, piece_phrase>, said_ending> {};
struct said_move : sor<spoken_move, seq<sor<square_capture, square_promotion>, said_ending>> {};

// --- the move, then "and swap to <piece>" ------------------------------------------------------

// "1.", "12...": a move number before the move, as a game's score writes it.
struct move_number : seq<plus<digit>, plus<one<'.'>>, optional_gap, not_at<eof>> {};

struct move_words : sor<said_move, square_pair, typed_move> {};

struct swap_to : seq<gap, sor<kw_swap, kw_promote>, gap, kw_to> {};

struct promote_to_knight : keyword<TAO_PEGTL_ISTRING("knight")> {};
struct promote_to_bishop : keyword<TAO_PEGTL_ISTRING("bishop")> {};
struct promote_to_rook : keyword<TAO_PEGTL_ISTRING("rook")> {};
struct promote_to_queen : keyword<TAO_PEGTL_ISTRING("queen")> {};
struct promote_to_commoner : keyword<TAO_PEGTL_ISTRING("commoner")> {};
struct promotion_piece : seq<gap, opt<article, gap>,
                             sor<promote_to_knight, promote_to_bishop, promote_to_rook,
                                 promote_to_queen, promote_to_commoner>> {};

struct promotion_clause : seq<gap, kw_and, must<swap_to>, must<promotion_piece>> {};

struct move_body : seq<opt<move_number>, move_words, opt<promotion_clause>, opt<gap, check_word>> {
};

} // namespace mudchess::grammar
