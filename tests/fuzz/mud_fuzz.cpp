// The MUD robot's edges with the outside: what it hears (through the telnet layer and the
// reader of what the server framed) and what it writes into commands the server evaluates. The
// fuzzer looks for crashes and for any input whose escaped form the server would read as code.
#include "../mud_robot/mux_check.hpp"
#include "front/mud/heard.hpp"
#include "front/mud/mux_text.hpp"
#include "front/mud/telnet.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mudchess::mud;
    std::string_view input(reinterpret_cast<const char*>(data), size);

    if (!test::muxProblem(muxLiteral(input)).empty()) std::abort();

    TelnetCodec codec;
    std::string answers;
    std::string text = codec.receive(input, answers);
    // Only a line with the connection's token can make the robot hear a command: text without
    // it (everything a player can make the server send) never does. The text as the telnet
    // layer gives it: TinyMUX doubles a player's 0xFF, so no player byte is ever a telnet
    // command that the layer would take out of the middle of a token.
    Ear ear("0123456789abcdef");
    bool holdsToken = text.find("MUDCHESS-0123456789abcdef:") != std::string::npos;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        std::string_view line = std::string_view(text).substr(start, end - start);
        if (auto heard = ear.hear(line).heard) {
            if (!holdsToken) std::abort();
            for (unsigned char c : heard->name + heard->text)
                if (c < 0x20 || c == 0x7f) std::abort();
            if (heard->dbref.empty() || heard->dbref[0] != '#') std::abort();
            if (!test::muxProblem(muxLiteral(commandIn(*heard, "chess"))).empty()) std::abort();
        }
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return 0;
}
