// MUDCHESS_API marks what libmudchess.so exports. The library is built with hidden visibility
// (and a linker version script), so everything else in it, the rules core included, stays
// private to it: a MUD sees only the names declared in include/mudchess/.
#pragma once

#if defined(__GNUC__) || defined(__clang__)
#define MUDCHESS_API __attribute__((visibility("default")))
// For the private parts of an exported class (its Impl), which would otherwise be exported too.
#define MUDCHESS_LOCAL __attribute__((visibility("hidden")))
#else
#define MUDCHESS_API
#define MUDCHESS_LOCAL
#endif
