#include "world/names.hpp"

#include "text/lower_case.hpp"

namespace mudchess {

std::string Names::idOf(std::string_view name) const {
    std::string wanted = lowerCase(name);
    for (const auto& [id, shown] : names_)
        if (lowerCase(shown) == wanted) return id;
    return std::string(name);
}

} // namespace mudchess
