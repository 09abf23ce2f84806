#include "web/web_address.hpp"

#include <boost/asio/ip/address.hpp>

#include <charconv>

namespace mudchess::web {

std::variant<WebAddress, std::string> readWebAddress(std::string_view text) {
    const std::string rule = "must be an IP address and a port, like 127.0.0.1:8080 or [::1]:8080";
    std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0) return rule;
    std::string_view host = text.substr(0, colon), port = text.substr(colon + 1);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    else if (host.find(':') != std::string_view::npos)
        return rule; // an IPv6 address needs its brackets
    unsigned value = 0;
    auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (port.empty() || error != std::errc() || end != port.data() + port.size() || value > 65535)
        return rule;
    boost::system::error_code bad;
    boost::asio::ip::make_address(std::string(host), bad);
    if (bad) return rule;
    return WebAddress{std::string(host), static_cast<std::uint16_t>(value)};
}

std::string pageAddress(std::string_view web, std::string_view publicUrl) {
    std::string base = publicUrl.empty() ? "http://" + std::string(web) : std::string(publicUrl);
    while (!base.empty() && base.back() == '/') base.pop_back();
    return base;
}

} // namespace mudchess::web
