// Objects: the thing a game is played on, named by the words after "on" (or "look at").
// "board", "the oak table", "board 2", "second board". The parser lower-cases the words and
// turns ordinals into numbers; the grammar only finds where the name starts and ends.
#pragma once

#include "grammar/words.hpp"

namespace mudchess::grammar {

struct object_char : sor<alnum, one<'-', '_', '\''>> {};

// "in #chess" after an object names the place (an IRC channel) the object is in, so a player can
// act from a private message. Channel names start with # or & and run to the next blank; a comma
// would separate channels in IRC, so it cannot be part of one.
struct kw_in : keyword<TAO_PEGTL_ISTRING("in")> {};
struct place_name : seq<one<'#', '&'>, plus<not_one<' ', '\t', ','>>, word_end> {};
struct place_clause : seq<gap, kw_in, gap, place_name> {};

// "on" never belongs to a name, so "load pgn ... on board" can find the last "on" of a line
// without rescanning (see pgn_text in commands.hpp); nor does "in" before a channel.
struct object_word
    : seq<not_at<kw_on>, not_at<kw_in, gap, one<'#', '&'>>, plus<object_char>, word_end> {};
struct object_name : list<object_word, gap> {};

// "the" or "a" before a name; "on the" alone still asks for the name.
struct object_ref : seq<opt<article, optional_gap>, object_name, opt<place_clause>> {};

struct object_after_on : seq<gap, object_ref> {};
struct object_after_at : seq<gap, object_ref> {};

struct on_object : seq<gap, kw_on, must<object_after_on>> {};

// The same clause as the last thing on the line, tested without committing to it.
struct object_clause_at_end : seq<gap, kw_on, gap, opt<article, optional_gap>, object_name,
                                  opt<place_clause>, optional_gap, eof> {};

} // namespace mudchess::grammar
