// The sentences of "options colour special" (dispatch/option_commands.cpp decides, these say it):
// a player's own colours, element by element, with samples painted in them and a warning when a
// choice makes pieces hard to read.
#pragma once

#include "render/colour_encoding.hpp"
#include "render/colour_special.hpp"
#include "world/user_options.hpp"

#include <optional>
#include <string>

namespace mudchess {

// One element's colour (or all of them, `element` empty) back to the scheme's.
std::string specialColourResetWords(std::optional<ColourElement> element,
                                    const std::string& scheme);
// Every element: its colour (the scheme's or the player's own) and a sample.
std::string specialColoursWords(const UserOptions& options, const ColourScheme* scheme,
                                ColourEncoding encoding);
// One element asked about, and how to choose its colour.
std::string specialColourAskedWords(ColourElement element, const UserOptions& options,
                                    const ColourScheme* scheme, ColourEncoding encoding);
std::string badSpecialColourWords(const std::string& colour);
// The element now has `colour` (typed so); a sample, and a warning when it reads badly.
std::string specialColourSetWords(ColourElement element, const std::string& colour,
                                  const ColourScheme* scheme, const SpecialColours& special,
                                  ColourEncoding encoding);

} // namespace mudchess
