// The network's weights as a file (src/search/network_file.hpp, docs/network-format.md): the
// built-in file checks out and is what the writer writes; other weights change the evaluation;
// every kind of bad file is refused with what is wrong, and nothing changes. Then the same
// through `mudchess uci`'s EvalFile option, as a GUI's user would load a file.
#include "child.hpp"
#include "search/network.hpp"
#include "search/network_file.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace mudchess::search::network {
namespace {

using namespace std::chrono_literals;

std::vector<unsigned char> builtInBytes() {
    std::span<const unsigned char> file = builtInFile();
    return {file.begin(), file.end()};
}

void putU32(std::vector<unsigned char>& bytes, std::size_t at, std::uint32_t v) {
    for (int k = 0; k < 4; ++k) bytes[at + std::size_t(k)] = (v >> (8 * k)) & 0xFF;
}

// `bytes` with its checksum made right again, as a file edited on purpose would be.
std::vector<unsigned char> resealed(std::vector<unsigned char> bytes) {
    std::size_t body = bytes.size() - 4;
    putU32(bytes, body, crc32(std::span(bytes).first(body)));
    return bytes;
}

void writeFile(const std::string& path, const std::vector<unsigned char>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// Whatever a test loads, the next one starts from the built-in weights.
class NetworkFile : public ::testing::Test {
  protected:
    void TearDown() override { useBuiltIn(); }
};

TEST_F(NetworkFile, Crc32IsTheUsualOne) {
    const char* check = "123456789"; // the standard check string of CRC-32
    EXPECT_EQ(crc32({reinterpret_cast<const unsigned char*>(check), 9}), 0xCBF43926u);
}

// The embedded data/network.bin: its checksum verifies, it holds this build's network, it is
// small, and writing its weights again gives the same bytes (the trainer's writer is the
// format's).
TEST_F(NetworkFile, TheBuiltInFileVerifiesAndIsWhatTheWriterWrites) {
    std::vector<unsigned char> bytes = builtInBytes();
    ASSERT_EQ(bytes.size(), FILE_BYTES);
    EXPECT_LT(bytes.size(), 1u << 20);
    EXPECT_EQ(std::string(bytes.begin(), bytes.begin() + 8), "MUDCHNET");
    std::uint32_t stored = 0;
    for (int k = 0; k < 4; ++k)
        stored |= std::uint32_t(bytes[FILE_BYTES - 4 + std::size_t(k)]) << (8 * k);
    EXPECT_EQ(crc32(std::span(bytes).first(FILE_BYTES - 4)), stored);

    WeightsResult read = decode(bytes);
    ASSERT_TRUE(read.weights) << read.error;
    EXPECT_EQ(std::memcmp(read.weights.get(), &builtInWeights(), sizeof(Weights)), 0);
    EXPECT_EQ(encode(*read.weights), bytes);
}

// Output biases one unit higher in every bucket: every position is worth SCALE centipawns more
// to the side to move, brought to the search's scale; back to the built-in weights, the old
// value.
TEST_F(NetworkFile, OtherWeightsChangeTheEvaluation) {
    Position start = Position::start(chessVariant());
    int before = evaluate(start);
    auto changed = std::make_unique<Weights>(builtInWeights());
    for (std::int32_t& bias : changed->outputBiases) bias += QA * QB;
    use(std::move(changed));
    EXPECT_NEAR(evaluate(start), before + SCALE * SEARCH_PERCENT / 100, 1);
    useBuiltIn();
    EXPECT_EQ(evaluate(start), before);
}

// A file read from disk plays as its bytes say.
TEST_F(NetworkFile, AFileReadFromDiskHoldsItsWeights) {
    test::TempDir dir;
    auto changed = std::make_unique<Weights>(builtInWeights());
    changed->hidden[12345] = 77;
    writeFile(dir.file("changed.bin"), encode(*changed));
    WeightsResult read = readFile(dir.file("changed.bin"));
    ASSERT_TRUE(read.weights) << read.error;
    EXPECT_EQ(read.weights->hidden[12345], 77);
    EXPECT_EQ(std::memcmp(read.weights.get(), changed.get(), sizeof(Weights)), 0);
}

// Each kind of bad file: no weights, and a message that says what is wrong.
TEST_F(NetworkFile, EachKindOfBadFileIsRefusedSayingWhatIsWrong) {
    std::vector<unsigned char> good = builtInBytes();
    struct Case {
        const char* what;
        std::vector<unsigned char> bytes;
        const char* message;
    };
    std::vector<Case> cases;
    cases.push_back(
        {"empty", {}, "is 0 bytes, too short even for a network file's 32-byte header"});
    cases.push_back({"a few bytes", {good.begin(), good.begin() + 10}, "is 10 bytes, too short"});
    std::vector<unsigned char> magic = good;
    magic[0] = 'X';
    cases.push_back({"wrong magic", resealed(magic), "is not a mudchess network file"});
    std::vector<unsigned char> version = good;
    putU32(version, 8, 2);
    cases.push_back({"other version", resealed(version),
                     "is in format version 2; this mudchess reads version 1"});
    std::vector<unsigned char> hidden = good;
    putU32(hidden, 16, 512);
    cases.push_back({"other dimensions", resealed(hidden),
                     "holds a network of 768 inputs, 512 hidden units and 8 output buckets; this "
                     "mudchess's has 768, 256 and 8"});
    std::vector<unsigned char> scale = good;
    putU32(scale, 24, 127);
    cases.push_back({"other quantisation", resealed(scale),
                     "has weights scaled by 127 and 64; this mudchess's network by 255 and 64"});
    cases.push_back({"cut short",
                     {good.begin(), good.begin() + long(good.size() / 2)},
                     "is 200994 bytes; a network of its dimensions takes 401988 (the file is cut "
                     "short)"});
    std::vector<unsigned char> longer = good;
    longer.push_back(0);
    cases.push_back({"too long", longer, "(the file goes on past its end)"});
    std::vector<unsigned char> damaged = good;
    damaged[1000] ^= 0x10;
    cases.push_back({"damaged", damaged, "fails its checksum (CRC-32 "});

    for (const Case& c : cases) {
        WeightsResult read = decode(c.bytes);
        EXPECT_FALSE(read.weights) << c.what;
        EXPECT_NE(read.error.find(c.message), std::string::npos) << c.what << ": " << read.error;
    }
}

TEST_F(NetworkFile, AFileThatCannotBeReadIsRefusedSayingWhy) {
    test::TempDir dir;
    WeightsResult missing = readFile(dir.file("missing.bin"));
    EXPECT_FALSE(missing.weights);
    EXPECT_EQ(missing.error, "cannot be opened (No such file or directory)");
    WeightsResult directory = readFile(dir.path().string());
    EXPECT_FALSE(directory.weights);
    EXPECT_EQ(directory.error, "cannot be read (Is a directory)");
}

// What `mudchess uci` makes of the start position with a fresh table, searched to depth 4: the
// score of its last "info depth 4" line.
int startScore(test::Child& engine) {
    std::size_t from = engine.output().size();
    EXPECT_TRUE(engine.writeLine("ucinewgame"));
    EXPECT_TRUE(engine.writeLine("position startpos"));
    EXPECT_TRUE(engine.writeLine("go depth 4"));
    EXPECT_TRUE(engine.readUntil("bestmove", 30s)) << engine.output();
    std::string said = engine.output().substr(from);
    const std::string info = "info depth 4 score cp ";
    std::size_t at = said.rfind(info);
    if (at == std::string::npos) {
        ADD_FAILURE() << "no '" << info << "' in:\n" << said;
        return 0;
    }
    return std::stoi(said.substr(at + info.size()));
}

// EvalFile is announced; a good file changes what the engine thinks of the start, a bad one of
// each kind is refused with one line naming the file and what is wrong, and the engine goes on
// with the weights it had (the built-in ones, or a file loaded before); <built-in> brings the
// built-in weights back.
TEST(UciEvalFile, LoadsOtherWeightsAndRefusesBadFilesKeepingTheWeightsItHas) {
    test::TempDir dir;
    test::Child engine({MUDCHESS_BINARY, "uci"}, dir.file("uci_evalfile.err"));
    ASSERT_TRUE(engine.writeLine("uci"));
    EXPECT_EQ(engine.readUntil("option name EvalFile", 10s),
              "option name EvalFile type string default <built-in>")
        << engine.output();
    ASSERT_TRUE(engine.readUntil("uciok", 10s)) << engine.output();
    int builtIn = startScore(engine);

    std::vector<unsigned char> good = builtInBytes();
    std::vector<unsigned char> magic = good, hidden = good, damaged = good;
    magic[0] = 'X';
    putU32(hidden, 16, 512);
    damaged[1000] ^= 0x10;
    struct Bad {
        std::string name;
        std::vector<unsigned char> bytes;
        std::string message;
    };
    const Bad bad[] = {
        {"short.bin", {good.begin(), good.begin() + 10}, "is 10 bytes, too short"},
        {"magic.bin", resealed(magic), "is not a mudchess network file"},
        {"dimensions.bin", resealed(hidden), "holds a network of 768 inputs, 512 hidden units"},
        {"damaged.bin", damaged, "fails its checksum"},
    };
    auto refuse = [&](const std::string& path, const std::string& message,
                      const std::string& weights) {
        ASSERT_TRUE(engine.writeLine("setoption name EvalFile value " + path));
        std::optional<std::string> line = engine.readUntil("info string EvalFile", 10s);
        ASSERT_TRUE(line) << engine.output();
        EXPECT_TRUE(line->starts_with("info string EvalFile '" + path + "' " + message)) << *line;
        EXPECT_TRUE(line->ends_with("; still playing with " + weights)) << *line;
    };
    refuse(dir.file("missing.bin"), "cannot be opened (No such file or directory)",
           "the built-in weights");
    for (const Bad& b : bad) {
        writeFile(dir.file(b.name), b.bytes);
        refuse(dir.file(b.name), b.message, "the built-in weights");
        EXPECT_EQ(startScore(engine), builtIn) << b.name;
    }

    // The built-in file with its output layer zeroed judges every position level: searched
    // to any depth, the start is worth 0.
    auto level = std::make_unique<Weights>(builtInWeights());
    std::fill(std::begin(level->output), std::end(level->output), std::int16_t(0));
    std::fill(std::begin(level->outputBiases), std::end(level->outputBiases), 0);
    writeFile(dir.file("level.bin"), encode(*level));
    ASSERT_TRUE(engine.writeLine("setoption name EvalFile value " + dir.file("level.bin")));
    EXPECT_EQ(engine.readUntil("info string EvalFile", 10s),
              "info string EvalFile: playing with the weights of '" + dir.file("level.bin") + "'");
    ASSERT_NE(builtIn, 0);
    EXPECT_EQ(startScore(engine), 0) << engine.output();

    refuse(dir.file("damaged.bin"), "fails its checksum",
           "the weights of '" + dir.file("level.bin") + "'");
    EXPECT_EQ(startScore(engine), 0);
    ASSERT_TRUE(engine.writeLine("setoption name EvalFile"));
    EXPECT_EQ(engine.readUntil("info string EvalFile", 10s),
              "info string EvalFile needs a value: a network file, or <built-in> for the weights "
              "built in");

    ASSERT_TRUE(engine.writeLine("setoption name EvalFile value <built-in>"));
    EXPECT_EQ(engine.readUntil("info string EvalFile", 10s),
              "info string EvalFile: playing with the built-in weights");
    EXPECT_EQ(startScore(engine), builtIn);
    ASSERT_TRUE(engine.writeLine("quit"));
    EXPECT_EQ(test::childProblem("mudchess uci", engine.finish(10s), 0, engine.output()), "");
}

} // namespace
} // namespace mudchess::search::network
