// The engine catalog: engines.conf read with every mistake named by file, line and key; the
// Debian engines found where installed, with the variants and levels they tell us; and the
// `engines` command that lists them, through the service as players use it.
#include "engine_client/engine_catalog.hpp"

#include "mudchess/mudchess.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <thread>

using namespace mudchess;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string fileText(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `engines` as a player sees it. The first one is answered once the service has learned what
// the engines are, off its own thread: nothing at once, then the list at a tick. Until then the
// service counts as thinking, so a script (or a tick loop like this one) waits for it.
Outcome listEngines(Service& service) {
    Outcome now = service.handle("alice", "", "engines");
    EXPECT_TRUE(now.ok && now.messages.empty()) << "answered before the engines were learned";
    EXPECT_TRUE(service.thinking());
    auto giveUp = Service::Clock::now() + std::chrono::seconds(60);
    while (Service::Clock::now() < giveUp) {
        for (Outcome& o : service.tick(Service::Clock::now()))
            if (!o.messages.empty()) return o;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ADD_FAILURE() << "no answer to \"engines\"";
    return now;
}

struct Catalog {
    std::optional<std::vector<CatalogEntry>> engines;
    std::string error;
};

Catalog readText(const test::TempDir& dir, const std::string& text) {
    std::string path = dir.file("engines.conf");
    std::ofstream(path) << text;
    Catalog c;
    c.engines = readEngineCatalog(path, c.error);
    return c;
}

const EngineFacts* factsOf(const std::vector<std::pair<std::string, EngineFacts>>& all,
                           const std::string& name) {
    for (const auto& [n, f] : all)
        if (n == name) return &f;
    return nullptr;
}

} // namespace

TEST(EngineCatalog, AFileNamesEachEngineItsCommandProtocolOptionsAndLevels) {
    test::TempDir dir;
    Catalog c = readText(dir, "# engines for the big board\n"
                              "[weakfish]\n"
                              "command = stockfish\n"
                              "levels = elo 1350-2850\n"
                              "option.Hash = 16\n"
                              "option.Skill Level = 3\n"
                              "\n"
                              "[fm]\n"
                              "command = fairymax\n"
                              "protocol = xboard\n"
                              "levels = depth 1-8\n");
    ASSERT_TRUE(c.engines) << c.error;
    ASSERT_EQ(c.engines->size(), 2u);
    const CatalogEntry& weak = (*c.engines)[0];
    EXPECT_EQ(weak.name, "weakfish");
    EXPECT_EQ(weak.spec.argv, std::vector<std::string>{"stockfish"});
    EXPECT_EQ(weak.spec.protocol, EngineProtocol::UCI);
    EXPECT_EQ(engineLevelsText(weak.levels), "elo 1350-2850");
    ASSERT_EQ(weak.spec.options.size(), 2u);
    EXPECT_EQ(weak.spec.options[1], std::make_pair(std::string("Skill Level"), std::string("3")));
    const CatalogEntry& fm = (*c.engines)[1];
    EXPECT_EQ(fm.spec.protocol, EngineProtocol::XBOARD);
    EXPECT_EQ(engineLevelsText(fm.levels), "depth 1-8");
}

TEST(EngineCatalog, EveryMistakeNamesTheFileTheLineAndTheKey) {
    test::TempDir dir;
    std::string file = dir.file("engines.conf");
    struct Case {
        std::string text, says;
    };
    for (const Case& c : std::vector<Case>{
             {"[sf]\ncommand = stockfish\ncomand = x\n",
              file + " line 3, key comand: \"comand\" is not a key of an engines file; the keys "
                     "are command, protocol, levels, option.NAME"},
             {"[sf]\ncommand = stockfish\nprotocol = cecp2\n",
              file + " line 3, key protocol: \"cecp2\" is not a protocol: write uci or xboard"},
             {"[sf]\ncommand = stockfish\nlevels = strength\n",
              file + " line 3, key levels: \"strength\" is not a kind of levels"},
             {"[sf]\ncommand = stockfish\nlevels = skill 20-0\n",
              file + " line 3, key levels: \"skill 20-0\" has no range LEAST-MOST"},
             {"[sf]\ncommand = \"stockfish\n",
              file + " line 2, key command: the command \"\"stockfish\" has an unclosed \" quote"},
             {"[sf]\nprotocol = uci\n[fm]\ncommand = fairymax\n",
              file + " line 1: the engine [sf] has no command (like command = sf)"},
             {"command = stockfish\n", file + " line 1, key command: every setting belongs to an "
                                              "engine; start one with [NAME] first"},
             {"[sf]\ncommand = a\n[sf]\ncommand = b\n",
              file + " line 3: the engine [sf] is already named above"},
             {"[computer]\ncommand = a\n",
              file + " line 1: \"[computer]\" does not start an engine"},
             {"[sf]\nstockfish\n", file + " line 2: \"stockfish\" is not KEY = VALUE"},
             {"# nothing\n", "the engines file " + file + " names no engine"},
         }) {
        Catalog read = readText(dir, c.text);
        EXPECT_FALSE(read.engines) << c.text;
        EXPECT_TRUE(contains(read.error, c.says)) << read.error << "\nexpected: " << c.says;
    }
    std::string error;
    EXPECT_FALSE(readEngineCatalog(dir.file("missing.conf"), error));
    EXPECT_TRUE(contains(error, "cannot read the engines file " + dir.file("missing.conf")))
        << error;
}

TEST(EngineCatalog, TheExampleFileReadsAndDocumentsEveryKey) {
    std::string example = std::string(MUDCHESS_SOURCE_DIR) + "/engines.conf.example";
    std::string error;
    std::optional<std::vector<CatalogEntry>> engines = readEngineCatalog(example, error);
    ASSERT_TRUE(engines) << error;
    EXPECT_GE(engines->size(), 3u);
    std::string text = fileText(example);
    std::string docs = fileText(std::string(MUDCHESS_SOURCE_DIR) + "/docs/engines.md");
    for (const EngineKey& key : engineKeys()) {
        EXPECT_TRUE(contains(text, std::string(key.name))) << key.name << " in the example";
        EXPECT_TRUE(contains(docs, "`" + std::string(key.name))) << key.name << " in the docs";
    }
}

TEST(EngineCatalog, TheDebianEnginesInstalledAreFoundWithTheirVariantsAndLevels) {
    std::vector<std::pair<std::string, EngineFacts>> all;
    for (const CatalogEntry& e : debianEngines()) all.emplace_back(e.name, probeEngine(e));
    // scripts/setup installs these four.
    const EngineFacts* sf = factsOf(all, "stockfish");
    ASSERT_TRUE(sf && sf->installed);
    EXPECT_TRUE(sf->engineName.starts_with("Stockfish")) << sf->engineName;
    EXPECT_EQ(sf->variants, std::vector<std::string>{"chess"});
    EXPECT_EQ(engineLevelsText(sf->levels), "skill 0-20"); // learned from its Skill Level
    EXPECT_EQ(sf->problem, "");
    const EngineFacts* fsf = factsOf(all, "fairy-stockfish");
    ASSERT_TRUE(fsf && fsf->installed);
    EXPECT_EQ(fsf->variants, (std::vector<std::string>{"chess", "knightmate"}));
    const EngineFacts* fm = factsOf(all, "fairymax");
    ASSERT_TRUE(fm && fm->installed);
    EXPECT_EQ(fm->engineName, "Fairy-Max 5.0b");
    EXPECT_EQ(fm->variants, (std::vector<std::string>{"chess", "knightmate"}));
    EXPECT_EQ(engineLevelsText(fm->levels), "depth 1-20");
    const EngineFacts* gnu = factsOf(all, "gnuchess");
    ASSERT_TRUE(gnu && gnu->installed);
    EXPECT_TRUE(gnu->engineName.starts_with("GNU Chess")) << gnu->engineName;
    // Not installed by scripts/setup: listed, but not installed.
    const EngineFacts* phalanx = factsOf(all, "phalanx");
    ASSERT_TRUE(phalanx);
    EXPECT_FALSE(phalanx->installed);
}

TEST(EngineCatalog, TheEnginesCommandListsThemForPlayers) {
    Service service;
    Outcome listed = listEngines(service);
    ASSERT_TRUE(listed.ok);
    ASSERT_EQ(listed.messages.size(), 1u);
    EXPECT_EQ(listed.messages[0].to.kind, Recipient::Kind::USER);
    EXPECT_EQ(listed.messages[0].to.name, "alice") << "the answer goes to who asked";
    const std::string& text = listed.messages[0].text;
    EXPECT_TRUE(contains(text, "The computer (built in): chess, knightmate and knights chess; "
                               "levels 1 to 8."))
        << text;
    EXPECT_TRUE(contains(text, "  stockfish        Stockfish 15.1 (UCI): chess; levels 0 to 20 "
                               "(Skill Level)"))
        << text;
    EXPECT_TRUE(contains(text, "  fairymax         Fairy-Max 5.0b (XBoard): chess, knightmate; "
                               "levels 1 to 20 (depth in plies)"))
        << text;
    EXPECT_TRUE(contains(text, "Not installed: phalanx, hoichess, sjaakii.")) << text;
    // Known from then on: answered at once.
    Outcome again = service.handle("alice", "", "engines");
    ASSERT_EQ(again.messages.size(), 1u);
    EXPECT_EQ(again.messages[0].text, text);
    EXPECT_FALSE(service.thinking());
}

// While the engines are being learned (half a second or so), other commands are answered at
// once and games go on; the answers that waited come in the order they were asked.
TEST(EngineCatalog, LearningTheEnginesHoldsNothingElse) {
    Service service;
    EXPECT_TRUE(service.handle("alice", "room", "engines").messages.empty());
    EXPECT_TRUE(
        service.handle("bob", "room", "invite stockfish as black on board").messages.empty());
    // Answered at once, though the engines are still starting.
    Outcome started = service.handle("alice", "room", "start new game on table");
    ASSERT_EQ(started.messages.size(), 1u);
    EXPECT_TRUE(contains(started.messages[0].text, "New game of standard chess on table"));
    EXPECT_TRUE(service.handle("alice", "room", "join game as white on table").ok);
    EXPECT_TRUE(service.handle("carol", "room", "join game as black on table").ok);
    EXPECT_TRUE(service.handle("alice", "room", "move e4 on table").ok);
    EXPECT_TRUE(service.thinking()) << "the engines are still being learned";
    std::vector<Outcome> answers;
    auto giveUp = Service::Clock::now() + std::chrono::seconds(60);
    while (answers.size() < 2 && Service::Clock::now() < giveUp) {
        for (Outcome& o : service.tick(Service::Clock::now()))
            if (!o.messages.empty()) answers.push_back(std::move(o));
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0].messages[0].to.name, "alice");
    EXPECT_TRUE(contains(answers[0].messages[0].text, "Stockfish 15.1 (UCI)"));
    EXPECT_TRUE(contains(answers[1].messages[0].text, "The engine stockfish takes Black on board"))
        << answers[1].messages[0].text;
}

TEST(EngineCatalog, AnEnginesFileReplacesTheDebianList) {
    test::TempDir dir;
    std::string path = dir.file("engines.conf");
    std::ofstream(path) << "[fm]\ncommand = fairymax\nprotocol = xboard\nlevels = depth 1-6\n"
                           "[missing]\ncommand = no-such-engine-here\n";
    ServiceSettings settings;
    settings.enginesFile = path;
    Service service(settings);
    std::string text = listEngines(service).messages.at(0).text;
    EXPECT_TRUE(contains(text, "  fm  Fairy-Max 5.0b (XBoard): chess, knightmate; levels 1 to 6"))
        << text;
    EXPECT_TRUE(contains(text, "Not installed: missing.")) << text;
    EXPECT_FALSE(contains(text, "stockfish")) << text;

    std::ofstream(path) << "[fm]\ncommand = fairymax\nlevel = 3\n";
    try {
        Service broken(settings);
        ADD_FAILURE() << "a broken engines file was taken";
    } catch (const ServiceError& e) {
        EXPECT_TRUE(contains(e.what(), path + " line 3, key level:")) << e.what();
    }
}
