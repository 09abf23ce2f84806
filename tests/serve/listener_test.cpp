// The TCP side of serve without a process: a connection it accepts sends its small lines at once
// (issue 54, D2: with Nagle's algorithm on, an answer waited about 40 ms for the client's ACK of
// the one before when two players moved in turn).
#include "front/serve/listener.hpp"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <variant>

namespace mudchess::serve {
namespace {

TEST(Listener, AnAcceptedConnectionSendsAtOnceWithoutNagle) {
    auto address = parseListenAddress("127.0.0.1:0");
    ASSERT_TRUE(std::holds_alternative<ListenAddress>(address));
    auto listening = listenOn(std::get<ListenAddress>(address));
    ASSERT_TRUE(std::holds_alternative<Listening>(listening)) << std::get<std::string>(listening);
    const Listening& l = std::get<Listening>(listening);
    std::string where = l.where;
    int port = std::stoi(where.substr(where.rfind(':') + 1));

    int client = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<std::uint16_t>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(connect(client, reinterpret_cast<sockaddr*>(&to), sizeof to), 0);

    int accepted = -1;
    for (int tries = 0; accepted < 0 && tries < 1000; ++tries) {
        accepted = acceptClient(l.fd);
        if (accepted < 0) usleep(1000);
    }
    ASSERT_GE(accepted, 0);
    int noDelay = 0;
    socklen_t size = sizeof noDelay;
    ASSERT_EQ(getsockopt(accepted, IPPROTO_TCP, TCP_NODELAY, &noDelay, &size), 0);
    EXPECT_NE(noDelay, 0);
    close(accepted);
    close(client);
    close(l.fd);
}

} // namespace
} // namespace mudchess::serve
