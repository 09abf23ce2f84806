#include "front/mud/heard.hpp"

#include "front/mud/dbref.hpp"
#include "front/mud/mux_text.hpp"

#include <cctype>

namespace mudchess::mud {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

// The body after a page header from `name`: "Alice pages: look", or "From afar, Alice grins".
std::optional<std::string> pagedText(std::string_view name, std::string_view body) {
    if (body.starts_with(name) && body.substr(name.size()).starts_with(" pages: "))
        return std::string(body.substr(name.size() + 8));
    if (!body.starts_with("From afar, ")) return std::nullopt;
    body.remove_prefix(11);
    if (!body.starts_with(name)) return std::nullopt;
    return std::string(trimmed(body.substr(name.size())));
}

// "kind:#12:rest" split at its first two colons.
struct Frame {
    std::string_view kind, dbref, rest;
};
std::optional<Frame> frameOf(std::string_view line) {
    std::size_t kindEnd = line.find(':');
    if (kindEnd == std::string_view::npos) return std::nullopt;
    Frame f{line.substr(0, kindEnd), line.substr(kindEnd + 1), {}};
    if (std::size_t dbrefEnd = f.dbref.find(':'); dbrefEnd != std::string_view::npos) {
        f.rest = f.dbref.substr(dbrefEnd + 1);
        f.dbref = f.dbref.substr(0, dbrefEnd);
    }
    if (!isDbref(f.dbref)) return std::nullopt;
    return f;
}

} // namespace

std::optional<Heard> readPage(std::string_view raw) {
    std::string clean = withoutControls(raw);
    std::string_view line = clean;
    if (!line.starts_with("[")) return std::nullopt;
    // The name may hold "(#" itself; try each place the header could end, and believe the
    // first whose body starts with the name it gives. A thing ("{owner}") or a forced player
    // ("<-(#enactor)") never matches ",page] ".
    for (std::size_t open = line.find("(#", 1); open != std::string_view::npos;
         open = line.find("(#", open + 1)) {
        std::size_t digits = open + 2, end = digits;
        while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
        if (end == digits || end >= line.size() || line[end] != ')') continue;
        std::string_view after = line.substr(end + 1);
        if (!after.starts_with(",page] ")) continue;
        std::string_view name = line.substr(1, open - 1);
        if (name.empty()) continue;
        if (std::optional<std::string> text = pagedText(name, after.substr(7)))
            return Heard{Heard::Kind::PAGE,
                         std::string(line.substr(open + 1, end - open - 1)),
                         std::string(name),
                         *text,
                         {}};
    }
    return std::nullopt;
}

std::string commandIn(const Heard& heard, std::string_view word) {
    std::string_view text = trimmed(heard.text);
    if (heard.kind == Heard::Kind::PAGE && text.size() > word.size()) {
        bool starts = true;
        for (std::size_t i = 0; i < word.size(); ++i)
            starts = starts && std::tolower(static_cast<unsigned char>(text[i])) ==
                                   std::tolower(static_cast<unsigned char>(word[i]));
        char after = text[word.size()];
        if (starts && (after == ':' || after == ' ')) text = trimmed(text.substr(word.size() + 1));
    }
    return std::string(text);
}

Ear::Ear(std::string_view secret) : token_(std::string(FRAME_PREFIX) + std::string(secret)) {}

std::string Ear::marker(std::string_view what) const { return token_ + ":" + std::string(what); }

std::string Ear::commandAttribute(std::string_view word) const {
    // %N and %0 are substituted, never evaluated again; the attribute is set no_parse so the
    // typed arguments are not evaluated either. %r between the two lines: one notification.
    return "$" + std::string(word) + " *:@pemit me=" + token_ + ":name:%#:%N%r" + token_ +
           ":command:%#:%0";
}

std::string Ear::pageLockAttribute() const {
    // Evaluated by TinyMUX when someone pages the robot, with the pager as %#; "1" lets the page
    // through.
    return "[pemit(me," + token_ + ":page:%#:[loc(%#)])]1";
}

Ear::Verdict Ear::hear(std::string_view raw) {
    std::string announced = std::move(pageAnnounced_);
    pageAnnounced_.clear();
    std::string clean = withoutControls(raw);
    std::string_view line = clean;
    while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    Verdict v;
    // The token as the server sent it, byte for byte: control bytes are dropped from what is
    // read, never from what vouches for it.
    if (raw.starts_with(token_ + ":")) {
        std::optional<Frame> f = frameOf(line.substr(token_.size() + 1));
        if (!f) return v;
        if (f->kind == "name") {
            names_[std::string(f->dbref)] = std::string(f->rest);
        } else if (f->kind == "page") {
            pageAnnounced_ = std::string(f->dbref);
            pagerLocation_ = std::string(f->rest);
        } else if (f->kind == "command") {
            auto name = names_.find(std::string(f->dbref));
            v.heard = Heard{Heard::Kind::COMMAND,
                            std::string(f->dbref),
                            name == names_.end() ? std::string(f->dbref) : name->second,
                            std::string(trimmed(f->rest)),
                            {}};
        }
        return v;
    }
    if (line.starts_with(FRAME_PREFIX)) {
        v.forged = std::string(line);
        return v;
    }
    std::optional<Heard> page = readPage(line);
    if (!page) return v;
    if (page->dbref == announced) {
        page->location = pagerLocation_;
        v.heard = std::move(page);
    } else
        v.forged = std::string(line);
    return v;
}

} // namespace mudchess::mud
