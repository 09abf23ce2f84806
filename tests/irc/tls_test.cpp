// Networks that require TLS: Debian's libircclient has none, so the bot talks plain IRC to a
// local stunnel4 client tunnel, which speaks TLS to the server. Here the server is ngircd with
// a TLS port and a throwaway certificate, and the tunnel checks that certificate.
#include "harness.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <poll.h>

namespace mudchess::irc::test {
namespace {

bool waitAccepting(int port, Process& process) {
    Clock::time_point deadline = Clock::now() + 10s;
    while (Clock::now() < deadline && process.running()) {
        if (accepting(port)) return true;
        poll(nullptr, 0, 20);
    }
    return false;
}

TEST(IrcTls, TheBotPlaysThroughAStunnelTunnelToATlsPort) {
    TempDir dir;
    // ngircd drops root for "nobody", which must still read the certificate.
    std::filesystem::permissions(dir.path(), std::filesystem::perms::all);
    std::filesystem::path cert = dir.path() / "cert.pem", key = dir.path() / "key.pem";
    Process openssl({"/usr/bin/openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout",
                     key.string(), "-out", cert.string(), "-days", "1", "-subj", "/CN=localhost"},
                    dir.path() / "openssl.log");
    ASSERT_EQ(openssl.wait(60s), 0) << readFile(dir.path() / "openssl.log");
    std::filesystem::permissions(key, std::filesystem::perms::owner_read |
                                          std::filesystem::perms::group_read |
                                          std::filesystem::perms::others_read);

    int tlsPort = freePort();
    Ngircd server(dir.path(), "[SSL]\nPorts = " + std::to_string(tlsPort) + "\nCertFile = " +
                                  cert.string() + "\nKeyFile = " + key.string() + "\n");
    ASSERT_TRUE(accepting(tlsPort)) << readFile(dir.path() / "ngircd.log");

    int tunnelPort = freePort();
    std::filesystem::path tunnelConf = dir.path() / "stunnel.conf";
    std::ofstream(tunnelConf) << "foreground = yes\npid =\n[irc]\nclient = yes\n"
                              << "accept = 127.0.0.1:" << tunnelPort << "\n"
                              << "connect = 127.0.0.1:" << tlsPort << "\n"
                              << "verifyPeer = yes\nCAfile = " << cert.string() << "\n";
    Process tunnel({"/usr/bin/stunnel4", tunnelConf.string()}, dir.path() / "stunnel.log");
    ASSERT_TRUE(waitAccepting(tunnelPort, tunnel)) << readFile(dir.path() / "stunnel.log");

    BotProcess bot(dir.path(), tunnelPort);
    Client alice(server.port(), "alice");
    alice.join("#chess");
    ASSERT_TRUE(alice.waitForMember("#chess", "mudchess")) << bot.log() << "\n"
                                                           << readFile(dir.path() / "stunnel.log");
    alice.say("#chess", "!start new game on board");
    EXPECT_TRUE(alice.waitForText("mudchess", "PRIVMSG", "#chess", "New game of standard chess"));
    // The tunnel really carried it: stunnel logs the TLS session it made to the server.
    EXPECT_NE(readFile(dir.path() / "stunnel.log").find("connected remote server"),
              std::string::npos)
        << readFile(dir.path() / "stunnel.log");
}

} // namespace
} // namespace mudchess::irc::test
