#include "front/line_editor.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

// libedit's readline-compatible interface (BSD licence).
#include <editline/readline.h>

namespace mudchess {

namespace {
// The C callbacks reach the one editor through this; a terminal has one line at a time.
LineEditor* current = nullptr;
// Enough to find last week's commands; the file stays small.
constexpr int HISTORY_LINES = 1000;
constexpr int CTRL_D = 4;
} // namespace

std::string LineEditor::defaultHistoryPath() {
    namespace fs = std::filesystem;
    fs::path dir;
    const char* state = std::getenv("XDG_STATE_HOME");
    const char* home = std::getenv("HOME");
    // A relative XDG_STATE_HOME is invalid by the XDG spec and ignored.
    if (state && *state == '/')
        dir = fs::path(state) / "mudchess";
    else if (home && *home)
        dir = fs::path(home) / ".local" / "state" / "mudchess";
    else
        return "";
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return "";
    return (dir / "history").string();
}

LineEditor::LineEditor(std::string prompt, std::string historyPath, Completer completer)
    : prompt_(std::move(prompt)), historyPath_(std::move(historyPath)),
      completer_(std::move(completer)) {
    current = this;
    rl_readline_name = "mudchess";
    rl_attempted_completion_function = &LineEditor::complete;
    // Words are split at blanks only: "e8=Q", "O-O" and "@bob" are one word each.
    static char blanks[] = " \t";
    rl_completer_word_break_characters = blanks;
    // No signal handlers from libedit (SIGWINCH's included): they restore the terminal and
    // redraw inside the handler, stdio included, and a hang-up that came during the REPL's own
    // output could hang the process on the stdout lock. The REPL catches the signals and calls
    // end(), resize() and the others from its loop. libedit ignores rl_catch_sigwinch (its
    // rl_catch_signals covers SIGWINCH too); it is cleared in case a later libedit does not.
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_initialize();
    // libedit's callback interface swallows Ctrl-D on an empty line; this key says it.
    rl_add_defun("mudchess-end-of-input", &LineEditor::onEndOfInput, CTRL_D);
    using_history();
    stifle_history(HISTORY_LINES);
    if (!historyPath_.empty()) read_history(historyPath_.c_str());
    resume();
}

LineEditor::~LineEditor() {
    if (installed_) rl_callback_handler_remove();
    current = nullptr;
}

void LineEditor::resume() {
    if (installed_ || ended_) return;
    rl_callback_handler_install(prompt_.c_str(), &LineEditor::onLine);
    installed_ = true;
    // libedit sets these only after a key, so until then they would still describe the last
    // line; printAbove() and abandonLine() place the cursor by them.
    rl_point = rl_end = 0;
}

void LineEditor::readKey() {
    if (!installed_) return;
    rl_callback_read_char();
    if (endRequested_ && installed_) {
        rl_callback_handler_remove();
        installed_ = false;
        ended_ = true;
    }
}

void LineEditor::end() {
    if (installed_) rl_callback_handler_remove();
    installed_ = false;
    ended_ = true;
}

void LineEditor::abandonLine() {
    if (!installed_) return;
    rl_callback_handler_remove();
    installed_ = false;
    // To the end of what was typed (the cursor may be on an earlier row of a long line), so
    // that the ^C follows the whole line and the fresh prompt overwrites none of it.
    winsize size{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
        std::size_t cursor = prompt_.size() + std::size_t(rl_point);
        std::size_t end = prompt_.size() + std::size_t(rl_end);
        std::size_t rowsDown = end / size.ws_col - cursor / size.ws_col;
        if (rowsDown > 0) std::fprintf(stdout, "\033[%zuB", rowsDown);
        std::fputs("\r", stdout);
        if (end % size.ws_col > 0) std::fprintf(stdout, "\033[%zuC", end % size.ws_col);
    }
    std::fputs("^C\r\n", stdout);
    std::fflush(stdout);
    resume(); // a new handler starts from an empty line
}

void LineEditor::resize() { rl_resize_terminal(); }

void LineEditor::suspend() {
    if (installed_) rl_deprep_terminal();
    std::fflush(stdout);
}

void LineEditor::continued() {
    if (!installed_) return;
    // libedit skips setting a mode it believes it is in already; the shell may have changed it.
    rl_deprep_terminal();
    rl_prep_terminal(1);
    std::fputs("\r", stdout);
    std::fflush(stdout);
    rl_forced_update_display();
}

std::optional<std::string> LineEditor::takeLine() {
    std::optional<std::string> line = std::move(finished_);
    finished_.reset();
    return line;
}

void LineEditor::printAbove(const std::string& text) {
    if (text.empty()) return;
    if (!installed_) {
        std::fputs(text.c_str(), stdout);
        std::fflush(stdout);
        return;
    }
    // Back to the first row of the prompt (a long line wraps; the cursor may be on a later
    // row), everything from there down cleared; the text; then libedit draws the prompt and
    // what was typed so far below it.
    winsize size{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
        std::size_t rowsUp = (prompt_.size() + std::size_t(rl_point)) / size.ws_col;
        if (rowsUp > 0) std::fprintf(stdout, "\033[%zuA", rowsUp);
    }
    std::fputs("\r\033[J", stdout);
    std::fputs(text.c_str(), stdout);
    std::fflush(stdout);
    rl_forced_update_display();
}

// Called by libedit when Enter (or the end of input) finishes a line. The handler is taken
// away until the reply is shown, so the terminal is back in its ordinary mode for it.
void LineEditor::onLine(char* line) {
    LineEditor* self = current;
    rl_callback_handler_remove();
    self->installed_ = false;
    if (!line) {
        self->ended_ = true;
        return;
    }
    self->finished_ = line;
    self->remember(line);
    std::free(line);
}

int LineEditor::onEndOfInput(int, int) {
    if (rl_end == 0) {
        current->endRequested_ = true; // acted on once libedit has finished with the key
    } else if (rl_point < rl_end) {
        rl_delete_text(rl_point, rl_point + 1); // elsewhere Ctrl-D deletes, as in a shell
    }
    return 0;
}

void LineEditor::remember(const std::string& line) {
    if (line.find_first_not_of(" \t") == std::string::npos) return;
    HIST_ENTRY* last =
        history_length > 0 ? history_get(history_base + history_length - 1) : nullptr;
    if (last && last->line && line == last->line) return; // one copy of a repeated command
    add_history(line.c_str());
    if (historyPath_.empty()) return;
    // Made private before anything is written to it: the commands say who played whom.
    int fd = ::open(historyPath_.c_str(), O_WRONLY | O_CREAT, 0600);
    if (fd < 0) return;
    ::fchmod(fd, 0600);
    ::close(fd);
    write_history(historyPath_.c_str());
}

char** LineEditor::complete(const char* text, int, int end) {
    rl_attempted_completion_over = 1; // never fall back to file names
    if (!current || !current->completer_) return nullptr;
    current->candidates_ = current->completer_(std::string(rl_line_buffer, std::size_t(end)));
    if (current->candidates_.empty()) return nullptr;
    return rl_completion_matches(text, &LineEditor::nextWord);
}

// The completer has chosen the words already (ignoring case: "Jo" goes on as "join").
char* LineEditor::nextWord(const char*, int state) {
    static std::size_t index;
    if (state == 0) index = 0;
    if (!current || index >= current->candidates_.size()) return nullptr;
    return strdup(current->candidates_[index++].c_str());
}

} // namespace mudchess
