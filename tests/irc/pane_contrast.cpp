// Reads a tmux pane captured with its colours (`tmux capture-pane -e -p`), finds the compact
// boards the bot drew there, and measures, for every piece, the WCAG contrast between the colour
// its letter was drawn in and the background it was drawn on: what the player actually saw, after
// the IRC client turned mIRC codes into terminal colours.
//
//   pane_contrast --free-port                  prints a free TCP port on 127.0.0.1
//   pane_contrast NAME THRESHOLD < pane.txt    one line per terminal background; exit 1 when a
//                                              piece is under THRESHOLD, 2 when no board is there
//
// Cells on the terminal's own colours are measured twice: on a dark terminal (light grey letters
// on black) and on a light one (black letters on white), since players use both.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Rgb {
    int r, g, b;
};

// xterm's palette: the sixteen basic colours, a 6x6x6 cube, then 24 greys. Kept here rather than
// taken from the program under test, so a mistake there cannot hide itself.
Rgb xterm(int index) {
    static constexpr Rgb BASIC[16] = {
        {0, 0, 0},     {205, 0, 0},     {0, 205, 0},     {205, 205, 0},  {0, 0, 238}, {205, 0, 205},
        {0, 205, 205}, {229, 229, 229}, {127, 127, 127}, {255, 0, 0},    {0, 255, 0}, {255, 255, 0},
        {92, 92, 255}, {255, 0, 255},   {0, 255, 255},   {255, 255, 255}};
    if (index < 16) return BASIC[index];
    if (index >= 232) {
        int grey = 8 + 10 * (index - 232);
        return {grey, grey, grey};
    }
    static constexpr int LEVEL[6] = {0, 95, 135, 175, 215, 255};
    int cube = index - 16;
    return {LEVEL[cube / 36], LEVEL[cube / 6 % 6], LEVEL[cube % 6]};
}

// A colour as the terminal was told it: its own default, a palette index, or RGB.
struct Ink {
    enum Kind { DEFAULT, INDEX, DIRECT } kind = DEFAULT;
    int index = 0;
    Rgb rgb{};
};

struct Style {
    Ink fg, bg;
    bool bold = false, reverse = false;
};

struct Cell {
    char32_t ch;
    Style style;
};

// Applies one SGR sequence's parameters ("1;38;5;231;48;5;137").
void applySgr(Style& s, const std::string& params) {
    std::vector<int> p;
    std::stringstream in(params);
    std::string item;
    while (std::getline(in, item, ';')) p.push_back(item.empty() ? 0 : std::stoi(item));
    if (p.empty()) p.push_back(0);
    for (std::size_t i = 0; i < p.size(); ++i) {
        int n = p[i];
        auto extended = [&](Ink& ink) {
            if (i + 2 < p.size() && p[i + 1] == 5) {
                ink = {Ink::INDEX, p[i + 2], {}};
                i += 2;
            } else if (i + 4 < p.size() && p[i + 1] == 2) {
                ink = {Ink::DIRECT, 0, {p[i + 2], p[i + 3], p[i + 4]}};
                i += 4;
            }
        };
        if (n == 0)
            s = Style{};
        else if (n == 1)
            s.bold = true;
        else if (n == 22)
            s.bold = false;
        else if (n == 7)
            s.reverse = true;
        else if (n == 27)
            s.reverse = false;
        else if (n >= 30 && n <= 37)
            s.fg = {Ink::INDEX, n - 30, {}};
        else if (n >= 90 && n <= 97)
            s.fg = {Ink::INDEX, n - 90 + 8, {}};
        else if (n == 39)
            s.fg = {};
        else if (n >= 40 && n <= 47)
            s.bg = {Ink::INDEX, n - 40, {}};
        else if (n >= 100 && n <= 107)
            s.bg = {Ink::INDEX, n - 100 + 8, {}};
        else if (n == 49)
            s.bg = {};
        else if (n == 38)
            extended(s.fg);
        else if (n == 48)
            extended(s.bg);
        // Blink, underline, italics and the rest change no colour.
    }
}

// One UTF-8 character from `s` at `i`.
char32_t nextChar(std::string_view s, std::size_t& i) {
    unsigned char c = static_cast<unsigned char>(s[i++]);
    int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    char32_t out = extra == 0 ? c : c & (0x3f >> extra);
    for (; extra > 0 && i < s.size(); --extra) out = (out << 6) | (s[i++] & 0x3f);
    return out;
}

// The pane's lines as cells. The style runs on from line to line, as tmux writes it.
std::vector<std::vector<Cell>> readPane(std::istream& in) {
    std::vector<std::vector<Cell>> lines;
    Style style;
    std::string line;
    while (std::getline(in, line)) {
        std::vector<Cell> cells;
        for (std::size_t i = 0; i < line.size();) {
            if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
                std::size_t end = i + 2;
                while (end < line.size() && !(line[end] >= 0x40 && line[end] <= 0x7e)) ++end;
                if (end < line.size() && line[end] == 'm')
                    applySgr(style, line.substr(i + 2, end - i - 2));
                i = end + 1;
            } else if (line[i] == '\x1b') {
                i += 2; // a two-byte escape such as a character-set switch
            } else {
                cells.push_back({nextChar(line, i), style});
            }
        }
        lines.push_back(std::move(cells));
    }
    return lines;
}

double luminance(Rgb c) {
    auto channel = [](int v) {
        double x = v / 255.0;
        return x <= 0.03928 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

double contrast(Rgb a, Rgb b) {
    double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

struct Terminal {
    const char* name;
    Rgb foreground, background; // its own colours
};
constexpr Terminal DARK{"dark terminal", {229, 229, 229}, {0, 0, 0}};
constexpr Terminal LIGHT{"light terminal", {0, 0, 0}, {255, 255, 255}};

Rgb resolve(const Ink& ink, Rgb own) {
    if (ink.kind == Ink::INDEX) return xterm(ink.index);
    if (ink.kind == Ink::DIRECT) return ink.rgb;
    return own;
}

// A bold letter in colours 0-7 is measured in that colour: many terminals draw bold brighter,
// but not all, and an 8-colour terminal's bright letters arrive as exactly that.
std::pair<Rgb, Rgb> drawn(const Style& s, const Terminal& t) {
    Rgb fg = resolve(s.fg, t.foreground), bg = resolve(s.bg, t.background);
    if (s.reverse) std::swap(fg, bg);
    return {fg, bg};
}

bool isSign(char32_t c) {
    return c == ' ' || c == '[' || c == ']' || c == '!' || c == '(' || c == ')' || c == '<' ||
           c == '>' || c == '*';
}
bool isLetter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The piece cells of compact board rows: "8 r n b q k b n r 8" — a rank digit, eight cells of a
// sign and a piece letter, '.' or a sign, then a space and the same digit.
std::vector<Cell> pieceCells(const std::vector<std::vector<Cell>>& lines) {
    std::vector<Cell> pieces;
    for (const std::vector<Cell>& l : lines) {
        for (std::size_t i = 0; i + 18 < l.size(); ++i) {
            char32_t rank = l[i].ch;
            if (rank < '1' || rank > '8' || l[i + 17].ch != ' ' || l[i + 18].ch != rank) continue;
            bool row = true;
            for (std::size_t k = 0; k < 8 && row; ++k) {
                char32_t sign = l[i + 1 + 2 * k].ch, what = l[i + 2 + 2 * k].ch;
                row = isSign(sign) && (isLetter(what) || what == '.' || isSign(what));
            }
            if (!row) continue;
            for (std::size_t k = 0; k < 8; ++k)
                if (isLetter(l[i + 2 + 2 * k].ch)) pieces.push_back(l[i + 2 + 2 * k]);
            break;
        }
    }
    return pieces;
}

std::string describe(const Ink& ink) {
    if (ink.kind == Ink::INDEX) return std::to_string(ink.index);
    if (ink.kind == Ink::DIRECT)
        return "#" + std::to_string(ink.rgb.r) + "," + std::to_string(ink.rgb.g) + "," +
               std::to_string(ink.rgb.b);
    return "default";
}

int freePort() {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof a;
    if (fd < 0 || bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
        getsockname(fd, reinterpret_cast<sockaddr*>(&a), &size) != 0)
        return 0;
    close(fd);
    return ntohs(a.sin_port);
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string_view(argv[1]) == "--free-port") {
        int port = freePort();
        if (port == 0) return 1;
        std::printf("%d\n", port);
        return 0;
    }
    if (argc != 3) {
        std::fprintf(stderr, "usage: pane_contrast --free-port | NAME THRESHOLD < pane\n");
        return 2;
    }
    std::string name = argv[1];
    double threshold = std::stod(argv[2]);
    std::vector<Cell> pieces = pieceCells(readPane(std::cin));
    // A board from the start has 32 pieces; fewer means the board was not all seen.
    if (pieces.size() < 32) {
        std::printf("%s: only %zu pieces found on the pane; no whole board\n", name.c_str(),
                    pieces.size());
        return 2;
    }
    bool ok = true;
    for (const Terminal& t : {DARK, LIGHT}) {
        double worst = 1e9;
        std::string where;
        for (const Cell& c : pieces) {
            auto [fg, bg] = drawn(c.style, t);
            double ratio = contrast(fg, bg);
            if (ratio < worst) {
                worst = ratio;
                where = std::string(1, char(c.ch)) + " in colour " + describe(c.style.fg) + " on " +
                        describe(c.style.bg) + (c.style.reverse ? " (reversed)" : "");
            }
        }
        bool pass = worst >= threshold;
        ok = ok && pass;
        std::printf("%s, %s: worst piece %.2f:1 (%s) over %zu pieces%s\n", name.c_str(), t.name,
                    worst, where.c_str(), pieces.size(), pass ? "" : " -- UNDER THE THRESHOLD");
    }
    return ok ? 0 : 1;
}
