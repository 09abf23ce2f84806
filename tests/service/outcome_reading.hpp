// Reading what the service answered: typed events, refusal codes and the text of messages, as
// the service tests check them. Only the public header is needed.
#pragma once

#include "mudchess/mudchess.hpp"
#include "mudchess/refusal_codes.hpp"

#include <gtest/gtest.h>

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

// Fails the test unless the refusal's code and each of its params are in the table of codes
// (include/mudchess/refusal_codes.hpp), so every refusal a test sees checks the table.
inline void expectInTable(const Refusal& r) {
    std::optional<RefusalCode> code = refusalCodeNamed(r.code);
    ASSERT_TRUE(code) << "\"" << r.code << "\" is not in the table of refusal codes";
    for (const auto& [name, value] : r.params)
        EXPECT_TRUE(refusalCodeTakes(*code, name))
            << r.code << " carries \"" << name << "\", which the table does not give it";
}

// The refusal's code, or "ok" when nothing was refused.
inline std::string refusalCode(const Outcome& o) {
    if (!o.refusal()) return "ok";
    expectInTable(*o.refusal());
    return o.refusal()->code;
}

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
