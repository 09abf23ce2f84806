// The external engines a service offers at its boards, by name: read from an engines file
// (engines.conf, see engines.conf.example and docs/engines.md) or, without one, the Debian
// engines mudchess knows, wherever they are installed. Each entry says how to start the engine
// (command, protocol, options) and what `level N` means for it; what it plays is learned from
// the engine itself (probeEngine).
#pragma once

#include "engine_client/engine_spec.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// What `invite ENGINE level N` sets.
struct EngineLevels {
    enum class Kind : std::uint8_t {
        NONE,  // no levels: the engine plays at full strength
        SKILL, // UCI option "Skill Level" = N
        ELO,   // UCI_LimitStrength = true and UCI_Elo = N
        DEPTH  // a search depth of N plies (UCI `go depth`, XBoard `sd`)
    };
    Kind kind = Kind::NONE;
    int least = 0, most = 0; // both 0: learned from the engine (the option's min and max)

    bool learned() const { return least == 0 && most == 0; }
};

// "skill", "skill 0-20", "elo 1350-2850", "depth 1-20", "none"; nothing, with `error` saying
// what would do, for anything else.
std::optional<EngineLevels> parseEngineLevels(std::string_view text, std::string& error);
// The same words back: "skill 0-20" (or "skill" while the range is still to be learned).
std::string engineLevelsText(const EngineLevels& levels);

struct CatalogEntry {
    std::string name;    // what players type: "stockfish", "fairy-stockfish"
    std::string command; // as written: "gnuchess --uci"
    EngineSpec spec;     // the command split into argv, the protocol, the options
    EngineLevels levels;
};

// One key of an engines file, declared once: read by readEngineCatalog, listed in its messages
// and in docs/engines.md and engines.conf.example (checked by a test).
struct EngineKey {
    std::string_view name; // "command", or "option." for the option.NAME keys
    std::string_view example;
    std::string_view help;
};
const std::vector<EngineKey>& engineKeys();

// The engines mudchess offers without an engines file: Debian's, each where installed.
std::vector<CatalogEntry> debianEngines();

// Reads an engines file. Nothing, with `error` naming the file, the line and the key, when it
// cannot be read or a line is wrong (an unknown key, an engine without a command, a name given
// twice, a protocol or levels that are neither).
std::optional<std::vector<CatalogEntry>> readEngineCatalog(const std::string& path,
                                                           std::string& error);

// What an engine turned out to be when started once.
struct EngineFacts {
    bool installed = false;
    std::string path;                  // where its program is, when installed
    std::string engineName;            // the name it gives itself ("Stockfish 15.1")
    std::vector<std::string> variants; // of ours, the keys it plays ("chess", "knightmate")
    EngineLevels levels;               // with the range learned from the engine
    std::string problem;               // why it cannot play, when installed but broken
};

// Starts the engine once (when installed), learns its name, its variants and its levels' range,
// and ends it. Blocks for as long as the engine's handshake takes (a second or two at most).
EngineFacts probeEngine(const CatalogEntry& entry);

// Whether `name` may name an engine: letters, digits, '-', '_' and '.', not "computer" (ours).
bool goodEngineName(std::string_view name);

} // namespace mudchess
