// libFuzzer target for the command language: any bytes go through parseCommand, and whatever
// parses is then run by the dispatcher, so a strange but grammatical line that breaks the game
// layer or the board drawing below the grammar shows up too. Built with -DMUDCHESS_FUZZ=ON by the
// clang sanitizer build (see the top CMakeLists.txt); scripts/test runs it for 35 seconds on a
// copy of corpus/.
#include "command/parser.hpp"
#include "dispatch/dispatcher.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

using namespace mudchess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view line(reinterpret_cast<const char*>(data), size);
    auto parsed = command::parseCommand(line);

    // A refusal must still point inside the line (or just past its end) and say something.
    if (const auto* error = std::get_if<command::ParseError>(&parsed)) {
        if (error->message.empty() || error->column < 1 || error->column > size + 1)
            __builtin_trap();
        return 0;
    }

    // A fresh world per input, so every crash reproduces from its one file. Both seats on
    // "board" are taken, so moves, draws and resignations get past the seat checks to the game.
    // The line is run as White and then as Black: whichever of them it does not suit still
    // takes the refusal paths.
    // alice sees colour, bob figurines on compact boards, so both ways of drawing are reached.
    World world;
    Dispatcher dispatcher(world);
    dispatcher.setPresentation({ColourEncoding::ANSI256, false});
    dispatcher.handle("alice", "room", "options colour classic");
    dispatcher.handle("bob", "room", "options board pieces figurines");
    dispatcher.handle("bob", "room", "options board size compact");
    dispatcher.handle("alice", "room", "join game as white on board");
    dispatcher.handle("bob", "room", "join game as black on board");
    const auto& cmd = std::get<command::Command>(parsed);
    dispatcher.run("alice", "room", cmd);
    dispatcher.run("bob", "room", cmd);
    return 0;
}
