// Objects: the thing a game is played on, named by the words after "on" (or "look at").
// "board", "the oak table", "board 2", "second board". The parser lower-cases the words and
// turns ordinals into numbers; the grammar only finds where the name starts and ends.
#pragma once

#include "grammar/words.hpp"

namespace mudchess::grammar {

// Letters of other alphabets too ("Bücherei", "Шахматы"): the Latin, Greek, Cyrillic, Hebrew,
// Arabic and CJK letters, listed by code point as PEGTL has no Unicode classes without ICU.
// Chess figurines (U+2654..) are not among them, so a figurine move never reads as a name.
struct unicode_letter
    : utf8::ranges<0x00C0, 0x00D6, 0x00D8, 0x00F6, 0x00F8, 0x02AF, 0x0370, 0x03FF, 0x0400, 0x052F,
                   0x05D0, 0x05EA, 0x0620, 0x064A, 0x3040, 0x30FF, 0x4E00, 0x9FFF, 0xAC00, 0xD7A3> {
};
struct object_char : sor<alnum, one<'-', '_', '\''>, unicode_letter> {};
// A word of a name ends at a blank, the end, or the quote closing a quoted name.
struct object_word_end : at<sor<blank, eof, one<'"'>>> {};

// "in #chess" or "in hall" after an object names the place (an IRC channel, a MUD's room) the
// object is in, so a player can act from a private message. Channel names start with # or & and
// run to the next blank; a comma would separate channels in IRC, so it cannot be part of one.
// Any other place is one word of name characters ("hall", "Library", "room-12").
struct kw_in : keyword<TAO_PEGTL_ISTRING("in")> {};
struct channel_name : seq<one<'#', '&'>, plus<not_one<' ', '\t', ','>>, word_end> {};
struct room_name : seq<plus<object_char>, word_end> {};
struct place_name : sor<channel_name, room_name> {};
struct place_clause : seq<gap, kw_in, gap, place_name> {};

// Where a plain "in <word>" is a place and not words of the name: as the last words of the
// object, before the line ends or a challenge's next part ("as black", "with clock", "of
// knightmate"). So "look at board in hall" is board in hall, "start new game on table in the
// corner" still names "table in the corner", and a quoted name keeps every word it holds.
struct kw_as_with_of : sor<keyword<TAO_PEGTL_ISTRING("as")>, keyword<TAO_PEGTL_ISTRING("with")>,
                           keyword<TAO_PEGTL_ISTRING("of")>> {};
struct place_clause_ahead
    : seq<kw_in, gap, sor<one<'#', '&'>, seq<room_name, optional_gap, sor<eof, kw_as_with_of>>>> {};

// "on" never belongs to a name, so "load pgn ... on board" can find the last "on" of a line
// without rescanning (see pgn_text in commands.hpp); nor does "in" before a place.
struct object_word
    : seq<not_at<kw_on>, not_at<place_clause_ahead>, plus<object_char>, object_word_end> {};
struct object_name : list<object_word, gap> {};

// A name in double quotes is taken as typed, even when it ends in words like "please" that
// "start" would otherwise ask about: start new game on "board please".
struct quoted_object_end : one<'"'> {};
struct quoted_object
    : seq<one<'"'>, optional_gap, object_name, optional_gap, must<quoted_object_end>> {};

// "the" or "a" before a name; "on the" alone still asks for the name.
struct object_ref
    : seq<sor<quoted_object, seq<opt<article, optional_gap>, object_name>>, opt<place_clause>> {};

struct object_after_on : seq<gap, object_ref> {};
struct object_after_at : seq<gap, object_ref> {};

struct on_object : seq<gap, kw_on, must<object_after_on>> {};

// The same clause as the last thing on the line, tested without committing to it.
struct object_clause_at_end : seq<gap, kw_on, gap, object_ref, optional_gap, eof> {};

} // namespace mudchess::grammar
