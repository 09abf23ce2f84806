// One protocol line read as JSON, more strictly than JSON itself asks: a NUL byte anywhere, a key
// given twice in one object, and a top-level "id" the answer could not carry back exactly (not a
// string of at most MAX_ID_BYTES, nor a whole number from -2^63 to 2^64-1) are each refused with
// their own code and a sentence saying what was wrong. One pass over the line (a SAX parse that
// builds the value as it goes), so a request costs no second parse.
#pragma once

#include "mudchess/refusal_codes.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace mudchess::serve {

// A string id longer than this is refused: ids are for matching answers, not for data.
inline constexpr std::size_t MAX_ID_BYTES = 256;

// Why a line is not a JSON value the protocol takes.
struct JsonLineFault {
    RefusalCode code;  // bad_json, duplicate_key or bad_id
    std::string text;  // one sentence for the driver's author
    std::string field; // the key at fault, when one is
    nlohmann::json id; // a duplicate key's line's id, when it came first (else null)
};

// The line (valid UTF-8, without its newline) as one JSON value, or why it is not one.
std::variant<nlohmann::json, JsonLineFault> readJsonLine(std::string_view line);

} // namespace mudchess::serve
