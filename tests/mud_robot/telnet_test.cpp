// The telnet layer against what TinyMUX 2.12 sends when a client connects (bsd.cpp: WILL EOR,
// DO EOR, DO SGA, DO TTYPE, DO NAWS, DO NEW-ENVIRON, WILL CHARSET, DO CHARSET).
#include "front/mud/telnet.hpp"

#include <gtest/gtest.h>

namespace mudchess::mud {
namespace {

using namespace telnet;

std::string bytes(std::initializer_list<unsigned char> list) {
    return std::string(list.begin(), list.end());
}

TEST(Telnet, TextPassesAndIacIacIsTheByte255) {
    TelnetCodec codec;
    std::string answers;
    EXPECT_EQ(codec.receive("Welcome\r\n", answers), "Welcome\r\n");
    EXPECT_EQ(codec.receive(bytes({'a', IAC, IAC, 'b'}), answers), "a\xff"
                                                                   "b");
    EXPECT_EQ(answers, "");
}

TEST(Telnet, RefusesWhatItDoesNotUseAndAgreesToCharsetAndBinary) {
    TelnetCodec codec;
    std::string answers;
    std::string text = codec.receive(
        bytes({IAC, WILL, 25,  IAC, DO, 25,  IAC,  DO,      3,   IAC, DO,      24,  IAC,
               DO,  31,   IAC, DO,  39, IAC, WILL, CHARSET, IAC, DO,  CHARSET, 'h', 'i'}),
        answers);
    EXPECT_EQ(text, "hi");
    EXPECT_EQ(answers,
              bytes({IAC, DONT, 25, IAC, WONT, 25, IAC, WONT, 3,       IAC, WONT, 24,
                     IAC, WONT, 31, IAC, WONT, 39, IAC, DO,   CHARSET, IAC, WILL, CHARSET}));
}

TEST(Telnet, AnswersOnlyChangesSoNothingLoops) {
    TelnetCodec codec;
    std::string answers;
    codec.receive(bytes({IAC, WILL, BINARY, IAC, WILL, BINARY, IAC, WONT, 25, IAC, DONT, 25}),
                  answers);
    EXPECT_EQ(answers, bytes({IAC, DO, BINARY}));
    answers.clear();
    codec.receive(bytes({IAC, WONT, BINARY, IAC, WONT, BINARY}), answers);
    EXPECT_EQ(answers, bytes({IAC, DONT, BINARY}));
}

TEST(Telnet, AcceptsUtf8FromTheServersList) {
    TelnetCodec codec;
    std::string answers;
    std::string request = bytes({IAC, SB, CHARSET, CHARSET_REQUEST}) +
                          ";UTF-8;ISO-8859-1;ISO-8859-2;US-ASCII;CP437" + bytes({IAC, SE});
    EXPECT_EQ(codec.receive(request + "ok", answers), "ok");
    EXPECT_EQ(answers, bytes({IAC, SB, CHARSET, CHARSET_ACCEPTED}) + "UTF-8" + bytes({IAC, SE}));
    EXPECT_TRUE(codec.utf8());
}

TEST(Telnet, RejectsAListWithoutUtf8) {
    TelnetCodec codec;
    std::string answers;
    codec.receive(bytes({IAC, SB, CHARSET, CHARSET_REQUEST}) + ";CP437" + bytes({IAC, SE}),
                  answers);
    EXPECT_EQ(answers, bytes({IAC, SB, CHARSET, CHARSET_REJECTED, IAC, SE}));
    EXPECT_FALSE(codec.utf8());
}

TEST(Telnet, ACommandSplitAcrossReadsIsReadWhole) {
    TelnetCodec codec;
    std::string answers, text;
    for (char c : bytes({'a', IAC, DO, 24, IAC, SB, 24, 1, IAC, SE, IAC, 249, 'b'}))
        text += codec.receive(std::string(1, c), answers);
    EXPECT_EQ(text, "ab");
    EXPECT_EQ(answers, bytes({IAC, WONT, 24}));
}

TEST(Telnet, EncodeDoublesIac) {
    EXPECT_EQ(TelnetCodec::encode("a\xff"
                                  "b"),
              "a\xff\xff"
              "b");
}

} // namespace
} // namespace mudchess::mud
