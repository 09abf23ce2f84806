#include "web/pages.hpp"

#include "chess/piece_table.hpp"
#include "chess/variant.hpp"
#include "render/web_words.hpp"
#include "web/board_fields.hpp"

#include <array>
#include <cstdio>

namespace mudchess::detail {
std::string_view webPageStyleFile();
std::string_view webPageScriptFile();
} // namespace mudchess::detail

namespace mudchess::web {

namespace {

constexpr int SQUARE = 45;

// The pieces of a FEN's first field, by square (0 = a1 ... 63 = h8); ' ' for an empty one.
std::array<char, 64> squaresOf(const std::string& fen) {
    std::array<char, 64> out;
    out.fill(' ');
    int rank = 7, file = 0;
    for (char c : fen) {
        if (c == ' ') break;
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else if (rank >= 0 && file < 8) {
            out[rank * 8 + file++] = c;
        }
    }
    return out;
}

std::string squareName(int sq) { return {char('a' + sq % 8), char('1' + sq / 8)}; }

int squareOf(std::string_view uci) {
    if (uci.size() < 2 || uci[0] < 'a' || uci[0] > 'h' || uci[1] < '1' || uci[1] > '8') return -1;
    return (uci[1] - '1') * 8 + (uci[0] - 'a');
}

// A crown over a royal piece that is not the king (Knightmate's royal knight).
std::string crownAt(int x, int y) {
    char path[160];
    std::snprintf(path, sizeof path,
                  "<path class=\"crown\" d=\"M%d %d l4 -7 l5 5 l4 -7 l4 7 l5 -5 l4 7 z\"/>", x + 8,
                  y + 11);
    return path;
}

std::string head(const std::string& title) {
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<title>" +
           escapeHtml(title) +
           "</title><link rel=\"stylesheet\" href=\"/page.css\"></head>\n<body>\n";
}

std::string clockText(std::optional<std::int64_t> millis) {
    if (!millis) return "";
    std::int64_t s = (*millis + 999) / 1000;
    char out[32];
    std::snprintf(out, sizeof out, "%lld:%02lld", static_cast<long long>(s / 60),
                  static_cast<long long>(s % 60));
    return out;
}

std::string seatLine(const ShownBoard& b, bool white) {
    std::string side = white ? "white" : "black";
    const std::optional<std::int64_t>& millis = white ? b.whiteMillis : b.blackMillis;
    std::string out = "<p class=\"seat\" id=\"" + side + "\"><span class=\"name\">" +
                      escapeHtml(webSeatWords(white, white ? b.white : b.black,
                                              white ? b.whiteRating : b.blackRating)) +
                      "</span>";
    out += " <span class=\"clock" + std::string(b.clockRunning == side ? " running" : "") +
           "\" id=\"" + side + "-clock\"" +
           (millis ? " data-millis=\"" + std::to_string(*millis) + "\"" : "") + ">" +
           clockText(millis) + "</span></p>\n";
    return out;
}

std::string movesList(const ShownBoard& b) {
    if (b.moves.empty()) return "<ol id=\"moves\"></ol>";
    std::string out = "<ol id=\"moves\">";
    for (std::size_t i = 0; i < b.moves.size(); i += 2) {
        out += "<li>" + escapeHtml(b.moves[i]);
        if (i + 1 < b.moves.size()) out += " " + escapeHtml(b.moves[i + 1]);
        out += "</li>";
    }
    return out + "</ol>";
}

} // namespace

std::string escapeHtml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string encodePathSegment(std::string_view text) {
    static constexpr char HEX[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '-' || c == '_' || c == '.' || c == '~';
        if (plain) {
            out += char(c);
        } else {
            out += '%';
            out += HEX[c >> 4];
            out += HEX[c & 15];
        }
    }
    return out;
}

std::optional<std::string> decodePathSegment(std::string_view segment) {
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string out;
    for (std::size_t i = 0; i < segment.size(); ++i) {
        char c = segment[i];
        if (c == '%') {
            if (i + 2 >= segment.size()) return std::nullopt;
            int hi = hex(segment[i + 1]), lo = hex(segment[i + 2]);
            if (hi < 0 || lo < 0) return std::nullopt;
            c = char(hi * 16 + lo);
            i += 2;
        }
        if (c == '\0') return std::nullopt;
        out += c;
    }
    return out;
}

std::string boardPath(const std::string& place, const std::string& object) {
    return "/board/" + encodePathSegment(place) + "/" + encodePathSegment(object);
}

std::string gamePath(std::int64_t id) { return "/g" + std::to_string(id); }

std::string boardSvg(const ShownBoard& b, bool fromBlack) {
    const Variant* variant = findVariant(b.variant);
    PieceType royal = variant ? variant->rules.royal : KING;
    std::array<char, 64> squares = squaresOf(b.fen);
    int from = squareOf(b.lastMove),
        to = b.lastMove.size() >= 4 ? squareOf(b.lastMove.substr(2)) : -1;
    char royalLetter = b.whiteToMove ? 'K' : 'k';
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " +
                      std::to_string(8 * SQUARE) + " " + std::to_string(8 * SQUARE) +
                      "\" class=\"board\" role=\"img\" aria-label=\"" + escapeHtml(b.inWords) +
                      "\">";
    for (int sq = 0; sq < 64; ++sq) {
        int file = sq % 8, rank = sq / 8;
        int x = (fromBlack ? 7 - file : file) * SQUARE;
        int y = (fromBlack ? rank : 7 - rank) * SQUARE;
        std::string cls = (file + rank) % 2 ? "light" : "dark";
        if (sq == from || sq == to) cls += " last";
        if (b.check && squares[sq] == royalLetter) cls += " check";
        out += "<rect class=\"" + cls + "\" x=\"" + std::to_string(x) + "\" y=\"" +
               std::to_string(y) + "\" width=\"" + std::to_string(SQUARE) + "\" height=\"" +
               std::to_string(SQUARE) + "\"/>";
        char letter = squares[sq];
        if (letter == ' ') continue;
        std::optional<PieceType> type = pieceTypeOfLetter(letter, royal);
        if (!type) continue;
        const PieceInfo& info = pieceInfo(*type);
        bool white = letter >= 'A' && letter <= 'Z';
        PieceType figure = info.figure == NO_PIECE_TYPE ? *type : info.figure;
        out += "<g class=\"piece " + std::string(white ? "white" : "black") + "\"><title>" +
               escapeHtml(webPieceWords(white, std::string(info.name), squareName(sq))) +
               "</title><text x=\"" + std::to_string(x + SQUARE / 2) + "\" y=\"" +
               std::to_string(y + SQUARE / 2) + "\">" + std::string(pieceInfo(figure).figurine[1]) +
               "</text>";
        if (info.crowned) out += crownAt(x, y);
        out += "</g>";
    }
    return out + "</svg>";
}

std::string indexPage(const std::vector<ShownBoard>& boards) {
    std::string out = head(webIndexTitleWords() + " · mudchess");
    out += "<main><h1>" + escapeHtml(webIndexTitleWords()) + "</h1>\n";
    if (boards.empty()) out += "<p id=\"none\">" + escapeHtml(webNoBoardsWords()) + "</p>\n";
    std::string place;
    for (const ShownBoard& b : boards) {
        if (b.place != place) {
            if (!place.empty()) out += "</ul>\n";
            place = b.place;
            out += "<h2>" + escapeHtml(place) + "</h2>\n<ul class=\"boards\">\n";
        }
        out += "<li><a href=\"" + escapeHtml(boardPath(b.place, b.object)) + "\">" +
               boardSvg(b, false) + "<span>" + escapeHtml(b.object) + "</span></a> " +
               escapeHtml(b.status) + "</li>\n";
    }
    if (!place.empty()) out += "</ul>\n";
    return out + "</main></body></html>\n";
}

std::string boardPage(const ShownBoard& b, bool fromBlack) {
    std::string title = webBoardTitleWords(b.place, b.object);
    std::string events =
        boardPath(b.place, b.object) + "/events" + (fromBlack ? "?side=black" : "");
    std::string out = head(title + " · mudchess");
    out += "<main id=\"board-page\" data-events=\"" + escapeHtml(events) + "\" data-version=\"" +
           std::to_string(b.version) + "\" data-reconnecting=\"" +
           escapeHtml(webReconnectingWords()) + "\" data-live=\"" + escapeHtml(webLiveWords()) +
           "\">\n";
    out += "<p><a href=\"/\">" + escapeHtml(webAllBoardsWords()) + "</a></p>\n";
    out += "<h1>" + escapeHtml(title) + "</h1>\n";
    out += seatLine(b, fromBlack);
    out += "<div id=\"board\" data-fen=\"" + escapeHtml(b.fen) + "\" data-variant=\"" +
           escapeHtml(b.variant) + "\">" + boardSvg(b, fromBlack) + "</div>\n";
    out += seatLine(b, !fromBlack);
    out += "<p id=\"turn\">" +
           (b.result == "*" ? escapeHtml(webToMoveWords(b.whiteToMove, b.check)) : "") + "</p>\n";
    out += "<p id=\"status\">" + escapeHtml(b.status) + "</p>\n";
    out += "<p id=\"delay\">" +
           (b.delayedPlies > 0 ? escapeHtml(webDelayWords(b.delayedPlies)) : "") + "</p>\n";
    out += "<h2>" + escapeHtml(webMovesWords()) + "</h2>\n" + movesList(b) + "\n";
    out += "<h2>" + escapeHtml(webInWordsWords()) +
           "</h2>\n<p id=\"in-words\" aria-live=\"polite\">" + escapeHtml(b.inWords) + "</p>\n";
    out += "<p id=\"live\" role=\"status\"></p>\n</main>\n<script src=\"/board.js\"></script>\n";
    return out + "</body></html>\n";
}

std::string gamePage(const ShownGame& g) {
    const ShownBoard& b = g.board;
    std::string title = webGameTitleWords(g.id, b.white, b.black);
    std::string out = head(title + " · mudchess");
    out += "<main id=\"game-page\">\n<p><a href=\"/\">" + escapeHtml(webAllBoardsWords()) +
           "</a></p>\n<h1>" + escapeHtml(title) + "</h1>\n";
    out += "<p id=\"played\">" + escapeHtml(webPlayedOnWords(b.place, b.object, b.game)) + "</p>\n";
    out += seatLine(b, false);
    out += "<div id=\"board\" data-fen=\"" + escapeHtml(b.fen) + "\" data-variant=\"" +
           escapeHtml(b.variant) + "\">" + boardSvg(b, false) + "</div>\n";
    out += seatLine(b, true);
    out += "<p id=\"status\">" + escapeHtml(b.status) + "</p>\n";
    if (!g.over) {
        out += "<p id=\"still-played\"><a href=\"" + escapeHtml(boardPath(b.place, b.object)) +
               "\">" + escapeHtml(webStillPlayedWords()) + "</a></p>\n";
    } else {
        out += "<p id=\"download\"><a href=\"" + gamePath(g.id) + ".pgn\" download>" +
               escapeHtml(webDownloadPgnWords()) + "</a></p>\n";
    }
    out += "<h2>" + escapeHtml(webMovesWords()) + "</h2>\n" + movesList(b) + "\n";
    if (g.over) {
        out += "<h2>" + escapeHtml(webAnalysisWords()) + "</h2>\n";
        if (g.analysisSummary.empty())
            out += "<p id=\"analysis\">" + escapeHtml(webNotAnalysedWords(g.id)) + "</p>\n";
        else
            out += "<pre id=\"analysis\">" + escapeHtml(g.analysisSummary) +
                   "</pre>\n<details><summary>" + escapeHtml(webEveryMoveJudgedWords()) +
                   "</summary><pre id=\"analysis-list\">" + escapeHtml(g.analysisList) +
                   "</pre></details>\n";
        out += "<h2>" + escapeHtml(webPgnWords()) + "</h2>\n<pre id=\"pgn\">" + escapeHtml(g.pgn) +
               "</pre>\n";
    }
    out += "<h2>" + escapeHtml(webInWordsWords()) + "</h2>\n<p id=\"in-words\">" +
           escapeHtml(b.inWords) + "</p>\n</main>\n";
    return out + "</body></html>\n";
}

std::string messagePage(const std::string& sentence) {
    return head("mudchess") + "<main><p id=\"message\">" + escapeHtml(sentence) +
           "</p><p><a href=\"/\">" + escapeHtml(webAllBoardsWords()) +
           "</a></p></main></body></html>\n";
}

std::string boardEventData(const ShownBoard& b, bool fromBlack) {
    // The board's fields, and what the page's script puts in place as it is: the drawing and
    // the sentences, so the script makes neither.
    nlohmann::json j = boardFields(b);
    j["svg"] = boardSvg(b, fromBlack);
    j["turn"] = b.result == "*" ? webToMoveWords(b.whiteToMove, b.check) : "";
    j["seats"] = {webSeatWords(true, b.white, b.whiteRating),
                  webSeatWords(false, b.black, b.blackRating)};
    j["delay"] = b.delayedPlies > 0 ? webDelayWords(b.delayedPlies) : "";
    return jsonText(j);
}

std::string_view pageStyle() { return detail::webPageStyleFile(); }
std::string_view pageScript() { return detail::webPageScriptFile(); }

} // namespace mudchess::web
