#include "account_network.hpp"

#include <fstream>
#include <functional>
#include <poll.h>
#include <stdexcept>
#include <unistd.h>
#include <vector>

namespace mudchess::irc::test {

namespace {

using namespace std::chrono_literals;
using mudchess::test::accepting;
using mudchess::test::Clock;
using mudchess::test::freePort;
using mudchess::test::Process;
using mudchess::test::readFile;

constexpr const char* LINK_PASSWORD = "mudchess-link";

// How a server is started: as it is, or as `nobody` when the tests run as root (InspIRCd and
// Atheme both refuse root). setpriv changes the user in place, so the process the test holds is
// the server itself; the change of user clears the parent-death signal, so it is set again.
std::vector<std::string> asUnprivileged(std::vector<std::string> argv) {
    if (geteuid() != 0) return argv;
    std::vector<std::string> wrapped{"/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup",
                                     "--clear-groups", "--pdeathsig=KILL"};
    wrapped.insert(wrapped.end(), argv.begin(), argv.end());
    return wrapped;
}

// The servers read their configuration as `nobody`, whatever the test's umask.
void readableByAll(const std::filesystem::path& file) {
    std::filesystem::permissions(
        file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                  std::filesystem::perms::group_read | std::filesystem::perms::others_read);
}

bool waitUntil(const std::function<bool()>& done, Process& process,
               std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    while (Clock::now() < deadline && process.running()) {
        if (done()) return true;
        poll(nullptr, 0, 20);
    }
    return false;
}

} // namespace

AccountNetwork::AccountNetwork(const std::filesystem::path& dir, AccountNetworkOptions options)
    : dir_(dir / "network"), options_(options) {
    namespace fs = std::filesystem;
    fs::create_directories(dir_);
    // The servers write their logs, pid files and Atheme's database here as `nobody`; the
    // test's own directory (private to it) need only let them pass.
    fs::permissions(dir_, fs::perms::all);
    fs::permissions(dir, fs::perms::others_exec, fs::perm_options::add);
    // A port picked as free may be taken before the server binds it: then pick again.
    for (int attempt = 0; attempt < 10 && !ircd_; ++attempt)
        if (!startIrcd()) ircd_.reset();
    if (!ircd_) throw std::runtime_error("InspIRCd did not start:\n" + logs());
    if (!startServices()) throw std::runtime_error("Atheme did not link to InspIRCd:\n" + logs());
}

AccountNetwork::~AccountNetwork() {
    if (services_) services_->stop();
    if (ircd_) ircd_->stop();
}

bool AccountNetwork::startIrcd() {
    clientPort_ = freePort();
    linkPort_ = freePort();
    std::filesystem::path conf = dir_ / "inspircd.conf";
    std::ofstream out(conf);
    out << "<server name=\"irc.test\" description=\"mudchess tests\" network=\"TestNet\" "
           "id=\"1MC\">\n"
        << "<admin name=\"tests\" nick=\"tests\" email=\"tests@irc.test\">\n"
        << "<bind address=\"127.0.0.1\" port=\"" << clientPort_ << "\" type=\"clients\">\n"
        << "<bind address=\"127.0.0.1\" port=\"" << linkPort_
        << "\" type=\"servers\">\n"
        // Every test client comes from 127.0.0.1; no DNS or ident lookups to wait for. The
        // flood limits are well above what the bot's pacing sends (they are ngircd's to test).
        << "<connect allow=\"*\" timeout=\"60\" threshold=\"1000\" commandrate=\"100000\" "
           "fakelag=\"no\" pingfreq=\"600\" hardsendq=\"1048576\" softsendq=\"1048576\" "
           "recvq=\"65536\" localmax=\"1000\" globalmax=\"1000\" resolvehostnames=\"no\" "
           "useident=\"no\">\n"
        << "<pid file=\"" << (dir_ / "inspircd.pid").string() << "\">\n"
        << "<log method=\"file\" type=\"* -USERINPUT -USEROUTPUT\" level=\"default\" target=\""
        << (dir_ / "inspircd.log").string()
        << "\">\n"
        // Accounts (services_account), and what Atheme's InspIRCd protocol module uses.
        << "<module name=\"spanningtree\">\n<module name=\"services_account\">\n"
        << "<module name=\"svshold\">\n<module name=\"chghost\">\n";
    // CAP, SASL relayed to services, and the IRCv3 account capabilities.
    if (options_.accountCaps)
        out << "<module name=\"cap\">\n<module name=\"sasl\">\n<sasl target=\"services.test\">\n"
            << "<module name=\"ircv3\">\n"
            << "<ircv3 accountnotify=\"yes\" awaynotify=\"no\" extendedjoin=\"yes\">\n"
            << "<module name=\"ircv3_accounttag\">\n";
    out << "<link name=\"services.test\" ipaddr=\"127.0.0.1\" port=\"" << linkPort_
        << "\" allowmask=\"127.0.0.0/8\" sendpass=\"" << LINK_PASSWORD << "\" recvpass=\""
        << LINK_PASSWORD << "\">\n"
        << "<uline server=\"services.test\" silent=\"yes\">\n";
    out.close();
    readableByAll(conf);
    ircd_.emplace(
        asUnprivileged({"/usr/sbin/inspircd", "--config", conf.string(), "--nofork", "--nopid"}),
        dir_ / "inspircd.out");
    return waitUntil([&] { return accepting(clientPort_) && accepting(linkPort_); }, *ircd_, 30s);
}

bool AccountNetwork::startServices() {
    std::filesystem::path conf = dir_ / "atheme.conf";
    std::ofstream out(conf);
    // NickServ (REGISTER, IDENTIFY, LOGOUT) and SaslServ (PLAIN); accounts are made at once,
    // with no e-mail to confirm, and no rate limits the tests' registrations would hit.
    for (const char* module :
         {"protocol/inspircd", "backend/opensex", "crypto/pbkdf2v2", "nickserv/main",
          "nickserv/register", "nickserv/identify", "nickserv/logout", "nickserv/info",
          "nickserv/ghost", "saslserv/main", "saslserv/plain"})
        out << "loadmodule \"modules/" << module << "\";\n";
    out << "serverinfo {\n name = \"services.test\";\n desc = \"mudchess test services\";\n"
        << " numeric = \"00A\";\n recontime = 1;\n netname = \"TestNet\";\n"
        << " hidehostsuffix = \"users.test\";\n adminname = \"tests\";\n"
        << " adminemail = \"tests@irc.test\";\n registeremail = \"tests@irc.test\";\n"
        << " mta = \"/bin/false\";\n loglevel = { error; info; admin; network; };\n"
        << " maxlogins = 5;\n maxusers = 5;\n mdlimit = 30;\n emaillimit = 10;\n"
        << " emailtime = 300;\n auth = none;\n casemapping = rfc1459;\n};\n"
        << "uplink \"irc.test\" {\n host = \"127.0.0.1\";\n password = \"" << LINK_PASSWORD
        << "\";\n port = " << linkPort_ << ";\n};\n"
        << "nickserv {\n nick = \"NickServ\";\n user = \"NickServ\";\n"
        << " host = \"services.test\";\n real = \"Nickname Services\";\n maxnicks = 5;\n};\n"
        << "saslserv {\n nick = \"SaslServ\";\n user = \"SaslServ\";\n"
        << " host = \"services.test\";\n real = \"SASL Authentication Agent\";\n};\n"
        << "logfile \"" << (dir_ / "atheme.log").string()
        << "\" { error; info; admin; network; register; };\n"
        << "general {\n flood_msgs = 0;\n flood_time = 10;\n ratelimit_uses = 1000;\n"
        << " ratelimit_period = 1;\n kline_time = 7;\n clone_time = 0;\n commit_interval = 5;\n"
        << " default_clone_allowed = 1000;\n default_clone_warn = 1000;\n"
        << " uplink_sendq_limit = 1048576;\n language = \"en\";\n immune_level = immune;\n};\n";
    out.close();
    readableByAll(conf);
    services_.emplace(asUnprivileged({"/usr/bin/atheme-services", "-n", "-c", conf.string(), "-D",
                                      dir_.string(), "-l", (dir_ / "atheme-main.log").string(),
                                      "-p", (dir_ / "atheme.pid").string()}),
                      dir_ / "atheme.out");
    // Linked once Atheme has had InspIRCd's burst and its answer to the PING after it.
    return waitUntil(
        [&] {
            return readFile(dir_ / "atheme.out").find("finished synching with uplink") !=
                   std::string::npos;
        },
        *services_, 30s);
}

std::string AccountNetwork::logs() const {
    std::string all;
    for (const char* file : {"inspircd.out", "inspircd.log", "atheme.out"})
        all += std::string("--- ") + file + " ---\n" + readFile(dir_ / file);
    return all;
}

} // namespace mudchess::irc::test
