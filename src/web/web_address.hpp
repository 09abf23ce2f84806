// Where the web page is served: the `web` setting's "HOST:PORT" ("127.0.0.1:8080",
// "[::1]:8080"); port 0 lets the system choose a free one (tests).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace mudchess::web {

struct WebAddress {
    std::string host; // an IP address, v4 or v6 (without brackets)
    std::uint16_t port = 0;
};

// The address `text` names, or what is wrong with it, for the operator: "must be ...".
std::variant<WebAddress, std::string> readWebAddress(std::string_view text);

// Where players reach the page, for links, without a final '/': `publicUrl` (the `web-url`
// setting) when given, else http:// and the `web` address it listens on.
std::string pageAddress(std::string_view web, std::string_view publicUrl);

} // namespace mudchess::web
