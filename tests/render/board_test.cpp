// Boards as players see them. Golden files pin every scheme x encoding x orientation x style
// (tests/render/golden/<scheme>.<encoding>.txt; `cat` one in a terminal to see it); the tests
// below them pin what must hold whatever a scheme says: colour only decorates.
#include "render/board.hpp"
#include "render/board_panel.hpp"
#include "render/colour_encoding.hpp"

#include "../chess/play.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace mudchess {
namespace {

// 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+: a capture each, a last move, White in check.
Game sampleGame() {
    Game g(chessVariant());
    test::playAll(g, "e2e4 d7d5 e4d5 d8d5 b1c3 d5e5");
    return g;
}

constexpr ColourEncoding ENCODINGS[] = {ColourEncoding::NONE, ColourEncoding::ANSI16,
                                        ColourEncoding::ANSI256, ColourEncoding::MIRC};
const char* encodingName(ColourEncoding e) {
    static const char* const NAMES[] = {"none", "ansi16", "ansi256", "mirc"};
    return NAMES[std::size_t(e)];
}

std::string draw(const Game& g, const BoardStyle& style, const BoardMarkers* markers = nullptr) {
    BoardPanel panel = boardPanel(g, "alice", "bob", style);
    BoardMarkers standard = standardMarkers(g.position(), g.history().back().move);
    return renderBoard(g.position(), markers ? *markers : standard, style, &panel);
}

// Some squares of the black queen on e5, marked as "show legal moves from" marks them: two it
// may go to (e6, f4) and two pieces it may take (the knight on c3, the pawn on h2).
BoardMarkers queenTargets(const Game&) {
    BoardMarkers m;
    m.quietTargets = squareBB(makeSquare(4, 5)) | squareBB(makeSquare(5, 3));
    m.captureTargets = squareBB(makeSquare(2, 2)) | squareBB(makeSquare(7, 1));
    return m;
}

std::string goldenText(const ColourScheme& scheme, ColourEncoding encoding) {
    Game g = sampleGame();
    std::string out;
    for (bool whiteAtBottom : {true, false}) {
        for (int kind = 0; kind < 3; ++kind) {
            BoardStyle style{whiteAtBottom, kind == 1, kind == 2, &scheme, encoding};
            static const char* const KINDS[] = {"full", "compact", "figurines"};
            out += std::string("== ") + (whiteAtBottom ? "White" : "Black") + " at the bottom, " +
                   KINDS[kind] + "\n" + draw(g, style);
        }
    }
    BoardMarkers targets = queenTargets(g);
    BoardStyle full{true, false, false, &scheme, encoding};
    out += "== markers for a chosen piece: * may go, > < may take\n" + draw(g, full, &targets);
    return out;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The lines that differ, numbered, at most `limit` of them: what an update would change.
std::string lineDiff(const std::string& before, const std::string& after, int limit = 40) {
    std::istringstream a(before), b(after);
    std::string out, la, lb;
    int shown = 0;
    for (int n = 1;; ++n) {
        bool moreA = bool(std::getline(a, la)), moreB = bool(std::getline(b, lb));
        if (!moreA && !moreB) break;
        if (moreA && moreB && la == lb) continue;
        if (++shown > limit) return out + "...\n";
        if (moreA) out += std::to_string(n) + " - " + la + "\n";
        if (moreB) out += std::to_string(n) + " + " + lb + "\n";
    }
    return out;
}

// With MUDCHESS_UPDATE_GOLDEN set, a golden file that differs is rewritten, and the test still
// fails, showing what changed: an update is a deliberate step, reviewed with git diff, and the
// next run without the variable is the one that passes.
TEST(BoardGolden, EverySchemeEncodingOrientationAndStyle) {
    bool update = std::getenv("MUDCHESS_UPDATE_GOLDEN") != nullptr;
    ColourSchemes schemes = ColourSchemes::builtIn();
    for (const ColourScheme& scheme : schemes.all()) {
        for (ColourEncoding encoding : ENCODINGS) {
            std::string path = std::string(MUDCHESS_GOLDEN_DIR) + "/" + scheme.name + "." +
                               encodingName(encoding) + ".txt";
            std::string actual = goldenText(scheme, encoding);
            std::string golden = readFile(path);
            if (golden == actual) continue;
            if (update) {
                std::ofstream(path, std::ios::binary) << actual;
                ADD_FAILURE() << path << " was rewritten (MUDCHESS_UPDATE_GOLDEN); review git "
                              << "diff tests/render/golden and rerun without it:\n"
                              << lineDiff(golden, actual);
            } else {
                ADD_FAILURE() << path << " differs; if the change is intended, rerun with "
                              << "MUDCHESS_UPDATE_GOLDEN=1 and review git diff "
                              << "tests/render/golden:\n"
                              << lineDiff(golden, actual);
            }
        }
    }
}

// ANSI SGR sequences and mIRC control codes taken out, leaving what a reader sees. (Written
// out rather than with <regex>, which GCC 12 warns about under the sanitizers.)
std::string visible(const std::string& text) {
    std::string out;
    auto digits = [&](std::size_t i, std::size_t n) {
        for (std::size_t k = 0; k < n; ++k)
            if (i + k >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i + k])))
                return false;
        return true;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '\x1b') {
            i = text.find('m', i); // ESC [ parameters m
        } else if (c == '\x03' && digits(i + 1, 2)) {
            i += 2;
            if (i + 1 < text.size() && text[i + 1] == ',' && digits(i + 2, 2)) i += 3;
        } else if (c != '\x02' && c != '\x0f' && c != '\x16' && c != '\x1f') {
            out += c;
        }
    }
    return out;
}

TEST(Board, ColourOnlyDecoratesTheSameCharacters) {
    Game g = sampleGame();
    BoardStyle plain;
    std::string expected = draw(g, plain);
    ColourSchemes schemes = ColourSchemes::builtIn();
    for (const ColourScheme& scheme : schemes.all())
        for (ColourEncoding encoding : ENCODINGS) {
            BoardStyle style{true, false, false, &scheme, encoding};
            std::string board = draw(g, style);
            EXPECT_EQ(visible(board), expected) << scheme.name << " " << encodingName(encoding);
            bool coloured = encoding != ColourEncoding::NONE && !scheme.plain();
            EXPECT_EQ(board != expected, coloured) << scheme.name << " " << encodingName(encoding);
        }
}

TEST(Board, MarkersAreSignsInTheCellWithoutColour) {
    Game g = sampleGame();
    std::string board = draw(g, BoardStyle{});
    EXPECT_NE(board.find("!K!"), std::string::npos) << board; // the king in check
    EXPECT_NE(board.find("(q)"), std::string::npos) << board; // the queen giving check
    EXPECT_NE(board.find("[ ]"), std::string::npos) << board; // the square the queen left
    BoardMarkers targets = queenTargets(g);
    std::string chosen = draw(g, BoardStyle{}, &targets);
    EXPECT_NE(chosen.find("| * |"), std::string::npos) << chosen;
    EXPECT_NE(chosen.find(">N<"), std::string::npos) << chosen;
    std::string compact = draw(g, BoardStyle{true, true});
    EXPECT_NE(compact.find("!K"), std::string::npos) << compact;
    EXPECT_NE(compact.find("(q"), std::string::npos) << compact;
}

TEST(Board, CompactIsEightRanksAndALineOfFiles) {
    std::string board = draw(sampleGame(), BoardStyle{true, true});
    EXPECT_EQ(std::count(board.begin(), board.end(), '\n'), 9) << board;
    EXPECT_TRUE(board.ends_with("  a b c d e f g h\n")) << board;
}

TEST(Board, ThePanelTellsSeatsCapturesTurnLastMoveAndCheck) {
    std::string board = draw(sampleGame(), BoardStyle{});
    for (const char* words : {"8  Black: bob", "took P", "White to move", "last move d5-e5",
                              "White is in check", "took p", "1  White: alice"})
        EXPECT_NE(board.find(words), std::string::npos) << words << "\n" << board;
    std::string flipped = draw(sampleGame(), BoardStyle{false});
    EXPECT_NE(flipped.find("1  White: alice"), std::string::npos) << flipped;
    EXPECT_TRUE(flipped.starts_with("    h   g   f   e   d   c   b   a\n")) << flipped;
}

TEST(Encodings, SixteenColoursUseOnlyTheBasicCodes) {
    TextStyle s{*colourNamed("180/yellow"), *colourNamed("bright-blue"), true, false, false};
    EXPECT_EQ(painted("x", s, ColourEncoding::ANSI16), "\x1b[0;1;33;104mx\x1b[0m");
    EXPECT_EQ(painted("x", s, ColourEncoding::ANSI256), "\x1b[0;1;38;5;180;48;5;12mx\x1b[0m");
    EXPECT_EQ(painted("x", s, ColourEncoding::NONE), "x");
    EXPECT_EQ(painted("x", TextStyle{}, ColourEncoding::ANSI256), "x");
}

TEST(Encodings, MircColoursAlwaysHaveTwoDigitsSoRankNumbersStayText) {
    TextStyle red{*colourNamed("red"), {}, false, false, false};
    EXPECT_EQ(painted("8", red, ColourEncoding::MIRC), "\x0f\x03"
                                                       "058\x0f");
    TextStyle onBlue{{}, *colourNamed("blue"), false, true, false};
    EXPECT_EQ(painted("1", onBlue, ColourEncoding::MIRC), "\x0f\x16\x03"
                                                          "99,021\x0f");
}

} // namespace
} // namespace mudchess
