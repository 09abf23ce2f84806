// What each user chose for themselves (colour scheme, board style, ...). Kept as named text
// fields too, so the store can save any option without knowing what it means.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess {

// Which side of the board is at the bottom: AUTO is your own side when you play Black alone,
// White's otherwise.
enum class Orientation : std::uint8_t { AUTO, WHITE, BLACK };
enum class PieceStyle : std::uint8_t { LETTERS, FIGURINES };
// AUTO: the size the place prefers (compact in IRC channels, full in a terminal).
enum class BoardSize : std::uint8_t { AUTO, FULL, COMPACT };
// Moves told in words: OFF (the board only), ON (words and the board), ONLY (words, no board).
enum class MoveWords : std::uint8_t { OFF, ON, ONLY };
// The board sent to you alone when it is your move: AUTO as the place does it (the operator's
// place-boards), ON in every place that is not shown the board after each move, OFF never (the
// line that it is your move, without the board).
enum class PrivateBoard : std::uint8_t { AUTO, ON, OFF };

// The elements a player can colour for themselves, by the keys saved with their options ("colour
// special dark"); src/render/colour_special.* says what each one colours.
inline constexpr std::array<std::string_view, 7> SPECIAL_COLOUR_KEYS = {
    "light", "dark", "white", "black", "markers", "labels", "panel"};

struct UserOptions {
    std::string colourScheme = "none";
    // A colour as the player typed it ("bold yellow", "colour 208", "#ff8700") for each of
    // SPECIAL_COLOUR_KEYS, laid over the scheme; empty where the scheme's own colour stays.
    std::array<std::string, SPECIAL_COLOUR_KEYS.size()> specialColours{};
    Orientation orientation = Orientation::AUTO;
    PieceStyle pieces = PieceStyle::LETTERS;
    BoardSize size = BoardSize::AUTO;
    MoveWords words = MoveWords::OFF;
    PrivateBoard privateBoard = PrivateBoard::AUTO;
    bool operator==(const UserOptions&) const = default;
};

// The board settings by name: "orientation", "pieces", "size", "words", "private", each with its
// values in the order of its enum ("auto", "white", "black", ...). One table serves the command,
// the help in messages and the store.
struct BoardSetting {
    std::string_view name;
    std::vector<std::string_view> values;    // in the order of the setting's enum
    std::uint8_t (*get)(const UserOptions&); // the enum's value
    void (*set)(UserOptions&, std::uint8_t);
};
const std::vector<BoardSetting>& boardSettings();
const BoardSetting* findBoardSetting(std::string_view name);
// The current value of a board setting as text, and setting it from text (false: not a value).
std::string_view boardSettingValue(const UserOptions& options, std::string_view name);
bool setBoardSetting(UserOptions& options, std::string_view name, std::string_view value);

// Every option as (name, value) text, the same names setOptionField reads. Each special colour
// is always there ("colour special dark" = "" when it comes from the scheme), so saving a reset
// overwrites the colour saved before.
std::vector<std::pair<std::string, std::string>> optionFields(const UserOptions& options);
// Sets one option from its text; false (and nothing changed) for an unknown name or value,
// e.g. from a database written by a newer version.
bool setOptionField(UserOptions& options, std::string_view name, std::string_view value);

} // namespace mudchess
