// libFuzzer target for the JSON-lines protocol: any bytes are cut into lines as `mudchess serve`
// cuts them, each line is read as a request and run through a real Service (typed ops and
// English alike), and every answer must be one line of valid JSON with "ok", and a code when
// not ok: one in the table of refusal codes, with "params" holding only those the table gives it.
// An id comes back only as a whole number or a string, and a line holding a NUL byte is never
// run. scripts/test runs it on a copy of protocol_corpus/ with protocol.dict.
#include "front/serve/encode.hpp"
#include "front/serve/json_line.hpp"
#include "front/serve/line_splitter.hpp"
#include "front/serve/request.hpp"
#include "front/serve/responder.hpp"
#include "mudchess/refusal_codes.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace mudchess;
using namespace mudchess::serve;

namespace {

nlohmann::json check(const std::string& line) {
    if (line.empty() || line.back() != '\n' || line.find('\n') != line.size() - 1) __builtin_trap();
    // Read back as strictly as requests are read: valid UTF-8, no key twice.
    auto read = readJsonLine(std::string_view(line).substr(0, line.size() - 1));
    if (!std::holds_alternative<nlohmann::json>(read)) __builtin_trap();
    nlohmann::json back = std::get<nlohmann::json>(read);
    if (!back.is_object() || !back.contains("ok") || !back["ok"].is_boolean()) __builtin_trap();
    if (!back["ok"].get<bool>()) {
        const auto& error = back["error"];
        if (!error.is_object() || !error["code"].is_string()) __builtin_trap();
        std::optional<RefusalCode> code = refusalCodeNamed(error["code"].get<std::string>());
        if (!code) __builtin_trap();
        if (!error["params"].is_object()) __builtin_trap();
        for (const auto& [name, value] : error["params"].items())
            if (!refusalCodeTakes(*code, name)) __builtin_trap();
    }
    if (!back["messages"].is_array() || !back["events"].is_array()) __builtin_trap();
    // Only ids the answer carries back exactly (json_line.hpp).
    if (back.contains("id") && !back["id"].is_number_integer() && !back["id"].is_string())
        __builtin_trap();
    return back;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view bytes(reinterpret_cast<const char*>(data), size);
    // A fresh service per input, so every crash reproduces from its one file; both seats on
    // "board" in "room" are taken so moves and draws reach the game.
    Service service;
    service.handle("alice", "room", "join game as white on board");
    service.handle("bob", "room", "join game as black on board");
    // A small cap, so the fuzzer reaches the too-long path within its input sizes.
    LineSplitter lines(512);
    auto run = [&](const LineSplitter::Piece& piece) {
        if (piece.tooLong) {
            check(errorLine(lineTooLong()));
            return;
        }
        std::string answer;
        answerLine(service, piece.line, answer);
        nlohmann::json back = check(answer);
        // Nothing of a line with a NUL byte is run, not even the part before it.
        if (piece.line.find('\0') != std::string::npos && back["ok"] != false) __builtin_trap();
    };
    for (const auto& piece : lines.feed(bytes)) run(piece);
    for (const auto& piece : lines.finish()) run(piece);
    for (const Outcome& o : service.tick(Service::Clock::now())) {
        std::string line;
        appendOutcome(line, o, nullptr);
        check(line);
    }
    return 0;
}
