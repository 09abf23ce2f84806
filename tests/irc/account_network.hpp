// An IRC network with services accounts for the tests of seats bound to accounts (issue 41):
// Debian's InspIRCd 3 with its IRCv3 modules (CAP, account-notify, extended-join, account-tag,
// SASL; WHOX is in its core) and Atheme's NickServ and SaslServ linked to it, both on 127.0.0.1
// at free ports with configurations written into a directory of the test's. Both refuse to run
// as root, so under root they run as `nobody` (setpriv), in a directory `nobody` may write.
#pragma once

#include "process.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace mudchess::irc::test {

struct AccountNetworkOptions {
    // InspIRCd's CAP with its IRCv3 modules (account-notify, extended-join, account-tag) and
    // SASL. Without them a client learns accounts only by asking (WHOX %a), as on the networks
    // of ircu's kin, which have accounts and WHOX but no CAP.
    bool accountCaps = true;
};

class AccountNetwork {
  public:
    // Starts both and waits until services have linked; throws with their logs if they do not.
    explicit AccountNetwork(const std::filesystem::path& dir, AccountNetworkOptions options = {});
    ~AccountNetwork();
    AccountNetwork(const AccountNetwork&) = delete;
    AccountNetwork& operator=(const AccountNetwork&) = delete;

    int port() const { return clientPort_; }
    // Both servers' logs, for a failing test to print.
    std::string logs() const;

  private:
    bool startIrcd();
    bool startServices();
    std::filesystem::path dir_;
    AccountNetworkOptions options_;
    int clientPort_ = 0;
    int linkPort_ = 0;
    std::optional<mudchess::test::Process> ircd_;
    std::optional<mudchess::test::Process> services_;
};

} // namespace mudchess::irc::test
