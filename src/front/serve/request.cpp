#include "front/serve/request.hpp"

#include "command/command_table.hpp"
#include "command/parser.hpp"
#include "front/serve/json_line.hpp"
#include "front/serve/utf8.hpp"
#include "render/name_words.hpp"
#include "render/protocol_words.hpp"
#include "text/controls.hpp"
#include "text/name_rule.hpp"

#include <algorithm>
#include <climits>
#include <functional>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace mudchess::serve {

namespace {

using nlohmann::json;

// Thrown while reading fields; parseRequest turns it into the answer.
struct Fault {
    RefusalCode code;
    std::string field;
    std::string text;
};

// The fields of one request object, read with the protocol's rules.
class Fields {
  public:
    explicit Fields(const json& object) : object_(object) {}

    const json* find(const char* name) const {
        auto it = object_.find(name);
        return it == object_.end() ? nullptr : &*it;
    }

    std::optional<std::string> optionalString(const char* name) const {
        const json* value = find(name);
        if (!value) return std::nullopt;
        if (!value->is_string())
            throw Fault{RefusalCode::BAD_FIELD, name, mustBeAStringWords(name, value->type_name())};
        return value->get<std::string>();
    }

    std::string string(const char* name, const char* example) const {
        std::optional<std::string> value = optionalString(name);
        if (!value) throw Fault{RefusalCode::MISSING_FIELD, name, needsFieldWords(name, example)};
        return *value;
    }

    // A user's or a place's name, by the rule for names (text/name_rule.hpp). A blank one goes
    // on: a place "" is a private message, and the service says no_actor for a blank actor.
    std::string name(const char* field, const char* example) const {
        std::string value = string(field, example);
        if (value.find_first_not_of(' ') == std::string::npos) return value;
        if (std::optional<NameRefusal> bad = refuseName(field, value))
            throw Fault{bad->code, field, bad->text};
        return value;
    }

    // Moves, variants and the like: plain text of a sane length.
    std::string word(const char* field, const char* example, bool required,
                     std::size_t most = MAX_NAME_BYTES) const {
        std::string value = required ? string(field, example) : optionalString(field).value_or("");
        if (value.size() > most || hasControl(value))
            throw Fault{RefusalCode::BAD_FIELD, field, fieldTooLongWords(field, most)};
        return value;
    }

  private:
    const json& object_;
};

Colours coloursOf(const std::string& encoding) {
    if (encoding == "plain") return Colours::PLAIN;
    if (encoding == "ansi") return Colours::ANSI16;
    if (encoding == "ansi256") return Colours::ANSI256;
    if (encoding == "mux") return Colours::MUX;
    throw Fault{RefusalCode::BAD_FIELD, "encoding", notAnEncodingWords(encoding)};
}

// One field of a typed op (command::OP_FIELDS), read by the type of the member it fills.
template <class A>
void readField(const Fields& f, const command::OpField<A, std::string>& field, A& a) {
    std::string name(field.name), example(field.example);
    a.*field.member = f.word(name.c_str(), example.c_str(), field.required);
}
// An object's name is the service's to judge (bad_object, name_too_long), at any length the line
// allows.
template <class A>
void readField(const Fields& f, const command::OpField<A, ObjectRef>& field, A& a) {
    std::string name(field.name), example(field.example);
    a.*field.member = f.word(name.c_str(), example.c_str(), field.required, MAX_LINE_BYTES);
}

Side sideNamed(const Fields& f, const std::string& name, const std::string& example) {
    std::string side = f.string(name.c_str(), example.c_str());
    if (side == "white") return Side::WHITE;
    if (side == "black") return Side::BLACK;
    throw Fault{RefusalCode::BAD_FIELD, name, notASideWords(name, side)};
}
template <class A> void readField(const Fields& f, const command::OpField<A, Side>& field, A& a) {
    a.*field.member = sideNamed(f, std::string(field.name), std::string(field.example));
}
template <class A>
void readField(const Fields& f, const command::OpField<A, std::optional<Side>>& field, A& a) {
    std::string name(field.name);
    if (f.find(name.c_str())) a.*field.member = sideNamed(f, name, std::string(field.example));
}

template <class A>
void readField(const Fields& f, const command::OpField<A, action::Answer>& field, A& a) {
    std::string name(field.name);
    std::string answer = f.string(name.c_str(), std::string(field.example).c_str());
    if (answer == "accept")
        a.*field.member = action::Answer::ACCEPT;
    else if (answer == "decline")
        a.*field.member = action::Answer::DECLINE;
    else if (answer == "withdraw")
        a.*field.member = action::Answer::WITHDRAW;
    else
        throw Fault{RefusalCode::BAD_FIELD, name, notAnAnswerWords(name, answer)};
}

template <class A> void readField(const Fields& f, const command::OpField<A, int>& field, A& a) {
    std::string name(field.name);
    const json* value = f.find(name.c_str());
    if (!value && field.required)
        throw Fault{RefusalCode::MISSING_FIELD, name,
                    needsFieldWords(name, std::string(field.example))};
    if (!value) return;
    if (!value->is_number_integer() || value->get<long long>() < field.least ||
        value->get<long long>() > field.most)
        throw Fault{RefusalCode::BAD_FIELD, name, outOfRangeWords(std::string(field.meaning))};
    a.*field.member = value->get<int>();
}

template <class A> void readField(const Fields& f, const command::OpField<A, bool>& field, A& a) {
    std::string name(field.name);
    const json* value = f.find(name.c_str());
    if (!value) return;
    if (!value->is_boolean()) throw Fault{RefusalCode::BAD_FIELD, name, trueOrFalseWords(name)};
    a.*field.member = value->get<bool>();
}

// The names of a `serves` line's list, each by the rule for an actor's or a place's name.
std::vector<std::string> namesIn(const Fields& f, const char* field) {
    std::vector<std::string> names;
    const json* list = f.find(field);
    if (!list) return names;
    if (!list->is_array() ||
        !std::all_of(list->begin(), list->end(), [](const json& name) { return name.is_string(); }))
        throw Fault{RefusalCode::BAD_FIELD, field, listOfNamesWords(field)};
    for (const json& name : *list) {
        const std::string& text = name.get_ref<const std::string&>();
        if (std::optional<NameRefusal> bad = refuseName(field, text))
            throw Fault{bad->code, field, bad->text};
        names.push_back(text);
    }
    return names;
}

bool flag(const Fields& f, const char* field) {
    const json* value = f.find(field);
    if (!value) return false;
    if (!value->is_boolean()) throw Fault{RefusalCode::BAD_FIELD, field, trueOrFalseWords(field)};
    return value->get<bool>();
}

// The "encoding" and "colour_scheme" of a "set" or "set_place" line: at least one.
std::pair<std::optional<Colours>, std::optional<std::string>> lookOf(const Fields& f,
                                                                     const std::string& op) {
    std::optional<Colours> colours;
    if (auto encoding = f.optionalString("encoding")) colours = coloursOf(*encoding);
    std::optional<std::string> scheme = f.optionalString("colour_scheme");
    if (scheme && (scheme->size() > MAX_NAME_BYTES || hasControl(*scheme)))
        throw Fault{RefusalCode::BAD_FIELD, "colour_scheme", aSchemeNameWords()};
    if (!colours && !scheme)
        throw Fault{RefusalCode::MISSING_FIELD, "encoding", needsALookWords(op)};
    return {colours, scheme};
}

// The board a watch or unwatch names, as events name it.
BoardQuery followed(const Fields& f, Follow follow) {
    std::string typed = f.word("object", "\"board\"", true, MAX_LINE_BYTES);
    std::optional<std::string> name = command::objectName(typed);
    if (!name || name->empty()) throw Fault{RefusalCode::BAD_FIELD, "object", anObjectNameWords()};
    BoardQuery query{*name};
    query.follow = follow;
    return query;
}

Serves servesOf(const Fields& f, bool stop) {
    Serves s;
    s.stop = stop;
    s.users = namesIn(f, "users");
    s.places = namesIn(f, "places");
    s.allUsers = flag(f, "all_users");
    s.allPlaces = flag(f, "all_places");
    return s;
}

using RequestWhat = decltype(Request::what);
using OpReader = std::function<RequestWhat(const Fields&)>;

// Every op: what it reads, and whether it acts in a place.
struct Op {
    OpReader read;
    bool needsActor = true;
    bool needsPlace = true;
    bool mayTakePlace = false; // read when given: an op that may act in a place ("top" "here")
};

// A typed action on an object acts in a place; one that may be asked "here" ("top") acts in the
// place given, if any.
template <class A>
concept OnObject = requires(A a) {
    a.object;
};
template <class A>
concept MayActHere = requires(A a) {
    a.here;
};

// The op of a typed action, read field by field as its OP_FIELDS declare; one that names an
// object acts in a place. None for an action that has no op of its own.
template <class A> std::optional<Op> typedOp() {
    if constexpr (command::HAS_OP<A>) {
        OpReader read = [](const Fields& f) -> RequestWhat {
            A action{};
            std::apply([&](const auto&... field) { (readField(f, field, action), ...); },
                       command::OP_FIELDS<A>);
            return Action{std::move(action)};
        };
        return Op{read, true, OnObject<A>, MayActHere<A>};
    } else {
        return std::nullopt;
    }
}
template <std::size_t... I> std::vector<std::optional<Op>> typedOps(std::index_sequence<I...>) {
    return {typedOp<std::variant_alternative_t<I, command::TypedAction>>()...};
}

// The protocol's own ops, and the typed ops of the command table
// (src/command/command_table.hpp), each under every name its row gives it.
std::map<std::string, Op, std::less<>> withTypedOps(std::map<std::string, Op, std::less<>> ops) {
    std::vector<std::optional<Op>> typed =
        typedOps(std::make_index_sequence<std::variant_size_v<command::TypedAction>>{});
    for (const command::CommandDeclaration& d : command::COMMANDS)
        if (d.action != command::NO_ACTION && typed[d.action])
            command::forEachWord(d.ops, [&](std::string_view name) {
                ops.emplace(std::string(name), *typed[d.action]);
            });
    return ops;
}

const std::map<std::string, Op, std::less<>>& ops() {
    using Result = RequestWhat;
    static const std::map<std::string, Op, std::less<>> table = withTypedOps({
        {"say", {[](const Fields& f) -> Result {
             return Say{f.string("text", "\"move e2 to e4 on board\"")};
         }}},
        {"set",
         {[](const Fields& f) -> Result {
              auto [colours, scheme] = lookOf(f, "set");
              return SetUser{colours, scheme};
          },
          true, false}},
        {"auth",
         {[](const Fields& f) -> Result { return Auth{f.string("token", "\"s3cret\"")}; }, false,
          false}},
        {"ping", {[](const Fields&) -> Result { return Ping{}; }, false, false}},
        {"serves", {[](const Fields& f) -> Result { return servesOf(f, false); }, false, false}},
        {"unserves", {[](const Fields& f) -> Result { return servesOf(f, true); }, false, false}},
        {"rename",
         {[](const Fields& f) -> Result {
              // An id is the host's (a dbref, an account): plain text; the name follows the rule.
              return Rename{f.word("actor_id", "\"#1234\"", true), f.name("name", "\"Alicia\"")};
          },
          false, false}},
        // The host ops of the command table (HOST_OPS): no actor, as a host asks for itself.
        {"board_state",
         {[](const Fields& f) -> Result {
              BoardQuery query{f.word("object", "\"board\"", false, MAX_LINE_BYTES)};
              if (const json* game = f.find("game")) {
                  if (!game->is_number_integer() || game->get<long long>() < INT_MIN ||
                      game->get<long long>() > INT_MAX)
                      throw Fault{RefusalCode::BAD_FIELD, "game", aGameNumberWords()};
                  query.game = game->get<int>();
              }
              return query;
          },
          false, true}},
        {"boards",
         {[](const Fields&) -> Result {
              return BoardQuery{{}, true};
          },
          false, true}},
        {"watch",
         {[](const Fields& f) -> Result { return followed(f, Follow::START); }, false, true}},
        {"unwatch",
         {[](const Fields& f) -> Result { return followed(f, Follow::STOP); }, false, true}},
        {"resume",
         {[](const Fields& f) -> Result {
              Resume r{f.word("session", "\"3f9c...\"", true)};
              const json* after = f.find("after");
              if (!after)
                  throw Fault{RefusalCode::MISSING_FIELD, "after", aLineNumberWords("after")};
              if (!after->is_number_unsigned() &&
                  !(after->is_number_integer() && after->get<long long>() >= 0))
                  throw Fault{RefusalCode::BAD_FIELD, "after", aLineNumberWords("after")};
              r.after = after->get<std::uint64_t>();
              return r;
          },
          false, false}},
        {"presence", {[](const Fields& f) -> Result {
             std::string state = f.string("state", "\"left\"");
             for (PresenceState s :
                  {PresenceState::LEFT, PresenceState::LINK_DEAD, PresenceState::BACK})
                 if (state == presenceStateName(s)) return SetPresence{s};
             throw Fault{RefusalCode::BAD_FIELD, "state", notAPresenceWords(state.substr(0, 64))};
         }}},
        {"set_place",
         {[](const Fields& f) -> Result {
              auto [colours, scheme] = lookOf(f, "set_place");
              return SetPlace{colours, scheme};
          },
          false, true}},
    });
    return table;
}

std::string opList() {
    std::string out;
    for (const auto& [name, op] : ops()) out += (out.empty() ? "" : ", ") + name;
    return out;
}

// The id of a request read by readJsonLine (which refuses any it could not echo exactly).
json idOf(const json& object) {
    auto it = object.find("id");
    return it == object.end() ? json(nullptr) : *it;
}

ProtocolError error(RefusalCode code, std::string text, json id = nullptr, std::string field = {}) {
    return ProtocolError{code, std::move(text), std::move(id), std::move(field)};
}

} // namespace

std::vector<std::string> opNames() {
    std::vector<std::string> names;
    for (const auto& [name, op] : ops()) names.push_back(name);
    return names;
}

ProtocolError lineTooLong() {
    return error(RefusalCode::LINE_TOO_LONG, requestTooLongWords(MAX_LINE_BYTES));
}

std::variant<Request, ProtocolError> parseRequest(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > MAX_LINE_BYTES) return lineTooLong();
    if (std::size_t bad = firstBadUtf8(line); bad < line.size()) {
        // The rest may still say which request it was.
        json id = nullptr;
        auto guess = readJsonLine(replaceBadUtf8(line));
        if (auto* object = std::get_if<json>(&guess); object && object->is_object())
            id = idOf(*object);
        return error(RefusalCode::BAD_UTF8, notUtf8Words(bad + 1), id);
    }
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return error(RefusalCode::BAD_JSON, emptyLineWords());
    auto read = readJsonLine(line);
    if (auto* fault = std::get_if<JsonLineFault>(&read))
        return error(fault->code, std::move(fault->text), std::move(fault->id),
                     std::move(fault->field));
    json& object = std::get<json>(read);
    if (!object.is_object())
        return error(RefusalCode::NOT_AN_OBJECT, notAnObjectWords(object.type_name()));

    Request request;
    request.id = idOf(object);
    try {
        Fields fields(object);
        request.op = fields.optionalString("op").value_or("say");
        auto op = ops().find(request.op);
        if (op == ops().end())
            return error(RefusalCode::UNKNOWN_OP, notAnOpWords(request.op.substr(0, 64), opList()),
                         request.id, "op");
        if (op->second.needsActor) {
            request.actor = fields.name("actor", "\"alice\"");
            request.actorId = fields.word("actor_id", "\"#1234\"", false);
        }
        if (op->second.needsPlace || (op->second.mayTakePlace && fields.optionalString("place")))
            request.place = fields.name("place", "\"hall\"");
        request.what = op->second.read(fields);
        // A rename is told to the others as said by the player renamed.
        if (auto* renamed = std::get_if<Rename>(&request.what)) {
            request.actor = renamed->name;
            request.actorId = renamed->id;
        }
    } catch (const Fault& fault) {
        return error(fault.code, fault.text, request.id, fault.field);
    }
    return request;
}

} // namespace mudchess::serve
