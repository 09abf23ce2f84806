#include "render/board.hpp"

#include "chess/notation.hpp"
#include "render/colour_encoding.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// Boards are drawn into one of two sinks by the same layout code: a plain one that ignores
// styles (every board without colour, drawn on every move, so it must stay cheap) and a painter
// that writes a style change only where the style changes.
class PlainSink {
  public:
    explicit PlainSink(std::string& out) : out_(out) {}
    void put(char c, const TextStyle&) { out_ += c; }
    void put(std::string_view text, const TextStyle&) { out_ += text; }
    void endLine() { out_ += '\n'; }

  private:
    std::string& out_;
};

class Painter {
  public:
    Painter(std::string& out, ColourEncoding encoding)
        : out_(out), encoder_(encoderFor(encoding)) {}

    void put(std::string_view text, const TextStyle& style) {
        if (!styled_ || !(style == current_)) {
            if (style.plain()) {
                if (styled_) out_ += encoder_.close;
            } else {
                encoder_.open(out_, style);
            }
            styled_ = !style.plain();
            current_ = style;
        }
        encoder_.text(out_, text);
    }
    void put(char c, const TextStyle& style) { put(std::string_view(&c, 1), style); }
    void endLine() {
        if (styled_) out_ += encoder_.close;
        styled_ = false;
        out_ += '\n';
    }

  private:
    std::string& out_;
    const ColourEncoder& encoder_;
    bool styled_ = false;
    TextStyle current_;
};

// The styles of one board, worked out once per drawing.
struct Styles {
    TextStyle square[2];   // dark, light
    TextStyle piece[2][2]; // [square][colour]
    TextStyle marker[2];   // [square]
    TextStyle label;
    TextStyle panel;

    Styles() = default;
    explicit Styles(const ElementStyles& e) {
        for (int light = 0; light < 2; ++light) {
            square[light] =
                styleOf(e, light ? ColourElement::LIGHT_SQUARES : ColourElement::DARK_SQUARES);
            piece[light][WHITE] = layered(styleOf(e, ColourElement::WHITE_PIECES), square[light]);
            piece[light][BLACK] = layered(styleOf(e, ColourElement::BLACK_PIECES), square[light]);
            marker[light] = layered(styleOf(e, ColourElement::MARKERS), square[light]);
        }
        label = styleOf(e, ColourElement::LABELS);
        panel = styleOf(e, ColourElement::PANEL);
    }
};

struct Cell {
    char left, right;  // marker signs, or blanks
    bool markedCentre; // the centre is a marker sign (a square the piece may reach)
};

Cell cellOf(Square s, const BoardMarkers& m) {
    Bitboard bb = squareBB(s);
    if (m.check & bb) return {'!', '!', false};
    if (m.checkers & bb) return {'(', ')', false};
    if (m.captureTargets & bb) return {'>', '<', false};
    if (m.quietTargets & bb) return {' ', ' ', true};
    if (m.lastMove & bb) return {'[', ']', false};
    return {' ', ' ', false};
}

// Files and ranks in drawing order for the viewer's side.
int fileAt(int column, bool whiteAtBottom) { return whiteAtBottom ? column : 7 - column; }
int rankAt(int row, bool whiteAtBottom) { return whiteAtBottom ? 7 - row : row; }

template <class Sink> void fileLabels(Sink& p, const BoardStyle& style, const Styles& styles) {
    static constexpr std::string_view LABELS[2][2] = {
        {"    h   g   f   e   d   c   b   a", "    a   b   c   d   e   f   g   h"},
        {"  h g f e d c b a", "  a b c d e f g h"}};
    p.put(LABELS[style.compact][style.whiteAtBottom], styles.label);
    p.endLine();
}

// The centre of a cell: a piece (a letter or a figurine), an empty square's dot or blank, or a
// target's star, and its style.
struct Centre {
    char letter;
    std::string_view figurine; // set instead of `letter` for figurines
    const TextStyle* style;
};

Centre centreOf(const Position& pos, Square s, const Cell& cell, bool light,
                const BoardStyle& style, const Styles& styles) {
    if (cell.markedCentre) return {'*', {}, &styles.marker[light]};
    Piece piece = pos.pieceOn(s);
    if (!piece) return {light ? ' ' : '.', {}, &styles.square[light]};
    const TextStyle* st = &styles.piece[light][colorOf(piece)];
    if (style.figurines) return {0, pieceFigurine(piece), st};
    return {pieceLetter(piece), {}, st};
}

} // namespace

BoardMarkers standardMarkers(const Position& pos, Move lastMove) {
    BoardMarkers m;
    if (!lastMove.isNone() && lastMove.kind() != MoveKind::PASS)
        m.lastMove = squareBB(lastMove.from()) | squareBB(lastMove.to());
    if (pos.inCheck()) {
        m.check = squareBB(pos.royalSquare(pos.sideToMove()));
        m.checkers = pos.checkers();
    }
    return m;
}

namespace {

template <class Sink>
void drawBoard(Sink& p, const Position& pos, const BoardMarkers& markers, const BoardStyle& style,
               const Styles& styles, const BoardPanel* panel) {
    constexpr std::string_view RULE = "  +---+---+---+---+---+---+---+---+";
    bool up = style.whiteAtBottom;
    auto rule = [&] {
        if (style.compact) return;
        p.put(RULE, styles.label);
        p.endLine();
    };
    if (!style.compact) fileLabels(p, style, styles); // compact: eight rows and one of letters
    rule();
    for (int row = 0; row < 8; ++row) {
        int rank = rankAt(row, up);
        char rankLabel = char('1' + rank);
        p.put(rankLabel, styles.label);
        if (!style.compact) p.put(" |", styles.label);
        for (int column = 0; column < 8; ++column) {
            Square s = makeSquare(fileAt(column, up), rank);
            bool light = (fileOf(s) + rankOf(s)) % 2 != 0;
            Cell c = cellOf(s, markers);
            Centre centre = centreOf(pos, s, c, light, style, styles);
            // Blanks beside the centre take its style (same background) unless underlined, so
            // an unmarked cell is one run of one style.
            const TextStyle& signStyle = c.left != ' '             ? styles.marker[light]
                                         : centre.style->underline ? styles.square[light]
                                                                   : *centre.style;
            // Compact: two characters a square, a marker on the piece's left when there is one.
            p.put(c.left, signStyle);
            if (centre.figurine.empty())
                p.put(centre.letter, *centre.style);
            else
                p.put(centre.figurine, *centre.style);
            if (!style.compact) {
                p.put(c.right, signStyle);
                p.put('|', styles.label);
            }
        }
        p.put(' ', {});
        p.put(rankLabel, styles.label);
        if (panel && !(*panel)[std::size_t(row)].empty()) {
            p.put("  ", {});
            p.put((*panel)[std::size_t(row)], styles.panel);
        }
        p.endLine();
        rule();
    }
    fileLabels(p, style, styles);
}

} // namespace

std::string renderBoard(const Position& pos, const BoardMarkers& markers, const BoardStyle& style,
                        const BoardPanel* panel) {
    // One allocation: boards are drawn on every move. Figurines take three bytes each.
    std::size_t size = (style.compact ? 200 : 720) + (style.figurines ? 64 : 0);
    if (panel)
        for (const std::string& line : *panel) size += line.size() + 2;
    std::string out;
    out.reserve(size);
    bool coloured = (style.scheme && !style.scheme->plain()) ||
                    std::any_of(style.special.begin(), style.special.end(),
                                [](const auto& chosen) { return chosen.has_value(); });
    // A medium that escapes text (MUX) goes through the painter even without colours.
    const ColourEncoder& encoder = encoderFor(style.encoding);
    if (encoder.paints && (coloured || encoder.escapes)) {
        Painter painter(out, style.encoding);
        drawBoard(painter, pos, markers, style, Styles(elementStyles(style.scheme, style.special)),
                  panel);
    } else {
        PlainSink plain(out);
        drawBoard(plain, pos, markers, style, Styles(), panel);
    }
    return out;
}

} // namespace mudchess
