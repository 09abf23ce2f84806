// PGN writing and reading.
//
// Export replays the game from its start so every move is written in SAN against the position
// it was played in. Import runs in three steps: a lexer turns the text into tags, moves and a
// result (skipping move numbers, comments, NAGs and variations), the moves are replayed with
// the same parser players use, and the result is reconciled with what the moves produced.
// The lexer never recurses and every loop consumes input, so no text can make it crash or hang.
#include "chess/pgn.hpp"

#include "chess/notation.hpp"
#include "text/utf8_length.hpp"

#include <cctype>
#include <ctime>
#include <map>
#include <vector>

namespace mudchess {

namespace {

// A game is at most a few tens of kilobytes; anything far larger is not a game worth reading.
constexpr std::size_t MAX_PGN_BYTES = std::size_t(1) << 20;
// PGN's export format keeps lines within 80 columns.
constexpr std::size_t LINE_WIDTH = 80;

// ---------------------------------------------------------------------------------------------
// Small text helpers.

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isControl(char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }

std::string lowered(std::string_view s) {
    std::string out;
    for (char c : s) out += lower(c);
    return out;
}

bool equalsNoCase(std::string_view a, std::string_view b) { return lowered(a) == lowered(b); }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

// Whether a token of the move text could be a move at all: short, printable, valid UTF-8
// (figurines are). Junk is refused before the move reader sees it, so no reason repeats it.
bool couldBeAMove(std::string_view s) {
    if (s.size() > MAX_PGN_SHOWN) return false;
    for (std::size_t i = 0; i < s.size();) {
        if (std::size_t n = utf8Length(s, i)) {
            i += n;
            continue;
        }
        auto c = static_cast<unsigned char>(s[i++]);
        if (c < 0x20 || c >= 0x7f) return false;
    }
    return true;
}

// What an error keeps of the text's words: enough for render to show MAX_PGN_SHOWN of them
// (a character begun before that is whole).
std::string kept(std::string_view s) { return std::string(s.substr(0, MAX_PGN_SHOWN + 4)); }

// ---------------------------------------------------------------------------------------------
// Export.

// A tag pair on its own line. PGN escapes only backslash and double quote; a line break in a
// value would end the tag, so control characters become spaces.
std::string tagPair(std::string_view name, std::string_view value) {
    std::string out = "[";
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += isControl(c) ? ' ' : c;
    }
    out += "\"]\n";
    return out;
}

// Without a Variant tag, readers assume the variant's own start: SetUp and FEN may be left out.
bool startsAtStandardStart(const Game& game) {
    return game.variant().pgnTag.empty() && game.startPosition().fen() == game.variant().startFen;
}

std::string moveNumber(const Position& pos, bool black) {
    return std::to_string(pos.fullmoveNumber()) + (black ? "..." : ".");
}

// The move text as the pieces a line may break between: moves (with their numbers, which
// stay on the same line), comments and the result. Black's move carries its number when it
// opens the text or follows a comment, as PGN's export format asks.
// A line of moves from `pos` as PGN writes a variation, numbered from its first move, as
// tokens a line may break between (a move stays with its number).
void addVariation(std::vector<std::string>& tokens, Position pos, const std::vector<Move>& line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        bool black = pos.sideToMove() == BLACK;
        std::string token = i == 0 ? "(" : "";
        if (!black || i == 0) token += moveNumber(pos, black) + ' ';
        token += toSan(pos, line[i]);
        if (i + 1 == line.size()) token += ')';
        tokens.push_back(std::move(token));
        pos.play(line[i]);
    }
}

// A comment, its words as tokens, so that a long one wraps like the moves (a line break is
// blank space inside a comment too).
void addComment(std::vector<std::string>& tokens, const std::string& comment) {
    std::size_t first = tokens.size();
    for (std::size_t at = 0; at < comment.size();) {
        std::size_t end = comment.find(' ', at);
        if (end == std::string::npos) end = comment.size();
        if (end > at) tokens.push_back(comment.substr(at, end - at));
        at = end + 1;
    }
    if (tokens.size() == first) tokens.emplace_back();
    tokens[first] = "{" + tokens[first];
    tokens.back() += "}";
}

std::vector<std::string> moveTokens(const Game& game,
                                    const std::vector<PlyAnnotation>& annotations) {
    std::vector<std::string> tokens;
    Position pos = game.startPosition();
    bool numberBlack = true;
    for (std::size_t i = 0; i < game.history().size(); ++i) {
        const PlyRecord& ply = game.history()[i];
        bool black = pos.sideToMove() == BLACK;
        std::string move = !black || numberBlack ? moveNumber(pos, black) + ' ' : "";
        tokens.push_back(move + toSan(pos, ply.move));
        numberBlack = ply.automatic;
        if (i < annotations.size()) {
            const PlyAnnotation& a = annotations[i];
            if (a.nag > 0) tokens.push_back("$" + std::to_string(a.nag));
            if (!a.comment.empty()) addComment(tokens, a.comment);
            if (!a.variation.empty()) addVariation(tokens, pos, a.variation);
            if (!a.comment.empty() || !a.variation.empty()) numberBlack = true;
        }
        // Says the pass was the rules' doing, so a reader does not take it for a player's move.
        if (ply.automatic) tokens.emplace_back("{pass}");
        pos.play(ply.move);
    }
    // The Termination tag holds only PGN's standard words; what exactly ended the game is said
    // here, where readers show comments.
    if (game.isOver()) tokens.push_back("{" + terminationName(game.termination()) + "}");
    tokens.push_back(pgnResult(game.result()));
    return tokens;
}

std::string wrapped(const std::vector<std::string>& tokens) {
    std::string out, line;
    for (const std::string& token : tokens) {
        if (!line.empty() && line.size() + 1 + token.size() > LINE_WIDTH) {
            out += line + '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += token;
    }
    return out + line + '\n';
}

// ---------------------------------------------------------------------------------------------
// Import, step 1: the text into tags, moves and a result.

struct Token {
    enum class Kind : std::uint8_t { END, TAG, MOVE, RESULT };
    Kind kind = Kind::END;
    std::string name; // a tag's name
    std::string text; // a tag's value; a move or result as written
};

bool isResultToken(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" || s == "½-½";
}

// "12." and "12..." (or "12…") before a move, also written against it: "12.e4", "12...e5".
std::string_view withoutMoveNumber(std::string_view s) {
    std::size_t digits = 0;
    while (digits < s.size() && isDigit(s[digits])) ++digits;
    if (digits == 0 || digits == s.size()) return s;
    std::string_view rest = s.substr(digits);
    if (rest.front() != '.' && !rest.starts_with("…")) return s; // 0-0, 0000: moves
    while (true) {
        if (rest.starts_with('.'))
            rest.remove_prefix(1);
        else if (rest.starts_with("…"))
            rest.remove_prefix(std::string_view("…").size());
        else
            break;
    }
    return rest;
}

// Marks that judge a move or a position without naming a move: !, ?!, +-, =, e.p. on its own.
bool isAnnotation(std::string_view s) {
    if (s.find_first_not_of("!?") == std::string_view::npos) return true;
    for (std::string_view mark : {"+-", "-+", "=", "+/-", "-/+", "+=", "=+", "+/=", "=/+", "∞"})
        if (s == mark) return true;
    return equalsNoCase(s, "e.p.") || equalsNoCase(s, "ep");
}

class Lexer {
  public:
    explicit Lexer(std::string_view text) : text_(text) {}

    // The next tag, move or result; END at the end of the text or after an error.
    Token next() {
        while (!error_) {
            skipSpace();
            if (atEnd()) break;
            switch (text_[at_]) {
            case '{': skipComment(); continue;
            case ';': skipLine(); continue;
            case '$': skipNag(); continue;
            case '(': skipVariation(); continue;
            case ')':
            case ']':
            case '}':
                fail(PgnError{.kind = Kind::STRAY_CLOSE, .at = at_, .symbol = text_[at_]});
                continue;
            case '[': return readTag();
            case '%': // PGN's escape: a line starting with % is for other programs
                if (at_ == 0 || text_[at_ - 1] == '\n') {
                    skipLine();
                    continue;
                }
                break;
            default: break;
            }
            if (Token t = classify(readSymbol()); t.kind != Token::Kind::END) return t;
        }
        return {};
    }
    const std::optional<PgnError>& error() const { return error_; }

  private:
    bool atEnd() const { return at_ >= text_.size(); }
    using Kind = PgnError::Kind;
    void fail(PgnError error) {
        if (!error_) error_ = std::move(error);
        at_ = text_.size();
    }
    Token failed(PgnError error) {
        fail(std::move(error));
        return {};
    }

    void skipSpace() {
        while (!atEnd() && isSpace(text_[at_])) ++at_;
    }
    void skipLine() {
        std::size_t end = text_.find('\n', at_);
        at_ = end == std::string_view::npos ? text_.size() : end + 1;
    }
    void skipNag() {
        ++at_;
        while (!atEnd() && isDigit(text_[at_])) ++at_;
    }
    // PGN comments do not nest: the first } ends the comment.
    void skipComment() {
        std::size_t end = text_.find('}', at_ + 1);
        if (end == std::string_view::npos) return fail({.kind = Kind::UNCLOSED_COMMENT, .at = at_});
        at_ = end + 1;
    }
    // A variation, with the variations, comments and ; lines inside it, counted not recursed.
    void skipVariation() {
        std::size_t start = at_;
        int depth = 0;
        while (!atEnd() && !error_) {
            char c = text_[at_];
            if (c == '{') {
                skipComment();
                continue;
            }
            if (c == ';') {
                skipLine();
                continue;
            }
            ++at_;
            if (c == '(') ++depth;
            if (c == ')' && --depth == 0) return;
        }
        fail({.kind = Kind::UNCLOSED_VARIATION, .at = start});
    }

    // [Name "value"], the value with \" and \\ escapes.
    Token readTag() {
        std::size_t start = at_++;
        skipSpace();
        Token tag{Token::Kind::TAG, {}, {}};
        while (!atEnd() &&
               (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
            tag.name += text_[at_++];
        if (tag.name.empty()) return failed({.kind = Kind::TAG_WITHOUT_NAME, .at = start});
        auto tagError = [&](Kind kind) {
            return failed({.kind = kind, .at = start, .text = kept(tag.name)});
        };
        skipSpace();
        if (atEnd() || text_[at_] != '"') return tagError(Kind::TAG_WITHOUT_VALUE);
        for (++at_;; ++at_) {
            if (atEnd()) return tagError(Kind::TAG_VALUE_UNCLOSED);
            char c = text_[at_];
            if (c == '"') break;
            if (c == '\\' && at_ + 1 < text_.size()) c = text_[++at_];
            tag.text += c;
        }
        ++at_;
        skipSpace();
        if (atEnd() || text_[at_] != ']') return tagError(Kind::TAG_UNCLOSED);
        ++at_;
        return tag;
    }

    // Never empty: the caller has dealt with every delimiter that could stand at the start.
    std::string_view readSymbol() {
        std::size_t start = at_++;
        while (!atEnd() && !isSpace(text_[at_]) &&
               std::string_view("{}()[];$").find(text_[at_]) == std::string_view::npos)
            ++at_;
        return text_.substr(start, at_ - start);
    }

    // A result, a move, or END for what only decorates the move text.
    static Token classify(std::string_view symbol) {
        if (isResultToken(symbol)) return {Token::Kind::RESULT, {}, std::string(symbol)};
        symbol = withoutMoveNumber(symbol);
        if (symbol.empty() || isAnnotation(symbol)) return {};
        return {Token::Kind::MOVE, {}, std::string(symbol)};
    }

    std::string_view text_;
    std::size_t at_ = 0;
    std::optional<PgnError> error_;
};

// What one game's text says, before any rule is applied.
struct GameText {
    std::map<std::string, std::string> tags; // by lower-case name; a repeated tag: the last
    std::vector<std::string> moves;
    std::optional<std::string> result; // the result token, if the move text ends with one
};

// Reads up to the end of the first game: its result token, a tag after its moves (the next
// game's), or the end of the text. Returns why it could not, if it could not.
std::optional<PgnError> readGameText(std::string_view text, GameText& game) {
    Lexer lexer(text);
    for (Token t = lexer.next(); t.kind != Token::Kind::END; t = lexer.next()) {
        if (t.kind == Token::Kind::RESULT) {
            game.result = t.text;
            break;
        }
        if (t.kind == Token::Kind::MOVE) game.moves.push_back(std::move(t.text));
        if (t.kind != Token::Kind::TAG) continue;
        if (!game.moves.empty()) break;
        game.tags[lowered(t.name)] = std::move(t.text);
    }
    return lexer.error();
}

std::optional<std::string> tagValue(const GameText& game, std::string_view name) {
    auto it = game.tags.find(std::string(name));
    if (it == game.tags.end()) return std::nullopt;
    return it->second;
}

PgnTags rosterTags(const GameText& game) {
    PgnTags tags;
    const std::pair<std::string_view, std::string*> fields[] = {
        {"event", &tags.event}, {"site", &tags.site},       {"date", &tags.date},
        {"round", &tags.round}, {"white", &tags.white},     {"black", &tags.black},
        {"time", &tags.time},   {"utcdate", &tags.utcDate}, {"utctime", &tags.utcTime}};
    for (auto [name, field] : fields)
        if (auto value = tagValue(game, name)) *field = *value;
    return tags;
}

// ---------------------------------------------------------------------------------------------
// Import, step 2: the variant, the start position and the moves.

// Command keys and aliases (chess, standard, knightschess, knights chess), the names the
// variants go by ("Standard chess", "Knightmate", "Knights Chess"), the Variant tags written,
// and the variants' other PGN names (lichess's "From Position").
const Variant* variantNamed(std::string_view name) {
    name = trimmed(name);
    if (const Variant* v = findVariant(name)) return v;
    for (const Variant* v : allVariants()) {
        if (equalsNoCase(v->displayName, name)) return v;
        if (!v->pgnTag.empty() && equalsNoCase(v->pgnTag, name)) return v;
        for (std::string_view other : v->pgnNames)
            if (equalsNoCase(other, name)) return v;
    }
    return nullptr;
}

// The variant written without a Variant tag (standard chess), so the one a game without it is.
const Variant& untaggedVariant() {
    for (const Variant* v : allVariants())
        if (v->pgnTag.empty()) return *v;
    return defaultVariant();
}

// The game's variant; none when the Variant tag names one we do not play.
const Variant* chooseVariant(const GameText& game, const Variant* hint) {
    std::optional<std::string> tag = tagValue(game, "variant");
    if (!tag) return hint ? hint : &untaggedVariant();
    return variantNamed(*tag);
}

// The [FEN] tag when there is one, even without [SetUp "1"].
FenResult startPosition(const GameText& game, const Variant& variant) {
    std::optional<std::string> fen = tagValue(game, "fen");
    if (!fen) return {Position::start(variant), {}};
    return Position::fromFen(variant, trimmed(*fen));
}

bool isPassText(std::string_view s) { return s == "--" || s == "0000" || equalsNoCase(s, "pass"); }

// An error about how the game ended, with that ending.
PgnError withEnding(PgnError error, const Game& game) {
    error.result = game.result();
    error.termination = game.termination();
    return error;
}

// Plays one move of the text, or says why not.
std::optional<PgnError> playText(Game& game, std::string_view text) {
    const Position& pos = game.position();
    PgnError error{
        .text = kept(text), .moveNumber = pos.fullmoveNumber(), .side = pos.sideToMove()};
    auto failed = [&](PgnError::Kind kind) {
        error.kind = kind;
        return error;
    };
    if (game.isOver()) return withEnding(failed(PgnError::Kind::MOVE_AFTER_THE_END), game);
    if (!couldBeAMove(text)) return failed(PgnError::Kind::NOT_A_MOVE);
    MoveParse parse = parseMove(pos, text);
    if (!parse.move) {
        error.position = pos;
        error.refusal = *parse.refusal;
        return failed(PgnError::Kind::REFUSED_MOVE);
    }
    if (!game.play(*parse.move)) return failed(PgnError::Kind::UNPLAYABLE_MOVE);
    return std::nullopt;
}

// Plays the moves of the text. A pass the game already made by itself (the rules' pass in
// Knights Chess) is matched by the text's -- without being played again; a text that leaves
// such a pass out is read as well.
std::optional<PgnError> playMoves(Game& game, const std::vector<std::string>& moves) {
    std::size_t matched = 0; // plies of the history that the text has accounted for
    for (const std::string& text : moves) {
        if (matched < game.history().size() && isPassText(text)) {
            ++matched;
            continue;
        }
        matched = game.history().size();
        if (std::optional<PgnError> error = playText(game, text)) return error;
        ++matched;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Import, step 3: the result.

std::optional<Result> resultOf(std::string_view s) {
    if (s == "1-0") return Result::WHITE_WINS;
    if (s == "0-1") return Result::BLACK_WINS;
    if (s == "1/2-1/2" || s == "½-½") return Result::DRAW;
    if (s == "*") return Result::ONGOING;
    return std::nullopt;
}

// Our own detailed names as older exports wrote them, and PGN's standard "time forfeit" and
// "abandoned"; the other standard words ("normal", "adjudication", ...) name no one ending.
std::optional<Termination> terminationNamed(std::string_view name) {
    for (int t = 0; t <= int(Termination::ABANDONED); ++t)
        if (equalsNoCase(terminationName(Termination(t)), trimmed(name))) return Termination(t);
    return std::nullopt;
}

// Endings that only the position can bring about; a PGN cannot make them happen by saying so.
bool decidedOnTheBoard(Termination t) {
    switch (t) {
    case Termination::CHECKMATE:
    case Termination::STALEMATE:
    case Termination::FIVEFOLD_REPETITION:
    case Termination::SEVENTY_FIVE_MOVES:
    case Termination::DEAD_POSITION:
    case Termination::QUEENS_CAPTURED:
    case Termination::KNIGHTS_CAPTURED:
    case Termination::MORE_KNIGHTS_AT_STALEMATE: return true;
    default: return false;
    }
}

// A draw the moves did not produce: claimed when the Termination tag names a claim, else agreed.
std::optional<PgnError> drawOffTheBoard(Game& game, std::optional<Termination> reason) {
    const Variant& v = game.variant();
    if (!v.draws.agreement && !v.draws.repetition && !v.draws.moveCounting)
        return PgnError{.kind = PgnError::Kind::NO_DRAWS, .variant = &v};
    Color toMove = game.position().sideToMove();
    // PGN's "normal" (or no tag) over a position that allows a claim: the claim, as our own
    // export of a claimed draw says it.
    if (!reason && game.canClaimDraw() && game.claimDraw(toMove) == DrawAnswer::DONE)
        return std::nullopt;
    if (reason == Termination::THREEFOLD_REPETITION || reason == Termination::FIFTY_MOVES) {
        if (game.claimDraw(toMove) == DrawAnswer::DONE) return std::nullopt;
        return PgnError{.kind = PgnError::Kind::NO_DRAW_TO_CLAIM, .termination = *reason};
    }
    if (game.offerDraw(~toMove) == DrawAnswer::DONE && game.acceptDraw(toMove) == DrawAnswer::DONE)
        return std::nullopt;
    return PgnError{.kind = PgnError::Kind::NO_DRAW_BY_AGREEMENT, .variant = &v};
}

// A result the moves did not produce: a resignation (or a loss on time, which Game records
// as a resignation until clocks exist), or a draw.
std::optional<PgnError> endOffTheBoard(Game& game, Result result, std::string_view terminationTag) {
    std::optional<Termination> reason = terminationNamed(terminationTag);
    if (reason && decidedOnTheBoard(*reason))
        return PgnError{.kind = PgnError::Kind::NOT_OVER, .termination = *reason};
    if (result == Result::DRAW) return drawOffTheBoard(game, reason);
    game.resign(result == Result::WHITE_WINS ? BLACK : WHITE);
    return std::nullopt;
}

// Reconciles the result token (or, without one, the Result tag) with the moves. A "*" over moves
// that ended the game is read liberally (files in the wild have it): the moves' result stands and
// `fromTheMoves` says so.
std::optional<PgnError> settleResult(Game& game, const GameText& text, bool& fromTheMoves) {
    std::optional<std::string> tag = tagValue(text, "result");
    if (tag && !resultOf(trimmed(*tag)))
        return PgnError{.kind = PgnError::Kind::BAD_RESULT_TAG, .text = kept(*tag)};
    if (tag && text.result && resultOf(trimmed(*tag)) != resultOf(*text.result))
        return PgnError{.kind = PgnError::Kind::RESULT_TAG_DISAGREES,
                        .text = kept(*tag),
                        .other = *text.result};
    std::optional<std::string> written = text.result ? text.result : tag;
    if (!written) return std::nullopt; // no result given: the moves say it all
    Result result = *resultOf(trimmed(*written));
    if (game.isOver()) {
        if (result == game.result()) return std::nullopt;
        if (result == Result::ONGOING) {
            fromTheMoves = true;
            return std::nullopt;
        }
        return withEnding(PgnError{.kind = PgnError::Kind::RESULT_CONTRADICTS_MOVES,
                                   .text = std::string(trimmed(*written))},
                          game);
    }
    if (result == Result::ONGOING) return std::nullopt;
    return endOffTheBoard(game, result, tagValue(text, "termination").value_or(""));
}

PgnImport failure(PgnError error, PgnTags tags = {}) {
    return {std::nullopt, std::move(tags), std::move(error)};
}

} // namespace

void setPgnDate(PgnTags& tags, const std::string& utc) {
    std::tm when{};
    const char* end = strptime(utc.c_str(), "%Y-%m-%dT%H:%M:%SZ", &when);
    if (!end || *end != '\0') return;
    std::time_t seconds = timegm(&when);
    auto format = [](const std::tm& t, const char* pattern) {
        char buf[32];
        std::strftime(buf, sizeof buf, pattern, &t);
        return std::string(buf);
    };
    std::tm local{};
    localtime_r(&seconds, &local);
    tags.date = format(local, "%Y.%m.%d");
    tags.time = format(local, "%H:%M:%S");
    tags.utcDate = format(when, "%Y.%m.%d");
    tags.utcTime = format(when, "%H:%M:%S");
}

std::string pgnTermination(Termination t) {
    switch (t) {
    case Termination::NONE: return "unterminated";
    case Termination::TIME: return "time forfeit";
    // An aborted game has no result; an abandoned one was lost by staying away.
    case Termination::ABORTED:
    case Termination::ABANDONED: return "abandoned";
    default: return "normal";
    }
}

std::string exportPgn(const Game& game, const PgnTags& tags,
                      const std::vector<std::string>& comments) {
    std::vector<PlyAnnotation> annotations;
    for (const std::string& c : comments) annotations.push_back({0, c, {}});
    return exportPgn(game, tags, annotations);
}

std::string exportPgn(const Game& game, const PgnTags& tags,
                      const std::vector<PlyAnnotation>& annotations) {
    std::string out = tagPair("Event", tags.event) + tagPair("Site", tags.site) +
                      tagPair("Date", tags.date) + tagPair("Round", tags.round) +
                      tagPair("White", tags.white) + tagPair("Black", tags.black) +
                      tagPair("Result", pgnResult(game.result()));
    if (!game.variant().pgnTag.empty()) out += tagPair("Variant", game.variant().pgnTag);
    if (!startsAtStandardStart(game))
        out += tagPair("SetUp", "1") + tagPair("FEN", game.startPosition().fen());
    out += tagPair("Termination", pgnTermination(game.termination()));
    // Our own tag, only for the house rule: without it a reader assumes FIDE's claimed draws.
    if (game.drawRule() == DrawRule::AUTOMATIC)
        out += tagPair("DrawRule", drawRuleName(DrawRule::AUTOMATIC));
    if (!tags.timeControl.empty()) out += tagPair("TimeControl", tags.timeControl);
    if (!tags.time.empty()) out += tagPair("Time", tags.time);
    if (!tags.utcDate.empty()) out += tagPair("UTCDate", tags.utcDate);
    if (!tags.utcTime.empty()) out += tagPair("UTCTime", tags.utcTime);
    if (!tags.eco.empty()) out += tagPair("ECO", tags.eco);
    if (!tags.opening.empty()) out += tagPair("Opening", tags.opening);
    if (!tags.annotator.empty()) out += tagPair("Annotator", tags.annotator);
    return out + '\n' + wrapped(moveTokens(game, annotations));
}

PgnImport importPgn(std::string_view text, const Variant* variantHint) {
    if (text.size() > MAX_PGN_BYTES)
        return failure(
            {.kind = PgnError::Kind::TOO_LONG, .count = text.size(), .limit = MAX_PGN_BYTES});
    GameText game;
    if (std::optional<PgnError> error = readGameText(text, game)) return failure(*error);
    if (game.tags.empty() && game.moves.empty() && !game.result)
        return failure({.kind = PgnError::Kind::NO_GAME});
    PgnTags tags = rosterTags(game);

    const Variant* variant = chooseVariant(game, variantHint);
    if (!variant)
        return failure({.kind = PgnError::Kind::UNKNOWN_VARIANT,
                        .text = kept(tagValue(game, "variant").value_or(""))},
                       tags);
    FenResult start = startPosition(game, *variant);
    if (!start.position)
        return failure({.kind = PgnError::Kind::BAD_FEN, .variant = variant, .fen = start.error},
                       tags);

    Game played(*start.position);
    // A game played under the automatic draw rule is replayed under it, so its draw happens.
    std::optional<std::string> drawRule = tagValue(game, "drawrule");
    if (drawRule && equalsNoCase(trimmed(*drawRule), drawRuleName(DrawRule::AUTOMATIC)))
        played.setDrawRule(DrawRule::AUTOMATIC);
    if (std::optional<PgnError> error = playMoves(played, game.moves)) return failure(*error, tags);
    bool fromTheMoves = false;
    if (std::optional<PgnError> error = settleResult(played, game, fromTheMoves))
        return failure(*error, tags);
    return {std::move(played), tags, std::nullopt, fromTheMoves};
}

} // namespace mudchess
