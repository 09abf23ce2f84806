// Questions about a game that a player answers by looking at a picture, asked in words instead
// (for screen readers and busy channels): describe the board, read a rank or a file, where the
// pieces are, the last move, whose move it is; and flip, which turns the picture around.
#pragma once

#include "grammar/moves.hpp"
#include "grammar/objects.hpp"
#include "grammar/words.hpp"

namespace mudchess::grammar {

// "board" as a noun after flip and describe ("flip the board on table 2").
struct kw_board : keyword<TAO_PEGTL_ISTRING("board")> {};
struct kw_position : keyword<TAO_PEGTL_ISTRING("position")> {};
struct board_noun : seq<gap, opt<article, gap>, sor<kw_board, kw_position>> {};

struct kw_flip : keyword<TAO_PEGTL_ISTRING("flip")> {};
struct flip_head : seq<kw_flip, opt<board_noun>> {};

struct kw_describe : keyword<TAO_PEGTL_ISTRING("describe")> {};
struct describe_head : seq<kw_describe, opt<board_noun>> {};

// read rank 1, read row 1, read file e, read the e file
struct kw_read : keyword<TAO_PEGTL_ISTRING("read")> {};
struct kw_rank : sor<keyword<TAO_PEGTL_ISTRING("rank")>, keyword<TAO_PEGTL_ISTRING("row")>> {};
struct kw_file : keyword<TAO_PEGTL_ISTRING("file")> {};
struct rank_number : seq<rank_digit, word_end> {};
struct file_name : seq<file_letter, word_end> {};
struct rank_after_word : seq<gap, rank_number> {};
struct file_after_word : seq<gap, file_name> {};
struct read_rank : seq<kw_rank, must<rank_after_word>> {};
struct read_file : seq<kw_file, must<file_after_word>> {};
struct read_line : seq<gap, opt<article, gap>, sor<read_rank, read_file>> {};
struct read_head : seq<kw_read, must<read_line>> {};

// where is the black king, where are the white knights, where are the rooks
struct kw_where : keyword<TAO_PEGTL_ISTRING("where")> {};
struct kw_is_are : sor<keyword<TAO_PEGTL_ISTRING("is")>, keyword<TAO_PEGTL_ISTRING("are")>> {};
struct side_white : keyword<TAO_PEGTL_ISTRING("white")> {};
struct side_black : keyword<TAO_PEGTL_ISTRING("black")> {};
template <typename Singular, typename Plural> struct piece_noun : sor<Plural, Singular> {};
struct piece_king
    : piece_noun<keyword<TAO_PEGTL_ISTRING("king")>, keyword<TAO_PEGTL_ISTRING("kings")>> {};
struct piece_queen
    : piece_noun<keyword<TAO_PEGTL_ISTRING("queen")>, keyword<TAO_PEGTL_ISTRING("queens")>> {};
struct piece_rook
    : piece_noun<keyword<TAO_PEGTL_ISTRING("rook")>, keyword<TAO_PEGTL_ISTRING("rooks")>> {};
struct piece_bishop
    : piece_noun<keyword<TAO_PEGTL_ISTRING("bishop")>, keyword<TAO_PEGTL_ISTRING("bishops")>> {};
struct piece_knight
    : piece_noun<keyword<TAO_PEGTL_ISTRING("knight")>, keyword<TAO_PEGTL_ISTRING("knights")>> {};
struct piece_pawn
    : piece_noun<keyword<TAO_PEGTL_ISTRING("pawn")>, keyword<TAO_PEGTL_ISTRING("pawns")>> {};
struct piece_commoner
    : piece_noun<keyword<TAO_PEGTL_ISTRING("commoner")>, keyword<TAO_PEGTL_ISTRING("commoners")>> {
};
struct piece_any
    : piece_noun<keyword<TAO_PEGTL_ISTRING("piece")>, keyword<TAO_PEGTL_ISTRING("pieces")>> {};
struct piece_kind : sor<piece_king, piece_queen, piece_rook, piece_bishop, piece_knight, piece_pawn,
                        piece_commoner, piece_any> {};
struct side_mine : keyword<TAO_PEGTL_ISTRING("my")> {};
struct pieces_asked : seq<gap, opt<sor<article, side_mine>, gap>,
                          opt<sor<side_white, side_black>, gap>, piece_kind> {};
struct is_are_after_where : seq<gap, kw_is_are> {};
struct where_head : seq<kw_where, must<is_are_after_where>, must<pieces_asked>> {};

// what is on e4, what's on e4, what is at e4 ("on" here names a square, not an object)
struct kw_what : keyword<TAO_PEGTL_ISTRING("what")> {};
struct kw_whats : keyword<sor<TAO_PEGTL_ISTRING("what's"), TAO_PEGTL_ISTRING("whats")>> {};
struct on_or_at : sor<keyword<TAO_PEGTL_ISTRING("on")>, keyword<TAO_PEGTL_ISTRING("at")>> {};
struct asked_square : seq<square, word_end> {};
struct square_after_on : seq<gap, asked_square> {};
struct what_on_square : seq<gap, on_or_at, must<square_after_on>> {};
struct what_head : seq<sor<seq<kw_what, gap, keyword<TAO_PEGTL_ISTRING("is")>>, kw_whats>,
                       must<what_on_square>> {};

// last move; whose move, whose turn (is it)
struct kw_last : keyword<TAO_PEGTL_ISTRING("last")> {};
struct kw_move_noun : keyword<TAO_PEGTL_ISTRING("move")> {};
struct move_after_last : seq<gap, kw_move_noun> {};
struct last_head : seq<kw_last, must<move_after_last>> {};

struct kw_whose : keyword<TAO_PEGTL_ISTRING("whose")> {};
struct move_or_turn
    : seq<gap, sor<kw_move_noun, keyword<TAO_PEGTL_ISTRING("turn")>>,
          opt<gap, keyword<TAO_PEGTL_ISTRING("is")>, gap, keyword<TAO_PEGTL_ISTRING("it")>>> {};
struct whose_head : seq<kw_whose, must<move_or_turn>> {};

} // namespace mudchess::grammar
