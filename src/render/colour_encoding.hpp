// How each medium writes a style: ANSI escape sequences for terminals (16 or 256 colours), mIRC
// control codes for IRC, or nothing. Each encoding is one row of a table (open a style, close
// it), so drawing code never asks which medium it is writing for.
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
};

const ColourEncoder& encoderFor(ColourEncoding encoding);

// `text` in `style`, or `text` alone when the style or the encoding has nothing to show.
std::string painted(std::string_view text, const TextStyle& style, ColourEncoding encoding);

} // namespace mudchess
