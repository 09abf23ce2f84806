// The REPL's line on a terminal: editing, history and completion from libedit (editline), fed
// one key at a time by the REPL's own wait, so that a flag falling or the computer's move is
// shown while a line is half typed, and the half-typed line is drawn again below it.
#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mudchess {

class LineEditor {
  public:
    // Given the line up to the cursor, the ways the word being typed may go on (each the whole
    // word from its start); called on the thread that calls readKey().
    using Completer = std::function<std::vector<std::string>(const std::string& line)>;

    // `historyPath` "" keeps no history on disk; Tab asks `completer` for words.
    LineEditor(std::string prompt, std::string historyPath, Completer completer);
    ~LineEditor();
    LineEditor(const LineEditor&) = delete;
    LineEditor& operator=(const LineEditor&) = delete;

    // Reads what the terminal sent (call when standard input is readable).
    void readKey();
    // The line finished by the last keys, once; nothing while a line is still being typed.
    std::optional<std::string> takeLine();
    // Ctrl-D on an empty line (or the terminal went away).
    bool ended() const { return ended_; }

    // Shows whole lines above the prompt, then the prompt and the half-typed line again.
    void printAbove(const std::string& text);
    // Before a finished line's reply: the prompt is off the screen until resume().
    void resume();

    // What the terminal's signals mean to the line (the REPL catches them; libedit's own
    // handlers are off, see terminal_signals.hpp). Between lines only end() and resize() do
    // anything.
    // The session ends (SIGTERM, or the terminal went away): the terminal back in its ordinary
    // mode, and no more lines.
    void end();
    // Ctrl-C: the half-typed line stays on the screen with ^C after it, and a fresh prompt
    // comes below, as in a shell.
    void abandonLine();
    // The window changed size: the line is laid out for the new width from the next key on.
    void resize();
    // Before the process stops (Ctrl-Z): the terminal in its ordinary mode, for the shell.
    void suspend();
    // After it was continued: the editor's mode again (the shell may have reset the terminal)
    // and the prompt and the half-typed line drawn again on a fresh row.
    void continued();

    // Where the history is kept: $XDG_STATE_HOME/mudchess/history or
    // ~/.local/state/mudchess/history ("" when neither is set); the folder is made.
    static std::string defaultHistoryPath();

  private:
    static void onLine(char* line);
    static int onEndOfInput(int count, int key);
    static int nextKey(std::FILE* in);
    static char** complete(const char* text, int start, int end);
    static char* nextWord(const char* text, int state);
    void remember(const std::string& line);

    std::string prompt_;
    std::string historyPath_;
    Completer completer_;
    std::vector<std::string> candidates_; // of the completion under way
    std::optional<std::string> finished_;
    bool installed_ = false;
    bool ended_ = false;
    bool endRequested_ = false;
    int lineBytes_ = 0;        // the line's length before the key being read (nextKey())
    bool refusedKey_ = false;  // a key that would have made the line too long (nextKey())
    bool toldOfLimit_ = false; // for the line as long as it is at the limit
};

} // namespace mudchess
