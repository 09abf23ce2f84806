// The serve protocol's refusals of a line or a field, in words (docs/protocol.md): what was
// wrong and what would do. The codes are the protocol's; a host may show the text to a player.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace mudchess {

// What an "id" was that is none: "null", "an object", "a string of 300 bytes", the digits sent.
std::string anObjectWords();
std::string anArrayWords();
std::string aStringOfBytesWords(std::size_t bytes);
std::string badIdWords(std::size_t mostBytes, const std::string& given);
std::string keyGivenTwiceWords(const std::string& key);
// `reason`: the JSON reader's, as it says it.
std::string notJsonAtWords(std::size_t byte, const std::string& reason);
std::string notJsonWords();
std::string nulByteWords(std::size_t byte);
std::string requestTooLongWords(std::size_t mostBytes);
std::string notUtf8Words(std::size_t byte);
std::string emptyLineWords();
// `type`: the JSON type the line was ("array", "string").
std::string notAnObjectWords(const std::string& type);
std::string notAnOpWords(const std::string& op, const std::string& ops);
// A field of the wrong type, missing, too long or not one of its values.
std::string mustBeAStringWords(const std::string& field, const std::string& type);
std::string needsFieldWords(const std::string& field, const std::string& example);
std::string fieldTooLongWords(const std::string& field, std::size_t mostBytes);
std::string notAnEncodingWords(const std::string& given);
std::string notASideWords(const std::string& field, const std::string& given);
// An answer field that is not "accept", "decline" or "withdraw".
std::string notAnAnswerWords(const std::string& field, const std::string& given);
std::string trueOrFalseWords(const std::string& field);
std::string listOfNamesWords(const std::string& field);
std::string aSchemeNameWords();
std::string needsALookWords(const std::string& op);
std::string aGameNumberWords();
std::string notAPresenceWords(const std::string& given);
// watch and unwatch: "object" is not a board's name.
std::string anObjectNameWords();
// resume: `field` is the number of the last line the connection read.
std::string aLineNumberWords(const std::string& field);
// resume: no session has that name (never, or kept no longer: `keptSeconds`); the lines after
// `after` are no longer kept (the oldest kept is `oldest`); resume on stdin.
std::string noSuchSessionWords(int keptSeconds);
std::string resumeTooFarWords(std::uint64_t after, std::uint64_t oldest);
std::string resumeOnPipeWords();
// A TCP connection refused or closed: too much unread, no token or the wrong one, the server
// full, too many waiting to authenticate, no first line in time (`waited`: "10 seconds"),
// nothing for the idle time.
std::string unreadAnswersWords(int mostKiB);
std::string authRequiredWords();
std::string badTokenWords();
std::string serverFullWords(int clients);
std::string tooManyWaitingWords(int waiting);
std::string noAuthInTimeWords(const std::string& waited);
std::string noRequestInTimeWords(const std::string& waited);
std::string idleClientWords(const std::string& waited);
// "1 second", "2.5 seconds".
std::string secondsWords(double seconds);
// A whole-number field out of its range: `meaning` says what it holds (the op table's words).
std::string outOfRangeWords(const std::string& meaning);

} // namespace mudchess
