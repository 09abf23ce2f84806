// The command grammar as players meet it: tables of phrasings that must parse to a given
// Command, tables of mistakes that must get a given message, and lines of hostile bytes that
// must be refused without harm.
#include "command/parser.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "command/command_table.hpp"
#include "grammar/commands.hpp"
#include "rating/speed.hpp"

#include <gtest/gtest.h>
#include <tao/pegtl/contrib/analyze.hpp>

#include <cctype>
#include <ostream>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace mudchess::command {

// Readable failures: gtest finds this through the variant's alternatives' namespace.
std::ostream& operator<<(std::ostream& os, const MoveSpec& m) {
    os << "{text \"" << m.text << "\"";
    if (!m.stated) return os << " not stated}";
    const StatedMove& s = *m.stated;
    return os << " form " << int(s.form) << " side " << int(s.side) << " piece " << int(s.piece)
              << " letterB " << int(s.letterB) << " from " << int(s.from) << " file " << s.fromFile
              << " rank " << s.fromRank << " to " << int(s.to) << " capture " << s.capture
              << " captured " << int(s.captured) << " promotion " << int(s.promotion) << " promote "
              << s.promote << " two " << s.twoPromotions << " words " << s.inWords << " squares "
              << s.squaresGiven << " after-and " << s.promotionAfterAnd << "}";
}

void PrintTo(const Command& command, std::ostream* os) {
    // Named by the command table's example line, so a new command needs no name here.
    for (const CommandDeclaration& d : COMMANDS)
        if (d.command == command.index()) {
            *os << "the command of \"" << d.example << "\"";
            break;
        }
    std::visit(
        [os](const auto& c) {
            if constexpr (requires { c.seat.has_value(); })
                *os << " seat " << (c.seat ? int(*c.seat) : -1);
            else if constexpr (requires { c.seat; })
                *os << " seat " << int(c.seat);
            if constexpr (requires { c.level; }) *os << " level " << c.level;
            if constexpr (requires { c.player; }) *os << " player \"" << c.player << '"';
            if constexpr (requires { c.answer; }) *os << " answer " << int(c.answer);
            if constexpr (requires { c.variant; }) *os << " variant \"" << c.variant << '"';
            if constexpr (requires { c.move.text; }) *os << " move " << c.move;
            if constexpr (requires { c.move.has_value(); }) {
                if (c.move) *os << " move " << *c.move;
            }
            if constexpr (requires { c.from; }) *os << " from \"" << c.from << '"';
            if constexpr (requires { c.pgn; }) *os << " pgn \"" << c.pgn << '"';
            if constexpr (requires { c.topic; }) *os << " topic \"" << c.topic << '"';
            if constexpr (requires { c.scheme; }) *os << " scheme \"" << c.scheme << '"';
            if constexpr (requires { c.setting; })
                *os << " setting \"" << c.setting << "\" value \"" << c.value << '"';
            if constexpr (requires { c.which; }) *os << (c.rank ? " rank " : " file ") << c.which;
            if constexpr (requires { c.piece; })
                *os << " side " << (c.side ? int(*c.side) : -1) << " piece " << int(c.piece);
            if constexpr (requires { c.answer; }) *os << " answer " << int(c.answer);
            if constexpr (requires { c.object; }) *os << " object \"" << c.object << '"';
        },
        command);
}

namespace {

struct Accepted {
    std::string_view line;
    Command expected;
};

struct Refused {
    std::string_view line;
    std::string_view message;
};

Square sq(std::string_view name) { return *parseSquare(name); }

// Two squares, with the piece a pawn becomes if one was named.
MoveSpec squares(std::string text, std::string_view from, std::string_view to,
                 PieceType promotion = NO_PIECE_TYPE) {
    return MoveSpec{
        std::move(text),
        StatedMove{.from = sq(from), .to = sq(to), .promotion = promotion, .squaresGiven = true}};
}

// Notation, with what it states.
MoveSpec typed(std::string text, StatedMove stated) { return MoveSpec{std::move(text), stated}; }

using Form = StatedMove::Form;
using Wing = StatedMove::Side;
constexpr StatedMove CASTLE_SHORT{.form = Form::CASTLING, .side = Wing::KINGSIDE};
constexpr StatedMove CASTLE_LONG{.form = Form::CASTLING, .side = Wing::QUEENSIDE};
constexpr StatedMove PASSING{.form = Form::PASS};

constexpr auto WHITE = Side::WHITE;
constexpr auto BLACK = Side::BLACK;

void expectAccepted(std::span<const Accepted> table) {
    for (const Accepted& row : table) {
        SCOPED_TRACE("line: " + std::string(row.line));
        auto result = parseCommand(row.line);
        if (const auto* error = std::get_if<ParseError>(&result)) {
            ADD_FAILURE() << "refused: " << error->message;
            continue;
        }
        EXPECT_EQ(std::get<Command>(result), row.expected);
    }
}

ParseError refusal(std::string_view line) {
    auto result = parseCommand(line);
    if (const auto* error = std::get_if<ParseError>(&result)) return *error;
    ADD_FAILURE() << "accepted: " << std::string(line);
    return {};
}

void expectRefused(std::span<const Refused> table) {
    for (const Refused& row : table) {
        SCOPED_TRACE("line: " + std::string(row.line));
        EXPECT_EQ(refusal(row.line).message, row.message);
    }
}

// --- the grammar itself ---------------------------------------------------------------------

TEST(Grammar, HasNoRuleThatCanLoopWithoutConsumingInput) {
    EXPECT_EQ(tao::pegtl::analyze<grammar::line>(), 0u);
    EXPECT_EQ(tao::pegtl::analyze<grammar::clean_text>(), 0u);
}

// --- accepted phrasings -----------------------------------------------------------------------

TEST(Parser, SeedFormsParseVerbatim) {
    const Accepted table[] = {
        {"join game as white on board", JoinGame{"board", WHITE}},
        {"start new game on board", StartGame{"board", ""}},
        {"move e2 to e4 on board", MakeMove{squares("e2 to e4", "e2", "e4"), "board"}},
        {"move e7 to e8 and swap to knight on board",
         MakeMove{squares("e7 to e8", "e7", "e8", KNIGHT), "board"}},
        {"resign from game on board", Resign{"board"}},
    };
    expectAccepted(table);
}

TEST(Parser, JoinTakesAColourWithOrWithoutTheWordGame) {
    const Accepted table[] = {
        {"join game as black on board", JoinGame{"board", BLACK}},
        {"join as white on board", JoinGame{"board", WHITE}},
        {"join as black", JoinGame{"", BLACK}},
        {"join game as white", JoinGame{"", WHITE}},
        {"join the game as white on the board", JoinGame{"board", WHITE}},
        {"join a game as black on table", JoinGame{"table", BLACK}},
        {"JOIN GAME AS WHITE ON BOARD", JoinGame{"board", WHITE}},
        {"Join Game As Black On Board", JoinGame{"board", BLACK}},
        {"  join   game   as   white   on   board  ", JoinGame{"board", WHITE}},
        {"join\tgame\tas\tblack\ton\tboard", JoinGame{"board", BLACK}},
        {"join game as white on board 2", JoinGame{"board 2", WHITE}},
        {"join game as black on second board", JoinGame{"board 2", BLACK}},
    };
    expectAccepted(table);
}

TEST(Parser, LeaveNeedsNoMoreThanTheObject) {
    const Accepted table[] = {
        {"leave game on board", LeaveGame{"board"}},
        {"leave on board", LeaveGame{"board"}},
        {"leave", LeaveGame{""}},
        {"leave the game on the oak table", LeaveGame{"oak table"}},
        {"LEAVE GAME", LeaveGame{""}},
        {"leave game on board 3", LeaveGame{"board 3"}},
        {"leave board", LeaveGame{"board"}},
        {"leave the oak table in #chess", LeaveGame{{"oak table", "#chess"}}},
    };
    expectAccepted(table);
}

TEST(Parser, StartNamesTheVariantByItsKey) {
    const Accepted table[] = {
        {"start new game on board", StartGame{"board", ""}},
        {"start game on board", StartGame{"board", ""}},
        {"start on board", StartGame{"board", ""}},
        {"start", StartGame{"", ""}},
        {"start new game", StartGame{"", ""}},
        {"start a new game on the board", StartGame{"board", ""}},
        {"start new game of chess on board", StartGame{"board", "chess"}},
        {"start new game of standard on board", StartGame{"board", "chess"}},
        {"start game of knightmate on board", StartGame{"board", "knightmate"}},
        {"start game of knights chess on board", StartGame{"board", "knightschess"}},
        {"start game of knightschess on board", StartGame{"board", "knightschess"}},
        {"start of knightmate", StartGame{"", "knightmate"}},
        {"start new of chess", StartGame{"", "chess"}},
        {"START NEW GAME OF KNIGHTS   CHESS ON BOARD", StartGame{"board", "knightschess"}},
        {"start game of KnightMate on the second table", StartGame{"table 2", "knightmate"}},
        {"start a game of standard", StartGame{"", "chess"}},
    };
    expectAccepted(table);
}

TEST(Parser, MoveBetweenTwoSquaresStatesFromAndTo) {
    const Accepted table[] = {
        {"move e2 e4 on board", MakeMove{squares("e2 e4", "e2", "e4"), "board"}},
        {"move from e2 to e4 on board", MakeMove{squares("from e2 to e4", "e2", "e4"), "board"}},
        {"move from e2 e4 on board", MakeMove{squares("from e2 e4", "e2", "e4"), "board"}},
        {"move e2 to e4", MakeMove{squares("e2 to e4", "e2", "e4"), ""}},
        {"move g1 to f3 on the board", MakeMove{squares("g1 to f3", "g1", "f3"), "board"}},
        {"MOVE E2 TO E4 ON BOARD", MakeMove{squares("E2 TO E4", "e2", "e4"), "board"}},
        {"move   e2    to   e4   on   board", MakeMove{squares("e2 to e4", "e2", "e4"), "board"}},
        {"move a1 h8", MakeMove{squares("a1 h8", "a1", "h8"), ""}},
        {"move h8 to a1 on table", MakeMove{squares("h8 to a1", "h8", "a1"), "table"}},
        {"move b1 to c3 on board 2", MakeMove{squares("b1 to c3", "b1", "c3"), "board 2"}},
        {"move e1 to g1 on board", MakeMove{squares("e1 to g1", "e1", "g1"), "board"}},
        {"move From E7 To E5", MakeMove{squares("From E7 To E5", "e7", "e5"), ""}},
    };
    expectAccepted(table);
}

TEST(Parser, SwapToChoosesThePromotionPiece) {
    const Accepted table[] = {
        {"move e7 to e8 and swap to queen on board",
         MakeMove{squares("e7 to e8", "e7", "e8", QUEEN), "board"}},
        {"move e7 to e8 and swap to rook on board",
         MakeMove{squares("e7 to e8", "e7", "e8", ROOK), "board"}},
        {"move e7 to e8 and swap to bishop on board",
         MakeMove{squares("e7 to e8", "e7", "e8", BISHOP), "board"}},
        {"move e7 to e8 and swap to commoner on board",
         MakeMove{squares("e7 to e8", "e7", "e8", COMMONER), "board"}},
        {"move from e7 to e8 and swap to knight",
         MakeMove{squares("from e7 to e8", "e7", "e8", KNIGHT), ""}},
        {"move e2 e1 and swap to a knight on board",
         MakeMove{squares("e2 e1", "e2", "e1", KNIGHT), "board"}},
        {"move e7 to e8 and promote to queen",
         MakeMove{squares("e7 to e8", "e7", "e8", QUEEN), ""}},
        {"move e7e8 and swap to rook", MakeMove{squares("e7e8", "e7", "e8", ROOK), ""}},
        {"move e8 and swap to knight", MakeMove{typed("e8", {.piece = PAWN,
                                                             .fromFile = 4,
                                                             .to = sq("e8"),
                                                             .promotion = KNIGHT,
                                                             .promotionAfterAnd = true}),
                                                ""}},
        {"move e7 to e8 AND SWAP TO KNIGHT ON BOARD",
         MakeMove{squares("e7 to e8", "e7", "e8", KNIGHT), "board"}},
        {"move dxe8 and swap to bishop on board",
         MakeMove{typed("dxe8", {.piece = PAWN,
                                 .fromFile = 3,
                                 .to = sq("e8"),
                                 .capture = true,
                                 .promotion = BISHOP,
                                 .promotionAfterAnd = true}),
                  "board"}},
    };
    expectAccepted(table);
}

TEST(Parser, TypedMovesStateWhatTheyName) {
    const Accepted table[] = {
        {"move e2e4 on board", MakeMove{squares("e2e4", "e2", "e4"), "board"}},
        {"move e2-e4 on board", MakeMove{squares("e2-e4", "e2", "e4"), "board"}},
        {"move E2E4", MakeMove{squares("E2E4", "e2", "e4"), ""}},
        {"move e7e8q", MakeMove{squares("e7e8q", "e7", "e8", QUEEN), ""}},
        {"move e7-e8=N", MakeMove{squares("e7-e8=N", "e7", "e8", KNIGHT), ""}},
        {"move e7e8m on board", MakeMove{squares("e7e8m", "e7", "e8", COMMONER), "board"}},
        {"move e5xd6", MakeMove{squares("e5xd6", "e5", "d6"), ""}},
        {"move Nf3 on board", MakeMove{typed("Nf3", {.piece = KNIGHT, .to = sq("f3")}), "board"}},
        {"move nf3", MakeMove{typed("nf3", {.piece = KNIGHT, .to = sq("f3")}), ""}},
        {"move e4", MakeMove{typed("e4", {.piece = PAWN, .fromFile = 4, .to = sq("e4")}), ""}},
        {"move e4 on board",
         MakeMove{typed("e4", {.piece = PAWN, .fromFile = 4, .to = sq("e4")}), "board"}},
        {"move b4", MakeMove{typed("b4", {.piece = PAWN, .fromFile = 1, .to = sq("b4")}), ""}},
        {"move exd5",
         MakeMove{typed("exd5", {.piece = PAWN, .fromFile = 4, .to = sq("d5"), .capture = true}),
                  ""}},
        {"move bxc3", MakeMove{typed("bxc3", {.piece = PAWN,
                                              .letterB = StatedMove::LetterB::PAWN_FIRST,
                                              .fromFile = 1,
                                              .to = sq("c3"),
                                              .capture = true}),
                               ""}},
        {"move e8=Q on board",
         MakeMove{typed("e8=Q", {.piece = PAWN, .fromFile = 4, .to = sq("e8"), .promotion = QUEEN}),
                  "board"}},
        {"move exd8=N+", MakeMove{typed("exd8=N+", {.piece = PAWN,
                                                    .fromFile = 4,
                                                    .to = sq("d8"),
                                                    .capture = true,
                                                    .promotion = KNIGHT}),
                                  ""}},
        {"move Nbd7",
         MakeMove{typed("Nbd7", {.piece = KNIGHT, .fromFile = 1, .to = sq("d7")}), ""}},
        {"move R1a3", MakeMove{typed("R1a3", {.piece = ROOK, .fromRank = 0, .to = sq("a3")}), ""}},
        {"move Qh4xe1#",
         MakeMove{
             typed("Qh4xe1#", {.piece = QUEEN, .from = sq("h4"), .to = sq("e1"), .capture = true}),
             ""}},
        {"move Bb5+", MakeMove{typed("Bb5+", {.piece = BISHOP, .to = sq("b5")}), ""}},
        {"move Nf3!?", MakeMove{typed("Nf3!?", {.piece = KNIGHT, .to = sq("f3")}), ""}},
        {"move Kxe2",
         MakeMove{typed("Kxe2", {.piece = KING, .to = sq("e2"), .capture = true}), ""}},
        {"move Mb3", MakeMove{typed("Mb3", {.piece = COMMONER, .to = sq("b3")}), ""}},
        {"move O-O on board", MakeMove{typed("O-O", CASTLE_SHORT), "board"}},
        {"move O-O-O", MakeMove{typed("O-O-O", CASTLE_LONG), ""}},
        {"move 0-0", MakeMove{typed("0-0", CASTLE_SHORT), ""}},
        {"move 0-0-0 on board", MakeMove{typed("0-0-0", CASTLE_LONG), "board"}},
        {"move o-o", MakeMove{typed("o-o", CASTLE_SHORT), ""}},
        {"move -- on board", MakeMove{typed("--", PASSING), "board"}},
        {"move pass on board", MakeMove{typed("pass", PASSING), "board"}},
        {"move PASS", MakeMove{typed("PASS", PASSING), ""}},
        {"move 0000", MakeMove{typed("0000", PASSING), ""}},
        {"move ♘g1–f3 on board",
         MakeMove{typed("♘g1–f3", {.piece = KNIGHT, .from = sq("g1"), .to = sq("f3")}), "board"}},
        {"move 0–0", MakeMove{typed("0–0", CASTLE_SHORT), ""}},
        {"move e5×d6 e.p. on board", MakeMove{squares("e5×d6 e.p.", "e5", "d6"), "board"}},
    };
    expectAccepted(table);
}

TEST(Parser, ResignTakesOptionalFromAndGame) {
    const Accepted table[] = {
        {"resign from game on board", Resign{"board"}},
        {"resign game on board", Resign{"board"}},
        {"resign from the game on board", Resign{"board"}},
        {"resign on board", Resign{"board"}},
        {"resign", Resign{""}},
        {"resign from game", Resign{""}},
        {"RESIGN FROM GAME ON BOARD", Resign{"board"}},
        {"resign on the third board", Resign{"board 3"}},
    };
    expectAccepted(table);
}

TEST(Parser, LookAndShowReadTheGame) {
    const Accepted table[] = {
        {"look at board", ShowBoard{"board"}},
        {"look at the oak table", ShowBoard{"oak table"}},
        {"look", ShowBoard{""}},
        {"LOOK AT BOARD 2", ShowBoard{"board 2"}},
        {"show board on board", ShowBoard{"board"}},
        {"show the board on board", ShowBoard{"board"}},
        {"show board", ShowBoard{""}},
        {"show moves on board", ShowMoves{"board"}},
        {"show the moves", ShowMoves{""}},
        {"show fen on board", ShowFen{"board"}},
        {"SHOW FEN", ShowFen{""}},
        {"show pgn on board", ShowPgn{"board"}},
        {"show pgn of game 2 on board", ShowPgn{"board", 2}},
        {"show the pgn of #12", ShowPgn{"", 12}},
        {"Show PGN of 3 on the second board", ShowPgn{"board 2", 3}},
        {"show pgn on the second board", ShowPgn{"board 2"}},
        {"show legal moves on board", ShowLegalMoves{"", "board"}},
        {"show legal moves", ShowLegalMoves{"", ""}},
        {"show legal moves from e2 on board", ShowLegalMoves{"e2", "board"}},
        {"show legal moves for G1", ShowLegalMoves{"g1", ""}},
        {"show   legal   moves   from   b8", ShowLegalMoves{"b8", ""}},
    };
    expectAccepted(table);
}

TEST(Parser, LoadPgnTakesTextUpToTheLastOn) {
    const Accepted table[] = {
        {"load pgn 1. e4 e5 2. Nf3 Nc6 on board", LoadPgn{"1. e4 e5 2. Nf3 Nc6", "board"}},
        {"load pgn 1. e4 e5 *", LoadPgn{"1. e4 e5 *", ""}},
        {"load pgn [Event \"Games on the lawn\"] 1. d4 d5 on the oak table",
         LoadPgn{"[Event \"Games on the lawn\"] 1. d4 d5", "oak table"}},
        {"load pgn 1. e4 {played on board 3} e5 on board 2",
         LoadPgn{"1. e4 {played on board 3} e5", "board 2"}},
        {"load pgn 1. e4  e5   on board", LoadPgn{"1. e4  e5", "board"}},
        {"LOAD PGN 1. e4 ON BOARD", LoadPgn{"1. e4", "board"}},
        {"load pgn 1. e4 on board on table", LoadPgn{"1. e4 on board", "table"}},
        {"load pgn [Site \"Café\"] 1. e4 ½-½ on board",
         LoadPgn{"[Site \"Café\"] 1. e4 ½-½", "board"}},
    };
    expectAccepted(table);
}

TEST(Parser, LoadFenTakesThePositionUpToTheLastOn) {
    const Accepted table[] = {
        {"load fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 on board",
         LoadPgn{"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "board", true}},
        {"LOAD FEN 8/8/8/4k3/8/8/4P3/4K3 b - -", LoadPgn{"8/8/8/4k3/8/8/4P3/4K3 b - -", "", true}},
    };
    expectAccepted(table);
}

TEST(Parser, DrawCommandsNameTheirObject) {
    const Accepted table[] = {
        {"offer draw on board", OfferDraw{"board"}},
        {"offer a draw on board", OfferDraw{"board"}},
        {"offer draw", OfferDraw{""}},
        {"accept draw on board", AcceptDraw{"board"}},
        {"accept the draw offer on board", AcceptDraw{"board"}},
        {"accept draw", AcceptDraw{""}},
        {"decline draw on board", DeclineDraw{"board"}},
        {"decline the draw", DeclineDraw{""}},
        {"withdraw draw on board", WithdrawDraw{"board"}},
        {"withdraw draw offer", WithdrawDraw{""}},
        {"claim draw on board", ClaimDraw{std::nullopt, "board"}},
        {"claim a draw", ClaimDraw{std::nullopt, ""}},
        {"claim draw with Nf3 on board",
         ClaimDraw{typed("Nf3", {.piece = KNIGHT, .to = sq("f3")}), "board"}},
        {"claim draw with e2 to e4 on board", ClaimDraw{squares("e2 to e4", "e2", "e4"), "board"}},
        {"claim draw with e2e4", ClaimDraw{squares("e2e4", "e2", "e4"), ""}},
        {"OFFER DRAW ON BOARD", OfferDraw{"board"}},
    };
    expectAccepted(table);
}

TEST(Parser, TakebackAbortAndClockCommands) {
    using enum action::Answer; // the enum itself: clang takes no alias after "using enum"
    const Accepted table[] = {
        {"takeback on board", TakeBack{"board"}},
        {"takeback", TakeBack{""}},
        {"take back my move on board", TakeBack{"board"}},
        {"take back my last move", TakeBack{""}},
        {"Take  Back the move on table 2", TakeBack{"table 2"}},
        {"undo on board", TakeBack{"board"}},
        {"undo my last move", TakeBack{""}},
        {"accept takeback on board", AnswerTakeback{ACCEPT, "board"}},
        {"accept the take back offer", AnswerTakeback{ACCEPT, ""}},
        {"decline takeback on board", AnswerTakeback{DECLINE, "board"}},
        {"withdraw takeback request", AnswerTakeback{WITHDRAW, ""}},
        {"abort on board", AbortGame{"board"}},
        {"abort game on board", AbortGame{"board"}},
        {"abort the game", AbortGame{""}},
        {"accept abort on board", AnswerAbort{ACCEPT, "board"}},
        {"decline abort", AnswerAbort{DECLINE, ""}},
        {"withdraw the abort offer on board", AnswerAbort{WITHDRAW, "board"}},
        {"clock on board", ShowClock{"board"}},
        {"clocks", ShowClock{""}},
        {"show clock on board", ShowClock{"board"}},
        {"show the clocks", ShowClock{""}},
        // The draw answers still read as before.
        {"accept draw on board", AcceptDraw{"board"}},
        {"withdraw draw", WithdrawDraw{""}},
    };
    expectAccepted(table);
    EXPECT_EQ(refusal("undo e2e4").message,
              "I understood \"undo\" but not \"e2e4\"; only \"on <object>\" may follow");
    EXPECT_EQ(refusal("abrot on board").message, "\"abrot\": did you mean \"abort\"?");
}

// The grammar's speed words are rating/speed.hpp's, where speeds are declared: each reads as
// itself in any case, and nothing else is a speed.
TEST(Parser, EverySpeedIsAWordOfTheGrammar) {
    for (const rating::SpeedName& s : rating::SPEEDS) {
        std::string shouted(s.name);
        for (char& c : shouted) c = char(std::toupper(static_cast<unsigned char>(c)));
        for (const std::string& typed : {std::string(s.name), shouted}) {
            auto parsed = parseCommand("top players of chess " + typed);
            ASSERT_TRUE(std::holds_alternative<Command>(parsed))
                << typed << ": " << std::get<ParseError>(parsed).message;
            EXPECT_EQ(std::get<ShowTop>(std::get<Command>(parsed)).speed, s.name);
        }
    }
    EXPECT_TRUE(std::holds_alternative<ParseError>(parseCommand("top players of chess hyper")));
}

// The grammar's draw-rule words are chess/game.hpp's DRAW_RULES, each read as itself.
TEST(Parser, EveryDrawRuleIsAWordOfTheGrammar) {
    for (const DrawRuleName& d : DRAW_RULES) {
        auto parsed = parseCommand("options board draws " + std::string(d.name) + " on board");
        ASSERT_TRUE(std::holds_alternative<Command>(parsed))
            << d.name << ": " << std::get<ParseError>(parsed).message;
        EXPECT_EQ(std::get<SetDrawRule>(std::get<Command>(parsed)).rule, d.name);
    }
}

TEST(Parser, GamesHelpAndOptions) {
    const Accepted table[] = {
        {"games", ListGames{}},
        {"engines", ListEngines{}},
        {"history", ShowHistory{""}},
        {"history on oak table", ShowHistory{"oak table"}},
        {"  GAMES  ", ListGames{}},
        {"games in Library", ListGames{"Library"}},
        {"games in #Chess", ListGames{"#chess"}},
        {"help", Help{""}},
        {"help commands", Help{"commands"}},
        {"HELP Knights   Chess", Help{"knights chess"}},
        {"help move", Help{"move"}},
        {"help notation ", Help{"notation"}},
        {"options colour special", SetSpecialColour{}},
        {"options color plain", SetColours{"plain"}},
        {"option colours None", SetColours{"none"}},
        {"options colour", SetColours{""}},
        {"OPTIONS COLOR high-contrast", SetColours{"high-contrast"}},
        {"options", ShowOptions{}},
        {"options  ", ShowOptions{}},
        {"options board", SetBoardOption{"", ""}},
        {"options board orientation", SetBoardOption{"orientation", ""}},
        {"options board orientation Black", SetBoardOption{"orientation", "black"}},
        {"option board pieces figurines", SetBoardOption{"pieces", "figurines"}},
        {"options board style letters", SetBoardOption{"pieces", "letters"}},
        {"options board size compact", SetBoardOption{"size", "compact"}},
        {"options board words only", SetBoardOption{"words", "only"}},
        {"options board words purple", SetBoardOption{"words", "purple"}},
        {"options board draws automatic on board", SetDrawRule{"board", "automatic"}},
        {"Options Board Draw CLAIMED on the oak table", SetDrawRule{"oak table", "claimed"}},
        {"options board draws on board", SetDrawRule{"board", ""}},
        {"options board draws", SetDrawRule{"", ""}},
        {"options board draws automatic", SetDrawRule{"", "automatic"}},
    };
    expectAccepted(table);
}

TEST(Parser, SpecialColoursNameAnElementAndAColour) {
    const Accepted table[] = {
        {"options colour special", SetSpecialColour{}},
        {"options colour special  ", SetSpecialColour{}},
        {"options color special dark squares", SetSpecialColour{"dark", "", false}},
        {"options colour special dark squares green", SetSpecialColour{"dark", "green", false}},
        {"options colour special dark square Green", SetSpecialColour{"dark", "green", false}},
        {"options colour special the light squares #D7AF87",
         SetSpecialColour{"light", "#d7af87", false}},
        {"options colour special white pieces bold yellow",
         SetSpecialColour{"white", "bold yellow", false}},
        {"options colour special black piece bright  red",
         SetSpecialColour{"black", "bright red", false}},
        {"options colour special black men bright-blue",
         SetSpecialColour{"black", "bright-blue", false}},
        {"options colour special markers colour 196",
         SetSpecialColour{"markers", "colour 196", false}},
        {"options colour special highlights color 196",
         SetSpecialColour{"markers", "color 196", false}},
        {"options colour special labels 208", SetSpecialColour{"labels", "208", false}},
        {"options colour special coordinates grey", SetSpecialColour{"labels", "grey", false}},
        {"options colour special panel bold colour 208",
         SetSpecialColour{"panel", "bold colour 208", false}},
        {"options colour special the panel white", SetSpecialColour{"panel", "white", false}},
        {"options colour special reset", SetSpecialColour{"", "", true}},
        {"options colour special reset dark squares", SetSpecialColour{"dark", "", true}},
        {"options colour special reset the panel", SetSpecialColour{"panel", "", true}},
        // A number the palette lacks is the dispatcher's to refuse, by name.
        {"options colour special labels colour 300",
         SetSpecialColour{"labels", "colour 300", false}},
    };
    expectAccepted(table);
}

TEST(Parser, SpecialColourMistakesListTheElementsOrTheForms) {
    constexpr std::string_view ELEMENTS =
        "the elements are light squares, dark squares, white pieces, black pieces, markers, "
        "labels and panel, like \"options colour special dark squares green\"";
    constexpr std::string_view FORMS =
        "is not a colour I know: a colour is a name (black, red, green, yellow, blue, magenta, "
        "cyan, white, grey, or bright and a name, like bright red), a number 0-255 of the "
        "256-colour palette (colour 208), or #rrggbb (#ff8700); bold may come first (bold yellow)";
    EXPECT_EQ(refusal("options colour special blue pieces red").message,
              "\"options colour special blue\": " + std::string(ELEMENTS) +
                  "; \"options colour special reset\" goes back to your scheme");
    EXPECT_EQ(refusal("options colour special dark").message,
              "\"options colour special dark\": " + std::string(ELEMENTS) +
                  "; \"options colour special reset\" goes back to your scheme");
    EXPECT_EQ(refusal("options colour special reset board").message,
              "\"options colour special reset board\": " + std::string(ELEMENTS) +
                  "; \"reset\" alone resets them all");
    EXPECT_EQ(refusal("options colour special dark squares purple").message,
              "\"options colour special dark squares purple\" " + std::string(FORMS));
    EXPECT_EQ(refusal("options colour special white pieces #12345").message,
              "\"options colour special white pieces #12345\" " + std::string(FORMS));
    EXPECT_EQ(refusal("options colour special white pieces colour 1234").message,
              "\"options colour special white pieces colour 1234\" " + std::string(FORMS));
    EXPECT_EQ(refusal("options colour special dark squares green please").message,
              "I understood \"options colour special dark squares green\" but not \"please\"");
    // The word points at the element, not at the blanks before it.
    EXPECT_EQ(refusal("options colour special   sky blue").column, 26u);
}

TEST(Parser, WordsInsteadOfPictures) {
    const Accepted table[] = {
        {"flip", FlipBoard{""}},
        {"flip board", FlipBoard{""}},
        {"flip the board on table 2", FlipBoard{"table 2"}},
        {"flip on board", FlipBoard{"board"}},
        {"describe board on board", DescribeBoard{"board"}},
        {"describe the position", DescribeBoard{""}},
        {"describe", DescribeBoard{""}},
        {"read rank 1", ReadLine{true, '1', ""}},
        {"read row 8 on board", ReadLine{true, '8', "board"}},
        {"read file E", ReadLine{false, 'e', ""}},
        {"read the file a on oak table", ReadLine{false, 'a', "oak table"}},
        {"where are the white knights", FindPieces{Side::WHITE, PieceKind::KNIGHT, ""}},
        {"where is the black king on board", FindPieces{Side::BLACK, PieceKind::KING, "board"}},
        {"where are rooks", FindPieces{std::nullopt, PieceKind::ROOK, ""}},
        {"Where is the white commoner", FindPieces{Side::WHITE, PieceKind::COMMONER, ""}},
        {"where are the pawns on board 2", FindPieces{std::nullopt, PieceKind::PAWN, "board 2"}},
        {"where are the black pieces", FindPieces{Side::BLACK, PieceKind::ALL, ""}},
        {"where is my king", FindPieces{std::nullopt, PieceKind::KING, "", true}},
        {"where are my knights on board",
         FindPieces{std::nullopt, PieceKind::KNIGHT, "board", true}},
        {"what is on e4", ShowSquare{"e4", ""}},
        {"What's on E4 on board 2", ShowSquare{"e4", "board 2"}},
        {"what is at h8", ShowSquare{"h8", ""}},
        {"last move", ShowLastMove{""}},
        {"last move on board", ShowLastMove{"board"}},
        {"whose move", ShowWhoseMove{""}},
        {"whose turn is it on board", ShowWhoseMove{"board"}},
    };
    expectAccepted(table);
}

TEST(Parser, TheComputerIsInvitedPlayedDismissedAndAskedForHints) {
    const Accepted table[] = {
        {"invite computer", InviteComputer{"", std::nullopt, 0, ""}},
        {"invite the computer as black on board", InviteComputer{"board", Side::BLACK, 0, ""}},
        {"invite computer level 3 as white on board", InviteComputer{"board", Side::WHITE, 3, ""}},
        {"invite the engine as white at level 7", InviteComputer{"", Side::WHITE, 7, ""}},
        {"invite computer easy", InviteComputer{"", std::nullopt, 2, ""}},
        {"invite computer level 12", InviteComputer{"", std::nullopt, 12, ""}},
        {"invite stockfish level 5 as black on board",
         InviteComputer{"board", Side::BLACK, 5, "stockfish"}},
        {"invite Fairy-Stockfish as white", InviteComputer{"", Side::WHITE, 0, "fairy-stockfish"}},
        {"invite fairymax level 0 on board", InviteComputer{"board", std::nullopt, -1, "fairymax"}},
        {"invite stockfish-elo level 1500",
         InviteComputer{"", std::nullopt, 1500, "stockfish-elo"}},
        {"play against the computer on board", PlayComputer{"board", std::nullopt, 0}},
        {"play against computer hard as black", PlayComputer{"", Side::BLACK, 6}},
        {"Play against the computer strongest on oak table",
         PlayComputer{"oak table", std::nullopt, 8}},
        {"play against a computer level medium", PlayComputer{"", std::nullopt, 4}},
        {"dismiss the computer from board", DismissComputer{"board"}},
        {"dismiss computer on board 2", DismissComputer{"board 2"}},
        {"dismiss computer", DismissComputer{""}},
        {"hint", AskHint{""}},
        {"hint on board", AskHint{"board"}},
    };
    expectAccepted(table);
}

TEST(Parser, TheComputersMistakesSayWhatFits) {
    const Refused table[] = {
        // "invite bob" reads as an engine called bob, which the service refuses by name.
        {"invite", "\"invite\" needs the computer or an engine, like \"invite the computer on "
                   "board\" or \"invite stockfish on board\" (\"engines\" lists them)"},
        {"invite the", "\"invite the\": invite the computer or an engine by its name, like "
                       "\"invite stockfish on board\" (\"engines\" lists them)"},
        {"play chess", "\"play chess\": to play the computer, say \"play against the computer on "
                       "board\""},
        {"play against bob", "\"play against bob\": I can play only the computer, like \"play "
                             "against the computer on board\""},
        {"invite computer level", "\"invite computer level\" needs a number: a level is 1 "
                                  "(easiest) to 8 (strongest), or easy, medium, hard or strongest"},
        {"invite computer level max", "\"invite computer level max\": a level is 1 (easiest) to "
                                      "8 (strongest), or easy, medium, hard or strongest"},
        {"dismiss bob", "\"dismiss bob\": I can dismiss only the computer, like \"dismiss the "
                        "computer on board\""},
        {"hnit", "\"hnit\": did you mean \"hint\"?"},
    };
    expectRefused(table);
}

TEST(Parser, WordsInsteadOfPicturesMistakesSayWhatFits) {
    const Refused table[] = {
        {"read", "\"read\" needs a rank or a file, like \"read rank 1\" or \"read file e\""},
        {"read diagonal", "\"read diagonal\": I can read a rank or a file, like \"read rank 1\" "
                          "or \"read file e\""},
        {"read rank", "\"read rank\" needs a number 1-8, like \"read rank 1\""},
        {"read rank 9", "\"9\" is not a rank; ranks are 1 to 8"},
        {"read file", "\"read file\" needs a letter a-h, like \"read file e\""},
        {"read file z on board", "\"z\" is not a file; files are a to h"},
        {"where", "\"where\": ask \"where is\" or \"where are\" and a piece, like \"where is the "
                  "white king\" or \"where are the black knights\""},
        {"where are", "\"where are\" needs a piece, like \"where is the white king\" or \"where "
                      "are the black knights\""},
        {"where are the green men",
         "\"where are the green men\": ask for kings, queens, rooks, "
         "bishops, knights, pawns, commoners or pieces, like \"where is the "
         "white king\" or \"where are the black knights\""},
        {"last", "\"last\": did you mean \"last move\"?"},
        {"last game", "\"last game\": did you mean \"last move\"?"},
        {"whose", "\"whose\": did you mean \"whose move\" or \"whose turn\"?"},
        {"flip the oak table", "I understood \"flip\" but not \"the\"; only \"on <object>\" "
                               "may follow"},
        {"descibe board", "\"descibe\": did you mean \"describe\"?"},
        {"wehre is the king", "\"wehre\": did you mean \"where\"?"},
        {"what is on", "\"what is on\" needs a square, like \"what is on e4\""},
        {"what is on e9", "\"what is on e9\": I can say what stands on a square, like \"what is "
                          "on e4\""},
    };
    expectRefused(table);
}

TEST(Parser, ObjectsAreNormalisedToOneSpelling) {
    const Accepted table[] = {
        {"look at Board", ShowBoard{"board"}},
        {"look at THE BOARD", ShowBoard{"board"}},
        {"look at a board", ShowBoard{"board"}},
        {"look at the   oak    table", ShowBoard{"oak table"}},
        {"look at board 2", ShowBoard{"board 2"}},
        {"look at second board", ShowBoard{"board 2"}},
        {"look at the second board", ShowBoard{"board 2"}},
        {"look at 2nd board", ShowBoard{"board 2"}},
        {"look at the first board", ShowBoard{"board 1"}},
        {"look at the tenth table", ShowBoard{"table 10"}},
        {"look at 21st board", ShowBoard{"board 21"}},
        {"look at board two", ShowBoard{"board 2"}},
        {"look at the second oak table", ShowBoard{"oak table 2"}},
        {"look at second", ShowBoard{"second"}},
        {"look at o'brien's board", ShowBoard{"o'brien's board"}},
        {"look at board-2", ShowBoard{"board-2"}},
        {"look at the chess_table", ShowBoard{"chess_table"}},
        {"look at theatre", ShowBoard{"theatre"}},
        {"show fen on tábla", ShowFen{"tábla"}},
        {"look at the Bücherei", ShowBoard{"bücherei"}},
        {"look at Шахматы", ShowBoard{"Шахматы"}},
        {"show fen on the board\r\n", ShowFen{"board"}},
        {"show fen on board\n", ShowFen{"board"}},
    };
    expectAccepted(table);
}

// --- refused phrasings ------------------------------------------------------------------------

TEST(Parser, ErrorsOfTheIssueReadAsWritten) {
    const Refused table[] = {
        {"mvoe e2 to e4 on board", "\"mvoe\": did you mean \"move\"?"},
        {"move e9 to e4 on board", "\"e9\" is not a square (a1-h8)"},
        {"move e7 to e8 and swap to king on board",
         "\"swap to king\": a pawn may become a knight, bishop, rook or queen (in Knightmate "
         "also a commoner)"},
        {"join game as red on board", "\"join game as red\": choose white or black"},
        {"start game of checkers on board",
         "\"start game of checkers\": the variants are chess, knightmate and knights chess"},
        {"move e2 to", "\"move e2 to\" needs a square after \"to\", like e4"},
        {"dance", "\"dance\" is not a command; try \"help commands\""},
    };
    expectRefused(table);
}

TEST(Parser, EarlierGamesAreNamedByNumber) {
    const Refused table[] = {
        {"show pgn of on board",
         "\"show pgn of\" needs a game number, like \"show pgn of game 2 on board\" (\"history on "
         "board\" lists the games)"},
        {"show pgn of game two",
         "\"show pgn of game two\": a game is named by its number, like \"show pgn of game 2 on "
         "board\" (\"history on board\" lists the games)"},
        {"histroy on board", "\"histroy\": did you mean \"history\"?"},
        {"history board", "I understood \"history\" but not \"board\"; only \"on <object>\" may "
                          "follow"},
        {"history of", "\"history of\" needs a player's name after \"of\", like \"history of "
                       "bob\""},
        {"history of bob page", "\"history of bob page\" needs a page's number, like \"history "
                                "of bob page 2\""},
        {"history of bob page two", "\"history of bob page\" needs a page's number, like "
                                    "\"history of bob page 2\""},
        {"history of bob on board", "I understood \"history of bob\" but not \"on\""},
        {"show pgn of game g12 on board", "I understood \"show pgn of game g12\" but not \"on\""},
    };
    expectRefused(table);
}

// A player's games in every place ("of" a player), and a kept game by the store's number (g12),
// which never meets a board's own numbers (#2, 2).
TEST(Parser, APlayersHistoryAndAKeptGameByItsNumber) {
    const Accepted table[] = {
        {"history of bob", ShowPlayerHistory{"bob", 1}},
        {"History Of Bob Page 3", ShowPlayerHistory{"Bob", 3}},
        {"history of board", ShowPlayerHistory{"board", 1}},
        {"history on board", ShowHistory{{"board"}}},
        {"show pgn of game g12", ShowStoredPgn{12}},
        {"show the pgn of G7", ShowStoredPgn{7}},
        {"show pgn of game #12", ShowPgn{{}, 12}},
        {"show pgn of game 12 on board", ShowPgn{{"board"}, 12}},
    };
    expectAccepted(table);
}

TEST(Parser, UnknownVerbsGetASuggestionWhenOneIsClose) {
    const Refused table[] = {
        {"", "type a command, like \"help commands\""},
        {"   ", "type a command, like \"help commands\""},
        {"mov e2 e4", "\"mov\": did you mean \"move\"?"},
        {"MVOE e2 e4", "\"MVOE\": did you mean \"move\"?"},
        {"jion game as white", "\"jion\": did you mean \"join\"?"},
        {"resgin", "\"resgin\": did you mean \"resign\"?"},
        {"hepl", "\"hepl\": did you mean \"help\"?"},
        {"gmaes", "\"gmaes\": did you mean \"games\"?"},
        {"sho board", "\"sho\": did you mean \"show\"?"},
        {"strat new game", "\"strat\": did you mean \"start\"?"},
        {"on board", "\"on\" is not a command; try \"help commands\""},
        {"quit", "\"quit\" is not a command; try \"help commands\""},
        {"moves", "\"moves\": did you mean \"move\"?"},
    };
    expectRefused(table);
}

TEST(Parser, MoveMistakesNameTheSquareOrTheMissingPart) {
    const Refused table[] = {
        {"move", "\"move\" needs a move, like \"move e2 to e4\" or \"move Nf3\""},
        {"move on board", "\"move\" needs a move, like \"move e2 to e4\" or \"move Nf3\""},
        {"move e2 to e9", "\"e9\" is not a square (a1-h8)"},
        {"move e2 e9", "\"e9\" is not a square (a1-h8)"},
        {"move i2 to e4", "\"i2\" is not a square (a1-h8)"},
        {"move e2 to e10", "\"e10\" is not a square (a1-h8)"},
        {"move e2 to banana", "\"banana\" is not a square (a1-h8)"},
        {"move e2 to on board", "\"move e2 to\" needs a square after \"to\", like e4"},
        {"move from", "\"move from\" needs a square after \"from\", like e2"},
        {"move from z1 to e4", "\"z1\" is not a square (a1-h8)"},
        {"move from e2", "\"move from e2\" needs the square to move to, like \"to e4\""},
        {"move from e2 on board", "\"move from e2\" needs the square to move to, like \"to e4\""},
        {"move xyz on board", "\"xyz\" is not a move; try \"e2 to e4\", \"e2e4\" or \"Nf3\""},
        {"move e2e9", "\"e2e9\" is not a move; try \"e2 to e4\", \"e2e4\" or \"Nf3\""},
        {"move e2 to e4 please", "I understood \"move e2 to e4\" but not \"please\"; only \"on "
                                 "<object>\" may follow"},
    };
    expectRefused(table);
}

TEST(Parser, PromotionMistakesListThePieces) {
    const Refused table[] = {
        {"move e7 to e8 and swap to pawn",
         "\"swap to pawn\": a pawn may become a knight, bishop, rook or queen (in Knightmate "
         "also a commoner)"},
        {"move e7 e8 and promote to king on board",
         "\"promote to king\": a pawn may become a knight, bishop, rook or queen (in Knightmate "
         "also a commoner)"},
        {"move e7 to e8 and swap to",
         "\"move e7 to e8 and swap to\" needs a piece: a pawn may become a knight, bishop, rook "
         "or queen (in Knightmate also a commoner)"},
        {"move e7 to e8 and", "after \"and\" say \"swap to\" and a piece, like \"and swap to "
                              "queen\""},
        {"move e7 to e8 and then e4", "after \"and\" say \"swap to\" and a piece, like \"and "
                                      "swap to queen\""},
        {"move e8=Q and swap to knight",
         "\"e8=Q\" already names the piece to promote to; say it once"},
        {"move e7e8q and swap to rook",
         "\"e7e8q\" already names the piece to promote to; say it once"},
    };
    expectRefused(table);
}

TEST(Parser, SeatVariantAndShowMistakesListTheChoices) {
    const Refused table[] = {
        {"join game as green", "\"join game as green\": choose white or black"},
        {"join game as", "\"join game as\": choose white or black"},
        {"join game on board", "\"join game\" needs a colour: add \"as white\" or \"as black\""},
        {"join", "\"join\" needs a colour: add \"as white\" or \"as black\""},
        {"join game with white",
         "I understood \"join game\" but not \"with\"; say \"as white\" or \"as black\""},
        {"start game of knights checkers on board",
         "\"start game of knights checkers\": the variants are chess, knightmate and knights "
         "chess"},
        {"start game of", "\"start game of\" needs a variant: chess, knightmate or knights chess"},
        {"start game please",
         "I understood \"start game\" but not \"please\"; only \"on <object>\" may follow"},
        {"show bored on board",
         "\"show bored\": I can show the board, moves, legal moves, fen, pgn or clock"},
        {"show", "\"show\" needs what to show: board, moves, legal moves, fen, pgn or clock"},
        {"show legal", "\"show legal\": say \"show legal moves\""},
        {"show legal moves from e9", "\"e9\" is not a square (a1-h8)"},
        {"show legal moves from",
         "\"show legal moves from\" needs a square after \"from\", like e2"},
    };
    expectRefused(table);
}

TEST(Parser, DrawLoadAndOptionMistakesSayWhatFits) {
    const Refused table[] = {
        {"offer", "\"offer\" needs \"draw\", like \"offer draw on board\""},
        {"offer cake on board", "\"offer cake\": did you mean \"offer draw\"?"},
        {"claim victory", "\"claim victory\": did you mean \"claim draw\"?"},
        {"withdraw my draw", "\"withdraw my draw\": did you mean \"withdraw draw\"?"},
        {"claim draw with",
         "\"claim draw with\" needs a move, like \"claim draw with e2 to e4\" or \"claim draw "
         "with Nf3\""},
        {"claim draw with e9", "\"e9\" is not a square (a1-h8)"},
        {"load", "\"load\" needs \"pgn\" and the game, like \"load pgn 1. e4 e5 on board\", or "
                 "\"fen\" and a position"},
        {"load game", "\"load game\": I can load a game from PGN, like \"load pgn 1. e4 e5 on "
                      "board\", or a position from FEN, like \"load fen 8/8/8/4k3/8/8/4P3/4K3 w "
                      "- - 0 1 on board\""},
        {"load fen on board", "\"load fen\" needs the position in FEN, like \"load fen "
                              "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1 on board\" (\"show fen on "
                              "board\" writes one)"},
        {"load pgn", "\"load pgn\" needs the game's PGN text, like \"load pgn 1. e4 e5 on "
                     "board\""},
        {"load pgn on board", "\"load pgn\" needs the game's PGN text, like \"load pgn 1. e4 e5 "
                              "on board\""},
        {"options sound on",
         "\"options sound\": the settings are colour and board, like \"options colour classic\" "
         "or \"options board pieces figurines\""},
        {"options board sound",
         "\"options board sound\": the board settings are orientation, pieces, size and words "
         "(how you see boards) and draws (a board's own rule), like \"options board size "
         "compact\""},
        {"options board draws sometimes on board",
         "\"options board draws sometimes\": draws are claimed or automatic, like \"options board "
         "draws automatic on board\""},
        {"options board draws automatic please",
         "I understood \"options board draws automatic\" but not \"please\"; only \"on "
         "<object>\" may follow"},
        {"options board size compact please",
         "I understood \"options board size compact\" but not \"please\""},
        {"options colour bl!ue", "I understood \"options colour\" but not \"bl!ue\""},
        {"games please", "I understood \"games\" but not \"please\""},
        {"look board", "I understood \"look\" but not \"board\""},
    };
    expectRefused(table);
}

TEST(Parser, ObjectMistakesAskForAName) {
    const Refused table[] = {
        {"move e2 to e4 on", "\"move e2 to e4 on\" needs the name of an object, like \"on "
                             "board\""},
        {"move e2 to e4 on the", "\"move e2 to e4 on the\" needs the name of an object, like "
                                 "\"on board\""},
        {"look at", "\"look at\" needs the name of an object, like \"look at board\""},
        {"move e2 to e4 on board,",
         "\"board,\" can't be part of an object's name; use letters, digits, - and '"},
        {"show fen on ♔board",
         "\"♔board\" can't be part of an object's name; use letters, digits, - and '"},
        {"start new game on \"board please",
         "\"start new game on \"board please\" opens a quoted name but does not close it; end "
         "it with \", like start new game on \"oak table\""},
        {"resign on board 2!", "I understood \"resign on board\" but not \"2!\"; an object's "
                               "name is letters, digits, - and '"},
    };
    expectRefused(table);
}

TEST(Parser, AQuotedNameIsMarkedAsMeant) {
    auto parsed = parseCommand("start new game on \"Board Please\"");
    ASSERT_TRUE(std::holds_alternative<Command>(parsed));
    const auto& start = std::get<StartGame>(std::get<Command>(parsed));
    EXPECT_EQ(start.object.name, "board please");
    EXPECT_TRUE(start.object.quoted);
    auto plain = parseCommand("start new game on board please");
    ASSERT_TRUE(std::holds_alternative<Command>(plain));
    EXPECT_FALSE(std::get<StartGame>(std::get<Command>(plain)).object.quoted);
}

TEST(Parser, InChannelAfterTheObjectNamesThePlace) {
    const Accepted table[] = {
        {"move e2 e4 on board in #chess",
         MakeMove{squares("e2 e4", "e2", "e4"), ObjectRef("board", "#chess")}},
        {"look at board in #Chess", ShowBoard{ObjectRef("board", "#chess")}},
        {"look at the oak table in #games", ShowBoard{ObjectRef("oak table", "#games")}},
        {"join game as black on second board in &local",
         JoinGame{ObjectRef("board 2", "&local"), BLACK}},
        {"show fen on board  in   #chess  ", ShowFen{ObjectRef("board", "#chess")}},
        {"load pgn 1. e4 in #x on board in #chess",
         LoadPgn{"1. e4 in #x", ObjectRef("board", "#chess")}},
        // A room's name (issue 38: only # and & were places, so this named "board in hall").
        {"look at board in hall", ShowBoard{ObjectRef("board", "hall")}},
        {"look at board in Library", ShowBoard{ObjectRef("board", "Library")}},
        {"move e2 e4 on the oak table in room-12",
         MakeMove{squares("e2 e4", "e2", "e4"), ObjectRef("oak table", "room-12")}},
        {"leave board in Bücherei", LeaveGame{{"board", "Bücherei"}}},
        // "in" among the words of a name stays a word of it when more words follow.
        {"look at table in the corner", ShowBoard{"table in the corner"}},
    };
    expectAccepted(table);
    // And in quotes.
    for (auto [line, place] : {std::pair{"look at \"table in hall\"", ""},
                               std::pair{"look at \"table in hall\" in hall", "hall"}}) {
        auto parsed = parseCommand(line);
        ASSERT_TRUE(std::holds_alternative<Command>(parsed)) << line;
        const ObjectRef& object = std::get<ShowBoard>(std::get<Command>(parsed)).object;
        EXPECT_EQ(object.name, "table in hall") << line;
        EXPECT_EQ(object.place, place) << line;
    }
}

TEST(Parser, AChannelOnItsOwnIsNotAnObject) {
    auto result = parseCommand("move e2 e4 on in #chess");
    ASSERT_TRUE(std::holds_alternative<ParseError>(result));
    result = parseCommand("move e2 e4 on board in #chess,#games");
    ASSERT_TRUE(std::holds_alternative<ParseError>(result));
}

TEST(Parser, ErrorColumnPointsAtTheWord) {
    EXPECT_EQ(refusal("dance").column, 1u);
    EXPECT_EQ(refusal("   dance").column, 4u);
    EXPECT_EQ(refusal("move e2 to e9").column, 12u);
    EXPECT_EQ(refusal("move e2   to   e9 on board").column, 16u);
    EXPECT_EQ(refusal("move e2 to").column, 11u); // the end of the line: nothing was there
    EXPECT_EQ(refusal("join game as red").column, 14u);
    EXPECT_EQ(refusal("move e8=Q and swap to knight").column, 23u);
}

TEST(Parser, LongQuotesKeepTheirStartAndEnd) {
    ParseError error = refusal(std::string(200, 'x'));
    EXPECT_EQ(error.message, "\"" + std::string(25, 'x') + " ... " + std::string(25, 'x') +
                                 "\" is not a command; try \"help commands\"");

    std::string line = "move e2 to e4 on";
    for (int i = 0; i < 30; ++i) line += " board";
    error = refusal(line + " 2!");
    EXPECT_EQ(error.message, "I understood \"move e2 to e4 on board ... board board board "
                             "board\" but not \"2!\"; an object's name is letters, digits, - "
                             "and '");
}

// --- hostile input ----------------------------------------------------------------------------

TEST(Parser, ControlCharactersAndBrokenUtf8AreRefusedWithTheirColumn) {
    using namespace std::string_view_literals;
    const Refused table[] = {
        {"move e2\0e4"sv, "the line has a control character at column 8"},
        {"look at \x1b[31mboard", "the line has a control character at column 9"},
        {"help\x07", "the line has a control character at column 5"},
        {"help \x7f", "the line has a control character at column 6"},
        // U+0085 and U+009B are C1 controls: well-formed UTF-8, so not called broken.
        {"help \xc2\x85", "the line has a control character at column 6"},
        {"look at bob\xc2\x9b"
         "2J",
         "the line has a control character at column 12"},
        {"help \xff", "the line is not plain text (broken UTF-8) at column 6"},
        {"help \xc0\xaf", "the line is not plain text (broken UTF-8) at column 6"},
        {"help \xed\xa0\x80", "the line is not plain text (broken UTF-8) at column 6"},
        {"help \xe2\x82", "the line is not plain text (broken UTF-8) at column 6"},
        {"help \x80", "the line is not plain text (broken UTF-8) at column 6"},
        {"show fen on board\rmove e2e4", "the line has a control character at column 18"},
    };
    expectRefused(table);
    EXPECT_EQ(refusal("help \xff").column, 6u);
}

TEST(Parser, LinesOverTheCapAreRefusedUnread) {
    ParseError error = refusal(std::string(100000, 'a'));
    EXPECT_EQ(error.message, "the line is too long: a command has at most 4096 characters");
    EXPECT_EQ(error.column, 4097u);

    std::string longest = "load pgn " + std::string(MAX_LINE_LENGTH - 18, '1') + " on board";
    ASSERT_EQ(longest.size(), MAX_LINE_LENGTH);
    auto result = parseCommand(longest);
    ASSERT_TRUE(std::holds_alternative<Command>(result));
    EXPECT_EQ(std::get<LoadPgn>(std::get<Command>(result)).object, "board");
    EXPECT_TRUE(std::holds_alternative<ParseError>(parseCommand(longest + "2")));
}

// Lines built to make a backtracking parser work hard: long runs of blanks, many "on"s, long
// words, long objects. Each must come back (as a Command or a ParseError) without trouble.
TEST(Parser, WorstCaseLinesOfMaximumLengthComeBack) {
    auto repeat = [](std::string_view piece, std::string_view head) {
        std::string line(head);
        while (line.size() + piece.size() <= MAX_LINE_LENGTH) line += piece;
        return line;
    };
    const std::vector<std::string> lines = {
        repeat(" ", "load pgn x"),
        repeat(" on a", "load pgn x"),
        repeat(" on", "load pgn x"),
        repeat(" on the a b c", "load pgn x"),
        repeat(" ", "move e2 to e4 on board") + "!",
        repeat(" a", "look at board"),
        repeat(" a", "look at board") + ",",
        repeat("x", "move "),
        repeat("e2", "move "),
        repeat(" e2", "move"),
        repeat(" to", "move e2"),
        repeat("--", "move "),
        repeat("♘", "move "),
        repeat(" and swap to knight", "move e7 e8"),
        repeat(" help", "help"),
        repeat("\t", ""),
        repeat("é", ""),
    };
    for (const std::string& line : lines) {
        SCOPED_TRACE(line.substr(0, 40));
        auto result = parseCommand(line);
        if (const auto* error = std::get_if<ParseError>(&result)) {
            EXPECT_FALSE(error->message.empty());
            EXPECT_LE(error->column, line.size() + 1);
        }
    }
}

// Random lines, from raw bytes and from the language's own words, never crash the parser and
// every refusal points inside the line.
TEST(Parser, RandomLinesAreParsedOrRefusedWithoutHarm) {
    std::mt19937 random(20240611);
    const std::vector<std::string> words = {
        "move", "join",  "game",  "as",    "white",   "black",  "on",     "the",   "board", "e2",
        "e4",   "to",    "from",  "and",   "swap",    "knight", "start",  "new",   "of",    "chess",
        "show", "legal", "moves", "load",  "pgn",     "draw",   "offer",  "claim", "with",  "Nf3",
        "O-O",  "--",    "e9",    "2",     "second",  "help",   "x",      "{",     "é",     "♘",
        " ",    "\t",    "",      "games", "options", "colour", "resign", "look",  "at",    "e8=Q"};
    for (int i = 0; i < 20000; ++i) {
        std::string line;
        if (i % 2 == 0) {
            std::size_t length = random() % 300;
            for (std::size_t j = 0; j < length; ++j) line += char(random() % 256);
        } else {
            std::size_t count = random() % 12;
            for (std::size_t j = 0; j < count; ++j) line += words[random() % words.size()] + " ";
        }
        auto result = parseCommand(line);
        if (const auto* error = std::get_if<ParseError>(&result)) {
            ASSERT_FALSE(error->message.empty()) << line;
            ASSERT_GE(error->column, 1u) << line;
            ASSERT_LE(error->column, line.size() + 1) << line;
        }
    }
}

} // namespace
} // namespace mudchess::command

namespace mudchess::command {
namespace {

TEST(Parser, ChallengesTakeTheirPartsInAnyOrderBeforeOrAfterTheObject) {
    const Accepted table[] = {
        {"challenge bob", ChallengePlayer{"bob", std::nullopt, "", "", ""}},
        {"challenge bob on board", ChallengePlayer{"bob", std::nullopt, "", "", "board"}},
        {"challenge Bob[away] on board as black with clock 5+3 of knightmate",
         ChallengePlayer{"Bob[away]", BLACK, "knightmate", "5+3", "board"}},
        {"challenge bob of knights chess as white on the oak table",
         ChallengePlayer{"bob", WHITE, "knightschess", "", "oak table"}},
        {"challenge bob with clock 15 delay 5 on board 2 in #chess",
         ChallengePlayer{"bob", std::nullopt, "", "15 delay 5", {"board 2", "#chess"}}},
        {"challenge bob on board in hall as black",
         ChallengePlayer{"bob", BLACK, "", "", {"board", "hall"}}},
        // A MUD's names may hold blanks and punctuation (issue 49): in quotes, as typed.
        {"challenge \"Mal lory\" on board",
         ChallengePlayer{"Mal lory", std::nullopt, "", "", "board"}},
        {"challenge \"Mal, $lo'ry\" as black", ChallengePlayer{"Mal, $lo'ry", BLACK, "", "", ""}},
        {"challenge #18 on board", ChallengePlayer{"#18", std::nullopt, "", "", "board"}},
        {"stats of \"Mal lory\"", ShowStats{"Mal lory"}},
        {"accept challenge", AnswerChallenge{Answer::ACCEPT, ""}},
        {"accept the challenge on board", AnswerChallenge{Answer::ACCEPT, "board"}},
        {"decline challenge on board", AnswerChallenge{Answer::DECLINE, "board"}},
        {"decline rematch on board", AnswerChallenge{Answer::DECLINE, "board"}},
        {"withdraw challenge", AnswerChallenge{Answer::WITHDRAW, ""}},
        {"withdraw the rematch offer on board", AnswerChallenge{Answer::WITHDRAW, "board"}},
        {"rematch on board", Rematch{"board"}},
        {"rematch", Rematch{""}},
        {"claim win on board", ClaimWin{"board"}},
        {"claim the win", ClaimWin{""}},
        {"accept draw on board", AcceptDraw{"board"}},
    };
    expectAccepted(table);
}

TEST(Parser, ChallengeMistakesSayWhatFits) {
    const Refused table[] = {
        {"challenge", "\"challenge\" needs the name of the player to challenge, like \"challenge "
                      "bob on board\""},
        {"challenge on board", "\"challenge\" needs the name of the player to challenge, like "
                               "\"challenge bob on board\""},
        {"challenge bob as green", "\"challenge bob as green\": choose white or black"},
        {"challenge bob on board of checkers",
         "\"challenge bob on board of checkers\": the variants are chess, knightmate and knights "
         "chess"},
        {"chalenge bob", "\"chalenge\": did you mean \"challenge\"?"},
        {"accept cake", "\"accept cake\": did you mean \"accept draw\"?"},
        {"challenge \"Mal lory on board",
         "\"challenge \"Mal lory on board\" opens a quoted name but does not close it; end it "
         "with \", like challenge \"Mal lory\" on board"},
    };
    expectRefused(table);
}

TEST(Parser, PuzzlesForAPlaceAreARaceAndTheDailyOne) {
    const Accepted table[] = {
        {"puzzle race", StartPuzzleRace{"", ""}},
        {"puzzle race on board", StartPuzzleRace{"", "board"}},
        {"Puzzle Race of Knightmate on the oak table", StartPuzzleRace{"knightmate", "oak table"}},
        {"daily puzzle", OpenDailyPuzzle{""}},
        {"daily puzzle of knights chess", OpenDailyPuzzle{"knightschess"}},
        {"puzzle", NewPuzzle{""}},
    };
    expectAccepted(table);
    const Refused refused[] = {
        {"daily", "\"daily\": say \"daily puzzle\" for the puzzle of the day (\"daily puzzle of "
                  "knightmate\" for another variant)"},
        {"daily race", "\"daily race\": say \"daily puzzle\" for the puzzle of the day (\"daily "
                       "puzzle of knightmate\" for another variant)"},
        {"puzzle race of checkers",
         "\"puzzle race of checkers\": the variants are chess, knightmate and knights chess"},
    };
    expectRefused(refused);
}

} // namespace
} // namespace mudchess::command
