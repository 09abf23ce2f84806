// Every command of the language, one rule each, and the line that holds one command.
// grammar/commands.txt lists the same forms for players. Once a command's first word has
// matched, every later part is either optional or wrapped in must<>, so a mistake is reported
// at the word where it happened, not as "unknown command".
#pragma once

#include "grammar/challenges.hpp"
#include "grammar/colours.hpp"
#include "grammar/moves.hpp"
#include "grammar/objects.hpp"
#include "grammar/reading.hpp"
#include "grammar/takeback.hpp"
#include "grammar/words.hpp"

namespace mudchess::grammar {

// A player named after "of": "stats of bob", "history of bob".
struct player_after_of : seq<gap, player_name> {};

// Most commands end the same way: "on <object>" may follow, then nothing.
struct object_and_end : seq<opt<on_object>, must<end_after_object_form>> {};

// --- seats and games ------------------------------------------------------------------------

struct kw_join : keyword<TAO_PEGTL_ISTRING("join")> {};
struct seat_white : keyword<TAO_PEGTL_ISTRING("white")> {};
struct seat_black : keyword<TAO_PEGTL_ISTRING("black")> {};
struct seat_colour : seq<gap, sor<seat_white, seat_black>> {};
struct seat : seq<gap, kw_as, must<seat_colour>> {};
struct join_command : seq<kw_join, opt<gap, game_word>, must<seat>, object_and_end> {};

struct kw_leave : keyword<TAO_PEGTL_ISTRING("leave")> {};
// "leave board" names the object without "on", as people say it.
struct left_object : seq<gap, not_at<kw_on>, object_ref, optional_gap, eof> {};
struct leave_command : seq<kw_leave, opt<gap, game_word>, sor<left_object, object_and_end>> {};

struct kw_start : keyword<TAO_PEGTL_ISTRING("start")> {};
struct kw_new : keyword<TAO_PEGTL_ISTRING("new")> {};
// A variant's name is one to four words ("knights chess"); the grammar knows no variants, so
// the parser's action accepts the words only if the variant table has that name, longest first.
template <unsigned Count> struct words : seq<any_word, gap, words<Count - 1>> {};
template <> struct words<1> : any_word {};
template <unsigned Count> struct variant_words : words<Count> {};
struct variant_name
    : seq<gap, sor<variant_words<4>, variant_words<3>, variant_words<2>, variant_words<1>>> {};
// A time control: "5+3", "0:30+1", "40/90+30", "15 delay 5", "15 bronstein 5" (the world reads
// its numbers; the grammar only says where it is).
struct kw_clock : keyword<TAO_PEGTL_ISTRING("clock")> {};
struct clock_number : plus<digit> {};
struct clock_amount : seq<clock_number, opt<one<':'>, clock_number>> {};
struct clock_extra
    : sor<seq<optional_gap, one<'+'>, optional_gap, clock_number>,
          seq<gap,
              sor<keyword<TAO_PEGTL_ISTRING("delay")>, keyword<TAO_PEGTL_ISTRING("bronstein")>>,
              gap, clock_number>> {};
struct clock_spec
    : seq<gap, opt<clock_number, one<'/'>>, clock_amount, opt<clock_extra>, not_at<alnum>> {};
struct clock_clause : seq<gap, kw_with, gap, kw_clock, must<clock_spec>> {};
// "rated" counts for ratings; "casual" (the default) does not.
struct kw_rated : keyword<TAO_PEGTL_ISTRING("rated")> {};
struct kw_casual : keyword<TAO_PEGTL_ISTRING("casual")> {};
struct start_command : seq<kw_start, opt<gap, article>, opt<gap, kw_new>,
                           opt<gap, sor<kw_rated, kw_casual>>, opt<gap, kw_game>,
                           opt<gap, kw_of, must<variant_name>>, opt<clock_clause>, object_and_end> {
};

struct kw_resign : keyword<TAO_PEGTL_ISTRING("resign")> {};
struct resign_command : seq<kw_resign, opt<gap, kw_from>, opt<gap, game_word>, object_and_end> {};

struct kw_games : keyword<TAO_PEGTL_ISTRING("games")> {};
struct games_command : seq<kw_games, opt<place_clause>, must<end_after_plain_form>> {};

struct kw_engines : keyword<TAO_PEGTL_ISTRING("engines")> {};
struct engines_command : seq<kw_engines, must<end_after_plain_form>> {};

struct kw_history : keyword<TAO_PEGTL_ISTRING("history")> {};
struct board_history : seq<kw_history, object_and_end> {};
// "history of bob", "history of bob page 2": a player's games in every place, newest first.
struct kw_page : keyword<TAO_PEGTL_ISTRING("page")> {};
struct page_number : seq<rep_min_max<1, 6, digit>, word_end> {};
struct page_after_word : seq<gap, page_number> {};
struct history_page : seq<gap, kw_page, must<page_after_word>> {};
struct player_history : seq<kw_history, gap, kw_of, must<player_after_of>, opt<history_page>,
                            must<end_after_plain_form>> {};
struct history_command : sor<player_history, board_history> {};

// --- moves ----------------------------------------------------------------------------------

struct kw_move : keyword<TAO_PEGTL_ISTRING("move")> {};
struct move_after_verb : seq<gap, move_body> {};
struct move_command : seq<kw_move, must<move_after_verb>, object_and_end> {};
// "Nf3", "1. e4", "e2e4", "castle kingside", "knight to f3": a move needs no "move". It is the
// last alternative, so a line is a move only when it is no other command. (In a channel the
// IRC bot reads only lines addressed to it, so talk about "e4" never gets here.)
struct move_said_alone : seq<move_body, object_and_end> {};

// --- looking --------------------------------------------------------------------------------

struct kw_look : keyword<TAO_PEGTL_ISTRING("look")> {};
struct look_command
    : seq<kw_look, opt<gap, kw_at, must<object_after_at>>, must<end_after_plain_form>> {};

struct kw_show : keyword<TAO_PEGTL_ISTRING("show")> {};
struct show_board : keyword<TAO_PEGTL_ISTRING("board")> {};
struct show_moves : keyword<TAO_PEGTL_ISTRING("moves")> {};
struct show_fen : keyword<TAO_PEGTL_ISTRING("fen")> {};
struct show_pgn : keyword<TAO_PEGTL_ISTRING("pgn")> {};
// "pgn of game 3": an earlier game on the object, by the number "history" shows.
struct game_number : seq<rep_min_max<1, 6, digit>, word_end> {};
struct past_game : seq<gap, opt<kw_game, gap>, opt<one<'#'>>, game_number> {};
struct shown_pgn : seq<show_pgn, opt<gap, kw_of, must<past_game>>> {};
// "show pgn of game g12": any game the store keeps, by the number "history of bob" shows; it is
// on no board, so no "on <object>" follows. Tried before the board's own numbers ("game 12").
struct stored_game_number : seq<one<'g', 'G'>, rep_min_max<1, 9, digit>, word_end> {};
struct stored_pgn : seq<kw_show, gap, opt<article, gap>, show_pgn, gap, kw_of, gap,
                        opt<kw_game, gap>, stored_game_number, must<end_after_plain_form>> {};
// "analyse game on board", "analyze", "analyse game g12"; "show analysis on board", "show
// analysis of game g12". A kept game is on no board, so no "on <object>" follows its number.
struct kw_analyse
    : sor<keyword<TAO_PEGTL_ISTRING("analyse")>, keyword<TAO_PEGTL_ISTRING("analyze")>> {};
struct analysed_kept_game : seq<gap, opt<kw_game, gap>, stored_game_number> {};
struct analyse_command : seq<kw_analyse, sor<seq<analysed_kept_game, must<end_after_plain_form>>,
                                             seq<opt<gap, game_word>, object_and_end>>> {};
struct show_analysis : keyword<TAO_PEGTL_ISTRING("analysis")> {};
struct stored_analysis : seq<kw_show, gap, opt<article, gap>, show_analysis, gap, kw_of, gap,
                             opt<kw_game, gap>, stored_game_number, must<end_after_plain_form>> {};
// "stop analysis on board", "stop the analysis of game g12".
struct kw_stop : keyword<TAO_PEGTL_ISTRING("stop")> {};
struct analysis_word : seq<gap, opt<article, gap>, show_analysis> {};
struct stopped_kept_game : seq<gap, kw_of, analysed_kept_game> {};
struct stop_command : seq<kw_stop, must<analysis_word>,
                          sor<seq<stopped_kept_game, must<end_after_plain_form>>, object_and_end>> {
};
struct kw_legal : keyword<TAO_PEGTL_ISTRING("legal")> {};
struct moves_after_legal : seq<gap, keyword<TAO_PEGTL_ISTRING("moves")>> {};
struct legal_moves_square : seq<square, word_end> {};
struct square_after_legal_from : seq<gap, legal_moves_square> {};
struct show_legal_moves : seq<kw_legal, must<moves_after_legal>,
                              opt<gap, sor<kw_from, kw_for>, must<square_after_legal_from>>> {};
struct shown_thing : seq<gap, opt<article, gap>,
                         sor<show_board, show_moves, show_fen, shown_pgn, show_legal_moves,
                             show_clock, show_analysis>> {};
struct show_command : seq<kw_show, must<shown_thing>, object_and_end> {};

// --- PGN ------------------------------------------------------------------------------------

// PGN text runs to the last " on <object>" of the line, or to its end. Blank runs are taken
// whole and checked once each, which keeps the scan linear in the line's length.
struct pgn_text : plus<sor<plus<not_one<' ', '\t'>>, seq<not_at<object_clause_at_end>, gap>>> {};
// A PGN never starts with "on": "load pgn on board" has left the game out.
struct pgn_after_verb : seq<gap, not_at<kw_on>, pgn_text> {};
struct kw_load : keyword<TAO_PEGTL_ISTRING("load")> {};
struct pgn_word : seq<gap, keyword<TAO_PEGTL_ISTRING("pgn")>> {};
// "load fen <FEN> on board": a game from a position. The FEN runs to " on <object>" as PGN does.
struct fen_word : seq<gap, keyword<TAO_PEGTL_ISTRING("fen")>> {};
struct fen_after_verb : seq<gap, not_at<kw_on>, pgn_text> {};
struct load_what : sor<seq<fen_word, must<fen_after_verb>>, seq<pgn_word, must<pgn_after_verb>>> {};
struct load_command : seq<kw_load, must<load_what>, object_and_end> {};

// --- draws ----------------------------------------------------------------------------------

// "draw", "a draw", "the draw offer".
struct draw_words : seq<gap, opt<article, gap>, kw_draw, opt<gap, kw_offer>> {};

struct offer_command : seq<kw_offer, must<draw_words>, object_and_end> {};
struct kw_accept : keyword<TAO_PEGTL_ISTRING("accept")> {};
struct accept_command : seq<kw_accept, must<draw_words>, object_and_end> {};
struct kw_decline : keyword<TAO_PEGTL_ISTRING("decline")> {};
struct decline_command : seq<kw_decline, must<draw_words>, object_and_end> {};
struct kw_withdraw : keyword<TAO_PEGTL_ISTRING("withdraw")> {};
struct withdraw_command : seq<kw_withdraw, must<draw_words>, object_and_end> {};

struct kw_claim : keyword<TAO_PEGTL_ISTRING("claim")> {};
struct claimed_move : seq<gap, move_body> {};
struct claim_command
    : seq<kw_claim, must<draw_words>, opt<gap, kw_with, must<claimed_move>>, object_and_end> {};

// --- help and options -----------------------------------------------------------------------

struct kw_help : keyword<TAO_PEGTL_ISTRING("help")> {};
struct help_topic : seq<any_word, star<gap, any_word>> {};
struct help_command : seq<kw_help, opt<gap, help_topic>, must<end_after_plain_form>> {};

struct kw_options
    : sor<keyword<TAO_PEGTL_ISTRING("options")>, keyword<TAO_PEGTL_ISTRING("option")>> {};
struct kw_colour : sor<keyword<TAO_PEGTL_ISTRING("colour")>, keyword<TAO_PEGTL_ISTRING("colours")>,
                       keyword<TAO_PEGTL_ISTRING("color")>, keyword<TAO_PEGTL_ISTRING("colors")>> {
};
struct colour_scheme : seq<plus<sor<alnum, one<'-', '_'>>>, word_end> {};
struct colour_scheme_setting : seq<kw_colour, opt<gap, colour_scheme>> {};
// "options colour special ..." (grammar/colours.hpp): a player's own colours over the scheme.
struct special_colour_setting : seq<kw_colour, gap, special_colours> {};
struct colour_setting : sor<special_colour_setting, colour_scheme_setting> {};
// options board [<setting> [<value>]]: the value is checked by the dispatcher, which knows them.
struct setting_orientation : keyword<TAO_PEGTL_ISTRING("orientation")> {};
struct setting_pieces
    : sor<keyword<TAO_PEGTL_ISTRING("pieces")>, keyword<TAO_PEGTL_ISTRING("style")>> {};
struct setting_size : keyword<TAO_PEGTL_ISTRING("size")> {};
struct setting_words : keyword<TAO_PEGTL_ISTRING("words")> {};
struct setting_private : keyword<TAO_PEGTL_ISTRING("private")> {};
struct board_setting_name
    : sor<setting_orientation, setting_pieces, setting_size, setting_words, setting_private> {};
struct setting_value : seq<plus<sor<alnum, one<'-', '_'>>>, word_end> {};
struct board_setting_after_board : seq<gap, board_setting_name, opt<gap, setting_value>> {};
struct board_setting : seq<kw_board, opt<at<gap, not_at<eof>>, must<board_setting_after_board>>> {};
struct option_choice : sor<colour_setting, board_setting> {};
// "options" alone lists every setting; trailing blanks are not a setting.
struct options_tail : seq<gap, not_at<eof>, must<option_choice>> {};
struct options_command : seq<kw_options, opt<options_tail>, must<end_after_plain_form>> {};

// options board draws [automatic|claimed] [on <object>]: a setting of the board itself, not of
// the player's view of boards, so it names the object. Tried before options_command (it is a
// form of the options verb, not a verb of its own).
struct kw_draws : sor<keyword<TAO_PEGTL_ISTRING("draws")>, keyword<TAO_PEGTL_ISTRING("draw")>> {};
struct draw_rule_automatic : keyword<TAO_PEGTL_ISTRING("automatic")> {};
struct draw_rule_claimed : keyword<TAO_PEGTL_ISTRING("claimed")> {};
struct draw_rule_value : sor<draw_rule_automatic, draw_rule_claimed> {};
struct draw_rule_choice : seq<gap, not_at<kw_on>, not_at<eof>, must<draw_rule_value>> {};
struct board_draws_option
    : seq<kw_options, gap, kw_board, gap, kw_draws, opt<draw_rule_choice>, object_and_end> {};

// --- words instead of pictures (grammar/reading.hpp) ----------------------------------------

struct flip_command : seq<flip_head, object_and_end> {};
struct describe_command : seq<describe_head, object_and_end> {};
struct read_command : seq<read_head, object_and_end> {};
struct where_command : seq<where_head, object_and_end> {};
struct what_command : seq<what_head, object_and_end> {};
struct last_command : seq<last_head, object_and_end> {};
struct whose_command : seq<whose_head, object_and_end> {};

// --- the computer ---------------------------------------------------------------------------

// "computer", "the computer", "an engine".
struct kw_computer
    : sor<keyword<TAO_PEGTL_ISTRING("computer")>, keyword<TAO_PEGTL_ISTRING("engine")>> {};
struct computer_word : seq<gap, opt<article, gap>, kw_computer> {};
// How strong: "level 3", "at level 3", or a word ("easy", "medium", "hard", "strongest").
struct kw_level : keyword<TAO_PEGTL_ISTRING("level")> {};
struct level_number : seq<rep_min_max<1, 4, digit>, word_end> {}; // 4: an engine's Elo
struct level_easiest
    : sor<keyword<TAO_PEGTL_ISTRING("beginner")>, keyword<TAO_PEGTL_ISTRING("easiest")>> {};
struct level_easy : keyword<TAO_PEGTL_ISTRING("easy")> {};
struct level_medium : keyword<TAO_PEGTL_ISTRING("medium")> {};
struct level_hard : keyword<TAO_PEGTL_ISTRING("hard")> {};
struct level_strongest
    : sor<keyword<TAO_PEGTL_ISTRING("strongest")>, keyword<TAO_PEGTL_ISTRING("hardest")>,
          keyword<TAO_PEGTL_ISTRING("strong")>> {};
struct level_word : sor<level_easiest, level_easy, level_medium, level_hard, level_strongest> {};
struct level_value : seq<gap, sor<level_number, level_word>> {};
struct level_clause
    : sor<seq<gap, opt<kw_at, gap>, kw_level, must<level_value>>, seq<gap, level_word>> {};
// The seat ("as black") and the level in either order.
struct computer_options : seq<opt<level_clause>, opt<seat>, opt<level_clause>> {};

struct kw_invite : keyword<TAO_PEGTL_ISTRING("invite")> {};
// An external engine by its name in the catalog ("stockfish", "fairy-stockfish"): a word of
// letters, digits, '-', '_' and '.', not one of the words that may follow "invite".
struct engine_name_char : sor<alnum, one<'-', '_', '.'>> {};
struct engine_name : seq<not_at<sor<kw_on, kw_as, kw_at, kw_level, kw_from, kw_in, article>>,
                         plus<engine_name_char>, not_at<not_one<' ', '\t'>>, word_end> {};
struct invited : sor<computer_word, seq<gap, engine_name>> {};
struct invite_command : seq<kw_invite, must<invited>, computer_options, object_and_end> {};

struct kw_play : keyword<TAO_PEGTL_ISTRING("play")> {};
struct kw_against : keyword<TAO_PEGTL_ISTRING("against")> {};
struct against_computer : seq<gap, kw_against, must<computer_word>> {};
struct play_command : seq<kw_play, must<against_computer>, computer_options, object_and_end> {};

// "dismiss the computer from board" or "... on board".
struct kw_dismiss : keyword<TAO_PEGTL_ISTRING("dismiss")> {};
struct from_object : seq<gap, kw_from, must<object_after_on>> {};
struct dismiss_command : seq<kw_dismiss, must<computer_word>, opt<sor<from_object, on_object>>,
                             must<end_after_object_form>> {};

struct kw_hint : keyword<TAO_PEGTL_ISTRING("hint")> {};
struct hint_command : seq<kw_hint, object_and_end> {};

// --- challenges and absent players (grammar/challenges.hpp) ----------------------------------

// The parts after the challenged player's name, in any order (a later one wins).
struct challenge_seat : seq<gap, kw_as, must<seat_colour>> {};
struct challenge_variant : seq<gap, kw_of, must<variant_name>> {};
struct challenge_part : sor<challenge_seat, clock_clause, challenge_variant> {};
struct challenge_command
    : seq<kw_challenge, must<challenged_player>, star<challenge_part>, opt<challenge_on_object>,
          star<challenge_part>, must<end_after_object_form>> {};

// Tried before the draw forms of the same verbs, which keep their messages for other words.
struct accept_challenge_form : seq<kw_accept, challenge_words, object_and_end> {};
struct decline_challenge_form : seq<kw_decline, challenge_words, object_and_end> {};
struct withdraw_challenge_form : seq<kw_withdraw, challenge_words, object_and_end> {};
struct claim_win_form : seq<kw_claim, claim_win_words, object_and_end> {};
struct challenge_answer
    : sor<accept_challenge_form, decline_challenge_form, withdraw_challenge_form, claim_win_form> {
};
struct rematch_command : seq<kw_rematch, object_and_end> {};

// --- ratings --------------------------------------------------------------------------------

// "rating", "ratings of bob", "stats of bob", "top players of chess blitz", "top knightmate".
struct kw_ratings
    : sor<keyword<TAO_PEGTL_ISTRING("ratings")>, keyword<TAO_PEGTL_ISTRING("rating")>> {};
struct kw_stats
    : sor<keyword<TAO_PEGTL_ISTRING("statistics")>, keyword<TAO_PEGTL_ISTRING("stats")>> {};
struct whose : seq<gap, kw_of, must<player_after_of>> {};
struct ratings_command : seq<kw_ratings, opt<whose>, must<end_after_plain_form>> {};
struct stats_command : seq<kw_stats, opt<whose>, must<end_after_plain_form>> {};
struct kw_top : keyword<TAO_PEGTL_ISTRING("top")> {};
struct top_players
    : seq<gap, sor<keyword<TAO_PEGTL_ISTRING("players")>, keyword<TAO_PEGTL_ISTRING("player")>>> {};
struct speed_untimed : keyword<TAO_PEGTL_ISTRING("untimed")> {};
struct speed_bullet : keyword<TAO_PEGTL_ISTRING("bullet")> {};
struct speed_blitz : keyword<TAO_PEGTL_ISTRING("blitz")> {};
struct speed_rapid : keyword<TAO_PEGTL_ISTRING("rapid")> {};
struct speed_classical : keyword<TAO_PEGTL_ISTRING("classical")> {};
struct speed_word : sor<speed_untimed, speed_bullet, speed_blitz, speed_rapid, speed_classical> {};
struct speed_name : seq<gap, speed_word> {};
struct top_variant : sor<seq<gap, kw_of, must<variant_name>>, variant_name> {};
// "here" (the place's own leaderboard), or "in #chess" (that place's, from a private message).
struct top_here : keyword<TAO_PEGTL_ISTRING("here")> {};
struct top_where : sor<seq<gap, top_here, opt<place_clause>>, place_clause> {};
struct top_command : seq<kw_top, opt<top_players>, opt<top_variant>, opt<speed_name>,
                         opt<top_where>, must<end_after_plain_form>> {};

// --- puzzles --------------------------------------------------------------------------------

// "puzzle", "puzzle of knightmate", "next puzzle", "new puzzle of knights chess"; "puzzle hint",
// "give up", "puzzle stats of bob", "puzzle leaderboard of knightmate"; "solve Bxf7+ Nd5#" and
// several moves alone on a line ("Bxf7+ Ke7 Nd5#") answer the open puzzle.
struct kw_puzzle : keyword<TAO_PEGTL_ISTRING("puzzle")> {};
struct kw_next : keyword<TAO_PEGTL_ISTRING("next")> {};
struct puzzle_variant : seq<gap, kw_of, must<variant_name>> {};
struct puzzle_hint : seq<kw_puzzle, gap, kw_hint, must<end_after_plain_form>> {};
struct puzzle_stats : seq<kw_puzzle, gap, kw_stats, opt<whose>, must<end_after_plain_form>> {};
struct kw_leaderboard : keyword<TAO_PEGTL_ISTRING("leaderboard")> {};
struct puzzle_leaderboard
    : seq<kw_puzzle, gap, kw_leaderboard, opt<puzzle_variant>, must<end_after_plain_form>> {};
struct new_puzzle : seq<opt<sor<kw_next, kw_new>, gap>, kw_puzzle, opt<puzzle_variant>,
                        must<end_after_plain_form>> {};
// "puzzle race", "puzzle race of knightmate on board"; "daily puzzle", "daily puzzle of
// knightmate".
struct kw_race : keyword<TAO_PEGTL_ISTRING("race")> {};
struct puzzle_race : seq<kw_puzzle, gap, kw_race, opt<puzzle_variant>, object_and_end> {};
struct puzzle_command
    : sor<puzzle_hint, puzzle_stats, puzzle_leaderboard, puzzle_race, new_puzzle> {};
struct kw_daily : keyword<TAO_PEGTL_ISTRING("daily")> {};
struct puzzle_after_daily : seq<gap, kw_puzzle> {};
struct daily_command
    : seq<kw_daily, must<puzzle_after_daily>, opt<puzzle_variant>, must<end_after_plain_form>> {};
struct kw_give : keyword<TAO_PEGTL_ISTRING("give")> {};
struct kw_up : keyword<TAO_PEGTL_ISTRING("up")> {};
struct give_command
    : seq<kw_give, gap, kw_up, opt<gap, opt<article, gap>, kw_puzzle>, must<end_after_plain_form>> {
};
struct kw_solve : keyword<TAO_PEGTL_ISTRING("solve")> {};
struct puzzle_move : move_body {};
struct solve_command
    : seq<kw_solve, gap, must<puzzle_move>, star<gap, puzzle_move>, must<end_after_plain_form>> {};
// Two moves or more alone on a line: only a puzzle takes them.
struct moves_said_together : seq<puzzle_move, plus<gap, puzzle_move>, optional_gap, eof> {};

// --- the line -------------------------------------------------------------------------------

struct command
    : sor<join_command, leave_command, start_command, move_command, resign_command, look_command,
          stored_pgn, stored_analysis, show_command, load_command, challenge_answer, offer_command,
          request_answer, accept_command, decline_command, withdraw_command, claim_command,
          games_command, history_command, help_command, board_draws_option, options_command,
          flip_command, describe_command, read_command, where_command, what_command, last_command,
          whose_command, takeback_command, abort_command, clock_command, invite_command,
          play_command, dismiss_command, hint_command, challenge_command, rematch_command,
          engines_command, ratings_command, stats_command, top_command, analyse_command,
          stop_command, puzzle_command, daily_command, give_command, solve_command,
          moves_said_together, move_said_alone> {};

struct line : seq<optional_gap, must<command>> {};

} // namespace mudchess::grammar
