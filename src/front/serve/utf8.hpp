// UTF-8 as the protocol takes it: every line must be well-formed UTF-8 (RFC 3629: no overlong
// forms, no surrogates, nothing past U+10FFFF), checked before JSON is parsed so that a bad byte
// in any string gets its own error code.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace mudchess::serve {

// The byte offset of the first ill-formed sequence, or text.size() when there is none.
std::size_t firstBadUtf8(std::string_view text);

// The text with every ill-formed sequence replaced by U+FFFD, so that what can still be read
// (a request's id) can be.
std::string replaceBadUtf8(std::string_view text);

} // namespace mudchess::serve
