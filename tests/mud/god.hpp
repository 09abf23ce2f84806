// God (#1, Wizard) at a test's TinyMUX, doing what an admin does to set a game up: players,
// rooms, moving players about, the robot character as docs/mud.md's recipe makes it; and
// reading back what the database holds (examine, @stats), for the tests' "nothing changed".
// Every helper waits for the command's answer and throws, with what the server said, if it is
// not the one expected.
#pragma once

#include "telnet_client.hpp"

#include <string>
#include <vector>

namespace mudchess::mud::test {

using Dbref = int;

class God {
  public:
    // Logs in as Wizard, with framed commands (TelnetClient::frameCommands): what a helper
    // reads is its command's answer alone, whatever happens in God's room meanwhile.
    explicit God(int port);
    TelnetClient& client() { return client_; }

    // `@pcreate name=password`: a new player character (in Limbo, #0); its dbref.
    Dbref createPlayer(const std::string& name, const std::string& password);
    // `@dig name`: a new room, owned by God, with no exits; its dbref.
    Dbref dig(const std::string& name);
    // `@teleport who=room`: moves a player (`who` a name, or "#N") into a room.
    void teleport(const std::string& who, Dbref room);
    void teleport(Dbref who, Dbref room) { teleport("#" + std::to_string(who), room); }
    // The robot character as the admin recipe makes it: `@robot name=password` (a player with
    // the ROBOT flag, owned by God, brought to God's room), `@chown *name=*name` so it owns
    // itself and holds none of God's control, then `@set *name=!halted`, since @chown halts
    // what it gives away, and the free_money power its queued room command needs. Its dbref.
    Dbref createRobot(const std::string& name, const std::string& password);
    // The dbref of the player called `name` (num(*name)); -1 if there is none.
    Dbref dbrefOf(const std::string& name);

    // `examine what` as God sees it (every attribute, flags, owner, location), the lines
    // whose content does not change by merely connecting left out: Last (last login),
    // Lastsite, LastIP, Logindata, ConnInfo, Reason (of the last disconnect), and the
    // CONNECTED flag. Two examines of an object nobody changed in between are equal.
    std::vector<std::string> examine(const std::string& what);
    // `@stats`: "The universe contains N objects (next free is #M)."
    std::string stats();
    // Any command; what it printed to God, and nothing else (TelnetClient::command). Throws on
    // timeout.
    std::vector<std::string> command(const std::string& line);

  private:
    TelnetClient client_;
};

} // namespace mudchess::mud::test
