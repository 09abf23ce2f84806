// A move whose COMMIT is under way when the connection to PostgreSQL drops (issue 42): the
// transaction may have committed or not, and the player must be told which. The store asks the
// database again on a new connection: a move that was committed stands (the player is told as
// after any move), one that was not is undone and refused as any failed save. The connection is
// cut at that very moment by a TCP proxy between the store and the server, which forwards the
// COMMIT and drops the server's answer, or drops the COMMIT itself.
#include "store/postgres_store.hpp"

#include "mudchess/mudchess.hpp"
#include "process.hpp"
#include "shared_postgres_server.hpp"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <atomic>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace mudchess;
using namespace mudchess::test;

namespace {

int connectTo(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(std::uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

bool writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        ssize_t n = write(fd, data, size);
        if (n <= 0) return false;
        data += n;
        size -= std::size_t(n);
    }
    return true;
}

// Forwards loopback connections to the PostgreSQL server, and once armed cuts the first one
// that sends COMMIT: after the server has answered it (the answer is dropped), or before the
// COMMIT reaches the server.
class CuttingProxy {
  public:
    enum class Cut { NONE, AFTER_COMMIT, BEFORE_COMMIT };

    explicit CuttingProxy(int target) : target_(target) {
        listen_ = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        bind(listen_, reinterpret_cast<sockaddr*>(&a), sizeof a);
        socklen_t len = sizeof a;
        getsockname(listen_, reinterpret_cast<sockaddr*>(&a), &len);
        port_ = ntohs(a.sin_port);
        listen(listen_, 16);
        if (pipe(stop_) != 0) throw std::runtime_error("pipe failed");
        acceptor_ = std::thread([this] { acceptLoop(); });
    }
    ~CuttingProxy() {
        if (write(stop_[1], "x", 1) != 1) {
        }
        acceptor_.join();
        for (std::thread& t : pairs_) t.join();
        close(listen_);
        close(stop_[0]);
        close(stop_[1]);
    }
    int port() const { return port_; }
    void arm(Cut cut) { cut_ = cut; }
    // Whether the armed cut has happened.
    bool cut() const { return cut_ == Cut::NONE; }

  private:
    void acceptLoop() {
        for (;;) {
            pollfd fds[2] = {{stop_[0], POLLIN, 0}, {listen_, POLLIN, 0}};
            poll(fds, 2, -1);
            if (fds[0].revents) return;
            int client = accept(listen_, nullptr, nullptr);
            if (client < 0) continue;
            int upstream = connectTo(target_);
            if (upstream < 0) {
                close(client);
                continue;
            }
            pairs_.emplace_back([this, client, upstream] { forward(client, upstream); });
        }
    }

    void forward(int client, int upstream) {
        // libpq's simple query "COMMIT": 'Q', its length (4 + 7) and the text with its NUL.
        static const std::string COMMIT("Q\0\0\0\x0b"
                                        "COMMIT\0",
                                        12);
        char buffer[65536];
        for (bool open = true; open;) {
            pollfd fds[3] = {{stop_[0], POLLIN, 0}, {client, POLLIN, 0}, {upstream, POLLIN, 0}};
            poll(fds, 3, -1);
            if (fds[0].revents) break;
            if (fds[1].revents) {
                ssize_t n = read(client, buffer, sizeof buffer);
                if (n <= 0) break;
                std::string_view sent(buffer, std::size_t(n));
                Cut cut = cut_;
                if (cut != Cut::NONE && sent.find(COMMIT) != std::string_view::npos) {
                    if (cut == Cut::AFTER_COMMIT) {
                        writeAll(upstream, buffer, std::size_t(n));
                        // The server's answer means the commit is done; it never reaches the
                        // store.
                        pollfd answer{upstream, POLLIN, 0};
                        poll(&answer, 1, 10000);
                        ssize_t dropped = read(upstream, buffer, sizeof buffer);
                        (void)dropped;
                    }
                    cut_ = Cut::NONE;
                    break;
                }
                open = writeAll(upstream, buffer, std::size_t(n));
            }
            if (open && fds[2].revents) {
                ssize_t n = read(upstream, buffer, sizeof buffer);
                open = n > 0 && writeAll(client, buffer, std::size_t(n));
            }
        }
        close(client);
        close(upstream);
    }

    int target_;
    int listen_ = -1;
    int port_ = 0;
    int stop_[2] = {-1, -1};
    std::atomic<Cut> cut_{Cut::NONE};
    std::thread acceptor_;
    std::vector<std::thread> pairs_; // only the acceptor's thread adds, joined after it
};

struct ProxiedGame {
    std::string database = server->newDatabase();
    CuttingProxy proxy{server->port()};
    Service service{[this] {
        ServiceSettings s;
        s.store = "postgresql://mudchess@127.0.0.1:" + std::to_string(proxy.port()) + "/" +
                  database + "?sslmode=disable";
        return s;
    }()};
    ProxiedGame() {
        service.handle("alice", "hall", "start new game on board");
        service.handle("alice", "hall", "join game as white on board");
        service.handle("bob", "hall", "join game as black on board");
    }
    std::string stored() const {
        return server->exec(database, "SELECT moves FROM games WHERE current");
    }
};

std::string toldTo(const Outcome& o, const std::string& who) {
    std::string text;
    for (const Message& m : o.messages)
        if (m.to.name == who) text += m.text + "\n";
    return text;
}

} // namespace

// The COMMIT reached the server and was done; only its answer was lost. The move stands: the
// player is told it was played, the database holds it, and the game goes on from it.
TEST(CommitOutcome, AMoveCommittedAsTheConnectionDroppedStands) {
    ProxiedGame g;
    g.proxy.arm(CuttingProxy::Cut::AFTER_COMMIT);
    Outcome moved = g.service.handle("alice", "hall", "move e2 to e4 on board");
    ASSERT_TRUE(g.proxy.cut()) << "the proxy never saw the COMMIT";
    EXPECT_TRUE(moved.ok) << toldTo(moved, "alice");
    EXPECT_EQ(moved.refusal(), nullptr);
    EXPECT_EQ(g.stored(), "e2e4");
    Outcome answer = g.service.handle("bob", "hall", "move e7 to e5 on board");
    EXPECT_TRUE(answer.ok) << toldTo(answer, "bob");
    EXPECT_EQ(g.stored(), "e2e4 e7e5");
}

// The connection dropped before the COMMIT reached the server: the transaction was rolled back.
// The move is refused as not saved, the board is as before it, and the same move goes through
// once the connection is back.
TEST(CommitOutcome, AMoveWhoseCommitNeverArrivedIsUndoneAndTheMoverTold) {
    ProxiedGame g;
    g.proxy.arm(CuttingProxy::Cut::BEFORE_COMMIT);
    Outcome moved = g.service.handle("alice", "hall", "move e2 to e4 on board");
    ASSERT_TRUE(g.proxy.cut()) << "the proxy never saw the COMMIT";
    EXPECT_FALSE(moved.ok);
    ASSERT_NE(moved.refusal(), nullptr);
    EXPECT_EQ(moved.refusal()->code, "store_failed");
    EXPECT_TRUE(toldTo(moved, "alice").starts_with("could not save that, so nothing changed"))
        << toldTo(moved, "alice");
    EXPECT_EQ(g.stored(), "");
    Outcome again = g.service.handle("alice", "hall", "move e2 to e4 on board");
    EXPECT_TRUE(again.ok) << toldTo(again, "alice");
    EXPECT_EQ(g.stored(), "e2e4");
}

// The decision itself: the row stored now is the save's own only when its version, game number
// and moves are those written.
TEST(CommitOutcome, ACommitIsOursOnlyWhenTheStoredRowIsTheOneWritten) {
    PostgresStore::StoredRow ours{7, 2, "e2e4 e7e5"};
    EXPECT_TRUE(isOurCommit(ours, ours));
    EXPECT_FALSE(isOurCommit(std::nullopt, ours));
    EXPECT_FALSE(isOurCommit(PostgresStore::StoredRow{6, 2, "e2e4"}, ours)) << "rolled back";
    EXPECT_FALSE(isOurCommit(PostgresStore::StoredRow{7, 2, "e2e4 c7c5"}, ours))
        << "another process's save of the same version";
    EXPECT_FALSE(isOurCommit(PostgresStore::StoredRow{7, 3, "e2e4 e7e5"}, ours));
}
