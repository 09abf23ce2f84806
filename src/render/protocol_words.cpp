#include "render/protocol_words.hpp"

#include "render/locale.hpp"
#include "text/words.hpp"

#include <sstream>

namespace mudchess {

namespace {

// A value the client sent, echoed: the reader has cut it to a safe length; controls (C0, DEL,
// C1 such as CSI) become '?', so an echo cannot drive the terminal that shows it.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    out += withControlsShown(text);
    return out + '"';
}

} // namespace

std::string anObjectWords() { return said("an object"); }

std::string anArrayWords() { return said("an array"); }

std::string aStringOfBytesWords(std::size_t bytes) {
    return said("a string of " + std::to_string(bytes) + " bytes");
}

std::string badIdWords(std::size_t mostBytes, const std::string& given) {
    return said("\"id\" is a string of at most " + std::to_string(mostBytes) +
                " bytes or a whole number from -9223372036854775808 to 18446744073709551615 "
                "(written without a fraction or an exponent), so that the answer can carry it "
                "back exactly; " +
                given + " is not one");
}

std::string keyGivenTwiceWords(const std::string& key) {
    return said(quoted(key) + " is given twice in one object; give each key once");
}

std::string notJsonAtWords(std::size_t byte, const std::string& reason) {
    return said("the line is not JSON (at byte " + std::to_string(byte) + ": " + reason +
                "); each line is one JSON object, like "
                "{\"id\":1,\"actor\":\"alice\",\"place\":\"hall\",\"text\":\"look\"}");
}

std::string notJsonWords() { return said("the line is not JSON"); }

std::string nulByteWords(std::size_t byte) {
    return said("the line holds a NUL byte (byte " + std::to_string(byte) +
                "), which JSON has nowhere (inside a string it is written \\u0000); the whole "
                "line was refused");
}

std::string requestTooLongWords(std::size_t mostBytes) {
    return said("a request is one line of at most " + std::to_string(mostBytes) +
                " bytes; this one was longer and was skipped");
}

std::string notUtf8Words(std::size_t byte) {
    return said("the line is not valid UTF-8 (byte " + std::to_string(byte) + ")");
}

std::string emptyLineWords() { return said("the line is empty; each line is one JSON object"); }

std::string notAnObjectWords(const std::string& type) {
    return said("each line is one JSON object, not " + type);
}

std::string notAnOpWords(const std::string& op, const std::string& ops) {
    return said(quoted(op) + " is not an op; the ops are " + ops);
}

std::string mustBeAStringWords(const std::string& field, const std::string& type) {
    return said(quoted(field) + " must be a string, not " + type);
}

std::string needsFieldWords(const std::string& field, const std::string& example) {
    return said("this request needs " + quoted(field) + ", like " + quoted(field) + ": " + example);
}

std::string fieldTooLongWords(const std::string& field, std::size_t mostBytes) {
    return said(quoted(field) + " must be at most " + std::to_string(mostBytes) +
                " bytes without control characters");
}

std::string notAnEncodingWords(const std::string& given) {
    return said("\"encoding\" is \"plain\", \"ansi\", \"ansi256\" or \"mux\", not " +
                quoted(given));
}

std::string notASideWords(const std::string& field, const std::string& given) {
    return said(quoted(field) + " is \"white\" or \"black\", not " + quoted(given));
}

std::string notAnAnswerWords(const std::string& field, const std::string& given) {
    return said(quoted(field) + " is \"accept\", \"decline\" or \"withdraw\", not " +
                quoted(given));
}

std::string trueOrFalseWords(const std::string& field) {
    return said(quoted(field) + " is true or false");
}

std::string listOfNamesWords(const std::string& field) {
    return said(quoted(field) + " is a list of names, like [\"alice\"]");
}

std::string aSchemeNameWords() {
    return said("\"colour_scheme\" is a scheme's name, like \"classic\"");
}

std::string needsALookWords(const std::string& op) {
    return said(quoted(op) + " needs \"encoding\" (\"plain\", \"ansi\", \"ansi256\" or \"mux\") " +
                "or \"colour_scheme\" (like \"classic\"), or both");
}

std::string anObjectNameWords() {
    return said("\"object\" is the name of a board in the place, like \"board\" or \"table 2\"");
}

std::string aLineNumberWords(const std::string& field) {
    return said("\"" + field +
                "\" is the \"seq\" of the last line the connection read (0 for none), like \"" +
                field + "\": 41");
}

std::string noSuchSessionWords(int keptSeconds) {
    return said("no session has that name: a cut connection's session is kept for " +
                std::to_string(keptSeconds) +
                " seconds; start afresh (serves, then boards for each place)");
}

std::string resumeTooFarWords(std::uint64_t after, std::uint64_t oldest) {
    return said("line " + std::to_string(after + 1) + " is no longer kept (the oldest kept is " +
                std::to_string(oldest) +
                "): ask for the boards afresh with boards, and go on from the newest line");
}

std::string resumeOnPipeWords() {
    return said("resume is for TCP connections: the pipe's one client never misses a line");
}

std::string aGameNumberWords() {
    return said("\"game\" is a game's number (1, 2, ... as \"history\" lists them), or 0 for the "
                "game on the board now");
}

std::string notAPresenceWords(const std::string& given) {
    return said("\"state\" is \"left\", \"linkdead\" or \"back\", not " + quoted(given));
}

std::string outOfRangeWords(const std::string& meaning) { return said(meaning); }

std::string unreadAnswersWords(int mostKiB) {
    return said("more than " + std::to_string(mostKiB) +
                " KiB of answers waited to be read; they were dropped and the connection is "
                "closed");
}

std::string authRequiredWords() {
    return said("this server needs {\"op\":\"auth\",\"token\":\"...\"} as the first line");
}

std::string badTokenWords() { return said("that token is not the one this server was given"); }

std::string serverFullWords(int clients) {
    return said("the server serves " + std::to_string(clients) +
                " clients already; try again later");
}

std::string tooManyWaitingWords(int waiting) {
    return said(std::to_string(waiting) +
                " connections were waiting to authenticate and this one had waited longest; "
                "connect again and authenticate at once");
}

std::string noAuthInTimeWords(const std::string& waited) {
    return said("no {\"op\":\"auth\",\"token\":\"...\"} came within " + waited +
                " of connecting; send it first, at once");
}

std::string noRequestInTimeWords(const std::string& waited) {
    return said("no request came within " + waited + " of connecting; the connection is closed");
}

std::string idleClientWords(const std::string& waited) {
    return said("nothing came from this client for " + waited +
                "; send {\"op\":\"ping\"} more often to stay connected");
}

std::string secondsWords(double seconds) {
    std::ostringstream out;
    out << seconds;
    return said(out.str() + (seconds == 1 ? " second" : " seconds"));
}

} // namespace mudchess
