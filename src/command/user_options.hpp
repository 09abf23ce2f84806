// What each user chose for themselves (colour scheme, board style, ...). Kept as named text
// fields too, so the store can save any option without knowing what it means.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess {

struct UserOptions {
    std::string colourScheme = "none";
};

// Every option as (name, value) text, the same names setOptionField reads.
std::vector<std::pair<std::string, std::string>> optionFields(const UserOptions& options);
// Sets one option from its text; false (and nothing changed) for an unknown name or value,
// e.g. from a database written by a newer version.
bool setOptionField(UserOptions& options, std::string_view name, std::string_view value);

} // namespace mudchess
