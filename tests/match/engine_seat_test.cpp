// External engines at the board, through the service as players use it: invited by name with a
// level, refused for a variant they do not play (with those that do), playing people and each
// other to the end while anyone watches, stopped by a watcher, limited in number, and, when
// they crash, hang or cheat (tests/data/fake_uci_engine.sh), restarted, refused and finally
// sent away with the seat offered back.
#include "service/service_impl.hpp"

#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <thread>

using namespace mudchess;
using namespace std::chrono_literals;

namespace {

const std::string ROOM = "room";

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Ticks until nothing is thinking (an engine or the computer), and returns what was said. A
// broken engine never finishes: the bound only keeps such a failure from hanging the run.
std::vector<Outcome> settle(Service& s, std::chrono::seconds bound = 120s,
                            std::size_t* mostProcesses = nullptr) {
    std::vector<Outcome> all;
    auto giveUp = Service::Clock::now() + bound;
    while (Service::Clock::now() < giveUp) {
        for (Outcome& o : s.tick(Service::Clock::now())) all.push_back(std::move(o));
        if (mostProcesses)
            *mostProcesses =
                std::max(*mostProcesses, ServiceInternals::of(s).engineSeats.processes());
        if (!s.thinking()) break;
        std::this_thread::sleep_for(5ms);
    }
    EXPECT_FALSE(s.thinking()) << "still thinking after " << bound.count() << " s";
    return all;
}

// What the engines are is learned off the service's thread the first time it is needed, and
// commands that need it (`engines`, `invite stockfish`) are answered once it is
// (EngineCatalog.LearningTheEnginesHoldsNothingElse). These tests learn it first, so each
// invitation is answered at once.
void learnEngines(Service& s) {
    Service::Impl& impl = ServiceInternals::of(s);
    impl.engines.learn();
    auto giveUp = Service::Clock::now() + 60s;
    while (!impl.engines.known() && Service::Clock::now() < giveUp) {
        EXPECT_TRUE(s.tick(Service::Clock::now()).empty());
        std::this_thread::sleep_for(5ms);
    }
    ASSERT_TRUE(impl.engines.known());
}

std::string placeText(const std::vector<Outcome>& all) {
    std::string text;
    for (const Outcome& o : all)
        for (const Message& m : o.messages)
            if (m.to.kind == Recipient::Kind::PLACE) text += m.text + "\n";
    return text;
}

std::vector<const MovePlayed*> movesBy(const std::vector<Outcome>& all, const std::string& who) {
    std::vector<const MovePlayed*> moves;
    for (const Outcome& o : all)
        for (const Event& e : o.events)
            if (auto* m = std::get_if<MovePlayed>(&e); m && m->player == who) moves.push_back(m);
    return moves;
}

const GameEnded* ending(const std::vector<Outcome>& all) {
    for (const Outcome& o : all)
        for (const Event& e : o.events)
            if (auto* g = std::get_if<GameEnded>(&e)) return g;
    return nullptr;
}

std::string refusalCode(const Outcome& o) { return o.refusal() ? o.refusal()->code : ""; }

const GameObject& board(Service& s, const std::string& name = "board") {
    return *ServiceInternals::of(s).world.places.at(ROOM).at(name);
}

// A service offering the fake engines (levels none) besides fairymax.
ServiceSettings withFakes(const test::TempDir& dir, int processes = 4) {
    std::string path = dir.file("engines.conf");
    std::ofstream conf(path);
    for (const char* mode : {"die", "silent", "illegal"})
        conf << "[" << mode << "]\ncommand = sh " << MUDCHESS_TEST_DATA << "/fake_uci_engine.sh "
             << mode << "\nlevels = none\n";
    conf << "[fairymax]\ncommand = fairymax\nprotocol = xboard\nlevels = depth 1-20\n";
    conf << "[resigner]\ncommand = sh " << MUDCHESS_TEST_DATA
         << "/fake_xboard_engine.sh resign\nprotocol = xboard\nlevels = none\n";
    ServiceSettings settings;
    settings.enginesFile = path;
    settings.engineProcesses = processes;
    return settings;
}

// Alice starts a game on the board, seats `engine` ("die", "fairymax level 1") on `engineSide`
// and takes the other seat; as White she plays e4 at once. Empty, or the line that was refused.
std::string aliceAgainst(Service& s, const std::string& engine, Color engineSide) {
    bool engineWhite = engineSide == WHITE;
    std::vector<std::string> lines = {
        "start new game on board",
        "invite " + engine + (engineWhite ? " as white" : " as black") + " on board",
        std::string("join game as ") + (engineWhite ? "black" : "white") + " on board"};
    if (!engineWhite) lines.push_back("move e4");
    for (const std::string& line : lines)
        if (!s.handle("alice", ROOM, line).ok) return line;
    return "";
}

} // namespace

TEST(EngineSeat, AnEngineThatCannotPlayTheVariantIsRefusedWithThoseThatCan) {
    Service s;
    learnEngines(s);
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game of knightmate on board").ok);
    Outcome refused = s.handle("alice", ROOM, "invite stockfish as black on board");
    EXPECT_EQ(refusalCode(refused), "engine_cannot_play");
    EXPECT_EQ(refused.messages.at(0).text,
              "stockfish does not play Knightmate; fairy-stockfish, fairymax and the computer do, "
              "on board");
    Outcome unknown = s.handle("alice", ROOM, "invite stockfsh as black on board");
    EXPECT_EQ(refusalCode(unknown), "unknown_engine");
    EXPECT_TRUE(contains(unknown.messages.at(0).text, "there is no engine called stockfsh here"));
    Outcome level = s.handle("alice", ROOM, "invite fairy-stockfish level 99 on board");
    EXPECT_EQ(refusalCode(level), "bad_level");
    EXPECT_EQ(level.messages.at(0).text,
              "fairy-stockfish's levels go from -20 to 20 (Skill Level); 99 is not one of them");
    EXPECT_TRUE(board(s).seat(BLACK).empty()) << "nothing changed";
}

TEST(EngineSeat, PeoplePlayStockfishInChessAndFairyStockfishInKnightmate) {
    for (auto [variant, engine] :
         {std::pair{"chess", "stockfish"}, std::pair{"knightmate", "fairy-stockfish"}}) {
        Service s;
        learnEngines(s);
        ASSERT_TRUE(
            s.handle("alice", ROOM, std::string("start new game of ") + variant + " on board").ok);
        Outcome invited =
            s.handle("alice", ROOM, std::string("invite ") + engine + " level 5 as black on board");
        ASSERT_TRUE(invited.ok) << invited.messages.at(0).text;
        EXPECT_EQ(invited.messages.at(0).text, std::string("The engine ") + engine +
                                                   " takes Black on board, playing at level 5.");
        ASSERT_TRUE(s.handle("alice", ROOM, "join game as white on board").ok);
        for (const char* move : {"e2e4", "d2d4"}) {
            Outcome moved = s.handle("alice", ROOM, std::string("move ") + move);
            ASSERT_TRUE(moved.ok) << moved.messages.at(0).text;
            std::vector<Outcome> reply = settle(s);
            std::vector<const MovePlayed*> played = movesBy(reply, engine);
            ASSERT_EQ(played.size(), 1u) << placeText(reply);
            EXPECT_EQ(played[0]->side, Side::BLACK);
            EXPECT_TRUE(contains(placeText(reply), std::string(engine) + " (Black) plays "));
        }
        ASSERT_TRUE(s.handle("alice", ROOM, "resign").ok);
        EXPECT_TRUE(board(s).game().isOver());
    }
}

TEST(EngineSeat, EngineAgainstTheComputerPlaysToTheEndWhileAWatcherSeesEveryMove) {
    Service s;
    learnEngines(s);
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "options board draws automatic on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "invite fairymax level 2 as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "invite the computer level 1 as black on board").ok);
    std::vector<Outcome> game = settle(s, 300s);
    const GameEnded* ended = ending(game);
    ASSERT_TRUE(ended) << placeText(game);
    EXPECT_TRUE(board(s).game().isOver());
    std::size_t plies = board(s).game().history().size();
    std::size_t told = movesBy(game, "fairymax").size() + movesBy(game, "computer").size();
    EXPECT_EQ(told, plies) << "every move told to the place";
    EXPECT_GE(movesBy(game, "fairymax").size(), 2u);
}

TEST(EngineSeat, AWatcherStopsTwoEnginesAtAnUnseatedBoard) {
    Service s;
    learnEngines(s);
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "invite fairymax level 3 as white on board").ok);
    ASSERT_TRUE(s.handle("alice", ROOM, "invite stockfish level 0 as black on board").ok);
    EXPECT_TRUE(s.thinking());
    Outcome stopped = s.handle("bob", ROOM, "dismiss the computer from board");
    ASSERT_TRUE(stopped.ok) << stopped.messages.at(0).text;
    settle(s);
    std::size_t plies = board(s).game().history().size();
    EXPECT_TRUE(board(s).seat(WHITE).empty() && board(s).seat(BLACK).empty());
    EXPECT_FALSE(s.thinking());
    settle(s);
    EXPECT_EQ(board(s).game().history().size(), plies) << "nobody plays on";
}

TEST(EngineSeat, ACrashingEngineIsRestartedThenSentAwayAndTheSeatOfferedBack) {
    test::TempDir dir;
    Service s(withFakes(dir));
    learnEngines(s);
    ASSERT_EQ(aliceAgainst(s, "die", BLACK), "");
    std::vector<Outcome> after = settle(s);
    std::string told = placeText(after);
    EXPECT_TRUE(contains(told, "die cannot go on and leaves board: Fake die exited with status 3"))
        << told;
    EXPECT_TRUE(contains(told, "and again once restarted")) << told;
    EXPECT_TRUE(contains(told, "Black is free: \"join game as black on board\" takes it over"))
        << told;
    EXPECT_TRUE(board(s).seat(BLACK).empty());
    EXPECT_EQ(board(s).game().history().size(), 1u) << "the game stays for whoever takes over";
    ASSERT_TRUE(s.handle("bob", ROOM, "join game as black on board").ok);
    EXPECT_TRUE(s.handle("bob", ROOM, "move e5").ok);
}

TEST(EngineSeat, AHungEngineIsKilledRestartedAskedAgainThenSentAway) {
    test::TempDir dir;
    Service s(withFakes(dir));
    learnEngines(s);
    ASSERT_EQ(aliceAgainst(s, "silent", WHITE), "");
    std::string told = placeText(settle(s));
    EXPECT_TRUE(contains(told, "silent cannot go on and leaves board: Fake silent did not answer "
                               "\"go movetime 1000\" within 6 s, and again once restarted"))
        << told;
    EXPECT_TRUE(board(s).seat(WHITE).empty());
}

TEST(EngineSeat, IllegalMovesAreRefusedNeverPlayedAndTheEngineSentAway) {
    test::TempDir dir;
    Service s(withFakes(dir));
    learnEngines(s);
    ASSERT_EQ(aliceAgainst(s, "illegal", WHITE), "");
    std::vector<Outcome> after = settle(s);
    EXPECT_TRUE(movesBy(after, "illegal").empty());
    EXPECT_TRUE(board(s).game().history().empty());
    EXPECT_TRUE(contains(placeText(after), "illegal cannot go on and leaves board: it played "
                                           "\"a1a1\", which is not a legal move, 3 times"))
        << placeText(after);
}

TEST(EngineSeat, EngineProcessesAreLimitedAndShared) {
    test::TempDir dir;
    Service s(withFakes(dir, 1));
    learnEngines(s);
    for (const char* name : {"board", "table"}) {
        ASSERT_TRUE(s.handle("alice", ROOM, std::string("start new game on ") + name).ok);
        ASSERT_TRUE(
            s.handle("alice", ROOM, std::string("invite fairymax level 1 as white on ") + name).ok);
        ASSERT_TRUE(s.handle("alice", ROOM, std::string("join game as black on ") + name).ok);
    }
    std::size_t most = 0;
    settle(s, 120s, &most);
    EXPECT_EQ(most, 1u);
    EXPECT_EQ(board(s, "board").game().history().size(), 1u);
    EXPECT_EQ(board(s, "table").game().history().size(), 1u);
}

TEST(EngineSeat, AnXBoardEngineThatResignsLosesTheGame) {
    test::TempDir dir;
    Service s(withFakes(dir));
    learnEngines(s);
    ASSERT_EQ(aliceAgainst(s, "resigner", BLACK), "");
    std::vector<Outcome> after = settle(s);
    const GameEnded* ended = ending(after);
    ASSERT_TRUE(ended) << placeText(after);
    EXPECT_EQ(ended->result, "1-0");
    EXPECT_EQ(ended->termination, "resignation");
    EXPECT_EQ(board(s).seat(BLACK), "resigner") << "it keeps its seat";
}

// The store keeps an engine's seat as the engine's (issue 39): after a restart the engine is
// started again and, when it is its turn, asked to move at once. The first run's "stockfish"
// never answers, so the program stops while it still thinks, as it would in the middle of a
// real game; the second run has the real Stockfish.
TEST(EngineSeat, AnEngineSeatSurvivesARestartAndMovesAtOnceWhenItIsItsTurn) {
    test::TempDir dir;
    std::string hung = dir.file("hung.conf");
    std::ofstream(hung) << "[stockfish]\ncommand = sh " << MUDCHESS_TEST_DATA
                        << "/fake_uci_engine.sh silent\nlevels = none\n";
    ServiceSettings settings;
    settings.store = dir.file("games.db");
    {
        ServiceSettings first = settings;
        first.enginesFile = hung;
        Service s(first);
        learnEngines(s);
        ASSERT_TRUE(s.handle("alice", ROOM, "start new game on board").ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "join game as black on board").ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "invite stockfish as white on board").ok);
        EXPECT_TRUE(s.thinking());
    }
    Service s(settings);
    EXPECT_EQ(board(s).engineAt(WHITE), "stockfish");
    EXPECT_TRUE(s.thinking()) << "asked to move at start-up";
    std::vector<Outcome> after = settle(s);
    ASSERT_EQ(movesBy(after, "stockfish").size(), 1u) << placeText(after);
    ASSERT_TRUE(s.handle("alice", ROOM, "move e6").ok);
    after = settle(s);
    EXPECT_EQ(movesBy(after, "stockfish").size(), 1u) << placeText(after);
    EXPECT_EQ(board(s).game().history().size(), 3u);
}

// A seat kept for an engine the restarted program does not offer (the engines file changed) is
// given back, with the place told why, rather than held by an engine that never moves.
TEST(EngineSeat, AKeptSeatOfAnEngineNoLongerOfferedIsGivenBack) {
    test::TempDir dir;
    ServiceSettings settings = withFakes(dir);
    settings.store = dir.file("games.db");
    {
        Service s(settings);
        learnEngines(s);
        ASSERT_EQ(aliceAgainst(s, "fairymax level 1", BLACK), "");
        settle(s);
        ASSERT_TRUE(s.handle("alice", ROOM, "move d4").ok);
    }
    std::ofstream(settings.enginesFile) << "[stockfish]\ncommand = stockfish\n";
    Service s(settings);
    std::string told = placeText(settle(s));
    EXPECT_TRUE(contains(told, "fairymax cannot go on and leaves board: there is no engine called "
                               "fairymax here now. Black is free"))
        << told;
    EXPECT_TRUE(board(s).seat(BLACK).empty());
}

namespace {

// The "go" lines the fake engine was sent, as its log holds them.
std::vector<std::string> goLines(const std::string& log) {
    std::ifstream in(log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (line.starts_with("go")) lines.push_back(line);
    return lines;
}

int moveTimeOf(const std::string& go) {
    std::size_t at = go.find("movetime ");
    return at == std::string::npos ? -1 : std::stoi(go.substr(at + 9));
}

} // namespace

// External engines count against the same limits as our own (issue 39): with one engine
// process for four games that all want a move, the moves asked while others wait are given less
// than the level's second, so the last game is not kept waiting four seconds; once nobody
// waits, a move has its second again. The fake engine writes down what it is sent.
TEST(EngineSeat, UnderLoadAnEnginesTimeShrinksAndGrowsBack) {
    test::TempDir dir;
    std::string log = dir.file("engine.log");
    std::string conf = dir.file("engines.conf");
    std::ofstream(conf) << "[late]\ncommand = sh " << MUDCHESS_TEST_DATA
                        << "/fake_uci_engine.sh late " << log << "\nlevels = none\n";
    ServiceSettings settings;
    settings.enginesFile = conf;
    settings.engineProcesses = 1;
    Service s(settings);
    learnEngines(s);
    const std::vector<std::string> boards{"b1", "b2", "b3", "b4"};
    for (const std::string& b : boards) {
        ASSERT_TRUE(s.handle("alice", ROOM, "start new game on " + b).ok);
        ASSERT_TRUE(s.handle("alice", ROOM, "join game as black on " + b).ok);
    }
    for (const std::string& b : boards)
        ASSERT_TRUE(s.handle("alice", ROOM, "invite late as white on " + b).ok);
    std::vector<Outcome> moved = settle(s);
    EXPECT_EQ(movesBy(moved, "late").size(), boards.size()) << placeText(moved);
    std::vector<std::string> asked = goLines(log);
    ASSERT_EQ(asked.size(), boards.size());
    EXPECT_EQ(asked[0], "go movetime 1000") << "nobody waited yet";
    // The second was asked with two games behind it: a third of the 2.5 s they share at most.
    EXPECT_LT(moveTimeOf(asked[1]), 1000) << asked[1];
    EXPECT_GE(moveTimeOf(asked[1]), 50) << asked[1];
    // The load gone, a game's move has the level's time again.
    ASSERT_TRUE(s.handle("alice", ROOM, "start new game on b1").ok);
    settle(s);
    asked = goLines(log);
    ASSERT_EQ(asked.size(), boards.size() + 1);
    EXPECT_EQ(asked.back(), "go movetime 1000");
}
