// Reading what the service answered: typed events, refusal codes and the text of messages, as
// the service tests check them. Only the public header is needed.
#pragma once

#include "mudchess/mudchess.hpp"

#include <string>
#include <variant>
#include <vector>

namespace mudchess::testing {

// The first event of type E in an outcome (or in any of several), or nullptr.
template <class E> const E* find(const Outcome& o) {
    for (const Event& e : o.events)
        if (const E* found = std::get_if<E>(&e)) return found;
    return nullptr;
}
template <class E> const E* find(const std::vector<Outcome>& all) {
    for (const Outcome& o : all)
        if (const E* found = find<E>(o)) return found;
    return nullptr;
}

// The refusal's code, or "ok" when nothing was refused.
inline std::string refusalCode(const Outcome& o) { return o.refusal() ? o.refusal()->code : "ok"; }

// Every message of an outcome, one a line, for failure messages and text checks.
inline std::string allText(const Outcome& o) {
    std::string out;
    for (const Message& m : o.messages) out += m.text + "\n";
    return out;
}

// Every event of type E in an outcome, copied, in order.
template <class E> std::vector<E> eventsOf(const Outcome& o) {
    std::vector<E> found;
    for (const Event& e : o.events)
        if (const E* typed = std::get_if<E>(&e)) found.push_back(*typed);
    return found;
}

} // namespace mudchess::testing
