#include "command/user_options.hpp"

namespace mudchess {

std::vector<std::pair<std::string, std::string>> optionFields(const UserOptions& options) {
    return {{"colour", options.colourScheme}};
}

bool setOptionField(UserOptions& options, std::string_view name, std::string_view value) {
    if (name == "colour" && !value.empty()) {
        options.colourScheme = value;
        return true;
    }
    return false;
}

} // namespace mudchess
