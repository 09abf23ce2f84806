#include "render/game_words.hpp"

#include "render/describe.hpp"
#include "render/draw_rule_words.hpp"
#include "render/locale.hpp"
#include "render/narration.hpp"
#include "text/lower_case.hpp"
#include "world/game_clock.hpp"

namespace mudchess {

namespace {

std::string seatHolder(const GameObject& t, Color c, const Names& names) {
    return said(t.seat(c).empty() ? "nobody" : names.of(t.seat(c)));
}

} // namespace

std::string statusLineWords(const GameObject& t, TimePoint now, const Names& names) {
    const Game& g = t.game();
    std::string line = t.name() + ": " + std::string(g.variant().displayName) + ", White " +
                       seatHolder(t, WHITE, names) + ", Black " + seatHolder(t, BLACK, names);
    if (g.isOver()) return said(line + "; " + outcomeSentence(g));
    Color toMove = g.position().sideToMove();
    line += "; move " + std::to_string(g.position().fullmoveNumber()) + ", " + sideTitle(toMove) +
            " to move";
    if (g.position().inCheck()) line += " (in check)";
    if (const std::optional<GameClock>& clock = t.clock()) {
        line += "; clocks " + clock->control().text() + ": White " +
                clockText(clock->left(WHITE, now)) + ", Black " +
                clockText(clock->left(BLACK, now));
        if (!clock->running()) line += " (not started)";
    }
    if (g.bothSidesOnlyPass()) line += "; both sides can only pass, so only a resignation ends it";
    if (std::string note = drawRuleNote(t); !note.empty()) line += "; " + note;
    return said(line);
}

std::string gameLineWords(const GameObject& t, const Names& names) {
    const Game& g = t.game();
    std::string line = std::string(g.variant().nameInSentence) + ", White " +
                       seatHolder(t, WHITE, names) + ", Black " + seatHolder(t, BLACK, names) +
                       ": ";
    std::size_t moves = (g.history().size() + 1) / 2;
    std::string count = " (" + std::to_string(moves) + (moves == 1 ? " move)" : " moves)");
    if (g.isOver()) return said(line + outcomeSentence(g) + count);
    return said(line + (g.history().empty() ? "not begun" : "unfinished") + count);
}

std::string boardHistoryWords(const GameObject& t, const std::vector<GameObject>& past,
                              const Names& names) {
    std::string out = "Games on " + t.name() + ":";
    for (const GameObject& old : past)
        out += "\n#" + std::to_string(old.gameNumber()) + " " + gameLineWords(old, names);
    out += "\n#" + std::to_string(t.gameNumber()) + " " + gameLineWords(t, names) +
           " (on the board now)";
    if (!past.empty())
        out += "\n\"show pgn of game " + std::to_string(past.front().gameNumber()) + " on " +
               t.name() + "\" shows one of them.";
    return said(out);
}

std::string noSuchGameWords(const std::string& object, int game) {
    return said("there is no game " + std::to_string(game) + " on " + object + "; \"history on " +
                object + "\" lists its games");
}

std::string noGameNowWords(const std::string& object) {
    return said("There is no game on " + object + " now.");
}

std::string changedElsewhereWords(const std::string& status) {
    return said("Through another mudchess sharing this database: " + status);
}

std::string notPlayingWords(const GameObject& t, const Names& names) {
    if (t.bothSeated())
        return said("you are not playing on " + t.name() + " (White " + names.of(t.seat(WHITE)) +
                    ", Black " + names.of(t.seat(BLACK)) + "); you can watch with \"look at " +
                    t.name() + "\"");
    Color free = t.seat(WHITE).empty() ? WHITE : BLACK;
    return said("you are not playing on " + t.name() + "; join game as " +
                lowerCase(sideTitle(free)) + " on " + t.name());
}

std::string alreadySeatedWords(Color side, const std::string& object) {
    return said("you already play " + sideTitle(side) + " on " + object);
}

std::string seatTakenWords(const GameObject& t, Color side, const Names& names) {
    std::string other = t.seat(~side).empty()
                            ? "; " + sideTitle(~side) + " is free: join game as " +
                                  lowerCase(sideTitle(~side)) + " on " + t.name()
                            : " and " + sideTitle(~side) + " by " + names.of(t.seat(~side)) +
                                  "; you can watch with \"look at " + t.name() + "\"";
    return said(sideTitle(side) + " on " + t.name() + " is taken by " + names.of(t.seat(side)) +
                other);
}

std::string noSeatWords(const std::string& object) { return said("you have no seat on " + object); }

std::string ratedNeedsAccountWords(const std::string& object) {
    return said(
        "only a player identified to an account may sit at " + object +
        ", a rated board here; identify (on IRC, to NickServ) and join again, or play a casual "
        "game: \"start new game on <another board>\"");
}

std::string ratedNeedsClockWords() {
    return said("a rated game needs a clock here, like \"start new rated game with clock 5+3\"; "
                "without one, \"start new game\" sets up a casual game");
}

std::string startNameLooksLikeSentenceWords(const std::string& name, const std::string& meant) {
    return said("\"" + name +
                "\" ends in words of a sentence, not of a name; \"start new game on " + meant +
                "\" starts a game on " + meant +
                ", or put the name in quotes to keep it: start new game on \"" + name + "\"");
}

std::string alreadySetUpWords(const GameObject& t, const Names& names) {
    return said("a new game of " + std::string(t.game().variant().nameInSentence) +
                " is already set up on " + t.name() + " and waiting for its first move; " +
                (t.bothSeated()
                     ? playerLabel(t, t.game().position().sideToMove(), names) + " moves first"
                     : "take a seat: join game as white (or black) on " + t.name()));
}

std::string onlyPlayersRestartWords(const GameObject& t, const Names& names,
                                    std::chrono::seconds idleRestartAfter) {
    return said("a game is under way on " + t.name() + "; only its players (" +
                seatHolder(t, WHITE, names) + " and " + seatHolder(t, BLACK, names) +
                ") can start it over, or anyone once nobody has moved there for " +
                spanText(idleRestartAfter));
}

std::string moveAfterTheEndWords(const GameObject& t) {
    return said("the game on " + t.name() + " is over: " + outcomeSentence(t.game()) +
                "; \"start new game on " + t.name() + "\" plays again");
}

std::string notYourTurnWords(const GameObject& t, const Names& names) {
    return said("it is not your turn on " + t.name() + ": " +
                playerLabel(t, t.game().position().sideToMove(), names) + " is to move");
}

std::string waitingForOpponentWords(const std::string& object, Color missing) {
    return said("waiting for someone to join " + object + " as " + sideTitle(missing) +
                "; then you can move");
}

std::string onlyPlayersResignWords(const std::string& object) {
    return said("only the players on " + object + " can resign");
}

std::string alreadyOverWords(const std::string& object) {
    return said("the game on " + object + " is already over");
}

std::string noMovesYetWords(const std::string& object) { return said("no moves yet on " + object); }

std::string noPieceWords(const std::string& square) {
    return said("there is no piece on " + square);
}

std::string notYourPieceWords(const std::string& object, const std::string& square, Color toMove) {
    return said("it is " + sideTitle(toMove) + "'s move on " + object + "; the piece on " + square +
                " is " + sideTitle(~toMove) + "'s");
}

std::string loadDuringAGameWords(const std::string& object) {
    return said("a game is under way on " + object +
                "; it must end (or be started over by its players) before another is loaded there");
}

std::string badFenWords(const Variant& variant, const std::string& why) {
    return said("could not load that FEN as " + std::string(variant.displayName) + ": " + why);
}

std::string badPgnWords(const std::string& why) { return said("could not load that PGN: " + why); }

std::string loadNoteWords(const std::string& note) { return said("Note: " + note + "."); }

std::string drawRefusalWords(DrawAnswer a, const GameObject& t) {
    switch (a) {
    case DrawAnswer::NO_DRAWS:
        return said(std::string(t.game().variant().displayName) +
                    " has no draws; resign to end it");
    case DrawAnswer::GAME_OVER: return said(alreadyOverWords(t.name()));
    case DrawAnswer::NOT_YOUR_TURN: return said("only the player to move can claim a draw");
    case DrawAnswer::NOTHING_TO_CLAIM: {
        int times = t.game().repetitions(), quiet = t.game().position().halfmoveClock() / 2;
        return said("no draw to claim yet: this position has stood " +
                    (times == 1 ? std::string("once") : std::to_string(times) + " times") +
                    " (a claim needs three) and " + std::to_string(quiet) +
                    (quiet == 1 ? " move has" : " moves have") +
                    " passed without a capture or pawn move (a claim needs 50); if your next move "
                    "brings either about, type \"claim draw with <move>\"");
    }
    case DrawAnswer::NO_OFFER:
        return said(t.game().pendingOffer() ? "the draw offer on " + t.name() + " is your own"
                                            : "there is no draw offer on " + t.name());
    case DrawAnswer::ALREADY_OFFERED:
        return said("your draw offer on " + t.name() + " still stands");
    case DrawAnswer::ILLEGAL_MOVE: return said("that move is not legal here");
    case DrawAnswer::DONE:
    case DrawAnswer::MOVE_PLAYED: break;
    }
    return said({});
}

std::string onlyPlayersDrawWords(const std::string& object, bool claim) {
    return said("only the players on " + object + (claim ? " can claim a draw" : " can do that"));
}

std::string claimFailedMoveStandsWords(const std::string& mover, const std::string& san,
                                       const std::string& object) {
    return said(mover + " plays " + san + " on " + object +
                ". The draw claim does not hold, so the move stands and play goes on.");
}

std::string drawClaimedWords(const std::string& mover, const std::string& san,
                             const GameObject& t) {
    if (san.empty())
        return said(mover + " claims a draw on " + t.name() + ": " + outcomeSentence(t.game()) +
                    ".");
    return said(mover + " plays " + san + " on " + t.name() +
                " and claims a draw: " + outcomeSentence(t.game()) + ".");
}

std::string clearedElsewhereWords(const std::string& object) {
    return said(object + " was cleared through another mudchess sharing this database.");
}

std::string noLegalMovesWords(const std::string& object, const std::string& square) {
    return said(square.empty() ? "no legal moves on " + object
                               : "the piece on " + square + " has no legal moves");
}

} // namespace mudchess
