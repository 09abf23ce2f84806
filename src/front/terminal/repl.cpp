#include "front/terminal/repl.hpp"
#include "chess/game.hpp"
#include "render/front_end_words.hpp"

#include "command/parser.hpp"
#include "front/shared_settings.hpp"
#include "front/subcommand_line.hpp"
#include "front/terminal/completion.hpp"
#include "front/terminal/line_editor.hpp"
#include "front/terminal/pager.hpp"
#include "front/terminal/terminal_signals.hpp"
#include "front/wait.hpp"
#include "mudchess/mudchess.hpp"
#include "store/location.hpp"

#include <boost/program_options.hpp>

#include <cstdlib>
#include <iostream>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace mudchess {

namespace po = boost::program_options;

namespace {

// The terminal is one place; who speaks is the login name unless a line says otherwise.
constexpr const char* PLACE = "terminal";

std::string defaultActor() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "player";
}

// "@bob move e7e5" runs "move e7e5" as bob, so one terminal (or a script) can be many players.
std::pair<std::string, std::string> splitActor(const std::string& line,
                                               const std::string& fallback) {
    if (line.size() < 2 || line[0] != '@') return {fallback, line};
    std::size_t space = line.find(' ');
    if (space == std::string::npos) return {line.substr(1), ""};
    return {line.substr(1, space - 1), line.substr(space + 1)};
}

// The board a move typed without "on <object>" is meant for: the only one here, else the only
// one where `actor` is to move. Its legal moves, for completion; none when it is not clear.
std::vector<LegalMove> movesOfTheBoardMeant(const Service& service, const std::string& actor) {
    std::vector<std::string> boards = service.objects(PLACE);
    if (boards.size() != 1) boards = service.awaiting(PLACE, actor);
    if (boards.size() != 1) return {};
    return service.legalMoves(PLACE, boards[0]);
}

// Everything goes to the one screen; what is meant for someone other than the speaker says so.
void deliver(const Outcome& outcome, const std::string& actor, std::ostream& out) {
    for (const Message& m : outcome.messages) {
        if (m.to.kind == Recipient::Kind::USER && m.to.name != actor)
            out << addressedToWords(m.to.name);
        out << m.text << '\n';
    }
    out.flush();
}

// What happened meanwhile: a computer's move, a flag, an answer that waited (the list of
// engines, while they were being learned). What is said to the terminal's own user needs no
// "(to ...)".
void deliverAll(const std::vector<Outcome>& outcomes, const std::string& me, std::ostream& out) {
    for (const Outcome& o : outcomes) deliver(o, me, out);
}

// What the terminal's signals mean to the line being typed. Ctrl-C abandons it, as in a shell
// (Ctrl-D leaves); between lines (a reply being paged) there is no line and it is dropped.
void actOnSignals(TerminalSignals& signals, LineEditor& editor) {
    TerminalSignals::Caught caught = signals.take();
    if (caught.hangUp) signals.ignoreHangUps();
    if (caught.hangUp || caught.terminate) {
        editor.end();
        return;
    }
    if (caught.resize) editor.resize();
    if (caught.suspend) {
        editor.suspend();
        signals.stopProcess();
        editor.continued();
    } else if (caught.continued) {
        editor.continued();
    }
    if (caught.interrupt) editor.abandonLine();
}

Colours coloursOf(ColourEncoding e) {
    switch (e) {
    case ColourEncoding::NONE: return Colours::PLAIN;
    case ColourEncoding::ANSI16: return Colours::ANSI16;
    case ColourEncoding::ANSI256: return Colours::ANSI256;
    case ColourEncoding::MIRC: return Colours::MIRC;
    case ColourEncoding::MUX: return Colours::MUX;
    }
    return Colours::PLAIN;
}

} // namespace

ColourEncoding terminalEncoding(const std::string& mode, bool stdoutIsTerminal, bool noColour,
                                const std::string& term) {
    if (mode == "never" || (mode == "auto" && (!stdoutIsTerminal || noColour)))
        return ColourEncoding::NONE;
    return term.find("256color") != std::string::npos ? ColourEncoding::ANSI256
                                                      : ColourEncoding::ANSI16;
}

ReplSettings defaultReplSettings() {
    ReplSettings s{defaultActor(), "auto", sharedDefaults()};
    s.service.store = ""; // the player's own file, found once the options are read
    return s;
}

po::options_description replOptions(ReplSettings& s) {
    po::options_description options(
        "Usage: mudchess [--name NAME] [--db FILE] [--colour auto|always|never] [--colours "
        "FILE]\n"
        "       mudchess perft --help\n"
        "Games are kept in ~/.local/share/mudchess/mudchess.db (under $XDG_DATA_HOME when it is "
        "set) unless --db names another place.\nOptions");
    options.add_options()("name", po::value(&s.name),
                          "who you are in the game (default: your login)")(
        "colour", po::value(&s.colourMode),
        "auto, always or never: colour boards in the scheme each player chose (auto: only on a "
        "terminal, and not when NO_COLOR is set)");
    addSharedSettings(options, s.service);
    options.add_options()("help", "this message");
    return options;
}

int runRepl(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
    ReplSettings chosen = defaultReplSettings();
    po::options_description options = replOptions(chosen);
    SubcommandLine line("mudchess", out, err);
    po::variables_map vm;
    if (auto status = line.read(args, options, vm)) return *status;
    const std::string& me = chosen.name;
    const std::string& colourMode = chosen.colourMode;
    ServiceSettings& settings = chosen.service;
    if (me.empty() || me.find_first_of(" \t\r\n") != std::string::npos)
        return line.mistake("--name must be one word, like --name alice");
    if (auto bad = sharedSettingsProblem(settings, SettingSource::COMMAND_LINE))
        return line.mistake(bad->message);
    if (colourMode != "auto" && colourMode != "always" && colourMode != "never")
        return line.mistake("--colour must be auto, always or never, not \"" + colourMode + "\"");
    if (settings.store.empty()) {
        DatabaseLocation location = defaultDatabase();
        if (location.path.empty()) return line.failure(location.error);
        settings.store = location.path;
    }
    // Everything told to the place is told to the one person at this terminal.
    settings.placeIsOnePlayer = true;
    const char* term = std::getenv("TERM");
    settings.colours =
        coloursOf(terminalEncoding(colourMode, isatty(STDOUT_FILENO) && &out == &std::cout,
                                   std::getenv("NO_COLOR") != nullptr, term ? term : ""));
    // Made before the service so that they outlive it: the store is closed while the REPL
    // still catches its signals (by default a Ctrl-C or a hang-up that came meanwhile would end
    // the process halfway through closing it), and the waiter's pipe is still there.
    std::optional<LineWaiter> waiter;
    std::optional<TerminalSignals> signals;
    std::optional<Service> service;
    try {
        service.emplace(settings);
    } catch (const ServiceError& e) {
        return line.failure(e.what());
    }
    // A bad colour file is reported and play goes on with the built-in schemes.
    for (const std::string& warning : service->warnings()) line.note(warning);
    bool interactive = isatty(STDIN_FILENO) && &in == &std::cin;
    if (interactive) {
        out << terminalGreetingWords() << '\n';
        if (std::size_t n = service->gameCount(PLACE)) out << keptGamesWords(n) << '\n';
    }
    // Standard input is read through its descriptor so the loop can also wake for the
    // service's deadlines and finished background work; other streams (tests) are read as
    // they are.
    if (&in == &std::cin) waiter.emplace(STDIN_FILENO);
    if (waiter) service->setWakeup(waiter->wakeup());
    // On a terminal (both ways) lines are edited with libedit and kept in a history; the
    // loop below still wakes for deadlines and background work while a line is half typed.
    std::optional<LineEditor> editor;
    std::string speaker = me; // who the line being completed is typed for ("@bob ...")
    if (interactive && waiter && isatty(STDOUT_FILENO) && &out == &std::cout) {
        // Tab completes command words, the boards here and the legal moves (completion.hpp);
        // the completer runs inside readKey(), on this thread, between the service's calls.
        CompletionSources sources;
        for (std::string_view w : command::commandWords()) sources.commandWords.emplace_back(w);
        sources.commandWords.insert(sources.commandWords.end(), {"quit", "exit"});
        for (std::string_view w : command::wordsBeforeAMove())
            sources.wordsBeforeAMove.emplace_back(w);
        sources.objects = [&] { return service->objects(PLACE); };
        sources.legalMoves = [&] { return movesOfTheBoardMeant(*service, speaker); };
        editor.emplace("> ", LineEditor::defaultHistoryPath(), [&, sources](const std::string& l) {
            auto [actor, text] = splitActor(l, me);
            speaker = actor;
            // "@bo" is still the speaker's name being typed: nothing to offer.
            if (!l.empty() && l[0] == '@' && l.find(' ') == std::string::npos)
                return std::vector<std::string>{};
            return completions(text, sources);
        });
    }
    // With the editor on the terminal, hang-up, SIGTERM, Ctrl-C, Ctrl-Z and resizes are the
    // loop's to act on (terminal_signals.hpp); otherwise they do what they always did.
    if (editor) signals.emplace(waiter->signalWakeFd());
    bool ended = false; // input ran out (Ctrl-D, SIGTERM, the terminal gone), not "quit"
    // A script (not a terminal) waits for the computer's answer before its next line, as a
    // person would, so what it prints does not depend on how fast the computer is.
    auto awaitComputer = [&] {
        while (!interactive && service->thinking()) {
            if (waiter)
                waiter->pause(service->nextDeadline());
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            deliverAll(service->tick(Service::Clock::now()), me, out);
        }
    };
    for (;;) {
        awaitComputer();
        if (editor) {
            actOnSignals(*signals, *editor); // what came while a reply was shown
            editor->resume();
        }
        if (interactive && !editor) out << "> " << std::flush;
        std::optional<std::string> line;
        if (editor) {
            while (!editor->ended() && !line) {
                LineWaiter::Input input = waiter->waitForInput(service->nextDeadline());
                if (input == LineWaiter::Input::READY) editor->readKey();
                if (input == LineWaiter::Input::GONE) {
                    signals->ignoreHangUps();
                    editor->end();
                }
                actOnSignals(*signals, *editor);
                line = editor->takeLine();
                // What happened meanwhile (a flag, the computer's move) goes above the prompt.
                std::ostringstream meanwhile;
                deliverAll(service->tick(Service::Clock::now()), me, meanwhile);
                editor->printAbove(meanwhile.str());
            }
        } else if (waiter) {
            for (;;) {
                LineWaiter::Result r = waiter->next(service->nextDeadline());
                if (r.line || r.closed) {
                    line = std::move(r.line);
                    break;
                }
                deliverAll(service->tick(Service::Clock::now()), me, out);
            }
        } else if (std::string read; std::getline(in, read)) {
            line = std::move(read);
        }
        if (!line) {
            ended = true;
            break;
        }
        if (!line->empty() && line->back() == '\r') line->pop_back();
        auto [actor, text] = splitActor(*line, me);
        if (text == "quit" || text == "exit") break;
        if (text.find_first_not_of(" \t") == std::string::npos) continue;
        if (editor) {
            // A reply longer than the screen waits for Enter at each screenful.
            std::ostringstream reply;
            deliver(service->handle(actor, PLACE, text), actor, reply);
            deliverAll(service->tick(Service::Clock::now()), me, reply);
            pageToTerminal(reply.str());
            continue;
        }
        deliver(service->handle(actor, PLACE, text), actor, out);
        deliverAll(service->tick(Service::Clock::now()), me, out);
    }
    if (ended) awaitComputer();
    // Ctrl-D at the prompt (or SIGTERM): end the prompt's line so the shell's starts on its own.
    // To a terminal that has gone this fails (EIO), which is no matter now.
    if (interactive && ended) out << "\n" << std::flush;
    return 0;
}

} // namespace mudchess
