// One throwaway PostgreSQL server for a whole test program: started before its first test,
// stopped after its last; each case takes a database of its own (server->newDatabase()).
// Include it from one file of a test program.
#pragma once

#include "postgres_server.hpp"

#include <gtest/gtest.h>

namespace mudchess::test {

inline PostgresServer* server = nullptr;

class SharedPostgresServer : public ::testing::Environment {
  public:
    void SetUp() override { server = new PostgresServer(); }
    void TearDown() override {
        delete server;
        server = nullptr;
    }
};

inline const auto* const sharedPostgresServer =
    ::testing::AddGlobalTestEnvironment(new SharedPostgresServer);

} // namespace mudchess::test
