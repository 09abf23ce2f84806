// The IRC bot's pure parts: pacing, splitting, sanitising and bot.conf, without a server.
#include "front/irc/config.hpp"
#include "front/irc/outbox.hpp"
#include "front/irc/run.hpp"
#include "front/irc/sanitize.hpp"
#include "front/irc/split.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace mudchess::irc {
namespace {

using namespace std::chrono_literals;

// --- Outbox -------------------------------------------------------------------------------------

TEST(Outbox, BurstThenOneLineEveryTwoSecondsByDefault) {
    Clock::time_point t0{};
    Outbox box(Pacing{}, t0);
    for (int i = 0; i < 8; ++i) box.push("PRIVMSG #c :line " + std::to_string(i));
    EXPECT_EQ(box.take(t0).size(), 5u);
    EXPECT_TRUE(box.take(t0 + 1s).empty());
    EXPECT_EQ(*box.wait(t0 + 1s), 1s);
    auto next = box.take(t0 + 2s);
    ASSERT_EQ(next.size(), 1u);
    EXPECT_EQ(next[0], "PRIVMSG #c :line 5");
    EXPECT_EQ(box.take(t0 + 6s).size(), 2u);
    EXPECT_EQ(box.wait(t0 + 6s), std::nullopt);
}

TEST(Outbox, BytesLimitLongLinesEvenWhenLinesAreLeft) {
    Clock::time_point t0{};
    Pacing p{10, 1024, 10, 100};
    Outbox box(p, t0);
    std::string long400(398, 'x'); // 400 bytes with CR LF
    for (int i = 0; i < 4; ++i) box.push(long400);
    EXPECT_EQ(box.take(t0).size(), 2u); // 800 of 1024 bytes; a third would pass 1024
    // 224 bytes left; 176 more needed at 100 bytes/s.
    EXPECT_EQ(*box.wait(t0), 1760ms);
    EXPECT_TRUE(box.take(t0 + 1700ms).empty());
    EXPECT_EQ(box.take(t0 + 1760ms).size(), 1u);
}

TEST(Outbox, SustainedRateNeverPassesTheConfiguredBytesPerSecond) {
    Clock::time_point t0{};
    Pacing p{5, 1024, 3, 230};
    Outbox box(p, t0);
    for (int i = 0; i < 500; ++i) box.push(std::string(60 + i % 100, 'y'));
    double sent = 0;
    Clock::time_point t = t0;
    while (box.size()) {
        for (const std::string& l : box.take(t)) sent += double(l.size() + 2);
        // Over any run from the start, bytes sent stay within burst + rate * time.
        double seconds = std::chrono::duration<double>(t - t0).count();
        ASSERT_LE(sent, p.burstBytes + p.bytesPerSecond * seconds + 1e-6);
        t += *box.wait(t);
    }
}

TEST(Outbox, UrgentLinesGoFirstInTheirOwnOrder) {
    Clock::time_point t0{};
    Outbox box(Pacing{}, t0);
    box.push("PRIVMSG #c :old");
    box.pushUrgent("JOIN #a");
    box.pushUrgent("JOIN #b");
    std::vector<std::string> expected{"JOIN #a", "JOIN #b", "PRIVMSG #c :old"};
    EXPECT_EQ(box.take(t0), expected);
}

TEST(Outbox, LinesGivenBackGoFirstAndInOrder) {
    Clock::time_point t0{};
    Outbox box(Pacing{}, t0);
    for (const char* l : {"a", "b", "c"}) box.push(l);
    std::vector<std::string> taken = box.take(t0);
    box.push("d");
    box.giveBack({taken.begin() + 1, taken.end()});
    box.refill(t0);
    EXPECT_EQ(box.take(t0), (std::vector<std::string>{"b", "c", "d"}));
}

TEST(Outbox, CountsOnePersonsBacklog) {
    Outbox box(Pacing{}, Clock::time_point{});
    box.push("NOTICE al :1", "al");
    box.push("PRIVMSG #c :x", "al");
    box.push("NOTICE alice :3", "alice");
    box.pushUrgent("JOIN #c");
    EXPECT_EQ(box.queuedIn("al"), 2u);
    EXPECT_EQ(box.queuedIn("bob"), 0u);
}

// Issue 49: five players flooding never hold up a sixth player's answer.
TEST(Outbox, LanesTakeTurnsSoAFloodHoldsUpNobodyElse) {
    Clock::time_point t0{};
    Outbox box(Pacing{1, 1e9, 1, 1e9}, t0);
    for (int flooder = 0; flooder < 5; ++flooder)
        for (int i = 0; i < 100; ++i)
            box.push("look " + std::to_string(flooder), "#" + std::to_string(flooder));
    box.push("move for carol", "#carol", 7);
    box.push("its board", "#carol", 8);
    std::vector<std::string> sent;
    for (int second = 0; second < 12; ++second)
        for (std::string& l : box.take(t0 + std::chrono::seconds(second))) sent.push_back(l);
    // One line a second: each flooder once, then carol, by the sixth second.
    ASSERT_GE(sent.size(), 12u);
    EXPECT_EQ(sent[5], "move for carol");
    EXPECT_EQ(sent[11], "its board");
    EXPECT_EQ(box.marksTaken(), (std::vector<std::uint64_t>{7, 8}));
    EXPECT_TRUE(box.marksTaken().empty());
    EXPECT_EQ(box.queuedIn("#0"), 98u);
}

TEST(Outbox, ALineBehindAllWaitsForEveryLaneQueuedBeforeIt) {
    Clock::time_point t0{};
    Outbox box(Pacing{100, 1e9, 1, 1e9}, t0);
    box.push("a1", "a");
    box.push("a2", "a");
    box.push("b1", "b");
    box.pushBehindAll("pong");
    box.push("a3", "a");
    box.push("c1", "c");
    // Lines queued after it may still go first in their turn; none queued before it is left.
    EXPECT_EQ(box.take(t0), (std::vector<std::string>{"a1", "b1", "c1", "a2", "pong", "a3"}));
}

TEST(Outbox, RefillGivesANewConnectionItsBurst) {
    Clock::time_point t0{};
    Outbox box(Pacing{}, t0);
    for (int i = 0; i < 10; ++i) box.push("x");
    EXPECT_EQ(box.take(t0).size(), 5u);
    box.refill(t0);
    EXPECT_EQ(box.take(t0).size(), 5u);
}

// --- Splitting ----------------------------------------------------------------------------------

TEST(Split, BudgetLeavesRoomForTheLongestPrefix) {
    std::size_t budget = textBudget("mudchess", "PRIVMSG", "#chess");
    std::string prefix = ":mudchess!" + std::string(USER_MAX, 'u') + "@" +
                         std::string(HOST_MAX, 'h') + " PRIVMSG #chess :";
    EXPECT_EQ(prefix.size() + budget + 2, IRC_LINE_MAX);
}

TEST(Split, LongTextBreaksAtWordsAndEveryPieceFits) {
    std::string text;
    for (int i = 0; i < 300; ++i) text += "word" + std::to_string(i) + " ";
    text.pop_back();
    auto lines = splitLines(text, 100);
    std::string joined;
    for (const std::string& l : lines) {
        EXPECT_LE(l.size(), 100u);
        EXPECT_NE(l.front(), ' ');
        joined += (joined.empty() ? "" : " ") + l;
    }
    EXPECT_EQ(joined, text);
}

TEST(Split, LineBreaksAreKeptAndBlankLinesDropped) {
    EXPECT_EQ(splitLines("  a b\n\n   \nc\r\n", 50), (std::vector<std::string>{"  a b", "c"}));
}

TEST(Split, OneLongWordIsCutBetweenUtf8Characters) {
    std::string word;
    for (int i = 0; i < 40; ++i) word += "\xC3\xA9"; // é
    for (const std::string& piece : splitLines(word, 7)) {
        EXPECT_LE(piece.size(), 7u);
        EXPECT_EQ(piece.size() % 2, 0u) << "cut inside a character";
    }
}

// --- Sanitising ---------------------------------------------------------------------------------

TEST(Sanitize, NothingThatEndsAnIrcLineSurvives) {
    using namespace std::string_literals;
    std::string out = wireSafe("a\r\nQUIT :bye\0b\x07"
                               "c\x7f"
                               "d\x02"
                               "bold"s);
    EXPECT_EQ(out.find_first_of("\r\n\0\x07\x7f"s), std::string::npos);
    EXPECT_EQ(out, "a  QUIT :bye bcd\x02"
                   "bold");
}

TEST(Sanitize, FormattingCodesAreStrippedFromTypedLines) {
    EXPECT_EQ(stripFormatting("\x02!move\x02 \x03"
                              "04,12e2\x03 e4\x0f"),
              "!move e2 e4");
    EXPECT_EQ(stripFormatting("\x03"
                              "4x\x1d\x1fy"),
              "xy");
    EXPECT_EQ(stripFormatting("a\x01"
                              "b"),
              "a\x01"
              "b"); // not formatting: left for the parser to refuse
}

TEST(Sanitize, TokensLoseBlanksCommasAndLeadingColons) {
    EXPECT_EQ(safeToken(":evil\r\nQUIT"), "evilQUIT");
    EXPECT_EQ(safeToken("#a,#b c"), "#a#bc");
}

TEST(Sanitize, ChannelNamesFoldCaseTheRfc1459Way) {
    EXPECT_EQ(foldCase("#Chess[]\\~"), "#chess{}|^");
}

// --- bot.conf -----------------------------------------------------------------------------------

class BotConf : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::string file = dir.file("bot.conf");

    std::variant<BotConfig, ConfigError> load(const std::string& text,
                                              std::vector<std::string> extra = {}) {
        std::ofstream(file) << text;
        std::vector<std::string> args{"--config", file};
        args.insert(args.end(), extra.begin(), extra.end());
        return loadBotConfig(args);
    }
    std::string error(const std::string& text, std::vector<std::string> extra = {}) {
        auto r = load(text, std::move(extra));
        if (auto* e = std::get_if<ConfigError>(&r)) return e->message;
        return "(no error)";
    }
};

TEST_F(BotConf, KeysAndDefaultsAreRead) {
    auto r = load("# a comment\nserver = irc.example.org\nchannel = #chess\nchannel = #club "
                  "s3cret\nalt-nick = chessbot\nbytes-per-second = 150\n");
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r)) << std::get<ConfigError>(r).message;
    const BotConfig& c = std::get<BotConfig>(r);
    EXPECT_EQ(c.server, "irc.example.org");
    EXPECT_EQ(c.port, 6667);
    EXPECT_EQ(c.nick, "mudchess");
    ASSERT_EQ(c.channels.size(), 2u);
    EXPECT_EQ(c.channels[0].name, "#chess");
    EXPECT_EQ(c.channels[1].key, "s3cret");
    EXPECT_EQ(c.altNicks, std::vector<std::string>{"chessbot"});
    EXPECT_EQ(c.pacing.bytesPerSecond, 150);
    EXPECT_EQ(c.pacing.burstLines, 5);
    EXPECT_EQ(c.trigger, "!");
}

TEST_F(BotConf, CommandLineOverridesTheFile) {
    auto r = load("server = a.example\nport = 6667\nchannel = #chess\n", {"--port", "7000"});
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r));
    EXPECT_EQ(std::get<BotConfig>(r).port, 7000);
}

TEST_F(BotConf, UnknownKeyIsNamedWithItsLine) {
    EXPECT_EQ(error("server = a\nchannel = #c\n\ncolor = red\n"),
              file + " line 4: unknown key \"color\"; see bot.conf.example for the keys");
}

TEST_F(BotConf, MissingRequiredKeyIsNamed) {
    EXPECT_NE(error("channel = #c\n").find("missing required key \"server\""), std::string::npos);
}

TEST_F(BotConf, BadValuesNameKeyAndLine) {
    EXPECT_NE(
        error("server = a\nport = lots\nchannel = #c\n").find("line 2: bad value for \"port\""),
        std::string::npos);
    EXPECT_NE(error("server = a\nport = 70000\nchannel = #c\n").find("line 2: port must be"),
              std::string::npos);
    EXPECT_NE(
        error("server = a\nchannel = #c\nchannel = chess\n").find("line 3: channel \"chess\""),
        std::string::npos);
    EXPECT_NE(error("server = a\nchannel = #c\nnick = 9lives\n").find("line 3: nick"),
              std::string::npos);
    EXPECT_NE(error("server = a\nchannel = #c\nburst-bytes = 100\n").find("line 3: burst-bytes"),
              std::string::npos);
    EXPECT_NE(error("server = a\nchannel = #c\ncolour-scheme = pink\n").find("colour-scheme"),
              std::string::npos);
    EXPECT_NE(error("server = a\nchannel = #c\ndatabase = /no/such/dir/x.db\n").find("line 3: "),
              std::string::npos);
    EXPECT_NE(error("server = a\n").find("at least one channel"), std::string::npos);
}

TEST_F(BotConf, WaitingTimesReachTheService) {
    auto r = load("server = a\nchannel = #c\nabandon-after = 120\nchallenge-lapse = 30\n"
                  "idle-restart-after = 90\n");
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r)) << std::get<ConfigError>(r).message;
    ServiceSettings s = serviceSettings(std::get<BotConfig>(r));
    EXPECT_EQ(s.abandonAfter, std::chrono::seconds(120));
    EXPECT_EQ(s.challengeLapse, std::chrono::seconds(30));
    EXPECT_EQ(s.idleRestartAfter, std::chrono::seconds(90));
    EXPECT_NE(error("server = a\nchannel = #c\nabandon-after = 0\n").find("line 3: abandon-after"),
              std::string::npos);
}

TEST_F(BotConf, TheDrawRuleReachesTheServiceAndAWrongOneNamesItsLine) {
    auto r = load("server = a\nchannel = #c\ndraws = automatic\n");
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r)) << std::get<ConfigError>(r).message;
    EXPECT_EQ(serviceSettings(std::get<BotConfig>(r)).draws, "automatic");
    auto defaults = load("server = a\nchannel = #c\n");
    ASSERT_TRUE(std::holds_alternative<BotConfig>(defaults));
    EXPECT_EQ(serviceSettings(std::get<BotConfig>(defaults)).draws, "claimed");
    EXPECT_NE(error("server = a\nchannel = #c\ndraws = sometimes\n").find("line 3: draws"),
              std::string::npos);
}

TEST_F(BotConf, WithoutConfigFileTheMessageSaysWhatToPass) {
    auto r = loadBotConfig({"--config", "/no/such/bot.conf"});
    ASSERT_TRUE(std::holds_alternative<ConfigError>(r));
    EXPECT_NE(std::get<ConfigError>(r).message.find("cannot read"), std::string::npos);
}

TEST(BotConfCommandLine, EveryKeyCanComeFromTheCommandLineWithoutAFile) {
    auto r = loadBotConfig({"--server", "irc.example.org", "--channel", "#chess", "--nick",
                            "knightbot", "--port", "6697", "--trigger", "?", "--abandon-after",
                            "300", "--colour-scheme", "mono"});
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r)) << std::get<ConfigError>(r).message;
    const BotConfig& c = std::get<BotConfig>(r);
    EXPECT_EQ(c.server, "irc.example.org");
    EXPECT_EQ(c.channels.at(0).name, "#chess");
    EXPECT_EQ(c.nick, "knightbot");
    EXPECT_EQ(c.port, 6697);
    EXPECT_EQ(c.trigger, "?");
    EXPECT_EQ(c.service.abandonAfter, std::chrono::seconds(300));
    EXPECT_EQ(c.service.colourScheme, "mono");
}

TEST(BotConfCommandLine, WithoutAFileTheMissingServerIsAskedForAsAnOption) {
    auto r = loadBotConfig({"--channel", "#chess"});
    ASSERT_TRUE(std::holds_alternative<ConfigError>(r));
    EXPECT_NE(std::get<ConfigError>(r).message.find("--server is required"), std::string::npos)
        << std::get<ConfigError>(r).message;
}

TEST(BotConfExample, TheShippedExampleIsValidAndUsesTheDefaults) {
    auto r = loadBotConfig({"--config", MUDCHESS_SOURCE_DIR "/bot.conf.example"});
    ASSERT_TRUE(std::holds_alternative<BotConfig>(r)) << std::get<ConfigError>(r).message;
    const BotConfig& c = std::get<BotConfig>(r);
    BotConfig defaults;
    EXPECT_EQ(c.channels.at(0).name, "#chess");
    EXPECT_EQ(c.pacing.burstLines, defaults.pacing.burstLines);
    EXPECT_EQ(c.pacing.bytesPerSecond, defaults.pacing.bytesPerSecond);
    EXPECT_EQ(c.pacing.linesPerSecond, defaults.pacing.linesPerSecond);
    EXPECT_EQ(c.reconnectMax, defaults.reconnectMax);
    EXPECT_EQ(c.service.abandonAfter, defaults.service.abandonAfter);
    EXPECT_EQ(c.service.challengeLapse, defaults.service.challengeLapse);
    EXPECT_EQ(c.service.idleRestartAfter, defaults.service.idleRestartAfter);
}

} // namespace
} // namespace mudchess::irc
