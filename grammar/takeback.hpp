// Taking moves back, aborting a game, and asking for the clocks: "takeback", "take back my
// move", "undo"; "abort [game]"; "accept takeback", "decline abort", "withdraw takeback";
// "clock", "clocks". Rules only; src/command/parser.cpp attaches the actions.
#pragma once

#include "grammar/objects.hpp"
#include "grammar/words.hpp"

namespace mudchess::grammar {

// "on <object>" may follow, then nothing (as commands.hpp's object_and_end).
struct offer_object_and_end : seq<opt<on_object>, must<end_after_object_form>> {};

struct kw_takeback
    : sor<keyword<TAO_PEGTL_ISTRING("takeback")>, keyword<TAO_PEGTL_ISTRING("take-back")>,
          seq<keyword<TAO_PEGTL_ISTRING("take")>, gap, keyword<TAO_PEGTL_ISTRING("back")>>> {};
struct kw_undo : keyword<TAO_PEGTL_ISTRING("undo")> {};
struct kw_abort : keyword<TAO_PEGTL_ISTRING("abort")> {};

// "take back my last move", "undo the move", "takeback": the words after the verb add nothing.
struct takeback_whose
    : sor<keyword<TAO_PEGTL_ISTRING("my")>, keyword<TAO_PEGTL_ISTRING("our")>, article> {};
struct takeback_last : keyword<TAO_PEGTL_ISTRING("last")> {};
struct takeback_noun
    : sor<keyword<TAO_PEGTL_ISTRING("move")>, keyword<TAO_PEGTL_ISTRING("moves")>> {};
struct takeback_words
    : seq<opt<gap, takeback_whose>, opt<gap, takeback_last>, opt<gap, takeback_noun>> {};
struct takeback_command : seq<sor<kw_takeback, kw_undo>, takeback_words, offer_object_and_end> {};

struct abort_command : seq<kw_abort, opt<gap, opt<article, gap>, kw_game>, offer_object_and_end> {};

// accept / decline / withdraw, then what is answered. Nothing is committed to before the
// subject matches, so "accept draw" falls through to the draw commands.
struct answer_accept : keyword<TAO_PEGTL_ISTRING("accept")> {};
struct answer_decline : keyword<TAO_PEGTL_ISTRING("decline")> {};
struct answer_withdraw : keyword<TAO_PEGTL_ISTRING("withdraw")> {};
struct answered_takeback : kw_takeback {};
struct answered_abort : kw_abort {};
struct answer_request_noun
    : sor<keyword<TAO_PEGTL_ISTRING("offer")>, keyword<TAO_PEGTL_ISTRING("request")>> {};
struct request_answer : seq<sor<answer_accept, answer_decline, answer_withdraw>, gap,
                            opt<article, gap>, sor<answered_takeback, answered_abort>,
                            opt<gap, answer_request_noun>, offer_object_and_end> {};

// "clock on board", "clocks"; "show clock" is one of the things show shows.
struct show_clock : sor<keyword<TAO_PEGTL_ISTRING("clocks")>, keyword<TAO_PEGTL_ISTRING("clock")>> {
};
struct clock_command : seq<show_clock, offer_object_and_end> {};

} // namespace mudchess::grammar
