// The telnet layer of a MUD connection (RFC 854/855). TinyMUX opens by asking for options
// (EOR, SGA, terminal type, window size, environment, CHARSET); a client that ignores them
// leaves the server waiting for answers, and one that answers every request with a request of
// its own loops. The robot refuses every option except CHARSET (to agree on UTF-8, RFC 2066)
// and BINARY (which TinyMUX turns on with it), answers only changes of state, and takes the
// negotiation bytes out of the text. It keeps no socket: bytes in, text and answers out.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace mudchess::mud {

namespace telnet {
constexpr unsigned char IAC = 255, DONT = 254, DO = 253, WONT = 252, WILL = 251, SB = 250, SE = 240;
constexpr unsigned char BINARY = 0, CHARSET = 42;
constexpr unsigned char CHARSET_REQUEST = 1, CHARSET_ACCEPTED = 2, CHARSET_REJECTED = 3;
} // namespace telnet

class TelnetCodec {
  public:
    // The text in `bytes` (which may end in the middle of a command; the rest waits for the
    // next call), with every telnet command taken out and IAC IAC read as the byte 255. The
    // answers the commands need are appended to `answers`, to be sent before anything else.
    std::string receive(std::string_view bytes, std::string& answers);

    // `text` ready to send: a 255 byte doubled, so the server reads it as text.
    static std::string encode(std::string_view text);

    // Whether the server agreed to UTF-8: then its text is UTF-8 (curly quotes and all);
    // otherwise Latin-1, as TinyMUX assumes of a client that says nothing.
    bool utf8() const { return utf8_; }

  private:
    enum class State : std::uint8_t { TEXT, IAC, OPTION, SB, SB_IAC };
    void negotiate(unsigned char verb, unsigned char option, std::string& answers);
    void subnegotiation(std::string& answers);

    State state_ = State::TEXT;
    unsigned char verb_ = 0;
    std::string sb_;                 // the subnegotiation being read: option, then its bytes
    std::array<bool, 256> ours_{};   // options we have agreed to do (WILL)
    std::array<bool, 256> theirs_{}; // options we have agreed the server does (DO)
    bool utf8_ = false;

    // A subnegotiation longer than this is not one of ours: the rest of it is dropped.
    static constexpr std::size_t SB_MAX = 512;
};

} // namespace mudchess::mud
