#include "front/serve/json_line.hpp"

#include "render/protocol_words.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace mudchess::serve {

namespace {

using nlohmann::json;

// How much of a client's own text a sentence quotes back (a parse error's reason quotes a token
// of it, so it may be longer).
constexpr std::size_t QUOTED_BYTES = 64;
constexpr std::size_t REASON_BYTES = 200;

// The start of `text` (valid UTF-8), cut between characters.
std::string clientText(std::string_view text, std::size_t most = QUOTED_BYTES) {
    if (text.size() <= most) return std::string(text);
    std::size_t end = most;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end)) + "...";
}

JsonLineFault badId(const std::string& given) {
    return {RefusalCode::BAD_ID, badIdWords(MAX_ID_BYTES, given), "id", nullptr};
}

// nlohmann's sentence for a parse error without its "[json.exception...] parse error at line 1,
// column 9: " preamble: what was wrong and what was last read.
std::string reasonOf(const std::string& what) {
    std::string_view reason = what;
    if (reason.starts_with('['))
        reason.remove_prefix(std::min(reason.find("] ") + 2, reason.size()));
    if (reason.starts_with("parse error") && reason.find(": ") != std::string_view::npos)
        reason.remove_prefix(reason.find(": ") + 2);
    return clientText(reason, REASON_BYTES);
}

// Builds the value as nlohmann's own DOM parser does, and stops at the first thing the protocol
// refuses (returning false ends the parse without a parse error).
class StrictBuilder {
  public:
    explicit StrictBuilder(json& root) : root_(root) {}

    const std::optional<JsonLineFault>& fault() const { return fault_; }

    bool null() { return takeId() ? refuse(badId("null")) : put(nullptr); }
    bool boolean(bool b) { return takeId() ? refuse(badId(b ? "true" : "false")) : put(b); }
    bool number_integer(json::number_integer_t n) {
        takeId(); // any whole number a 64-bit integer holds is an id
        return put(n);
    }
    bool number_unsigned(json::number_unsigned_t n) {
        takeId();
        return put(n);
    }
    // Also what a whole number too big for 64 bits becomes, with the digits as sent in `text`.
    bool number_float(json::number_float_t x, const std::string& text) {
        return takeId() ? refuse(badId(clientText(text))) : put(x);
    }
    bool string(std::string& s) {
        if (takeId() && s.size() > MAX_ID_BYTES)
            return refuse(badId(aStringOfBytesWords(s.size())));
        return put(std::move(s));
    }
    bool binary(json::binary_t& b) { return put(std::move(b)); } // never in JSON text

    bool start_object(std::size_t) {
        if (takeId()) return refuse(badId(anObjectWords()));
        return open(json::object());
    }
    bool key(std::string& name) {
        auto& object = open_.back()->get_ref<json::object_t&>();
        auto [it, added] = object.emplace(std::move(name), nullptr);
        if (!added) {
            // The line is JSON so far, so an id read before it still says which request it was.
            auto id = root_.find("id");
            return refuse({RefusalCode::DUPLICATE_KEY, keyGivenTwiceWords(clientText(it->first)),
                           it->first, id == root_.end() || it->first == "id" ? json() : *id});
        }
        slot_ = &it->second;
        idNext_ = open_.size() == 1 && it->first == "id";
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) {
        if (takeId()) return refuse(badId(anArrayWords()));
        return open(json::array());
    }
    bool end_array() { return close(); }

    template <class Exception>
    bool parse_error(std::size_t position, const std::string& token, const Exception& e) {
        // 406: a number past what a double holds, like 1e400.
        if (takeId() && e.id == 406) return refuse(badId(clientText(token)));
        return refuse(
            {RefusalCode::BAD_JSON, notJsonAtWords(position, reasonOf(e.what())), {}, nullptr});
    }

  private:
    // True when the value now read is the top-level "id"'s.
    bool takeId() { return std::exchange(idNext_, false); }

    bool refuse(JsonLineFault fault) {
        if (!fault_) fault_ = std::move(fault);
        return false;
    }

    // Puts a value where the parse is: the root, the next element of an array, or the value of
    // the key just read. Returns where it went.
    json* place(json&& value) {
        if (open_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        if (open_.back()->is_array()) {
            auto& array = open_.back()->get_ref<json::array_t&>();
            array.push_back(std::move(value));
            return &array.back(); // stays put: nothing is added to this array while it is open
        }
        *slot_ = std::move(value);
        return slot_;
    }
    template <class T> bool put(T&& value) {
        place(json(std::forward<T>(value)));
        return true;
    }
    bool open(json&& container) {
        open_.push_back(place(std::move(container)));
        return true;
    }
    bool close() {
        open_.pop_back();
        return true;
    }

    json& root_;
    std::vector<json*> open_; // the arrays and objects being read, innermost last
    json* slot_ = nullptr;    // the value of the key just read
    bool idNext_ = false;
    std::optional<JsonLineFault> fault_;
};

} // namespace

std::variant<json, JsonLineFault> readJsonLine(std::string_view line) {
    // nlohmann's reader takes a NUL byte for the end of the text, which would answer the part
    // before it and drop the rest.
    if (std::size_t nul = line.find('\0'); nul != std::string_view::npos)
        return JsonLineFault{RefusalCode::BAD_JSON, nulByteWords(nul + 1), {}, nullptr};
    json root;
    StrictBuilder builder(root);
    if (!json::sax_parse(line.begin(), line.end(), &builder)) {
        if (builder.fault()) return *builder.fault();
        return JsonLineFault{RefusalCode::BAD_JSON, notJsonWords(), {}, nullptr};
    }
    return root;
}

} // namespace mudchess::serve
