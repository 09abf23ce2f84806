// How each medium writes a style: ANSI escape sequences for terminals (16 or 256 colours), mIRC
// control codes for IRC, MUX %x codes, or nothing. Each encoding is one row of a table (open a
// style, close it, write text), so drawing code never asks which medium it is writing for.
#pragma once

#include "render/colour_scheme.hpp"
#include "render/presentation.hpp"

#include <string>
#include <string_view>

namespace mudchess {

struct ColourEncoder {
    void (*open)(std::string& out, const TextStyle& style); // appends what starts `style`
    std::string_view close;                                 // ends any style
    bool paints;                                            // false: writes nothing at all
    // Appends `text` as the medium must carry it. MUX codes live in text the server evaluates,
    // where % [ ] and \ are code: a board's text (names in its panel) is escaped there, so it
    // shows as written instead of running.
    void (*text)(std::string& out, std::string_view text);
    bool escapes; // true: `text` changes some text, so even a board without colours needs it
};

const ColourEncoder& encoderFor(ColourEncoding encoding);

// `text` in `style`, or `text` alone when the style or the encoding has nothing to show.
std::string painted(std::string_view text, const TextStyle& style, ColourEncoding encoding);

} // namespace mudchess
