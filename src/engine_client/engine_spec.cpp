#include "engine_client/engine_spec.hpp"

#include "engine_client/command_line.hpp"
#include "engine_client/uci_client.hpp"
#include "engine_client/xboard_client.hpp"

namespace mudchess {

std::optional<EngineSpec> parseEngineSpec(std::string_view text, std::string& error) {
    std::optional<std::vector<std::string>> words = splitCommandLine(text, error);
    if (!words) return std::nullopt;
    EngineSpec spec;
    spec.argv.push_back(words->front());
    for (std::size_t i = 1; i < words->size(); ++i) {
        const std::string& word = (*words)[i];
        if (word.starts_with("option.")) {
            std::size_t equals = word.find('=');
            std::string name = word.substr(7, equals == std::string::npos ? equals : equals - 7);
            if (equals == std::string::npos || name.empty()) {
                error = "\"" + word +
                        "\" is not an option setting: write option.NAME=VALUE, in quotes when "
                        "the name has blanks (\"option.Skill Level=3\")";
                return std::nullopt;
            }
            spec.options.emplace_back(name, word.substr(equals + 1));
        } else if (word.starts_with("protocol=")) {
            std::optional<EngineProtocol> protocol = protocolNamed(word.substr(9));
            if (!protocol) {
                error = "\"" + word + "\" names no protocol: write protocol=uci or protocol=xboard";
                return std::nullopt;
            }
            spec.protocol = *protocol;
        } else if (word.starts_with("name=")) {
            spec.label = word.substr(5);
        } else {
            spec.argv.push_back(word);
        }
    }
    return spec;
}

std::unique_ptr<EngineClient> startEngine(const EngineSpec& spec, std::string_view variant,
                                          std::string& error) {
    std::unique_ptr<EngineClient> client;
    if (spec.protocol == EngineProtocol::XBOARD)
        client = XboardClient::start(spec.argv, error);
    else
        client = UciClient::start(spec.argv, error);
    if (!client) return nullptr;
    for (const auto& [name, value] : spec.options)
        if (!client->setOption(name, value, error)) return nullptr;
    // An option may change what else the engine offers (a file of variants, say).
    if (!spec.options.empty() && !client->rereadOptions(error)) return nullptr;
    if (!client->selectVariant(variant, error) || !client->waitReady(error)) return nullptr;
    return client;
}

} // namespace mudchess
