// libFuzzer target for the rule for names (src/text/name_rule.hpp): any bytes are judged, and
// what it says must hold together. A name it takes is well-formed UTF-8 of at most
// MAX_NAME_BYTES bytes with no control, bidi, invisible or odd-space character in it (checked
// here by decoding it again, character by character); a name it refuses gets a sentence and a
// code, and the place it points at is inside the name. Built with -DMUDCHESS_FUZZ=ON by the clang
// sanitizer build; scripts/test runs it on a copy of name_corpus/.
#include "render/name_words.hpp"
#include "text/name_rule.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace mudchess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view name(reinterpret_cast<const char*>(data), size);
    std::optional<NameProblem> problem = nameProblem(name);
    std::optional<NameRefusal> refusal = refuseName("actor", name);
    if (problem.has_value() != refusal.has_value() || (refusal && refusal->text.empty()))
        __builtin_trap();
    if (problem) {
        if (problem->fault != NameFault::TOO_LONG && problem->fault != NameFault::EMPTY &&
            problem->at >= name.size())
            __builtin_trap();
        // The character it names is the one at the byte it points to.
        if (problem->character && problem->fault != NameFault::EDGE_BLANK) {
            std::optional<Utf8Character> c = utf8CharacterAt(name, problem->at);
            if (!c || c->code != problem->character) __builtin_trap();
        }
        return 0;
    }
    // Taken: every character decodes, and each is one a name may hold.
    if (name.empty() || name.size() > MAX_NAME_BYTES || name.front() == ' ' || name.back() == ' ')
        __builtin_trap();
    for (std::size_t i = 0; i < name.size();) {
        std::optional<Utf8Character> c = utf8CharacterAt(name, i);
        if (!c) __builtin_trap();
        char32_t u = c->code;
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || (u >= 0x200B && u <= 0x200F) ||
            (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0xFEFF ||
            u == 0x00AD || u == 0x00A0)
            __builtin_trap();
        i += c->length;
    }
    // A name is the same name as itself in any case of its Latin letters.
    if (!sameName(name, nameKey(name))) __builtin_trap();
    return 0;
}
