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

// "in #chess" after an object names the place (an IRC channel) the object is in, so a player can
// act from a private message. Channel names start with # or & and run to the next blank; a comma
// would separate channels in IRC, so it cannot be part of one.
struct kw_in : keyword<TAO_PEGTL_ISTRING("in")> {};
struct place_name : seq<one<'#', '&'>, plus<not_one<' ', '\t', ','>>, word_end> {};
struct place_clause : seq<gap, kw_in, gap, place_name> {};

// "on" never belongs to a name, so "load pgn ... on board" can find the last "on" of a line
// without rescanning (see pgn_text in commands.hpp); nor does "in" before a channel.
struct object_word
    : seq<not_at<kw_on>, not_at<kw_in, gap, one<'#', '&'>>, plus<object_char>, object_word_end> {};
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
