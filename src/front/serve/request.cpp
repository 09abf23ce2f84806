#include "front/serve/request.hpp"

#include "command/command_table.hpp"
#include "front/serve/utf8.hpp"

#include <algorithm>
#include <functional>
#include <map>
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

bool hasControl(std::string_view s) {
    return std::any_of(s.begin(), s.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; });
}

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
            throw Fault{RefusalCode::BAD_FIELD, name,
                        std::string("\"") + name + "\" must be a string, not " +
                            value->type_name()};
        return value->get<std::string>();
    }

    std::string string(const char* name, const char* example) const {
        std::optional<std::string> value = optionalString(name);
        if (!value)
            throw Fault{RefusalCode::MISSING_FIELD, name,
                        std::string("this request needs \"") + name + "\", like \"" + name +
                            "\": " + example};
        return *value;
    }

    // A user's or a place's name: one line, not too long.
    std::string name(const char* field, const char* example, bool required) const {
        std::string value = required ? string(field, example) : optionalString(field).value_or("");
        if (value.size() > MAX_NAME_BYTES || hasControl(value))
            throw Fault{RefusalCode::BAD_FIELD, field,
                        std::string("\"") + field + "\" must be a name of at most " +
                            std::to_string(MAX_NAME_BYTES) + " bytes without control characters"};
        return value;
    }

    // Objects, moves and the like: plain text of a sane length.
    std::string word(const char* field, const char* example, bool required) const {
        return name(field, example, required);
    }

  private:
    const json& object_;
};

Side sideOf(const Fields& f) {
    std::string side = f.string("side", "\"white\"");
    if (side == "white") return Side::WHITE;
    if (side == "black") return Side::BLACK;
    throw Fault{RefusalCode::BAD_FIELD, "side",
                "\"side\" is \"white\" or \"black\", not \"" + side + "\""};
}

Colours coloursOf(const std::string& encoding) {
    if (encoding == "plain") return Colours::PLAIN;
    if (encoding == "ansi") return Colours::ANSI16;
    if (encoding == "ansi256") return Colours::ANSI256;
    if (encoding == "mux") return Colours::MUX;
    throw Fault{RefusalCode::BAD_FIELD, "encoding",
                "\"encoding\" is \"plain\", \"ansi\", \"ansi256\" or \"mux\", not \"" + encoding +
                    "\""};
}

// The computer's level: 0 when left out (the dispatcher refuses numbers out of range by name).
int levelOf(const Fields& f) {
    const json* value = f.find("level");
    if (!value) return 0;
    if (!value->is_number_integer() || value->get<long long>() < 1 ||
        value->get<long long>() > 1000)
        throw Fault{RefusalCode::BAD_FIELD, "level",
                    "\"level\" is the computer's level, 1 (easiest) to 8 (strongest)"};
    return value->get<int>();
}

std::optional<Side> optionalSide(const Fields& f) {
    if (!f.find("side")) return std::nullopt;
    return sideOf(f);
}

int gameNumber(const Fields& f) {
    const json* value = f.find("game");
    if (!value) return 0;
    if (!value->is_number_integer() || value->get<long long>() < 0 ||
        value->get<long long>() > 1'000'000)
        throw Fault{RefusalCode::BAD_FIELD, "game",
                    "\"game\" is a game's number (1, 2, ... as \"history\" lists them), or 0 for "
                    "the game on the object now"};
    return value->get<int>();
}

using OpReader = std::function<std::variant<Say, Action, SetUser, Auth, Ping>(const Fields&)>;

// Every op: what it reads, and whether it acts in a place.
struct Op {
    OpReader read;
    bool needsActor = true;
    bool needsPlace = true;
};

// The reader of an op on one object and nothing else (leave, resign, look, ...), for each
// typed action that is one; none for the others, whose ops are read below.
template <class A> OpReader objectOp() {
    if constexpr (command::ObjectOnlyAction<A>)
        return [](const Fields& f) -> std::variant<Say, Action, SetUser, Auth, Ping> {
            return Action{A{f.word("object", "\"board\"", false)}};
        };
    else
        return nullptr;
}
template <std::size_t... I> std::vector<OpReader> objectOps(std::index_sequence<I...>) {
    return {objectOp<std::variant_alternative_t<I, command::TypedAction>>()...};
}

// The ops read below, and the ops of the command table (src/command/command_table.hpp) whose
// actions name only an object.
std::map<std::string, Op, std::less<>> withObjectOps(std::map<std::string, Op, std::less<>> ops) {
    std::vector<OpReader> readers =
        objectOps(std::make_index_sequence<std::variant_size_v<command::TypedAction>>{});
    for (const command::CommandDeclaration& d : command::COMMANDS)
        if (d.action != command::NO_ACTION && readers[d.action])
            command::forEachWord(d.ops, [&](std::string_view name) {
                ops.emplace(std::string(name), Op{readers[d.action]});
            });
    return ops;
}

const std::map<std::string, Op, std::less<>>& ops() {
    using Result = std::variant<Say, Action, SetUser, Auth, Ping>;
    static const std::map<std::string, Op, std::less<>> table = withObjectOps({
        {"say", {[](const Fields& f) -> Result {
             return Say{f.string("text", "\"move e2 to e4 on board\"")};
         }}},
        {"join", {[](const Fields& f) -> Result {
             return Action{action::Join{f.word("object", "\"board\"", false), sideOf(f)}};
         }}},
        {"start", {[](const Fields& f) -> Result {
             return Action{action::Start{f.word("object", "\"board\"", false),
                                         f.word("variant", "\"knightmate\"", false),
                                         f.word("clock", "\"5+3\"", false)}};
         }}},
        {"move", {[](const Fields& f) -> Result {
             return Action{action::Move{f.word("object", "\"board\"", false),
                                        f.word("move", "\"e2e4\"", true)}};
         }}},
        {"claim_draw", {[](const Fields& f) -> Result {
             return Action{action::ClaimDraw{f.word("object", "\"board\"", false),
                                             f.word("move", "\"Nf3\"", false)}};
         }}},
        {"set_draw_rule", {[](const Fields& f) -> Result {
             return Action{action::SetDrawRule{f.word("object", "\"board\"", false),
                                               f.word("rule", "\"automatic\"", false)}};
         }}},
        {"invite_computer", {[](const Fields& f) -> Result {
             return Action{action::InviteComputer{f.word("object", "\"board\"", false),
                                                  optionalSide(f), levelOf(f)}};
         }}},
        {"play_computer", {[](const Fields& f) -> Result {
             return Action{action::PlayComputer{f.word("object", "\"board\"", false),
                                                optionalSide(f), levelOf(f)}};
         }}},
        {"pgn", {[](const Fields& f) -> Result {
             return Action{action::Pgn{f.word("object", "\"board\"", false), gameNumber(f)}};
         }}},
        {"set",
         {[](const Fields& f) -> Result {
              SetUser set;
              if (auto encoding = f.optionalString("encoding")) set.colours = coloursOf(*encoding);
              set.scheme = f.optionalString("colour_scheme");
              if (set.scheme && (set.scheme->size() > MAX_NAME_BYTES || hasControl(*set.scheme)))
                  throw Fault{RefusalCode::BAD_FIELD, "colour_scheme",
                              "\"colour_scheme\" is a scheme's name, like \"classic\""};
              if (!set.colours && !set.scheme)
                  throw Fault{RefusalCode::MISSING_FIELD, "encoding",
                              "\"set\" needs \"encoding\" (\"plain\", \"ansi\" or \"ansi256\") "
                              "or \"colour_scheme\" (like \"classic\"), or both"};
              return set;
          },
          true, false}},
        // A player's own colour for one part of the board (action::SetSpecialColour).
        {"special_colour",
         {[](const Fields& f) -> Result {
              action::SetSpecialColour set{f.word("element", "\"dark squares\"", false),
                                           f.word("colour", "\"green\"", false), false};
              if (const json* reset = f.find("reset")) {
                  if (!reset->is_boolean())
                      throw Fault{RefusalCode::BAD_FIELD, "reset", "\"reset\" is true or false"};
                  set.reset = reset->get<bool>();
              }
              return Action{set};
          },
          true, false}},
        {"auth",
         {[](const Fields& f) -> Result { return Auth{f.string("token", "\"s3cret\"")}; }, false,
          false}},
        {"ping", {[](const Fields&) -> Result { return Ping{}; }, false, false}},
    });
    return table;
}

std::string opList() {
    std::string out;
    for (const auto& [name, op] : ops()) out += (out.empty() ? "" : ", ") + name;
    return out;
}

// The id of a request, if it has a usable one: a number or a string, echoed as sent.
json idOf(const json& object) {
    auto it = object.find("id");
    if (it == object.end()) return nullptr;
    if (it->is_number() ||
        (it->is_string() && it->get_ref<const std::string&>().size() <= MAX_NAME_BYTES))
        return *it;
    return nullptr;
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
    return error(RefusalCode::LINE_TOO_LONG, "a request is one line of at most " +
                                                 std::to_string(MAX_LINE_BYTES) +
                                                 " bytes; this one was longer and was skipped");
}

std::variant<Request, ProtocolError> parseRequest(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > MAX_LINE_BYTES) return lineTooLong();
    if (std::size_t bad = firstBadUtf8(line); bad < line.size()) {
        // The rest may still say which request it was.
        json id = nullptr;
        json guess = json::parse(replaceBadUtf8(line), nullptr, false);
        if (guess.is_object()) id = idOf(guess);
        return error(RefusalCode::BAD_UTF8,
                     "the line is not valid UTF-8 (byte " + std::to_string(bad + 1) + ")", id);
    }
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return error(RefusalCode::BAD_JSON, "the line is empty; each line is one JSON object");
    json object = json::parse(line, nullptr, false);
    if (object.is_discarded())
        return error(RefusalCode::BAD_JSON,
                     "the line is not JSON; each line is one JSON object, like "
                     "{\"id\":1,\"actor\":\"alice\",\"place\":\"hall\",\"text\":"
                     "\"look\"}");
    if (!object.is_object())
        return error(RefusalCode::NOT_AN_OBJECT,
                     std::string("each line is one JSON object, not ") + object.type_name());

    Request request;
    if (auto it = object.find("id"); it != object.end()) {
        request.id = idOf(object);
        if (request.id.is_null())
            return error(RefusalCode::BAD_FIELD,
                         "\"id\" must be a number or a string of at most " +
                             std::to_string(MAX_NAME_BYTES) + " bytes",
                         nullptr, "id");
    }
    try {
        Fields fields(object);
        request.op = fields.optionalString("op").value_or("say");
        auto op = ops().find(request.op);
        if (op == ops().end())
            return error(RefusalCode::UNKNOWN_OP,
                         "\"" + request.op.substr(0, 64) + "\" is not an op; the ops are " +
                             opList(),
                         request.id, "op");
        if (op->second.needsActor) request.actor = fields.name("actor", "\"alice\"", true);
        if (op->second.needsPlace) request.place = fields.name("place", "\"hall\"", true);
        request.what = op->second.read(fields);
    } catch (const Fault& fault) {
        return error(fault.code, fault.text, request.id, fault.field);
    }
    return request;
}

} // namespace mudchess::serve
