// Moves said in plain English, as the command grammar reads them: each phrasing becomes a move
// whose words go to the game unchanged (the game reads them against the position), with or
// without the verb "move" (a move alone on a line is one, in notation as in words); each near
// miss gets one message saying which form would fit.
#include "command/parser.hpp"

#include "chess/uci_move.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mudchess::command {
namespace {

Square sq(std::string_view name) { return *parseSquare(name); }

struct Said {
    std::string_view line;
    std::string_view text;   // the move's words, as the game will read them
    std::string_view object; // "" when none was named
};

// The move a line parsed to, from "move", a said move alone, or "claim draw with".
std::optional<MoveSpec> moveOf(const Command& command, std::string& object) {
    if (const auto* m = std::get_if<MakeMove>(&command)) {
        object = m->object.name;
        return m->move;
    }
    if (const auto* c = std::get_if<ClaimDraw>(&command)) {
        object = c->object.name;
        return c->move;
    }
    return std::nullopt;
}

void expectSaid(std::initializer_list<Said> table) {
    for (const Said& row : table) {
        SCOPED_TRACE("line: " + std::string(row.line));
        auto result = parseCommand(row.line);
        if (const auto* error = std::get_if<ParseError>(&result)) {
            ADD_FAILURE() << "refused: " << error->message;
            continue;
        }
        std::string object;
        std::optional<MoveSpec> move = moveOf(std::get<Command>(result), object);
        ASSERT_TRUE(move) << "not a move";
        EXPECT_EQ(move->text, row.text);
        EXPECT_EQ(object, row.object);
        // What the words or the notation state is read here, once.
        ASSERT_TRUE(move->stated);
        EXPECT_FALSE(move->stated->squaresGiven);
    }
}

struct Refused {
    std::string_view line;
    std::string_view message;
};

void expectRefused(std::initializer_list<Refused> table) {
    for (const Refused& row : table) {
        SCOPED_TRACE("line: " + std::string(row.line));
        auto result = parseCommand(row.line);
        const auto* error = std::get_if<ParseError>(&result);
        ASSERT_TRUE(error) << "accepted";
        EXPECT_EQ(error->message, row.message);
    }
}

TEST(SaidMoves, CastlingInWords) {
    expectSaid({
        {"move castle kingside on board", "castle kingside", "board"},
        {"castle kingside on board", "castle kingside", "board"},
        {"castle queenside", "castle queenside", ""},
        {"castle short", "castle short", ""},
        {"Castle Long on the oak table", "Castle Long", "oak table"},
        {"castles kingside", "castles kingside", ""},
        {"castling queenside on board", "castling queenside", "board"},
        {"castle kingside check", "castle kingside", ""},
        {"castle on the kingside on board", "castle on the kingside", "board"},
        {"castle on queenside", "castle on queenside", ""},
        {"move OO", "OO", ""},
        {"move ooo on board", "ooo", "board"},
        {"move 0-0-0+", "0-0-0+", ""},
        // Without a side the game asks which, or says the one that fits.
        {"castle", "castle", ""},
        {"castles on board", "castles", "board"},
        {"move castle", "castle", ""},
    });
}

TEST(SaidMoves, APieceAndWhereItGoes) {
    expectSaid({
        {"knight to f3", "knight to f3", ""},
        {"knight to f3 on board", "knight to f3", "board"},
        {"Knight To F3 On Board", "Knight To F3", "board"},
        {"move the knight to f3 on board", "the knight to f3", "board"},
        {"the knight to f3", "the knight to f3", ""},
        {"my knight to f3", "my knight to f3", ""},
        {"knight f3", "knight f3", ""},
        {"knight from g1 to f3 on board", "knight from g1 to f3", "board"},
        {"knight on g1 to f3 on board", "knight on g1 to f3", "board"},
        {"knight to f3!", "knight to f3!", ""},
        {"pawn to e4", "pawn to e4", ""},
        {"queen to h5 check", "queen to h5", ""},
        {"queen to h5 checkmate on board", "queen to h5", "board"},
        {"royal knight to f3", "royal knight to f3", ""},
        {"king to f3", "king to f3", ""},
        {"commoner to b2 on board", "commoner to b2", "board"},
        {"rook to d1", "rook to d1", ""},
        {"bishop to c4", "bishop to c4", ""},
    });
}

TEST(SaidMoves, CapturesInWords) {
    expectSaid({
        {"knight takes e5", "knight takes e5", ""},
        {"knight takes on e5 on board", "knight takes on e5", "board"},
        {"knight on f3 takes e5", "knight on f3 takes e5", ""},
        {"knight from f3 takes e5 on board", "knight from f3 takes e5", "board"},
        {"knight x e5", "knight x e5", ""},
        {"knight captures e5", "knight captures e5", ""},
        {"knight takes the pawn on e5", "knight takes the pawn on e5", ""},
        {"knight takes the pawn on e5 on board", "knight takes the pawn on e5", "board"},
        {"knight takes the pawn", "knight takes the pawn", ""},
        {"pawn takes d5", "pawn takes d5", ""},
        {"pawn takes d6 en passant", "pawn takes d6 en passant", ""},
        {"bishop takes", "bishop takes", ""},
        {"bishop takes on board", "bishop takes", "board"},
        {"take e5 with the knight", "take e5 with the knight", ""},
        {"take e5 with the knight on board", "take e5 with the knight", "board"},
        {"take the pawn on e5 with the knight", "take the pawn on e5 with the knight", ""},
        {"take the queen", "take the queen", ""},
        {"capture on d5", "capture on d5", ""},
        {"capture on d5 on board", "capture on d5", "board"},
        {"captures d5", "captures d5", ""},
        {"move e4 takes d5", "e4 takes d5", ""},
        {"move e4 x d5 on board", "e4 x d5", "board"},
    });
}

TEST(SaidMoves, PromotionInWords) {
    expectSaid({
        {"move e8 queen", "e8 queen", ""},
        {"move e8 = knight on board", "e8 = knight", "board"},
        {"promote to a knight", "promote to a knight", ""},
        {"promote to queen on board", "promote to queen", "board"},
        {"pawn to e8 queen", "pawn to e8 queen", ""},
        {"pawn to e8 and promote to a rook", "pawn to e8 and promote to a rook", ""},
        {"pawn takes d8 and swap to knight on board", "pawn takes d8 and swap to knight", "board"},
        {"move e7 takes d8 queen", "e7 takes d8 queen", ""},
    });
}

TEST(SaidMoves, NotationWithMarksAndMoveNumbers) {
    expectSaid({
        {"move Nf3!", "Nf3!", ""},
        {"move e4.", "e4.", ""},
        {"move Qxf7#", "Qxf7#", ""},
        {"move e4!?", "e4!?", ""},
        {"move 1. e4", "e4", ""},
        {"move 1.e4 on board", "e4", "board"},
        {"move 12... Nf6", "Nf6", ""},
        {"move 12...Nf6", "Nf6", ""},
        {"move Nf3 check", "Nf3", ""},
        {"move e8=N", "e8=N", ""},
        {"claim draw with knight to f3 on board", "knight to f3", "board"},
        {"claim draw with 23. Nf3", "Nf3", ""},
    });
    // Coordinates after a number still give their squares.
    auto result = parseCommand("move 1. e2e4 on board");
    ASSERT_TRUE(std::holds_alternative<Command>(result));
    const auto& move = std::get<MakeMove>(std::get<Command>(result));
    ASSERT_TRUE(move.move.stated);
    EXPECT_EQ(move.move.stated->from, sq("e2"));
    EXPECT_EQ(move.move.stated->to, sq("e4"));
    EXPECT_EQ(move.move.text, "e2e4");
}

TEST(SaidMoves, NearMissesSayWhichFormWouldFit) {
    expectRefused({
        {"castle king side",
         "\"castle king side\" is almost a move: say \"castle kingside\" (O-O)"},
        {"castle queen side on board",
         "\"castle queen side\" is almost a move: say \"castle queenside\" (O-O-O)"},
        {"move castle king side",
         "\"move castle king side\" is almost a move: say \"castle kingside\" (O-O)"},
        {"castle sideways",
         "\"castle sideways\": say \"castle kingside\" (O-O) or \"castle queenside\" (O-O-O)"},
        {"knight", "\"knight\" needs where the knight goes, like \"knight to e4\" or \"knight "
                   "takes e5\""},
        {"knight on board", "\"knight\" needs where the knight goes, like \"knight to e4\" or "
                            "\"knight takes e5\""},
        {"royal knight", "\"royal knight\" needs where the royal knight goes, like \"royal knight "
                         "to e4\" or \"royal knight takes e5\""},
        {"knight to f9", "\"f9\" is not a square (a1-h8)"},
        {"move knight f9", "\"f9\" is not a square (a1-h8)"},
        {"knight jumps to f3", "\"knight jumps\": say where the knight goes, like \"knight to e4\" "
                               "or \"knight takes e5\""},
        {"knight from x9 to f3", "\"x9\" is not a square (a1-h8)"},
        {"knight from", "\"knight from\" needs a square after \"from\", like e2"},
        {"take e5 with", "\"take e5 with\" needs the piece that takes, like \"take e5 with the "
                         "knight\""},
        {"take e5 with a spoon",
         "\"take e5 with a spoon\": name the piece that takes, like \"take e5 with the knight\""},
        {"promote", "\"promote\" needs the piece, like \"promote to a queen\""},
        {"promote to a wizard", "\"promote to a wizard\": say what the pawn becomes, like "
                                "\"promote to a queen\" or \"promote to a knight\""},
        {"pawn to e8 and swap to wizard",
         "\"swap to wizard\": a pawn may become a knight, bishop, rook or queen (in Knightmate "
         "also a commoner)"},
        {"knight to f3 please", "I understood \"knight to f3\" but not \"please\"; only \"on "
                                "<object>\" may follow"},
        {"knigth to f3", "\"knigth\": did you mean \"knight\"?"},
        {"castel kingside", "\"castel\": did you mean \"castle\"?"},
    });
}

// A move alone on a line, in notation as in words, is the move command without its verb.
TEST(SaidMoves, NotationAloneIsAMove) {
    const struct {
        std::string_view line;
        MoveSpec move;
        std::string_view object;
    } table[] = {
        {"Nf3", {"Nf3", StatedMove{.piece = KNIGHT, .to = sq("f3")}}, ""},
        {"Nf3!", {"Nf3!", StatedMove{.piece = KNIGHT, .to = sq("f3")}}, ""},
        {"1. e4", {"e4", StatedMove{.piece = PAWN, .fromFile = 4, .to = sq("e4")}}, ""},
        {"O-O on board",
         {"O-O",
          StatedMove{.form = StatedMove::Form::CASTLING, .side = StatedMove::Side::KINGSIDE}},
         "board"},
        {"e2e4", {"e2e4", StatedMove{.from = sq("e2"), .to = sq("e4"), .squaresGiven = true}}, ""},
        {"e2 to e4 on board",
         {"e2 to e4", StatedMove{.from = sq("e2"), .to = sq("e4"), .squaresGiven = true}},
         "board"},
        {"e7e8q",
         {"e7e8q",
          StatedMove{.from = sq("e7"), .to = sq("e8"), .promotion = QUEEN, .squaresGiven = true}},
         ""},
        {"exd5 check",
         {"exd5", StatedMove{.piece = PAWN, .fromFile = 4, .to = sq("d5"), .capture = true}},
         ""},
        {"e8 and swap to knight",
         {"e8", StatedMove{.piece = PAWN,
                           .fromFile = 4,
                           .to = sq("e8"),
                           .promotion = KNIGHT,
                           .promotionAfterAnd = true}},
         ""},
        {"knight to f3",
         {"knight to f3", StatedMove{.piece = KNIGHT, .to = sq("f3"), .inWords = true}},
         ""},
    };
    for (const auto& row : table) {
        SCOPED_TRACE("line: " + std::string(row.line));
        auto result = parseCommand(row.line);
        ASSERT_TRUE(std::holds_alternative<Command>(result))
            << std::get<ParseError>(result).message;
        const auto* m = std::get_if<MakeMove>(&std::get<Command>(result));
        ASSERT_TRUE(m) << "not a move";
        EXPECT_EQ(m->move, row.move);
        EXPECT_EQ(m->object.name, row.object);
    }
    // What does not read as a move is refused as "move ..." would be.
    expectRefused({
        {"e2 to e9", "\"e9\" is not a square (a1-h8)"},
    });
}

// "take back" belongs to taking a move back, not to a capture: only "take <square>" and
// "take the <piece>" are moves.
TEST(SaidMoves, TakeIsAMoveOnlyBeforeASquareOrAPiece) {
    for (std::string_view line : {"take back", "take back my move", "take it back"}) {
        auto result = parseCommand(line);
        if (const auto* command = std::get_if<Command>(&result)) {
            EXPECT_FALSE(std::holds_alternative<MakeMove>(*command)) << line;
        }
    }
}

} // namespace
} // namespace mudchess::command
