#include "engine_client/engine_client.hpp"

namespace mudchess {

std::string_view protocolName(EngineProtocol protocol) {
    return protocol == EngineProtocol::XBOARD ? "xboard" : "uci";
}

std::optional<EngineProtocol> protocolNamed(std::string_view name) {
    if (name == "uci") return EngineProtocol::UCI;
    if (name == "xboard" || name == "cecp") return EngineProtocol::XBOARD;
    return std::nullopt;
}

} // namespace mudchess
