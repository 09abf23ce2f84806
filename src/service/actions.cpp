// Typed actions (the end of include/mudchess/mudchess.hpp): each becomes the command the grammar
// would have made of the same request in words, and goes through the dispatcher like one. No
// English is written here for the grammar to read back; only names are normalised as it would.
#include "chess/game.hpp"
#include "chess/piece_table.hpp"
#include "chess/uci_move.hpp"
#include "chess/variant.hpp"
#include "command/command_table.hpp"
#include "command/parser.hpp"
#include "rating/speed.hpp"
#include "render/colour_special.hpp"
#include "render/draw_rule_words.hpp"
#include "render/rating_words.hpp"
#include "render/service_words.hpp"
#include "service/service_impl.hpp"
#include "text/lower_case.hpp"
#include "text/words.hpp"

#include <algorithm>
#include <cctype>
#include <concepts>
#include <optional>
#include <sstream>
#include <tuple>
#include <type_traits>
#include <utility>

namespace mudchess {

namespace {

// A refused action: nothing changed, and the actor is told why.
struct Refused {
    RefusalCode code;
    std::string text;
    std::vector<std::pair<std::string, std::string>> params;
};

// No move in any notation is longer; a longer one is a mistake, not a move.
constexpr std::size_t MAX_MOVE_LENGTH = 16;
// A puzzle's answer holds at most its solver's moves and the replies: a cap keeps an answer sane.
constexpr std::size_t MAX_PUZZLE_ANSWER = 32;

bool isSquare(std::string_view s) {
    return s.size() == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8';
}

// The piece a coordinate move's last letter promotes to (e7e8q), if it names one.
std::optional<PieceType> promotionOf(char letter) {
    if (std::string_view("nbrqm").find(letter) == std::string_view::npos) return std::nullopt;
    return pieceTypeOfLetter(letter, KING);
}

// Builds commands from actions, or says which field cannot be right.
struct Builder {
    std::optional<Refused> refused;

    command::ObjectRef object(const std::string& typed) {
        std::optional<std::string> name = command::objectName(typed);
        if (!name) {
            refused =
                Refused{RefusalCode::BAD_OBJECT, notAnObjectNameWords(typed), {{"object", typed}}};
            return {};
        }
        return command::ObjectRef(*name);
    }

    // A move as the grammar would have read it: two squares (with a promotion letter) are
    // stated as such; anything else (SAN, "--", "0000") is left to the game's notation reader.
    std::optional<command::MoveSpec> move(const std::string& typed, bool required) {
        std::string_view text = typed;
        while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
        while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
        if (text.empty() && !required) return std::nullopt;
        bool plain = std::all_of(text.begin(), text.end(), [](char c) {
            return std::isgraph(static_cast<unsigned char>(c)) != 0;
        });
        if (text.empty() || text.size() > MAX_MOVE_LENGTH || !plain) {
            refused = Refused{RefusalCode::BAD_MOVE,
                              notOneWordMoveWords(),
                              {{"move", std::string(text.substr(0, 40))}}};
            return std::nullopt;
        }
        command::MoveSpec spec;
        spec.text = std::string(text);
        std::string lower = lowerCase(text);
        if ((lower.size() == 4 || lower.size() == 5) && isSquare(lower.substr(0, 2)) &&
            isSquare(lower.substr(2, 2))) {
            std::optional<PieceType> promotion =
                lower.size() == 5 ? promotionOf(lower[4]) : std::nullopt;
            if (lower.size() == 4 || promotion) {
                StatedMove stated;
                stated.from = *parseSquare(lower.substr(0, 2));
                stated.to = *parseSquare(lower.substr(2, 2));
                stated.promotion = promotion.value_or(NO_PIECE_TYPE);
                stated.squaresGiven = true;
                spec.stated = stated;
            }
        }
        return spec;
    }

    std::string variant(const std::string& typed) {
        if (typed.empty()) return {};
        const Variant* v = findVariant(typed);
        if (!v) {
            refused = Refused{
                RefusalCode::UNKNOWN_VARIANT, notAVariantWords(typed), {{"variant", typed}}};
            return {};
        }
        return std::string(v->key);
    }

    // An object's name as the grammar reads one (a place given beside it is kept).
    void normalise(command::ObjectRef& o) {
        command::ObjectRef read = object(o.name);
        read.place = o.place;
        read.quoted = o.quoted;
        o = read;
    }
    template <class T> void normalise(T&) {}

    // What a few fields mean beyond their types, checked once the fields are in the command.
    template <class A, class C> void check(const A&, C&) {}
    void check(const action::Start& a, command::StartGame& c) {
        if (!refused) c.variant = variant(a.variant); // a bad object is told first
    }
    void check(const action::ChallengePlayer& a, command::ChallengePlayer& c) {
        if (!refused) c.variant = variant(a.variant); // a bad object is told first
    }
    void check(const action::Top& a, command::ShowTop& c) {
        c.variant = variant(a.variant);
        c.speed = lowerCase(a.speed);
        if (!refused && !c.speed.empty() && !rating::speedNamed(c.speed))
            refused = Refused{RefusalCode::UNKNOWN_SPEED,
                              notASpeedWords(a.speed.substr(0, 40)),
                              {{"speed", a.speed.substr(0, 40)}}};
    }
    void check(const action::NewPuzzle& a, command::NewPuzzle& c) {
        c.variant = variant(a.variant);
    }
    void check(const action::PuzzleTop& a, command::ShowPuzzleTop& c) {
        c.variant = variant(a.variant);
    }
    void check(const action::Pgn& a, command::ShowPgn&) {
        if (a.game < 0)
            refused = Refused{RefusalCode::BAD_GAME_NUMBER,
                              badGameNumberWords(),
                              {{"game", std::to_string(a.game)}}};
    }
    void check(const action::SetDrawRule& a, command::SetDrawRule& c) {
        c.rule = lowerCase(a.rule);
        if (!refused && !c.rule.empty() && !drawRuleNamed(c.rule)) // a bad object is told first
            refused = Refused{RefusalCode::BAD_DRAW_RULE,
                              notADrawRuleWords(a.rule.substr(0, 40)),
                              {{"rule", a.rule.substr(0, 40)}}};
    }
    void check(const action::SetSpecialColour& a, command::SetSpecialColour& c) {
        std::string typed = singleSpaced(lowerCase(a.element));
        if (typed.starts_with("the ")) typed.erase(0, 4);
        c.element.clear();
        c.colour = singleSpaced(lowerCase(a.colour));
        for (const ColourElementName& e : colourElements())
            // The key, the name, or the name in the singular ("dark square").
            if (typed == e.key || typed == e.name ||
                (e.name.ends_with('s') && typed == e.name.substr(0, e.name.size() - 1)))
                c.element = std::string(e.key);
        // No colour is this long or has control characters; the words are echoed in replies.
        bool wild =
            a.colour.size() > 40 || std::any_of(a.colour.begin(), a.colour.end(), [](char ch) {
                return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F;
            });
        if (wild)
            refused = Refused{RefusalCode::BAD_COLOUR, notAColourWords(), {}};
        else if (!typed.empty() && c.element.empty())
            refused = Refused{RefusalCode::UNKNOWN_ELEMENT,
                              notABoardPartWords(a.element),
                              {{"element", a.element}}};
        else if (!a.reset && c.element.empty() && !c.colour.empty())
            refused = Refused{
                RefusalCode::UNKNOWN_ELEMENT, colourNeedsAPartWords(), {{"colour", a.colour}}};
    }

    // A typed action with an op is its own command: each of its fields is read as the grammar
    // would read it (command::OP_FIELDS), then what they mean is checked.
    template <class A>
    requires(command::HAS_OP<A>&& std::same_as<command::CommandOf<A>, A>) A operator()(const A& a) {
        A c = a;
        std::apply([&](const auto&... field) { (normalise(c.*field.member), ...); },
                   command::OP_FIELDS<A>);
        check(a, c);
        return c;
    }
    // A move as typed is text; the grammar states more of a move than its text (MakeMove).
    command::MakeMove operator()(const action::Move& a) {
        command::MakeMove c{{}, a.object};
        normalise(c.object);
        if (std::optional<command::MoveSpec> spec = move(a.move, true)) c.move = *spec;
        return c;
    }
    // A puzzle's answer as text: blank-separated moves, each read as one move's text is, at
    // most as many as a puzzle has.
    command::AnswerPuzzle operator()(const action::SolvePuzzle& a) {
        command::AnswerPuzzle c;
        std::istringstream words(a.moves);
        for (std::string word; words >> word && !refused;) {
            if (c.moves.size() == MAX_PUZZLE_ANSWER) {
                refused = Refused{
                    RefusalCode::BAD_MOVE, notOneWordMoveWords(), {{"move", word.substr(0, 40)}}};
                break;
            }
            if (std::optional<command::MoveSpec> spec = move(word, true)) c.moves.push_back(*spec);
        }
        if (c.moves.empty() && !refused) move("", true);
        return c;
    }
    command::ClaimDraw operator()(const action::ClaimDraw& a) {
        command::ClaimDraw c{{}, a.object};
        normalise(c.object);
        c.move = move(a.move, false);
        return c;
    }
    // The colour scheme has no op of its own (serve's "set" carries it).
    command::SetColours operator()(const action::SetColourScheme& a) {
        return command::SetColours{lowerCase(a.scheme)};
    }
};

// Each typed action makes the command its row of the command table declares.
template <std::size_t... I> constexpr bool buildsDeclaredCommands(std::index_sequence<I...>) {
    using command::TypedAction;
    return (
        (command::kind<
             std::invoke_result_t<Builder&, const std::variant_alternative_t<I, TypedAction>&>> ==
         command::declarationOfAction(I).command) &&
        ...);
}
static_assert(
    buildsDeclaredCommands(std::make_index_sequence<std::variant_size_v<command::TypedAction>>{}),
    "an action builds another command than its row in command_table.hpp says");

} // namespace

Outcome Service::act(const Actor& actor, std::string_view placeView, const Action& a) {
    std::string place(placeView);
    if (std::optional<Outcome> refused = refuseNoActor(actor, place)) return std::move(*refused);
    if (std::optional<Outcome> refused = refuseBadNames(actor, place)) return std::move(*refused);
    Builder build;
    command::Command cmd =
        std::visit([&](const auto& typed) -> command::Command { return build(typed); }, a.what);
    if (build.refused)
        return refusal(actor, place, build.refused->code, std::move(build.refused->text),
                       std::move(build.refused->params));
    return impl_->run(actor, place, cmd);
}

} // namespace mudchess
