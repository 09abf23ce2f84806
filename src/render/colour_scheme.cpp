#include "render/colour_scheme.hpp"
#include "text/words.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace mudchess {

namespace detail {
std::string_view builtInColourFile(); // data/colours.conf, embedded by cmake/EmbedText.cmake
}

namespace {

constexpr std::array<std::string_view, 8> COLOUR_NAMES = {"black", "red",     "green", "yellow",
                                                          "blue",  "magenta", "cyan",  "white"};

// Keys in the order of SchemePart.
constexpr std::array<std::string_view, SCHEME_PARTS> PART_KEYS = {"light", "dark",   "white",
                                                                  "black", "marker", "label"};

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool validSchemeName(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

const std::string COLOUR_HELP = "a colour is a name such as red or bright-blue, a number 0-255, "
                                "or a number and a name for 16-colour screens, like 180/yellow";

// One value, "bold 231 on 137": words in any order. Empty `error` means it was read.
TextStyle readStyle(std::string_view value, std::string& error) {
    TextStyle style;
    std::vector<std::string_view> words = splitWords(trimmed(value));
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string_view w = words[i];
        if (w == "bold") {
            style.bold = true;
        } else if (w == "reverse") {
            style.reverse = true;
        } else if (w == "underline") {
            style.underline = true;
        } else if (w == "on") {
            if (i + 1 == words.size()) {
                error = "\"on\" needs a background colour after it, like \"on blue\"";
                return style;
            }
            std::optional<Colour> bg = colourNamed(words[++i]);
            if (!bg) {
                error = "\"" + std::string(words[i]) + "\" is not a colour; " + COLOUR_HELP;
                return style;
            }
            style.background = *bg;
        } else if (std::optional<Colour> fg = colourNamed(w)) {
            style.foreground = *fg;
        } else {
            error = "\"" + std::string(w) +
                    "\" is not a colour or a style; use bold, reverse, underline, a colour, or "
                    "\"on\" and a colour (" +
                    COLOUR_HELP + ")";
            return style;
        }
    }
    return style;
}

} // namespace

std::optional<std::int16_t> basicNamed(std::string_view word) {
    if (word == "grey" || word == "gray") return std::int16_t(8);
    bool bright = false;
    for (std::string_view prefix : {"bright ", "bright-"})
        if (word.starts_with(prefix)) {
            bright = true;
            word.remove_prefix(prefix.size());
        }
    for (std::size_t i = 0; i < COLOUR_NAMES.size(); ++i)
        if (word == COLOUR_NAMES[i]) return std::int16_t(i + (bright ? 8 : 0));
    return std::nullopt;
}

std::optional<std::int16_t> paletteNumber(std::string_view word) {
    int n = 0;
    auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
    if (word.empty() || ec != std::errc() || end != word.data() + word.size() || n < 0 || n > 255)
        return std::nullopt;
    return std::int16_t(n);
}

// xterm's palette: the sixteen basic colours, a 6x6x6 cube, then 24 greys.
Rgb paletteRgb(std::int16_t index) {
    static constexpr Rgb BASIC[16] = {
        {0, 0, 0},     {205, 0, 0},     {0, 205, 0},     {205, 205, 0},  {0, 0, 238}, {205, 0, 205},
        {0, 205, 205}, {229, 229, 229}, {127, 127, 127}, {255, 0, 0},    {0, 255, 0}, {255, 255, 0},
        {92, 92, 255}, {255, 0, 255},   {0, 255, 255},   {255, 255, 255}};
    if (index < 16) return BASIC[std::size_t(index) & 15];
    if (index >= 232) {
        int grey = 8 + 10 * (index - 232);
        return {grey, grey, grey};
    }
    static constexpr int LEVEL[6] = {0, 95, 135, 175, 215, 255};
    int cube = index - 16;
    return {LEVEL[cube / 36], LEVEL[cube / 6 % 6], LEVEL[cube % 6]};
}

std::int16_t nearestBasic(std::int16_t full) {
    if (full < 16) return full;
    Rgb want = paletteRgb(full);
    std::int16_t best = 0;
    int bestDistance = 1 << 30;
    for (std::int16_t i = 0; i < 16; ++i) {
        Rgb c = paletteRgb(i);
        int d = (c.r - want.r) * (c.r - want.r) + (c.g - want.g) * (c.g - want.g) +
                (c.b - want.b) * (c.b - want.b);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

std::optional<Colour> colourNamed(std::string_view word) {
    std::size_t slash = word.find('/');
    std::string_view full = word.substr(0, slash);
    std::optional<std::int16_t> index = basicNamed(full);
    if (!index) index = paletteNumber(full);
    if (!index) return std::nullopt;
    if (slash == std::string_view::npos) return Colour{*index, nearestBasic(*index)};
    std::optional<std::int16_t> basic = basicNamed(word.substr(slash + 1));
    if (!basic) return std::nullopt;
    return Colour{*index, *basic};
}

TextStyle layered(const TextStyle& top, const TextStyle& base) {
    TextStyle out = base;
    if (top.foreground.isSet()) out.foreground = top.foreground;
    if (top.background.isSet()) out.background = top.background;
    out.bold = out.bold || top.bold;
    out.reverse = out.reverse || top.reverse;
    out.underline = out.underline || top.underline;
    return out;
}

bool ColourScheme::plain() const {
    return std::all_of(parts.begin(), parts.end(), [](const TextStyle& s) { return s.plain(); });
}

SchemeFile parseColourSchemes(std::string_view text, std::string_view source) {
    SchemeFile file;
    std::size_t lineNumber = 0;
    auto fail = [&](const std::string& what) {
        file.schemes.clear();
        file.error = std::string(source) + " line " + std::to_string(lineNumber) + ": " + what;
        return file;
    };
    while (!text.empty()) {
        ++lineNumber;
        std::size_t end = text.find('\n');
        std::string_view line = trimmed(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        if (line.empty() || line.front() == '#') continue;
        if (line.front() == '[') {
            if (line.back() != ']') return fail("a scheme's name line looks like [name]");
            std::string_view name = trimmed(line.substr(1, line.size() - 2));
            if (!validSchemeName(name))
                return fail("\"" + std::string(name) +
                            "\" cannot name a scheme; use lower-case letters, digits, - and _");
            for (const ColourScheme& s : file.schemes)
                if (s.name == name) return fail("the scheme [" + s.name + "] comes twice");
            file.schemes.push_back({std::string(name), {}, {}});
            continue;
        }
        std::size_t equals = line.find('=');
        if (equals == std::string_view::npos)
            return fail("expected \"key = value\", a [name] line or a # comment");
        std::string_view key = trimmed(line.substr(0, equals));
        std::string_view value = trimmed(line.substr(equals + 1));
        if (file.schemes.empty())
            return fail("\"" + std::string(key) + "\" comes before any [name] line");
        ColourScheme& scheme = file.schemes.back();
        if (key == "about") {
            scheme.about = value;
            continue;
        }
        auto part = std::find(PART_KEYS.begin(), PART_KEYS.end(), key);
        if (part == PART_KEYS.end())
            return fail("\"" + std::string(key) +
                        "\" is not a key; the keys are about, light, dark, white, black, marker "
                        "and label");
        std::string error;
        scheme.parts[std::size_t(part - PART_KEYS.begin())] = readStyle(value, error);
        if (!error.empty()) return fail(error);
    }
    return file;
}

ColourSchemes ColourSchemes::builtIn() {
    ColourSchemes schemes;
    SchemeFile file = parseColourSchemes(detail::builtInColourFile(), "data/colours.conf");
    // The build's own file is tested; a mistake in it is a bug, so it fails loudly there.
    if (!file.error.empty()) throw std::logic_error(file.error);
    for (ColourScheme& s : file.schemes) schemes.add(std::move(s));
    return schemes;
}

const ColourScheme* ColourSchemes::find(std::string_view name) const {
    for (const ColourScheme& s : schemes_)
        if (s.name == name) return &s;
    return nullptr;
}

void ColourSchemes::add(ColourScheme scheme) {
    for (ColourScheme& s : schemes_)
        if (s.name == scheme.name) {
            s = std::move(scheme);
            return;
        }
    schemes_.push_back(std::move(scheme));
}

std::optional<std::string> ColourSchemes::addFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return path + ": cannot be read; the built-in colour schemes stay";
    std::ostringstream text;
    text << in.rdbuf();
    SchemeFile file = parseColourSchemes(text.str(), path);
    if (!file.error.empty()) return file.error + "; the built-in colour schemes stay";
    for (ColourScheme& s : file.schemes) add(std::move(s));
    return std::nullopt;
}

} // namespace mudchess
