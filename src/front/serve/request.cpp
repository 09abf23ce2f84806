#include "front/serve/request.hpp"

#include "command/command_table.hpp"
#include "front/serve/utf8.hpp"

#include <algorithm>
#include <cstdlib>
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

Colours coloursOf(const std::string& encoding) {
    if (encoding == "plain") return Colours::PLAIN;
    if (encoding == "ansi") return Colours::ANSI16;
    if (encoding == "ansi256") return Colours::ANSI256;
    if (encoding == "mux") return Colours::MUX;
    throw Fault{RefusalCode::BAD_FIELD, "encoding",
                "\"encoding\" is \"plain\", \"ansi\", \"ansi256\" or \"mux\", not \"" + encoding +
                    "\""};
}

// One field of a typed op (command::OP_FIELDS), read by the type of the member it fills.
template <class A, class C, class U>
void readField(const Fields& f, const command::OpField<A, std::string, C, U>& field, A& a) {
    std::string name(field.name), example(field.example);
    a.*field.member = f.word(name.c_str(), example.c_str(), field.required);
}

Side sideNamed(const Fields& f, const std::string& name, const std::string& example) {
    std::string side = f.string(name.c_str(), example.c_str());
    if (side == "white") return Side::WHITE;
    if (side == "black") return Side::BLACK;
    throw Fault{RefusalCode::BAD_FIELD, name,
                "\"" + name + "\" is \"white\" or \"black\", not \"" + side + "\""};
}
template <class A, class C, class U>
void readField(const Fields& f, const command::OpField<A, Side, C, U>& field, A& a) {
    a.*field.member = sideNamed(f, std::string(field.name), std::string(field.example));
}
template <class A, class C, class U>
void readField(const Fields& f, const command::OpField<A, std::optional<Side>, C, U>& field, A& a) {
    std::string name(field.name);
    if (f.find(name.c_str())) a.*field.member = sideNamed(f, name, std::string(field.example));
}

template <class A, class C, class U>
void readField(const Fields& f, const command::OpField<A, int, C, U>& field, A& a) {
    std::string name(field.name);
    const json* value = f.find(name.c_str());
    if (!value) return;
    if (!value->is_number_integer() || value->get<long long>() < field.least ||
        value->get<long long>() > field.most)
        throw Fault{RefusalCode::BAD_FIELD, name, std::string(field.meaning)};
    a.*field.member = value->get<int>();
}

template <class A, class C, class U>
void readField(const Fields& f, const command::OpField<A, bool, C, U>& field, A& a) {
    std::string name(field.name);
    const json* value = f.find(name.c_str());
    if (!value) return;
    if (!value->is_boolean())
        throw Fault{RefusalCode::BAD_FIELD, name, "\"" + name + "\" is true or false"};
    a.*field.member = value->get<bool>();
}

using OpReader = std::function<std::variant<Say, Action, SetUser, Auth, Ping>(const Fields&)>;

// Every op: what it reads, and whether it acts in a place.
struct Op {
    OpReader read;
    bool needsActor = true;
    bool needsPlace = true;
};

// The op of a typed action, read field by field as its OP_FIELDS declare; one that names an
// object acts in a place. None for an action that has no op of its own.
template <class A> std::optional<Op> typedOp() {
    if constexpr (command::HAS_OP<A>) {
        OpReader read = [](const Fields& f) -> std::variant<Say, Action, SetUser, Auth, Ping> {
            A action{};
            std::apply([&](const auto&... field) { (readField(f, field, action), ...); },
                       command::OP_FIELDS<A>);
            return Action{std::move(action)};
        };
        return Op{read, true, requires(A a){a.object;
    }
};
} // namespace
else {
    return std::nullopt;
}
} // namespace mudchess::serve
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
    using Result = std::variant<Say, Action, SetUser, Auth, Ping>;
    static const std::map<std::string, Op, std::less<>> table = withTypedOps({
        {"say", {[](const Fields& f) -> Result {
             return Say{f.string("text", "\"move e2 to e4 on board\"")};
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

// Ids a client gets back exactly: every JSON reader holds whole numbers up to 2^53 - 1 exactly,
// and a larger one or a fraction may come back rounded, so neither is taken.
constexpr long long MAX_ID = 9007199254740991;

// The id of a request, if it has a usable one: a whole number within +-MAX_ID or a string of at
// most MAX_NAME_BYTES, echoed as sent.
json idOf(const json& object) {
    auto it = object.find("id");
    if (it == object.end()) return nullptr;
    if (it->is_number_unsigned()) return it->get<unsigned long long>() <= MAX_ID ? *it : nullptr;
    if (it->is_number_integer())
        return std::llabs(it->get<long long>()) <= MAX_ID ? *it : json(nullptr);
    if (it->is_string() && it->get_ref<const std::string&>().size() <= MAX_NAME_BYTES) return *it;
    return nullptr;
}

const std::string BAD_ID_TEXT = "\"id\" must be a string of at most " +
                                std::to_string(MAX_NAME_BYTES) + " bytes or a whole number from -" +
                                std::to_string(MAX_ID) + " to " + std::to_string(MAX_ID) +
                                ", so that it comes back exactly";

// A JSON object as the protocol takes it: nlohmann's reader would stop at a NUL byte and answer
// what came before it, and would let the last of two equal keys win, so both are refused.
struct Strict {
    json value; // discarded when the line is not JSON
    std::optional<std::string> duplicateKey;
    std::string tooLargeNumber; // the number's text, when one was out of range
};

Strict readStrict(std::string_view line) {
    Strict out;
    std::vector<std::vector<std::string>> keys; // those of each object still open
    auto watch = [&](int, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::object_start) keys.emplace_back();
        if (event == json::parse_event_t::object_end && !keys.empty()) keys.pop_back();
        if (event == json::parse_event_t::key && !keys.empty()) {
            const std::string& key = parsed.get_ref<const std::string&>();
            std::vector<std::string>& seen = keys.back();
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                if (!out.duplicateKey) out.duplicateKey = key;
            } else {
                seen.push_back(key);
            }
        }
        return true;
    };
    try {
        out.value = json::parse(line, watch, true);
    } catch (const json::out_of_range& e) {
        // 406: a number past what a double holds, like 1e400; its text is quoted in e.what().
        std::string what = e.what();
        std::size_t open = what.find('\''), close = what.rfind('\'');
        if (open != std::string::npos && close > open)
            out.tooLargeNumber = what.substr(open + 1, close - open - 1);
        out.value = json(json::value_t::discarded);
    } catch (const json::exception&) {
        out.value = json(json::value_t::discarded);
    }
    return out;
}

// Whether `number` is the value of the top-level "id" in the line: `"id" : number`.
bool isTheId(std::string_view line, const std::string& number) {
    for (std::size_t at = line.find(number); at != std::string_view::npos;
         at = line.find(number, at + 1)) {
        std::size_t before = line.find_last_not_of(" \t", at == 0 ? 0 : at - 1);
        if (before == std::string_view::npos || line[before] != ':') continue;
        before = line.find_last_not_of(" \t", before - 1);
        if (before != std::string_view::npos && before >= 3 &&
            line.substr(before - 3, 4) == "\"id\"")
            return true;
    }
    return false;
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
    if (std::size_t nul = line.find('\0'); nul != std::string_view::npos)
        return error(RefusalCode::BAD_JSON,
                     "the line has a NUL byte (byte " + std::to_string(nul + 1) +
                         "); each line is one JSON object, and a string writes NUL as \\u0000");
    Strict read = readStrict(line);
    if (!read.tooLargeNumber.empty())
        return isTheId(line, read.tooLargeNumber)
                   ? error(RefusalCode::BAD_FIELD, BAD_ID_TEXT, nullptr, "id")
                   : error(RefusalCode::BAD_JSON,
                           "the number " + read.tooLargeNumber.substr(0, 64) +
                               " is too large to read; no field takes one that large");
    json& object = read.value;
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
        if (request.id.is_null()) return error(RefusalCode::BAD_FIELD, BAD_ID_TEXT, nullptr, "id");
    }
    if (read.duplicateKey) {
        const std::string key = read.duplicateKey->substr(0, 64);
        return error(RefusalCode::DUPLICATE_KEY,
                     "\"" + key + "\" is given twice; give each field once",
                     key == "id" ? json(nullptr) : request.id, key);
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
