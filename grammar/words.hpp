// The smallest pieces of the command language: spacing, whole words, articles, and the plain
// text check every line passes before the grammar reads it. Rules only; the parser attaches
// actions and error messages (src/command/parser.cpp).
#pragma once

#include <tao/pegtl.hpp>

namespace mudchess::grammar {

using namespace tao::pegtl;

// Words are separated by any run of spaces and tabs.
struct gap : plus<blank> {};
struct optional_gap : star<blank> {};

// A word ends where a blank or the line ends, so "moves" is not the keyword "move".
struct word_end : at<sor<blank, eof>> {};

// A case-insensitive whole word, written keyword<TAO_PEGTL_ISTRING("move")>.
template <typename Spelling> struct keyword : seq<Spelling, word_end> {};

struct kw_a : keyword<TAO_PEGTL_ISTRING("a")> {};
struct kw_an : keyword<TAO_PEGTL_ISTRING("an")> {};
struct kw_the : keyword<TAO_PEGTL_ISTRING("the")> {};
struct article : sor<kw_the, kw_an, kw_a> {};

struct kw_and : keyword<TAO_PEGTL_ISTRING("and")> {};
struct kw_as : keyword<TAO_PEGTL_ISTRING("as")> {};
struct kw_at : keyword<TAO_PEGTL_ISTRING("at")> {};
struct kw_for : keyword<TAO_PEGTL_ISTRING("for")> {};
struct kw_from : keyword<TAO_PEGTL_ISTRING("from")> {};
struct kw_of : keyword<TAO_PEGTL_ISTRING("of")> {};
struct kw_on : keyword<TAO_PEGTL_ISTRING("on")> {};
struct kw_to : keyword<TAO_PEGTL_ISTRING("to")> {};
struct kw_with : keyword<TAO_PEGTL_ISTRING("with")> {};
struct kw_game : keyword<TAO_PEGTL_ISTRING("game")> {};
struct kw_draw : keyword<TAO_PEGTL_ISTRING("draw")> {};
struct kw_offer : keyword<TAO_PEGTL_ISTRING("offer")> {};

// "game", "the game", "a game": the optional noun after join, leave and resign.
struct game_word : seq<opt<article, gap>, kw_game> {};

// Any run of non-blank characters (the line has already been checked to be clean text).
struct any_word : plus<not_one<' ', '\t'>> {};

// What follows a command: trailing blanks, then nothing. Two rules, so the error message can
// say whether "on <object>" would have fitted.
struct end_after_object_form : seq<optional_gap, eof> {};
struct end_after_plain_form : seq<optional_gap, eof> {};

// Printable text: tab, printable ASCII, and any Unicode character from U+00A0 on (PEGTL's
// UTF-8 rules refuse overlong forms, surrogates and stray bytes). Control characters, DEL
// and C1 controls are refused: they could move a terminal's cursor or end an IRC line.
struct printable_char : sor<one<'\t'>, utf8::ranges<0x20, 0x7E, 0xA0, 0x10FFFF>> {};
struct clean_text_end : eof {};
struct clean_text : seq<star<printable_char>, must<clean_text_end>> {};

} // namespace mudchess::grammar
