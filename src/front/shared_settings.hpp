// The service's settings that every front end offers (the terminal session, serve, the IRC bot
// and any to come), declared once: each is `--NAME VALUE` on a command line and `NAME = VALUE`
// in a config file, with one meaning, one default and one rule everywhere. A front end adds
// them all with addSharedSettings() and checks them with sharedSettingsProblem(); what only it
// has (the IRC server, serve's --listen) it declares itself.
#pragma once

#include "mudchess/mudchess.hpp"

#include <boost/program_options.hpp>

#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

struct SharedSetting {
    std::string name;  // "abandon-after": --abandon-after on a command line, a key in a file
    std::string alias; // an older name still read the same way ("database" for db), or ""
    std::string help;
    std::string example; // a value that fits, for messages: "600"
    // The Program_options value that writes into `s`; what `s` holds is its default.
    std::function<boost::program_options::value_semantic*(ServiceSettings& s)> value;
    // What `s` holds, as it would be written: "600", "claimed".
    std::function<std::string(const ServiceSettings& s)> shown;
    // What is wrong with what `s` holds ("must be 1 second or more"), or nothing.
    std::function<std::optional<std::string>(const ServiceSettings& s)> broken;
};

// Every shared setting, in the order --help lists them.
const std::vector<SharedSetting>& sharedSettings();

// The setting named `name` or spelt `name` by its alias; nothing when there is none.
const SharedSetting* sharedSetting(const std::string& name);

// What every front end starts from: ServiceSettings{}, with the colour file from
// $MUDCHESS_COLOURS when it is set.
ServiceSettings sharedDefaults();

// Adds every shared setting to `options`, writing into `settings` (which must outlive the
// parsing); what `settings` holds is each one's default.
void addSharedSettings(boost::program_options::options_description& options,
                       ServiceSettings& settings);

// How a message names a setting: "--draws ... like --draws claimed" for a command line,
// "draws ... like draws = claimed" for a config file.
enum class SettingSource { COMMAND_LINE, CONFIG_FILE };

struct SettingProblem {
    std::string name;    // the setting's name
    std::string message; // the whole sentence: what is wrong, what was given and what would do
};

// The refusal of a database location given on a command line with a password in it (ps shows
// every command line to everyone on the machine), or nothing. sharedSettingsProblem() asks it of
// a COMMAND_LINE; a front end that reads both a command line and a file asks it of the command
// line's --db itself.
std::optional<std::string> passwordOnCommandLine(const std::string& store);

// The first shared setting whose value in `settings` breaks its rule, in `source`'s words.
std::optional<SettingProblem> sharedSettingsProblem(const ServiceSettings& settings,
                                                    SettingSource source);

// Reading a front end's configuration file (bot.conf, mud.conf) with Program_options, which cuts
// a line at any '#' and knows a setting by one name only: the file's text with comment lines
// made blank (so line numbers stay right), a shared setting's other name ("database") written
// as its own ("db"), and every other '#' (channel = #chess, room = #12) standing in as
// HASH_STAND_IN, which restoreHashes puts back in each value read.
inline constexpr char HASH_STAND_IN = '\x01';
std::string configTextForOptions(std::istream& in);
void restoreHashes(std::string& value);
// `text` without the blanks (and a '\r') at its ends.
std::string trimBlanks(std::string text);

// Where in a front end's config file `key` is set, as the start of a message ("bot.conf line 4:
// "): the first "key = ..." line (or, given a value, the one with that value), the key written
// as itself or, for a shared setting, by its other name. Empty when no line says it
// (Program_options does not tell where).
std::string whereInConfigFile(const std::string& path, const std::string& key,
                              const std::string& value = {});
// An option's name as Program_options gives it ("--db", "-x") without its dashes.
std::string bareKey(std::string name);

// Stores a front end's settings in `vm`: its command line first (the first value stored for a
// key wins), then the file that --config names (`path`, set from it), read through
// configTextForOptions. Returns what is wrong that Program_options would not say: a password in
// --db, --config without a file name (`exampleFile`: "bot.conf"), a file that cannot be read.
// Program_options' own errors are thrown (boost::program_options::error); `inFile` then says
// whether the file was being read.
std::optional<std::string>
storeCommandLineThenFile(const std::vector<std::string>& args,
                         const boost::program_options::options_description& commandLine,
                         const boost::program_options::options_description& file,
                         std::string_view exampleFile, boost::program_options::variables_map& vm,
                         std::string& path, bool& inFile);

} // namespace mudchess
