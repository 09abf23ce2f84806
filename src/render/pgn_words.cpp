#include "render/pgn_words.hpp"

#include "render/fen_error_words.hpp"
#include "render/locale.hpp"
#include "render/move_refusal_words.hpp"
#include "text/controls.hpp"
#include "text/utf8_length.hpp"

namespace mudchess {

namespace {

// The text's words as a message may show them: cut short, and with control characters (C0, DEL
// and C1) and broken UTF-8 as \xNN, so junk cannot garble a terminal or an IRC line. Figurines
// pass.
std::string printable(std::string_view s) {
    static constexpr char HEX[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        if (out.size() >= MAX_PGN_SHOWN) return out + "...";
        std::size_t control = controlAt(s, i); // C1 controls are UTF-8 too, but not printable
        if (std::size_t n = utf8Length(s, i); n && !control) {
            out += s.substr(i, n);
            i += n;
            continue;
        }
        auto c = static_cast<unsigned char>(s[i++]);
        if (c >= 0x20 && c < 0x7f) {
            out += char(c);
        } else {
            out += "\\x";
            out += HEX[c >> 4];
            out += HEX[c & 15];
        }
    }
    return out;
}

// Appending rather than "\"" + text keeps GCC 12's false -Wrestrict warning away.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    out += printable(text);
    out += '"';
    return out;
}

std::string where(std::size_t at) { return said("character " + std::to_string(at + 1)); }

// "0-1 by checkmate"
std::string ending(const PgnError& e) {
    return said(pgnResult(e.result) + " by " + terminationName(e.termination));
}

std::string sentence(const PgnError& e) {
    using Kind = PgnError::Kind;
    std::string tag = "the tag " + printable(e.text) + " at " + where(e.at);
    std::string move = "move " + std::to_string(e.moveNumber) + " (" +
                       (e.side == WHITE ? "White" : "Black") + "): " + quoted(e.text);
    switch (e.kind) {
    case Kind::TOO_LONG:
        return said("the PGN text is too long: " + std::to_string(e.count) + " bytes, at most " +
                    std::to_string(e.limit));
    case Kind::NO_GAME:
        return said("no game found: PGN has tags like [White \"Name\"] and moves like 1. e4 e5");
    case Kind::STRAY_CLOSE:
        return said(std::string("a ") + e.symbol + " at " + where(e.at) + " closes no " +
                    (e.symbol == ')'   ? "variation"
                     : e.symbol == ']' ? "tag"
                                       : "comment"));
    case Kind::UNCLOSED_COMMENT:
        return said("the comment opened by { at " + where(e.at) + " is never closed by }");
    case Kind::UNCLOSED_VARIATION:
        return said("the variation opened by ( at " + where(e.at) + " is never closed by )");
    case Kind::TAG_WITHOUT_NAME: return said("the tag at " + where(e.at) + " has no name");
    case Kind::TAG_WITHOUT_VALUE: return said(tag + " has no value in double quotes");
    case Kind::TAG_VALUE_UNCLOSED: return said(tag + " has a value with no closing \"");
    case Kind::TAG_UNCLOSED: return said(tag + " is not closed by ]");
    case Kind::UNKNOWN_VARIANT:
        return said("unknown variant " + quoted(e.text) + " in the Variant tag: mudchess plays " +
                    variantList(&Variant::displayName, " and "));
    case Kind::BAD_FEN: return said("FEN tag: " + fenErrorSentence(*e.variant, e.fen));
    case Kind::MOVE_AFTER_THE_END: return said(move + ": the game has already ended, " + ending(e));
    case Kind::NOT_A_MOVE: return said(move + ": this is not a move");
    case Kind::REFUSED_MOVE:
        return said(move + ": " + moveRefusalSentence(*e.position, *e.refusal));
    case Kind::UNPLAYABLE_MOVE: return said(move + ": it cannot be played here");
    case Kind::NO_DRAWS:
        return said(std::string(e.variant->displayName) +
                    " has no draws, so the result 1/2-1/2 cannot stand");
    case Kind::NO_DRAW_TO_CLAIM:
        return said("the Termination tag says " + quoted(terminationName(e.termination)) +
                    ", but after the moves there is no draw to claim");
    case Kind::NO_DRAW_BY_AGREEMENT:
        return said("a draw by agreement is not possible in " +
                    std::string(e.variant->displayName));
    case Kind::NOT_OVER:
        return said("the Termination tag says " + quoted(terminationName(e.termination)) +
                    ", but the game is not over after the moves");
    case Kind::BAD_RESULT_TAG:
        return said("the Result tag " + quoted(e.text) +
                    " is not a result (1-0, 0-1, 1/2-1/2 or *)");
    case Kind::RESULT_TAG_DISAGREES:
        return said("the Result tag says " + quoted(e.text) + " but the moves end with " +
                    quoted(e.other));
    case Kind::RESULT_CONTRADICTS_MOVES:
        return said("the result " + quoted(e.text) + " contradicts the moves: they end the game " +
                    ending(e));
    }
    return said("it is not a game in PGN");
}

} // namespace

std::string pgnImportError(const PgnImport& import) {
    return said(import.error ? sentence(*import.error) : std::string());
}

std::string pgnImportNote(const PgnImport& import) {
    if (!import.resultFromTheMoves || !import.game) return said({});
    return said("the PGN says \"*\" (no result), but the moves end the game " +
                pgnResult(import.game->result()) + " by " +
                terminationName(import.game->termination()) + ", so that is its result");
}

std::string pgnEventWords(const std::string& object) { return said("mudchess game on " + object); }

} // namespace mudchess
