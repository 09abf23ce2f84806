#include "god.hpp"

#include "tinymux.hpp"

#include <regex>
#include <stdexcept>

namespace mudchess::mud::test {

namespace {

std::string joined(const std::vector<std::string>& lines) {
    std::string all;
    for (const std::string& line : lines) all += "\n  " + line;
    return all;
}

// The number the first line `pattern` matches captured, or a throw naming what was said.
Dbref captured(const std::vector<std::string>& lines, const std::regex& pattern,
               const std::string& command) {
    std::smatch m;
    for (const std::string& line : lines)
        if (std::regex_search(line, m, pattern)) return std::stoi(m[1].str());
    throw std::runtime_error("unexpected answer to " + command + ":" + joined(lines));
}

void expectLine(const std::vector<std::string>& lines, const std::string& expected,
                const std::string& command) {
    for (const std::string& line : lines)
        if (line == expected) return;
    throw std::runtime_error("expected \"" + expected + "\" after " + command +
                             ", got:" + joined(lines));
}

// What changes in an examine when a player merely connects or disconnects.
bool aboutConnecting(const std::string& line) {
    for (const char* field :
         {"Last:", "Lastsite:", "LastIP:", "Logindata:", "ConnInfo:", "Reason:"})
        if (line.rfind(field, 0) == 0) return true;
    return false;
}

// "Name(#12Pcr)" -> "Name(#12Pr)", "Type: PLAYER Flags: CONNECTED ROBOT" -> "... Flags: ROBOT":
// the CONNECTED flag (c) taken out.
std::string withoutConnected(std::string line, bool header) {
    if (header) {
        std::size_t open = line.rfind("(#");
        std::size_t close = line.rfind(')');
        if (open != std::string::npos && close != std::string::npos && close > open) {
            std::string flags = line.substr(open, close - open);
            std::size_t c = flags.find('c');
            if (c != std::string::npos) line.erase(open + c, 1);
        }
        return line;
    }
    for (const char* word : {" CONNECTED", "CONNECTED "})
        if (std::size_t at = line.find(word); at != std::string::npos)
            line.erase(at, std::string(word).size());
    return line;
}

} // namespace

God::God(int port) : client_(port, GOD_NAME, GOD_PASSWORD) { client_.frameCommands(); }

std::vector<std::string> God::command(const std::string& line) {
    std::optional<std::vector<std::string>> printed = client_.command(line);
    if (!printed) throw std::runtime_error("no answer from the MUD to " + line);
    return *printed;
}

Dbref God::createPlayer(const std::string& name, const std::string& password) {
    std::string line = "@pcreate " + name + "=" + password;
    return captured(command(line), std::regex(R"(^New player .*\(#(\d+)\) created)"), line);
}

Dbref God::dig(const std::string& name) {
    std::string line = "@dig " + name;
    return captured(command(line), std::regex(R"( created as room #(\d+)\.$)"), line);
}

void God::teleport(const std::string& who, Dbref room) {
    std::string line = "@teleport " + who + "=#" + std::to_string(room);
    expectLine(command(line), "Teleported.", line);
}

Dbref God::createRobot(const std::string& name, const std::string& password) {
    std::string create = "@robot " + name + "=" + password;
    Dbref robot =
        captured(command(create), std::regex(R"(^New robot .*\(#(\d+)\) created)"), create);
    std::string self = name + "(#" + std::to_string(robot) + ")";
    std::string chown = "@chown *" + name + "=*" + name;
    expectLine(command(chown),
               "Owner of " + self + " changed from " + GOD_NAME + "(#1) to " + self + ".", chown);
    std::string unhalt = "@set *" + name + "=!halted";
    expectLine(command(unhalt), "Cleared.", unhalt);
    // The room command is a $-command: each run is queued, and the queue costs money.
    std::string money = "@power *" + name + "=free_money";
    expectLine(command(money), "Set.", money);
    return robot;
}

Dbref God::dbrefOf(const std::string& name) {
    std::string line = "think num(*" + name + ")";
    return captured(command(line), std::regex(R"(^#(-?\d+)$)"), line);
}

std::vector<std::string> God::examine(const std::string& what) {
    std::vector<std::string> kept;
    bool header = true;
    for (const std::string& line : command("examine " + what)) {
        if (!aboutConnecting(line))
            kept.push_back(header || line.rfind("Type: ", 0) == 0 ? withoutConnected(line, header)
                                                                  : line);
        header = false;
    }
    return kept;
}

std::string God::stats() {
    for (const std::string& line : command("@stats"))
        if (line.rfind("The universe contains ", 0) == 0) return line;
    throw std::runtime_error("no answer to @stats");
}

} // namespace mudchess::mud::test
