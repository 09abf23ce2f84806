// A name refused, in words: what is wrong with it and what would do (the rule itself is
// text/name_rule.hpp).
#pragma once

#include "mudchess/refusal_codes.hpp"
#include "text/name_rule.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess {

// The problem told to a person: `field` is how the sentence names the name ("actor", "place",
// "object", "player"), as in "the actor's name has an invisible character (U+200B) at byte 2 ...".
// The name itself is not echoed: it is what cannot be shown.
std::string nameProblemText(std::string_view field, const NameProblem& problem,
                            std::size_t most = MAX_NAME_BYTES);

// A refusal of the name, as the service and serve give it: name_too_long for TOO_LONG, bad_name
// for the rest; params `field`, and `problem` and `character` where they apply.
struct NameRefusal {
    RefusalCode code;
    std::string text;
    std::vector<std::pair<std::string, std::string>> params;
};
std::optional<NameRefusal> refuseName(std::string_view field, std::string_view name,
                                      std::size_t most = MAX_NAME_BYTES);

} // namespace mudchess
