// Squares and moves: "e2 to e4", "from e2 e4", and the typed forms the game layer reads
// (e2e4, e2-e4, e7e8q, Nf3, exd5, e8=Q, O-O, 0-0-0, --, pass, figurines), each optionally
// followed by "and swap to <piece>". The grammar only checks the shape of a typed move;
// whether it is legal, or even names a piece that exists, is the game layer's business.
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
struct check_and_comment : star<one<'+', '#', '!', '?'>> {};

// e2e4, e2-e4, e2xd3, e7e8q, e7-e8=Q, e2–e4 (an en dash, as the figurine display writes it).
struct coordinate_from : square {};
struct coordinate_to : square {};
struct coordinate_promotion : promotion_suffix {};
struct coordinate_joint : sor<one<'-'>, capture_mark, utf8::one<0x2013>> {};
struct coordinate_move : seq<coordinate_from, opt<coordinate_joint>, coordinate_to,
                             opt<coordinate_promotion>, check_and_comment, word_end> {};

// SAN: Nf3, Nbd7, R1a3, Qh4xe1, exd5, e4, e8=Q, bxc3+. Each alternative reaches the word's end
// itself, because PEG never backtracks into an optional part that already matched.
struct san_target
    : seq<opt<capture_mark>, square, opt<promotion_suffix>, check_and_comment, word_end> {};
struct san_disambiguation : sor<square, file_letter, rank_digit> {};
struct san_body : sor<san_target, seq<san_disambiguation, san_target>> {};
struct san_move : sor<seq<piece_letter, san_body>, san_body> {};

struct castling_letter : one<'O', 'o', '0'> {};
struct castling_move : seq<castling_letter, one<'-'>, castling_letter,
                           opt<one<'-'>, castling_letter>, check_and_comment, word_end> {};

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

// --- the move, then "and swap to <piece>" ------------------------------------------------------

struct move_words : sor<square_pair, typed_move> {};

struct kw_swap : keyword<TAO_PEGTL_ISTRING("swap")> {};
struct kw_promote : keyword<TAO_PEGTL_ISTRING("promote")> {};
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

struct move_body : seq<move_words, opt<promotion_clause>> {};

} // namespace mudchess::grammar
