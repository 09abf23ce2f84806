#include "world/names.hpp"

#include "text/lower_case.hpp"

namespace mudchess {

std::string Names::idOf(std::string_view name) const {
    std::string wanted = lowerCase(name);
    auto handleOf = [](const std::string& id) {
        std::size_t colon = id.find(':');
        return colon == std::string::npos ? std::string_view()
                                          : std::string_view(id).substr(colon + 1);
    };
    for (const auto& [id, shown] : names_)
        if (!wanted.empty() && lowerCase(handleOf(id)) == wanted) return id;
    for (const auto& [id, shown] : names_)
        if (lowerCase(shown) == wanted) return id;
    return std::string(name);
}

} // namespace mudchess
