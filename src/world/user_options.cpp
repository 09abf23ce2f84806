#include "world/user_options.hpp"

#include <algorithm>

namespace mudchess {

namespace {

constexpr std::string_view SPECIAL_COLOUR_PREFIX = "colour special ";

template <auto Member> std::uint8_t getField(const UserOptions& o) {
    return std::uint8_t(o.*Member);
}
template <auto Member> void setField(UserOptions& o, std::uint8_t value) {
    using Enum = std::remove_cvref_t<decltype(o.*Member)>;
    o.*Member = Enum(value);
}
template <auto Member>
BoardSetting setting(std::string_view name, std::vector<std::string_view> values) {
    return {name, std::move(values), getField<Member>, setField<Member>};
}

} // namespace

const std::vector<BoardSetting>& boardSettings() {
    static const std::vector<BoardSetting> SETTINGS = {
        setting<&UserOptions::orientation>("orientation", {"auto", "white", "black"}),
        setting<&UserOptions::pieces>("pieces", {"letters", "figurines"}),
        setting<&UserOptions::size>("size", {"auto", "full", "compact"}),
        setting<&UserOptions::words>("words", {"off", "on", "only"}),
        setting<&UserOptions::privateBoard>("private", {"auto", "on", "off"}),
    };
    return SETTINGS;
}

const BoardSetting* findBoardSetting(std::string_view name) {
    for (const BoardSetting& s : boardSettings())
        if (s.name == name) return &s;
    return nullptr;
}

std::string_view boardSettingValue(const UserOptions& options, std::string_view name) {
    const BoardSetting* s = findBoardSetting(name);
    return s ? s->values[s->get(options)] : std::string_view();
}

bool setBoardSetting(UserOptions& options, std::string_view name, std::string_view value) {
    const BoardSetting* s = findBoardSetting(name);
    if (!s) return false;
    auto it = std::find(s->values.begin(), s->values.end(), value);
    if (it == s->values.end()) return false;
    s->set(options, std::uint8_t(it - s->values.begin()));
    return true;
}

std::vector<std::pair<std::string, std::string>> optionFields(const UserOptions& options) {
    std::vector<std::pair<std::string, std::string>> fields = {{"colour", options.colourScheme}};
    for (const BoardSetting& s : boardSettings())
        fields.emplace_back(s.name, s.values[s.get(options)]);
    for (std::size_t i = 0; i < SPECIAL_COLOUR_KEYS.size(); ++i)
        fields.emplace_back(std::string(SPECIAL_COLOUR_PREFIX) +
                                std::string(SPECIAL_COLOUR_KEYS[i]),
                            options.specialColours[i]);
    return fields;
}

bool setOptionField(UserOptions& options, std::string_view name, std::string_view value) {
    if (name == "colour") {
        if (value.empty()) return false;
        options.colourScheme = value;
        return true;
    }
    if (name.starts_with(SPECIAL_COLOUR_PREFIX)) {
        // The text is read (and a text that no longer reads ignored) where boards are drawn.
        auto key = std::find(SPECIAL_COLOUR_KEYS.begin(), SPECIAL_COLOUR_KEYS.end(),
                             name.substr(SPECIAL_COLOUR_PREFIX.size()));
        if (key == SPECIAL_COLOUR_KEYS.end()) return false;
        options.specialColours[std::size_t(key - SPECIAL_COLOUR_KEYS.begin())] = value;
        return true;
    }
    return setBoardSetting(options, name, value);
}

} // namespace mudchess
