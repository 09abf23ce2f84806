#include "render/parse_words.hpp"

#include "chess/game.hpp"
#include "chess/piece_table.hpp"
#include "chess/variant.hpp"
#include "render/colour_special.hpp"
#include "render/locale.hpp"
#include "text/name_rule.hpp"
#include "text/words.hpp"

#include <algorithm>
#include <cctype>

namespace mudchess {

namespace {
// A letter and digits, like e9 or z0: the player meant a square.
bool looksLikeSquare(std::string_view word) {
    if (word.size() < 2 || !std::isalpha(static_cast<unsigned char>(word[0]))) return false;
    return std::all_of(word.begin() + 1, word.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}
} // namespace

namespace {
std::string notASquare(std::string_view word) {
    return said(inQuotes(word) + " is not a square (a1-h8)");
}
} // namespace

std::string unknownCommandWords(std::string_view word, std::optional<std::string_view> closest) {
    if (word.empty()) return said("type a command, like \"help commands\"");
    if (closest) {
        // A command's own first word, and the rest fits none of its forms ("what time is it").
        if (*closest == lowerCase(word))
            return said(inQuotes(word) +
                        " begins commands, but not one that goes on like this; \"help " +
                        std::string(*closest) + "\" shows them");
        return said(inQuotes(word) + ": did you mean \"" + std::string(*closest) + "\"?");
    }
    return said(inQuotes(word) + " is not a command; try \"help commands\"");
}

std::string badMove(const ParseFailure& f) {
    std::string_view word = f.word();
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a move, like \"" + f.saidAnd("e2 to e4") +
                    "\" or \"" + f.saidAnd("Nf3") + "\"");
    if (looksLikeSquare(word)) return said(notASquare(word));
    return said(inQuotes(word) + " is not a move; try \"e2 to e4\", \"e2e4\" or \"Nf3\"");
}

// --- moves said in words

std::string badSaidSquare(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a square after \"" + f.lastWords(1) +
                    "\", like e2");
    return said(notASquare(f.word()));
}

// After a piece's name: where it goes or what it takes.
std::string badPieceAction(const ParseFailure& f) {
    std::vector<std::string_view> words = splitWords(f.after);
    std::string piece = lowerCase(f.lastWords(1));
    if (piece == "knight" && lowerCase(f.lastWords(2)) == "royal knight") piece = "royal knight";
    std::string example = "like \"" + piece + " to e4\" or \"" + piece + " takes e5\"";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs where the " + piece + " goes, " + example);
    std::size_t next = !words.empty() && lowerCase(words[0]) == "to" ? 1 : 0;
    if (next < words.size() && looksLikeSquare(words[next])) return said(notASquare(words[next]));
    return said(inQuotes(f.saidAnd(f.word())) + ": say where the " + piece + " goes, " + example);
}

std::string badCastleSide(const ParseFailure& f) {
    std::string word = lowerCase(f.word());
    if (word == "king" || word == "queen")
        return said(inQuotes(f.saidAnd(f.phrase())) + " is almost a move: say \"castle " + word +
                    "side\" (" + (word == "king" ? "O-O" : "O-O-O") + ")");
    return said(inQuotes(f.saidAnd(f.word())) +
                ": say \"castle kingside\" (O-O) or \"castle queenside\" (O-O-O)");
}

std::string badPieceAfterWith(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) +
                    " needs the piece that takes, like \"take e5 with the knight\"");
    return said(inQuotes(f.saidAnd(f.phrase())) +
                ": name the piece that takes, like \"take e5 with the knight\"");
}

std::string badPromoteTo(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs the piece, like \"promote to a queen\"");
    return said(
        inQuotes(f.saidAnd(f.phrase())) +
        ": say what the pawn becomes, like \"promote to a queen\" or \"promote to a knight\"");
}

std::string badSquareAfterFrom(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a square after \"from\", like e2");
    return said(notASquare(f.word()));
}

std::string badSquareAfterTo(const ParseFailure& f) {
    if (f.nothingMore()) return said(inQuotes(f.said()) + " needs a square after \"to\", like e4");
    return said(notASquare(f.word()));
}

std::string badTargetSquare(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs the square to move to, like \"to e4\"");
    return said(notASquare(f.word()));
}

std::string badSquareToMove(const ParseFailure& f) { return said(notASquare(f.word())); }

std::string badSwap(const ParseFailure&) {
    return said("after \"and\" say \"swap to\" and a piece, like \"and swap to queen\"");
}

namespace {
// "knight, bishop, rook or queen": the pieces of a set, in the order of their types.
std::string pieceList(std::uint16_t set) {
    std::vector<std::string_view> names;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (contains(set, PieceType(t))) names.push_back(pieceName(PieceType(t)));
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string(names[i]);
    return said(list);
}
} // namespace

namespace {
// What a pawn may become in the default variant, and in any other variant besides.
std::string promotionChoice() {
    std::uint16_t usual = defaultVariant().rules.promotion;
    std::string choice = "a pawn may become a " + pieceList(usual);
    for (const Variant* v : allVariants())
        if (std::uint16_t more = v->rules.promotion & ~usual)
            choice += " (in " + std::string(v->nameInSentence) + " also a " + pieceList(more) + ")";
    return said(choice);
}
} // namespace

std::string badPromotion(const ParseFailure& f) {
    std::string choice = promotionChoice();
    if (f.nothingMore()) return said(inQuotes(f.said()) + " needs a piece: " + choice);
    return said(inQuotes(f.lastWords(2) + " " + f.phrase()) + ": " + choice);
}

std::string badObject(const ParseFailure& f, std::string_view example) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs the name of an object, like \"" +
                    std::string(example) + "\"");
    return said(inQuotes(f.word()) +
                " can't be part of an object's name; use letters, digits, - and '");
}
std::string badObjectAfterOn(const ParseFailure& f) { return said(badObject(f, "on board")); }
std::string badObjectAfterAt(const ParseFailure& f) { return said(badObject(f, "look at board")); }

std::string unclosedQuote(const ParseFailure& f) {
    return said(inQuotes(f.said()) + " opens a quoted name but does not close it; end it with \", "
                                     "like start new game on \"oak table\"");
}

std::string unclosedPlayerQuote(const ParseFailure& f) {
    return said(inQuotes(f.said()) + " opens a quoted name but does not close it; end it with \", "
                                     "like challenge \"Mal lory\" on board");
}

std::string leftOver(const ParseFailure& f) {
    return said("I understood " + inQuotes(f.said()) + " but not " + inQuotes(f.word()));
}
std::string leftOverAfterObjectForm(const ParseFailure& f) {
    bool hasObject = false;
    for (std::string_view w : splitWords(f.before)) hasObject = hasObject || lowerCase(w) == "on";
    if (hasObject) return said(leftOver(f) + "; an object's name is letters, digits, - and '");
    return said(leftOver(f) + "; only \"on <object>\" may follow");
}

std::string badSeat(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a colour: add \"as white\" or \"as black\"");
    return said(leftOver(f) + "; say \"as white\" or \"as black\"");
}

std::string badSeatColour(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": choose white or black");
}

std::string badVariant(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) +
                    " needs a variant: " + variantList(&Variant::spokenName, " or "));
    return said(inQuotes(f.saidAnd(f.phrase())) + ": the variants are " +
                variantList(&Variant::spokenName, " and "));
}

std::string badClock(const ParseFailure& f) {
    constexpr std::string_view FORMS = "like 5+3 (minutes + seconds a move), 0:30+1, 40/90+30, "
                                       "15 delay 5 or 15 bronstein 5";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a time control, " + std::string(FORMS));
    return said(inQuotes(f.saidAnd(f.phrase())) + ": a clock is written " + std::string(FORMS));
}

std::string badShownThing(const ParseFailure& f) {
    constexpr std::string_view CHOICES = "board, moves, legal moves, fen, pgn or clock";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs what to show: " + std::string(CHOICES));
    return said(inQuotes(f.saidAnd(f.phrase())) + ": I can show the " + std::string(CHOICES));
}

std::string badLegalMoves(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": say \"show legal moves\"");
}

std::string badLegalMovesSquare(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a square after \"" + f.lastWords(1) +
                    "\", like e2");
    return said(notASquare(f.word()));
}

std::string badStopAnalysis(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": say \"stop analysis on board\" to give up an "
                                                "analysis you asked for");
}

std::string badDailyPuzzle(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": say \"daily puzzle\" for the puzzle of the day "
                                                "(\"daily puzzle of knightmate\" for another "
                                                "variant)");
}

std::string badPastGame(const ParseFailure& f) {
    constexpr std::string_view EXAMPLE = "like \"show pgn of game 2 on board\" (\"history on "
                                         "board\" lists the games)";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a game number, " + std::string(EXAMPLE));
    return said(inQuotes(f.saidAnd(f.word())) + ": a game is named by its number, " +
                std::string(EXAMPLE));
}

std::string badPage(const ParseFailure& f) {
    return said(inQuotes(f.said()) + " needs a page's number, like \"" + f.saidAnd("2") + "\"");
}

std::string badLoad(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) +
                    " needs \"pgn\" and the game, like \"load pgn 1. e4 e5 on board\", or \"fen\" "
                    "and a position");
    return said(inQuotes(f.saidAnd(f.word())) +
                ": I can load a game from PGN, like \"load pgn 1. e4 e5 on board\", or a position "
                "from FEN, like \"load fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 on board\"");
}

std::string missingFen(const ParseFailure& f) {
    return said(inQuotes(f.said()) +
                " needs the position in FEN, like \"load fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 on "
                "board\" (\"show fen on board\" writes one)");
}

std::string missingPgn(const ParseFailure& f) {
    return said(inQuotes(f.said()) +
                " needs the game's PGN text, like \"load pgn 1. e4 e5 on board\"");
}

std::string badDrawWords(const ParseFailure& f) {
    std::string verb = lowerCase(f.lastWords(1));
    std::string example = "like \"" + verb + " draw on board\"";
    if (f.nothingMore()) return said(inQuotes(f.said()) + " needs \"draw\", " + example);
    return said(inQuotes(f.saidAnd(f.phrase())) + ": did you mean \"" + verb + " draw\"?");
}

std::string badOptionChoice(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) +
                ": the settings are colour and board, like \"options colour classic\" or \"options "
                "board pieces figurines\"");
}

std::string badBoardSetting(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) +
                ": the board settings are orientation, pieces, size and words (how you see boards) "
                "and draws (a board's own rule), like \"options board size compact\"");
}

std::string badDrawRule(const ParseFailure& f) {
    std::string example = "like \"options board draws automatic on board\"";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs " + drawRuleChoices() + ", " + example);
    return said(inQuotes(f.saidAnd(f.word())) + ": draws are " + drawRuleChoices() + ", " +
                example);
}

namespace {
// The elements as render/colour_special declares them, the grammar's words.
std::string specialExample() {
    return said("the elements are " + colourElementNames() +
                ", like \"options colour special dark squares green\"");
}
} // namespace

std::string badSpecialChoice(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": " + specialExample() +
                "; \"options colour special reset\" goes back to your scheme");
}

std::string badResetElement(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.phrase())) + ": " + specialExample() +
                "; \"reset\" alone resets them all");
}

std::string badSpecialColour(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.phrase())) +
                " is not a colour I know: a colour is a name (black, red, green, yellow, blue, "
                "magenta, cyan, white, grey, or bright and a name, like bright red), a number "
                "0-255 of the 256-colour palette (colour 208), or #rrggbb (#ff8700); bold may come "
                "first (bold "
                "yellow)");
}

std::string badReadLine(const ParseFailure& f) {
    constexpr std::string_view EXAMPLE = "like \"read rank 1\" or \"read file e\"";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a rank or a file, " + std::string(EXAMPLE));
    return said(inQuotes(f.saidAnd(f.word())) + ": I can read a rank or a file, " +
                std::string(EXAMPLE));
}

std::string badAskedSquare(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a square, like \"what is on e4\"");
    return said(inQuotes(f.saidAnd(f.word())) +
                ": I can say what stands on a square, like \"what is "
                "on e4\"");
}

std::string badRankNumber(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a number 1-8, like \"read rank 1\"");
    return said(inQuotes(f.word()) + " is not a rank; ranks are 1 to 8");
}

std::string badFileName(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a letter a-h, like \"read file e\"");
    return said(inQuotes(f.word()) + " is not a file; files are a to h");
}

constexpr std::string_view WHERE_EXAMPLE =
    "like \"where is the white king\" or \"where are the black knights\"";

std::string badWhere(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) +
                ": ask \"where is\" or \"where are\" and a piece, " + std::string(WHERE_EXAMPLE));
}

std::string badPiecesAsked(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a piece, " + std::string(WHERE_EXAMPLE));
    return said(inQuotes(f.saidAnd(f.phrase())) +
                ": ask for kings, queens, rooks, bishops, knights, pawns, commoners or pieces, " +
                std::string(WHERE_EXAMPLE));
}

std::string badLastMove(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": did you mean \"last move\"?");
}

std::string badWhoseMove(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) + ": did you mean \"whose move\" or \"whose turn\"?");
}

std::string badInvited(const ParseFailure& f) {
    if (f.nothingMore())
        return said(inQuotes(f.said()) +
                    " needs the computer or an engine, like \"invite the computer on board\" or "
                    "\"invite stockfish on board\" (\"engines\" lists them)");
    return said(
        inQuotes(f.saidAnd(f.word())) +
        ": invite the computer or an engine by its name, like \"invite stockfish on board\" "
        "(\"engines\" lists them)");
}

std::string badComputer(const ParseFailure& f) {
    std::string verb = lowerCase(f.lastWords(1));
    std::string example =
        verb == "against" ? "play against the computer on board" : verb + " the computer on board";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs \"the computer\", like \"" + example + "\"");
    return said(inQuotes(f.saidAnd(f.word())) + ": I can " + (verb == "against" ? "play" : verb) +
                " only the computer, like \"" + example + "\"");
}

std::string badAgainst(const ParseFailure& f) {
    return said(inQuotes(f.saidAnd(f.word())) +
                ": to play the computer, say \"play against the computer on board\"");
}

std::string badLevel(const ParseFailure& f) {
    constexpr std::string_view LEVELS = "a level is 1 (easiest) to 8 (strongest), or easy, medium, "
                                        "hard or strongest";
    if (f.nothingMore())
        return said(inQuotes(f.said()) + " needs a number: " + std::string(LEVELS));
    return said(inQuotes(f.saidAnd(f.word())) + ": " + std::string(LEVELS));
}

std::string badChallengedPlayer(const ParseFailure& f) {
    return said(inQuotes(f.said()) + " needs the name of the player to challenge, like \"" +
                f.saidAnd("bob on board") + "\"");
}

std::string badWhose(const ParseFailure& f) {
    return said(inQuotes(f.said()) + " needs a player's name after \"of\", like \"" +
                f.saidAnd("bob") + "\"");
}

// A C1 control (U+0080-U+009F) is well-formed UTF-8: it is a control character, not broken text.
std::string notCleanText(const ParseFailure& f) {
    std::string column = std::to_string(f.before.size() + 1);
    if (utf8CharacterAt(f.after, 0))
        return said("the line has a control character at column " + column);
    return said("the line is not plain text (broken UTF-8) at column " + column);
}

std::string lineTooLongWords(std::size_t most) {
    return said("the line is too long: a command has at most " + std::to_string(most) +
                " characters");
}

std::string promotionTwiceWords(const std::string& move) {
    return said(inQuotes(move) + " already names the piece to promote to; say it once");
}

} // namespace mudchess
