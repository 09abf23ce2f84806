// What the robot hears, read. A line is believed only when the server itself framed it, in a
// way no player's text can copy. TinyMUX's NOSPOOF header ("[Alice(#12),page] ...") is not
// enough on its own: a %r in a say, a pose, an @emit or a page starts a new line that carries
// no header of its own, so a player can write one that looks like the server's. What a player
// cannot write is a secret they never see, so at each login the robot picks a random token and
// puts it in two pieces of softcode on itself, which TinyMUX runs with the true enactor:
//
// - in the room, a player types `chess <command>`: a $-command on the robot (set no_parse, so
//   nothing typed is evaluated) @pemits the robot "<token>:name:#12:Alice" then
//   "<token>:command:#12:<what was typed>";
// - from anywhere, a page: the robot's page lock @pemits it "<token>:page:#12:#30" (the pager
//   and where they stand) as TinyMUX checks the lock, right before the page itself arrives; a
//   page line is believed only when the line just before it announced a page from that dbref.
//
// A line break inside what was typed only makes lines without the token, which are ignored.
// The robot never hears its own softcode evaluate a player's words: %0 is substituted, not read.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess::mud {

struct Heard {
    enum class Kind { COMMAND, PAGE };
    Kind kind = Kind::COMMAND;
    std::string dbref; // "#12"
    std::string name;  // as the server showed it now
    std::string text;  // what was typed after the command word, or paged
    // A page's: the room the pager stood in as they paged ("#0"; "#-1" when hidden from us).
    std::string location;
};

// A page line as TinyMUX's NOSPOOF header frames it ("[Alice(#12),page] Alice pages: look", or
// a posed page "From afar, Alice grins"), or nothing. Only half of the proof: the announcement
// before it (Ear) is the other. Control bytes are gone from every field.
std::optional<Heard> readPage(std::string_view line);

// The command in what was heard: a page may start with the command word (`chess: board` or
// `chess board`), which is dropped; what was typed in the room is the command already.
std::string commandIn(const Heard& heard, std::string_view word);

// Reads the server's lines one after the other, believing only what the token frames.
class Ear {
  public:
    // `secret`: random letters and digits, new at every login.
    explicit Ear(std::string_view secret);

    struct Verdict {
        std::optional<Heard> heard; // a player's own command
        // A line made to look like the server's framing (a page header nobody announced, a
        // line with our markers' prefix and a wrong token): the robot logs it.
        std::optional<std::string> forged;
    };
    Verdict hear(std::string_view line);

    // The softcode the robot sets on itself at login (one command a line), `word` being the
    // command word players type in the room ("chess").
    std::string commandAttribute(std::string_view word) const;
    std::string pageLockAttribute() const;
    // A line of the robot's own ("output-begin"), framed with the token so no page can fake it.
    std::string marker(std::string_view what) const;

  private:
    std::string token_;
    std::string pageAnnounced_;                // the dbref the line before announced a page from
    std::string pagerLocation_;                // and where they stood
    std::map<std::string, std::string> names_; // dbref -> name, from the framed name lines
};

// The prefix every line the robot frames for itself starts with (markers, framed commands):
// a line with it and a wrong token is a forgery worth logging.
inline constexpr std::string_view FRAME_PREFIX = "MUDCHESS-";

} // namespace mudchess::mud
