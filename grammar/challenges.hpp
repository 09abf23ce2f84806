// Challenges, rematches and claims against an absent player: "challenge bob on board as black
// with clock 5+3", "accept challenge", "rematch on board", "claim win on board". Rules only;
// the parser attaches actions and messages. Included by grammar/commands.hpp, which puts these
// commands on the line.
#pragma once

#include "grammar/objects.hpp"
#include "grammar/words.hpp"

namespace mudchess::grammar {

struct kw_challenge : keyword<TAO_PEGTL_ISTRING("challenge")> {};
struct kw_rematch : keyword<TAO_PEGTL_ISTRING("rematch")> {};
struct kw_win : keyword<TAO_PEGTL_ISTRING("win")> {};

// A player's name: one word as the host spells it (IRC nicks hold [ ] { } | ^ ` - _), never "on";
// or, for names with blanks (a MUD's "Mal lory"), anything in double quotes.
struct player_word : seq<not_at<kw_on>, plus<not_one<' ', '\t'>>> {};
struct quoted_player_text : plus<not_one<'"'>> {};
struct quoted_player_end : one<'"'> {};
struct quoted_player : seq<one<'"'>, quoted_player_text, must<quoted_player_end>> {};
struct player_name : sor<quoted_player, player_word> {};
struct challenged_player : seq<gap, player_name> {};

// After "on", a challenge's object name stops where the next part begins, so "challenge bob on
// board as black" names "board". Other commands' names may hold these words.
struct challenge_object_word : seq<not_at<sor<kw_as, kw_with, kw_of>>, object_word> {};
struct challenge_object_name : list<challenge_object_word, gap> {};
struct challenge_object_ref
    : seq<opt<article, optional_gap>, challenge_object_name, opt<place_clause>> {};
struct challenge_object_after_on : seq<gap, challenge_object_ref> {};
struct challenge_on_object : seq<gap, kw_on, must<challenge_object_after_on>> {};

// "challenge", "the challenge", "rematch", "the rematch offer".
struct challenge_words
    : seq<gap, opt<article, gap>, sor<kw_challenge, kw_rematch>, opt<gap, kw_offer>> {};

struct claim_win_words : seq<gap, opt<article, gap>, kw_win> {};

} // namespace mudchess::grammar
