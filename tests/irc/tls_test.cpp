// Networks that require TLS: Debian's libircclient has none, so the bot talks plain IRC to a
// local stunnel4 client tunnel, which speaks TLS to the server. Here the server is ngircd with
// a TLS port and a throwaway certificate, and the tunnel checks it with the settings
// docs/operators.md recommends (verifyChain, checkHost); a tunnel expecting another host name is
// refused.
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

// The tunnel as docs/operators.md writes it: verifyChain and checkHost (CAfile instead of CApath,
// for the throwaway certificate is its own authority).
std::string tunnelConfig(int accept, int connect, const std::filesystem::path& cert,
                         const std::string& host) {
    return "foreground = yes\npid =\n[irc]\nclient = yes\naccept = 127.0.0.1:" +
           std::to_string(accept) + "\nconnect = 127.0.0.1:" + std::to_string(connect) +
           "\nverifyChain = yes\nCAfile = " + cert.string() + "\ncheckHost = " + host + "\n";
}

TEST(IrcTls, TheBotPlaysThroughAStunnelTunnelToATlsPort) {
    TempDir dir;
    // ngircd drops root for "nobody", which must still read the certificate.
    std::filesystem::permissions(dir.path(), std::filesystem::perms::all);
    std::filesystem::path cert = dir.path() / "cert.pem", key = dir.path() / "key.pem";
    Process openssl({"/usr/bin/openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout",
                     key.string(), "-out", cert.string(), "-days", "1", "-subj",
                     "/CN=irc.test.example", "-addext", "subjectAltName=DNS:irc.test.example"},
                    dir.path() / "openssl.log");
    ASSERT_EQ(openssl.wait(60s), 0) << readFile(dir.path() / "openssl.log");
    std::filesystem::permissions(key, std::filesystem::perms::owner_read |
                                          std::filesystem::perms::group_read |
                                          std::filesystem::perms::others_read);

    int tlsPort = freePort();
    Ngircd server(dir.path(), "[SSL]\nPorts = " + std::to_string(tlsPort) + "\nCertFile = " +
                                  cert.string() + "\nKeyFile = " + key.string() + "\n");
    ASSERT_TRUE(accepting(tlsPort)) << readFile(dir.path() / "ngircd.log");

    // A tunnel that expects another host name refuses the server: checkHost is in force.
    int wrongPort = freePort();
    std::filesystem::path wrongConf = dir.path() / "wrong.conf";
    std::ofstream(wrongConf) << tunnelConfig(wrongPort, tlsPort, cert, "irc.other.example");
    Process wrong({"/usr/bin/stunnel4", wrongConf.string()}, dir.path() / "wrong.log");
    ASSERT_TRUE(waitAccepting(wrongPort, wrong)) << readFile(dir.path() / "wrong.log");
    EXPECT_THROW(Client(wrongPort, "eve"), std::runtime_error);
    EXPECT_NE(readFile(dir.path() / "wrong.log").find("CERT: Subject checks failed"),
              std::string::npos)
        << readFile(dir.path() / "wrong.log");

    int tunnelPort = freePort();
    std::filesystem::path tunnelConf = dir.path() / "stunnel.conf";
    std::ofstream(tunnelConf) << tunnelConfig(tunnelPort, tlsPort, cert, "irc.test.example");
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
    EXPECT_EQ(bot.stopAndCheck(), "");
}

} // namespace
} // namespace mudchess::irc::test
