// `mudchess uci` and `mudchess xboard` read whatever a GUI, a match runner or a person sends.
// The first byte picks the protocol (even: UCI, odd: CECP); the rest is the input, line by line.
// Each line is also read as an engine's own info line (engine_client/uci_info.hpp, how an analysis
// reads Stockfish), which must give a score whenever it gives anything.
// The fuzzer looks for crashes, hangs and sanitizer reports, and for any answer a GUI could not
// read: every line must begin as its protocol allows.
#include "engine_client/uci_info.hpp"
#include "front/engine_protocols/uci_command.hpp"
#include "front/engine_protocols/xboard_command.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

namespace {

bool startsWithAny(std::string_view line, std::initializer_list<std::string_view> starts) {
    return std::any_of(starts.begin(), starts.end(),
                       [line](std::string_view s) { return line.starts_with(s); });
}

// What a GUI reads from a UCI engine, and the FEN that `d` (Stockfish's debugging word, which
// no GUI sends) prints: its first field is the board, ranks split by '/'.
bool uciLine(std::string_view line) {
    return startsWithAny(line, {"id ", "option ", "uciok", "readyok", "bestmove ", "info "}) ||
           line.find('/') < line.find(' ');
}

// What a GUI reads from a CECP engine; thinking output begins with the depth.
bool xboardLine(std::string_view line) {
    return startsWithAny(line, {"feature ", "move ", "Illegal move", "Error (", "pong ",
                                "tellusererror ", "1-0 {", "0-1 {", "1/2-1/2 {"}) ||
           (!line.empty() && std::isdigit(static_cast<unsigned char>(line[0])));
}

// Lines that would only make the fuzzer slow, not find more: a bigger hash table (up to 4 GiB,
// cleared on every input) and more search threads.
bool slowOnly(std::string_view line) {
    std::string lower(line);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return lower.find("hash") != std::string::npos || lower.find("threads") != std::string::npos ||
           lower.find("memory") != std::string::npos || lower.find("cores") != std::string::npos;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    bool xboard = data[0] % 2 == 1;
    std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);

    std::string kept;
    for (std::size_t start = 0; start < rest.size();) {
        std::size_t end = std::min(rest.find('\n', start), rest.size());
        std::string_view line = rest.substr(start, end - start);
        if (!slowOnly(line)) (kept += line) += '\n';
        if (std::optional<mudchess::UciInfo> info = mudchess::readUciInfo(line))
            if (!info->cp && !info->mate) std::abort();
        start = end + 1;
    }

    std::istringstream in(kept);
    std::ostringstream out, err;
    int status = xboard ? mudchess::runXboardCommand({}, in, out, err)
                        : mudchess::runUciCommand({}, in, out, err);
    if (status != 0) std::abort();

    std::istringstream answers(out.str());
    for (std::string line; std::getline(answers, line);)
        if (!(xboard ? xboardLine(line) : uciLine(line))) std::abort();
    return 0;
}
