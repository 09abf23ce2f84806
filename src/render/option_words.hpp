// The sentences of the options commands (colour schemes, board settings, flip): option_commands.cpp
// decides, these say it.
#pragma once

#include "chess/types.hpp"
#include "render/colour_encoding.hpp"
#include "render/colour_scheme.hpp"
#include "world/user_options.hpp"

#include <string>

namespace mudchess {

// "options colour": the scheme in use, then each scheme with a few cells painted in it.
std::string schemeListWords(const std::string& current, const ColourSchemes& schemes,
                            ColourEncoding encoding);
// A scheme of no such name, with the names there are.
std::string unknownSchemeWords(const std::string& name, const ColourSchemes& schemes);
std::string schemeChosenWords(const std::string& name);
// "options": every option and its value.
std::string optionsWords(const UserOptions& options);
// "options board": each board setting, its value and its choices.
std::string boardSettingsWords(const UserOptions& options);
// One board setting asked about: its value and its choices.
std::string boardSettingWords(const BoardSetting& setting, const UserOptions& options);
std::string badBoardValueWords(const BoardSetting& setting, const std::string& value);
std::string boardSettingSetWords(const BoardSetting& setting, const std::string& value);
// "flip": the side now at the bottom, and how to go back (the board follows).
std::string flippedWords(Color atTheBottom);

} // namespace mudchess
