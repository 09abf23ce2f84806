#include "engine_client/engine_catalog.hpp"

#include "chess/variant.hpp"
#include "engine_client/process.hpp"
#include "engine_client/uci_client.hpp"
#include "engine_client/xboard_client.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>

namespace mudchess {

namespace {

std::string trimmed(std::string_view text) {
    std::size_t start = text.find_first_not_of(" \t\r");
    if (start == std::string_view::npos) return "";
    std::size_t end = text.find_last_not_of(" \t\r");
    return std::string(text.substr(start, end - start + 1));
}

std::optional<int> number(std::string_view text) {
    int n = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return n;
}

const char* const LEVELS_HELP =
    "levels are skill, elo, depth or none, each with a range if you like: \"skill 0-20\", "
    "\"elo 1350-2850\", \"depth 1-20\"";

CatalogEntry entry(std::string name, std::string command, EngineProtocol protocol,
                   EngineLevels::Kind levels, int least = 0, int most = 0) {
    std::string error;
    CatalogEntry e{std::move(name), command, *parseEngineSpec(command, error), {}};
    e.spec.protocol = protocol;
    e.levels = {levels, least, most};
    return e;
}

} // namespace

std::optional<EngineLevels> parseEngineLevels(std::string_view text, std::string& error) {
    std::string words = trimmed(text);
    std::string kind = words.substr(0, words.find(' '));
    std::string range = words.size() > kind.size() ? trimmed(words.substr(kind.size())) : "";
    EngineLevels levels;
    if (kind == "none")
        levels.kind = EngineLevels::Kind::NONE;
    else if (kind == "skill")
        levels.kind = EngineLevels::Kind::SKILL;
    else if (kind == "elo")
        levels.kind = EngineLevels::Kind::ELO;
    else if (kind == "depth")
        levels.kind = EngineLevels::Kind::DEPTH;
    else {
        error = "\"" + words + "\" is not a kind of levels; " + LEVELS_HELP;
        return std::nullopt;
    }
    if (levels.kind == EngineLevels::Kind::DEPTH && range.empty()) range = "1-20";
    if (range.empty()) return levels;
    std::size_t dash = range.find('-', 1); // a skill may start below 0: "-20-20"
    std::optional<int> least =
        dash == std::string::npos ? std::nullopt : number(trimmed(range.substr(0, dash)));
    std::optional<int> most =
        dash == std::string::npos ? std::nullopt : number(trimmed(range.substr(dash + 1)));
    if (levels.kind == EngineLevels::Kind::NONE || !least || !most || *least >= *most) {
        error = "\"" + words + "\" has no range LEAST-MOST of whole numbers; " + LEVELS_HELP;
        return std::nullopt;
    }
    levels.least = *least;
    levels.most = *most;
    return levels;
}

std::string engineLevelsText(const EngineLevels& levels) {
    std::string kind = levels.kind == EngineLevels::Kind::SKILL   ? "skill"
                       : levels.kind == EngineLevels::Kind::ELO   ? "elo"
                       : levels.kind == EngineLevels::Kind::DEPTH ? "depth"
                                                                  : "none";
    if (levels.kind == EngineLevels::Kind::NONE || levels.learned()) return kind;
    return kind + " " + std::to_string(levels.least) + "-" + std::to_string(levels.most);
}

const std::vector<EngineKey>& engineKeys() {
    static const std::vector<EngineKey> keys = {
        {"command", "stockfish",
         "the program and its arguments, split as a shell would (never "
         "run through one); looked for in PATH and /usr/games"},
        {"protocol", "uci", "uci or xboard (default: uci)"},
        {"levels", "skill 0-20",
         "what \"level N\" sets: skill (UCI Skill Level), elo (UCI_Elo), depth (plies) or none; "
         "the range is learned from the engine when left out"},
        {"option.", "option.Hash = 64",
         "option.NAME = VALUE sets one of the engine's options (UCI setoption, XBoard option)"},
    };
    return keys;
}

std::vector<CatalogEntry> debianEngines() {
    using K = EngineLevels::Kind;
    return {
        entry("stockfish", "stockfish", EngineProtocol::UCI, K::SKILL),
        entry("fairy-stockfish", "fairy-stockfish", EngineProtocol::UCI, K::SKILL),
        entry("fairymax", "fairymax", EngineProtocol::XBOARD, K::DEPTH, 1, 20),
        // GNU Chess speaks UCI too, and there it answers at once (as XBoard it holds its
        // output back until it first searches: docs/engine-modes.md).
        entry("gnuchess", "gnuchess --uci", EngineProtocol::UCI, K::DEPTH, 1, 20),
        entry("phalanx", "phalanx", EngineProtocol::XBOARD, K::DEPTH, 1, 20),
        entry("hoichess", "hoichess --xboard", EngineProtocol::XBOARD, K::DEPTH, 1, 20),
        entry("sjaakii", "sjaakii", EngineProtocol::XBOARD, K::DEPTH, 1, 20),
    };
}

bool goodEngineName(std::string_view name) {
    if (name.empty() || name.size() > 32 || name == "computer" || name == "engine") return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    });
}

std::optional<std::vector<CatalogEntry>> readEngineCatalog(const std::string& path,
                                                           std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read the engines file " + path + ": it does not exist or is not readable";
        return std::nullopt;
    }
    std::vector<CatalogEntry> engines;
    std::vector<int> startedAt; // the line of each engine's [name]
    std::string keyList;
    for (const EngineKey& k : engineKeys())
        keyList += (keyList.empty() ? "" : ", ") + std::string(k.name) +
                   (k.name == "option." ? "NAME" : "");
    auto complete = [&](std::string& why) {
        if (engines.empty() || !engines.back().command.empty()) return true;
        why = path + " line " + std::to_string(startedAt.back()) + ": the engine [" +
              engines.back().name + "] has no command (like command = " + engines.back().name + ")";
        return false;
    };
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::string text = trimmed(line);
        std::string where = path + " line " + std::to_string(number);
        if (text.empty() || text[0] == '#' || text[0] == ';') continue;
        if (text.front() == '[') {
            if (!complete(error)) return std::nullopt;
            std::string name = text.back() == ']' ? trimmed(text.substr(1, text.size() - 2)) : "";
            if (!goodEngineName(name)) {
                error = where + ": \"" + text +
                        "\" does not start an engine: write [NAME], a name of letters, digits, "
                        "'-', '_' and '.' (not computer or engine), like [stockfish]";
                return std::nullopt;
            }
            for (const CatalogEntry& e : engines)
                if (e.name == name) {
                    error = where + ": the engine [" + name + "] is already named above";
                    return std::nullopt;
                }
            engines.push_back({name, "", {}, {}});
            startedAt.push_back(number);
            continue;
        }
        std::size_t equals = text.find('=');
        std::string key = trimmed(text.substr(0, equals));
        std::string value = equals == std::string::npos ? "" : trimmed(text.substr(equals + 1));
        if (equals == std::string::npos) {
            error = where + ": \"" + text + "\" is not KEY = VALUE (the keys are " + keyList + ")";
            return std::nullopt;
        }
        if (engines.empty()) {
            error = where + ", key " + key +
                    ": every setting belongs to an engine; start one with [NAME] first";
            return std::nullopt;
        }
        CatalogEntry& e = engines.back();
        std::string why;
        if (key == "command") {
            EngineProtocol protocol = e.spec.protocol;
            auto options = e.spec.options;
            std::optional<EngineSpec> spec = parseEngineSpec(value, why);
            if (spec) {
                e.command = value;
                e.spec.argv = spec->argv;
                e.spec.protocol = protocol;
                // Options written in the command come first, then the option.NAME lines.
                e.spec.options = spec->options;
                e.spec.options.insert(e.spec.options.end(), options.begin(), options.end());
            }
        } else if (key == "protocol") {
            if (std::optional<EngineProtocol> p = protocolNamed(value))
                e.spec.protocol = *p;
            else
                why = "\"" + value + "\" is not a protocol: write uci or xboard";
        } else if (key == "levels") {
            if (std::optional<EngineLevels> levels = parseEngineLevels(value, why))
                e.levels = *levels;
        } else if (key.starts_with("option.") && key.size() > 7) {
            e.spec.options.emplace_back(key.substr(7), value);
        } else {
            why = "\"" + key + "\" is not a key of an engines file; the keys are " + keyList;
        }
        if (!why.empty()) {
            error = where + ", key " + key + ": " + why;
            return std::nullopt;
        }
    }
    if (!complete(error)) return std::nullopt;
    if (engines.empty()) {
        error = "the engines file " + path + " names no engine: start one with [NAME]";
        return std::nullopt;
    }
    return engines;
}

EngineFacts probeEngine(const CatalogEntry& entry) {
    EngineFacts facts;
    facts.levels = entry.levels;
    std::optional<std::string> path =
        entry.spec.argv.empty() ? std::nullopt : findExecutable(entry.spec.argv[0]);
    if (!path) return facts;
    facts.installed = true;
    facts.path = *path;
    std::string error;
    std::unique_ptr<EngineClient> client;
    if (entry.spec.protocol == EngineProtocol::XBOARD)
        client = XboardClient::start(entry.spec.argv, error);
    else
        client = UciClient::start(entry.spec.argv, error);
    if (!client) {
        facts.problem = error;
        return facts;
    }
    for (const auto& [name, value] : entry.spec.options)
        if (!client->setOption(name, value, error)) {
            facts.problem = error;
            return facts;
        }
    if (!entry.spec.options.empty() && !client->rereadOptions(error)) {
        facts.problem = error;
        return facts;
    }
    facts.engineName = client->name();
    std::vector<std::string> theirs = client->variants();
    for (const Variant* v : allVariants())
        if (std::find(theirs.begin(), theirs.end(), v->key) != theirs.end())
            facts.variants.emplace_back(v->key);
    auto* uci = dynamic_cast<UciClient*>(client.get());
    if (facts.levels.learned() && facts.levels.kind != EngineLevels::Kind::NONE &&
        facts.levels.kind != EngineLevels::Kind::DEPTH) {
        const char* option =
            facts.levels.kind == EngineLevels::Kind::SKILL ? "Skill Level" : "UCI_Elo";
        const UciOption* o = uci ? uci->findOption(option) : nullptr;
        std::optional<int> least = o ? number(o->min) : std::nullopt;
        std::optional<int> most = o ? number(o->max) : std::nullopt;
        if (least && most && *least < *most) {
            facts.levels.least = *least;
            facts.levels.most = *most;
        } else {
            facts.problem = client->name() + " has no " + option + " option to set levels by";
        }
    }
    return facts;
}

} // namespace mudchess
