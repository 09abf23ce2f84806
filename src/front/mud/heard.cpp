#include "front/mud/heard.hpp"

#include "front/mud/mux_text.hpp"

#include <cctype>

namespace mudchess::mud {

namespace {

constexpr std::string_view OPEN_CURLY = "\xE2\x80\x9C";
constexpr std::string_view CLOSE_CURLY = "\xE2\x80\x9D";

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

bool startsWithNoCase(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) !=
            std::tolower(static_cast<unsigned char>(prefix[i])))
            return false;
    return true;
}

// The quoted part of `says, “...”` (or "...").
std::optional<std::string_view> quoted(std::string_view rest) {
    std::string_view close;
    if (rest.starts_with(OPEN_CURLY)) {
        rest.remove_prefix(OPEN_CURLY.size());
        close = CLOSE_CURLY;
    } else if (rest.starts_with("\"")) {
        rest.remove_prefix(1);
        close = "\"";
    } else {
        return std::nullopt;
    }
    if (rest.ends_with(close)) rest.remove_suffix(close.size());
    return rest;
}

// The body after a header of `source` ("saypose" or "page") from `name`.
std::optional<Heard> readBody(std::string_view name, std::string_view dbref,
                              std::string_view source, std::string_view body) {
    Heard h;
    h.name = std::string(name);
    h.dbref = std::string(dbref);
    if (source == "page") {
        h.kind = Heard::Kind::PAGE;
        if (body.starts_with(name) && body.substr(name.size()).starts_with(" pages: ")) {
            h.text = std::string(body.substr(name.size() + 8));
            return h;
        }
        // A posed page: "From afar, Alice grins".
        if (!body.starts_with("From afar, ")) return std::nullopt;
        body.remove_prefix(11);
        if (!body.starts_with(name)) return std::nullopt;
        h.text = std::string(trimmed(body.substr(name.size())));
        return h;
    }
    if (!body.starts_with(name)) return std::nullopt;
    std::string_view rest = body.substr(name.size());
    if (rest.starts_with(" says, "))
        if (std::optional<std::string_view> said = quoted(rest.substr(7))) {
            h.kind = Heard::Kind::SAY;
            h.text = std::string(*said);
            return h;
        }
    h.kind = Heard::Kind::POSE;
    h.text = std::string(trimmed(rest));
    return h;
}

} // namespace

std::optional<Heard> readHeard(std::string_view raw) {
    std::string clean = withoutControls(raw);
    std::string_view line = clean;
    if (!line.starts_with("[")) return std::nullopt;
    // The name may hold "(#" itself; try each place the header could end, and believe the
    // first whose body starts with the name it gives.
    for (std::size_t open = line.find("(#", 1); open != std::string_view::npos;
         open = line.find("(#", open + 1)) {
        std::size_t digits = open + 2, end = digits;
        while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
        if (end == digits || end >= line.size() || line[end] != ')') continue;
        std::string_view after = line.substr(end + 1);
        std::string_view source;
        if (after.starts_with(",saypose] "))
            source = "saypose";
        else if (after.starts_with(",page] "))
            source = "page";
        else
            continue;
        std::string_view name = line.substr(1, open - 1);
        if (name.empty()) continue;
        std::string_view body = after.substr(source.size() + 3);
        if (auto heard = readBody(name, line.substr(open + 1, end - open - 1), source, body))
            return heard;
    }
    return std::nullopt;
}

std::optional<std::string> commandIn(const Heard& heard, std::string_view trigger) {
    std::string_view text = trimmed(heard.text);
    if (startsWithNoCase(text, trigger)) return std::string(trimmed(text.substr(trigger.size())));
    if (heard.kind == Heard::Kind::PAGE) return std::string(text);
    return std::nullopt;
}

} // namespace mudchess::mud
