#include "render/colour_special.hpp"

#include "render/locale.hpp"
#include "world/user_options.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace mudchess {

namespace {

// The keys are the ones the user's options are saved under, in the same order.
static_assert(SPECIAL_COLOUR_KEYS.size() == COLOUR_ELEMENTS);
constexpr std::array<ColourElementName, COLOUR_ELEMENTS> ELEMENTS = {{
    {ColourElement::LIGHT_SQUARES, SPECIAL_COLOUR_KEYS[0], "light squares"},
    {ColourElement::DARK_SQUARES, SPECIAL_COLOUR_KEYS[1], "dark squares"},
    {ColourElement::WHITE_PIECES, SPECIAL_COLOUR_KEYS[2], "white pieces"},
    {ColourElement::BLACK_PIECES, SPECIAL_COLOUR_KEYS[3], "black pieces"},
    {ColourElement::MARKERS, SPECIAL_COLOUR_KEYS[4], "markers"},
    {ColourElement::LABELS, SPECIAL_COLOUR_KEYS[5], "labels"},
    {ColourElement::PANEL, SPECIAL_COLOUR_KEYS[6], "panel"},
}};

std::optional<Rgb> hexColour(std::string_view word) {
    if (word.size() != 7 || word[0] != '#') return std::nullopt;
    int value = 0;
    auto [end, ec] = std::from_chars(word.data() + 1, word.data() + 7, value, 16);
    if (ec != std::errc() || end != word.data() + 7) return std::nullopt;
    return Rgb{(value >> 16) & 255, (value >> 8) & 255, value & 255};
}

bool isSquare(ColourElement e) {
    return e == ColourElement::LIGHT_SQUARES || e == ColourElement::DARK_SQUARES;
}

// The scheme's part for an element; the panel is not part of any scheme.
TextStyle schemeStyle(const ColourScheme* scheme, ColourElement e) {
    if (!scheme) return {};
    switch (e) {
    case ColourElement::LIGHT_SQUARES: return (*scheme)[SchemePart::LIGHT];
    case ColourElement::DARK_SQUARES: return (*scheme)[SchemePart::DARK];
    case ColourElement::WHITE_PIECES: return (*scheme)[SchemePart::WHITE_PIECE];
    case ColourElement::BLACK_PIECES: return (*scheme)[SchemePart::BLACK_PIECE];
    case ColourElement::MARKERS: return (*scheme)[SchemePart::MARKER];
    case ColourElement::LABELS: return (*scheme)[SchemePart::LABEL];
    case ColourElement::PANEL: return {};
    }
    return {};
}

// A chosen colour over the scheme's style: a square's background (reverse would turn it into
// the letters, so it goes), or the letters' colour.
TextStyle chosenOver(const TextStyle& base, const SpecialColour& c, ColourElement e) {
    TextStyle s = base;
    if (isSquare(e)) {
        s.background = c.colour;
        s.reverse = false;
    } else {
        s.foreground = c.colour;
    }
    s.bold = s.bold || c.bold;
    return s;
}

double luminance(std::int16_t index) {
    Rgb c = paletteRgb(index);
    auto channel = [](int v) {
        double x = v / 255.0;
        return x <= 0.03928 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

} // namespace

const std::string_view SPECIAL_COLOUR_FORMS =
    "a colour is a name (black, red, green, yellow, blue, magenta, cyan, white, grey, or "
    "bright and a name, like bright red), a number 0-255 of the 256-colour palette (colour 208), "
    "or "
    "#rrggbb (#ff8700); bold may come first (bold yellow)";

const std::array<ColourElementName, COLOUR_ELEMENTS>& colourElements() { return ELEMENTS; }

std::optional<ColourElement> colourElementKeyed(std::string_view key) {
    for (const ColourElementName& e : ELEMENTS)
        if (e.key == key) return e.element;
    return std::nullopt;
}

std::string_view colourElementName(ColourElement e) { return ELEMENTS[std::size_t(e)].name; }

std::string colourElementNames() {
    std::string out;
    for (std::size_t i = 0; i < ELEMENTS.size(); ++i) {
        if (i) out += i + 1 == ELEMENTS.size() ? " and " : ", ";
        out += ELEMENTS[i].name;
    }
    return out;
}

std::string colourElementList() { return said(colourElementNames()); }

std::int16_t nearestPaletteIndex(Rgb want, int first, int last) {
    std::int16_t best = std::int16_t(first);
    int bestDistance = 1 << 30;
    for (int i = first; i <= last; ++i) {
        Rgb c = paletteRgb(std::int16_t(i));
        int d = (c.r - want.r) * (c.r - want.r) + (c.g - want.g) * (c.g - want.g) +
                (c.b - want.b) * (c.b - want.b);
        if (d < bestDistance) {
            best = std::int16_t(i);
            bestDistance = d;
        }
    }
    return best;
}

std::optional<SpecialColour> readSpecialColour(std::string_view text) {
    SpecialColour chosen;
    if (text.starts_with("bold ")) {
        chosen.bold = true;
        text.remove_prefix(5);
    }
    for (std::string_view word : {"colour ", "color "})
        if (text.starts_with(word)) {
            text.remove_prefix(word.size());
            std::optional<std::int16_t> n = paletteNumber(text);
            if (!n) return std::nullopt;
            chosen.colour = {*n, nearestBasic(*n)};
            return chosen;
        }
    if (std::optional<std::int16_t> basic = basicNamed(text)) {
        chosen.colour = {*basic, *basic};
    } else if (std::optional<std::int16_t> n = paletteNumber(text)) {
        chosen.colour = {*n, nearestBasic(*n)};
    } else if (std::optional<Rgb> rgb = hexColour(text)) {
        chosen.colour = {nearestPaletteIndex(*rgb, 16, 255), nearestPaletteIndex(*rgb, 0, 15)};
    } else {
        return std::nullopt;
    }
    return chosen;
}

SpecialColours readSpecialColours(const std::array<std::string, COLOUR_ELEMENTS>& texts) {
    SpecialColours out;
    for (std::size_t i = 0; i < COLOUR_ELEMENTS; ++i)
        if (!texts[i].empty()) out[i] = readSpecialColour(texts[i]);
    return out;
}

ElementStyles elementStyles(const ColourScheme* scheme, const SpecialColours& special) {
    ElementStyles styles;
    for (const ColourElementName& e : ELEMENTS) {
        std::size_t i = std::size_t(e.element);
        styles[i] = schemeStyle(scheme, e.element);
        if (special[i]) styles[i] = chosenOver(styles[i], *special[i], e.element);
    }
    return styles;
}

double contrastRatio(std::int16_t a, std::int16_t b) {
    double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

namespace {

// Every pair of letters on a square whose colours are both known, with its contrast.
std::vector<HardToRead> measuredPairs(const ElementStyles& styles, Palette palette) {
    auto shown = [&](const Colour& c) { return palette == Palette::FULL ? c.full : c.basic; };
    std::vector<HardToRead> pairs;
    for (ColourElement letters :
         {ColourElement::WHITE_PIECES, ColourElement::BLACK_PIECES, ColourElement::MARKERS})
        for (ColourElement square : {ColourElement::LIGHT_SQUARES, ColourElement::DARK_SQUARES}) {
            // As the board draws them: the letters' style laid over the square's.
            TextStyle drawn = layered(styleOf(styles, letters), styleOf(styles, square));
            if (!drawn.foreground.isSet() || !drawn.background.isSet() || drawn.reverse) continue;
            pairs.push_back(
                {letters, square, contrastRatio(shown(drawn.foreground), shown(drawn.background))});
        }
    return pairs;
}

} // namespace

Palette paletteOf(ColourEncoding encoding) {
    return encoding == ColourEncoding::ANSI256 || encoding == ColourEncoding::NONE ? Palette::FULL
                                                                                   : Palette::BASIC;
}

std::vector<HardToRead> hardToRead(const ElementStyles& styles, Palette palette) {
    std::vector<HardToRead> found = measuredPairs(styles, palette);
    std::erase_if(found, [](const HardToRead& p) { return p.ratio >= READABLE_CONTRAST; });
    return found;
}

std::vector<HardToRead> hardToReadAnywhere(const ColourScheme& scheme) {
    ElementStyles styles = elementStyles(&scheme, {});
    std::vector<HardToRead> found = hardToRead(styles, Palette::FULL);
    for (const HardToRead& basic : hardToRead(styles, Palette::BASIC)) {
        auto same = std::find_if(found.begin(), found.end(), [&](const HardToRead& h) {
            return h.letters == basic.letters && h.square == basic.square;
        });
        if (same == found.end())
            found.push_back(basic);
        else
            same->ratio = std::min(same->ratio, basic.ratio);
    }
    return found;
}

std::string ratioText(double ratio) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f:1", ratio);
    return said(text);
}

std::string hardToReadText(const std::vector<HardToRead>& pairs) {
    std::string text;
    for (const HardToRead& h : pairs)
        text += (text.empty() ? "" : ", ") + std::string(colourElementName(h.letters)) + " on " +
                std::string(colourElementName(h.square)) + " (" + ratioText(h.ratio) + ")";
    return said(text);
}

std::vector<std::string_view> readableChoices(const ColourScheme* scheme,
                                              const SpecialColours& special, ColourElement element,
                                              Palette palette, std::size_t count) {
    static constexpr std::array<std::string_view, 16> NAMES = {
        "black",        "red",           "green",       "yellow",         "blue",
        "magenta",      "cyan",          "white",       "grey",           "bright red",
        "bright green", "bright yellow", "bright blue", "bright magenta", "bright cyan",
        "bright white"};
    std::vector<std::pair<double, std::string_view>> readable; // worst ratio, name
    for (std::size_t i = 0; i < NAMES.size(); ++i) {
        SpecialColours tried = special;
        tried[std::size_t(element)] = SpecialColour{{std::int16_t(i), std::int16_t(i)}, false};
        double worst = 21;
        bool measured = false;
        for (const HardToRead& p : measuredPairs(elementStyles(scheme, tried), palette))
            if (p.letters == element || p.square == element) {
                measured = true;
                worst = std::min(worst, p.ratio);
            }
        if (measured && worst >= READABLE_CONTRAST) readable.emplace_back(worst, NAMES[i]);
    }
    std::stable_sort(readable.begin(), readable.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string_view> best;
    for (std::size_t i = 0; i < readable.size() && i < count; ++i)
        best.push_back(readable[i].second);
    return best;
}

} // namespace mudchess
