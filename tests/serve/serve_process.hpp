// `mudchess serve` as a child process for tests: requests into its stdin, answers read from its
// stdout with a timeout, stderr kept in a file and checked for sanitizer reports at the end.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace mudchess::test {

// When set, called with every answer line read (ServeProcess and Client): serve_test.cpp checks
// each answer's refusal codes against their table; the benchmark leaves it unset.
extern void (*checkEachAnswer)(const nlohmann::json& answer);

class ServeProcess {
  public:
    explicit ServeProcess(std::vector<std::string> args);
    ~ServeProcess();
    ServeProcess(const ServeProcess&) = delete;
    ServeProcess& operator=(const ServeProcess&) = delete;

    // Raw bytes to its stdin (false when the pipe is closed).
    bool write(const std::string& bytes);
    // The next line of its stdout, without the newline; nothing after `seconds` or at its end.
    std::optional<std::string> readLine(double seconds = 10);
    // Sends `request` as one line and parses the one line that answers it.
    nlohmann::json request(const nlohmann::json& request);
    nlohmann::json answer(double seconds = 10); // the next line, parsed (null if none)

    void closeStdin();
    void signal(int sig);
    // Waits for it to end; its exit status (128 + signal when killed), or -1 after `seconds`.
    int wait(double seconds = 20);
    std::string stderrText() const;
    // Its resident memory now (VmRSS), in KiB.
    long rssKiB() const;
    // The "listening on HOST:PORT" port from stderr (TCP mode), waiting up to `seconds`.
    int listeningPort(double seconds = 10) const;

  private:
    int pid_ = -1;
    int in_ = -1;
    int out_ = -1;
    std::string errPath_;
    std::string buffer_;
    bool waited_ = false;
    int status_ = -1;
};

// True when the text holds an AddressSanitizer/UBSan/LeakSanitizer report.
bool hasSanitizerReport(const std::string& stderrText);

// A TCP client of `mudchess serve --listen`.
class Client {
  public:
    explicit Client(int port);
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;
    bool send(const std::string& bytes);
    std::optional<std::string> readLine(double seconds = 10);
    nlohmann::json request(const nlohmann::json& request);
    nlohmann::json answer(double seconds = 10);
    // True when the server closed the connection within `seconds`.
    bool closedByServer(double seconds = 10);
    void close();
    int fd() const { return fd_; }

  private:
    int fd_ = -1;
    std::string buffer_;
};

} // namespace mudchess::test
