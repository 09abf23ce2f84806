// Objects: the thing a game is played on, named by the words after "on" (or "look at").
// "board", "the oak table", "board 2", "second board". The parser lower-cases the words and
// turns ordinals into numbers; the grammar only finds where the name starts and ends.
#pragma once

#include "grammar/words.hpp"

namespace mudchess::grammar {

struct object_char : sor<alnum, one<'-', '_', '\''>> {};
// "on" never belongs to a name, so "load pgn ... on board" can find the last "on" of a line
// without rescanning (see pgn_text in commands.hpp).
struct object_word : seq<not_at<kw_on>, plus<object_char>, word_end> {};
struct object_name : list<object_word, gap> {};

// "the" or "a" before a name; "on the" alone still asks for the name.
struct object_ref : seq<opt<article, optional_gap>, object_name> {};

struct object_after_on : seq<gap, object_ref> {};
struct object_after_at : seq<gap, object_ref> {};

struct on_object : seq<gap, kw_on, must<object_after_on>> {};

// The same clause as the last thing on the line, tested without committing to it.
struct object_clause_at_end
    : seq<gap, kw_on, gap, opt<article, optional_gap>, object_name, optional_gap, eof> {};

} // namespace mudchess::grammar
