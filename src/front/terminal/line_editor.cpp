#include "front/terminal/line_editor.hpp"

#include <cerrno>
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
constexpr int CTRL_G = 7; // bound to nothing: libedit rings the bell
constexpr int TAB = 9;
constexpr int CTRL_Y = 25;
constexpr int ESC = 27;
// libedit 3.1-20221030 (Debian 12) keeps the line it hands out (rl_line_buffer) in a buffer that
// it reallocates once the line reaches 1020 bytes, without telling rl_line_buffer, and after
// every key writes a NUL through it: into freed memory, and past it for longer lines. A long
// paste corrupted the heap that way (found when the process freed it at exit). So a line never
// gets there: from this length on, keys that would lengthen it are refused with the bell, and
// no key adds more than a completed word (at most 257 bytes, names being at most 256).
constexpr int MAX_LINE = 500;
static_assert(MAX_LINE + 257 < 1020);

// Lines longer than MAX_LINE in a history kept before there was a limit: recalled, one would
// take the line past libedit's 1020 bytes all the same.
void forgetLongLines() {
    for (int i = history_length - 1; i >= 0; --i) {
        HIST_ENTRY* entry = history_get(history_base + i);
        if (!entry || !entry->line || std::strlen(entry->line) <= std::size_t(MAX_LINE)) continue;
        if (HIST_ENTRY* removed = remove_history(i)) {
            // libedit's free_history_entry() frees nothing; both are the caller's.
            std::free(const_cast<char*>(removed->line));
            std::free(removed);
        }
    }
}
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
    rl_getc_function = &LineEditor::nextKey; // taken up by rl_initialize(); MAX_LINE says why
    rl_initialize();
    // libedit's callback interface swallows Ctrl-D on an empty line; this key says it.
    rl_add_defun("mudchess-end-of-input", &LineEditor::onEndOfInput, CTRL_D);
    // Keys that would add a word or a key many times at once, past MAX_LINE: Esc and a digit
    // (a count for the next key) and Esc Ctrl-_ (the previous word again).
    for (char digit = '0'; digit <= '9'; ++digit)
        rl_parse_and_bind((std::string("bind -r ^[") + digit).c_str());
    rl_parse_and_bind("bind -r ^[^_");
    using_history();
    stifle_history(HISTORY_LINES);
    if (!historyPath_.empty()) read_history(historyPath_.c_str());
    forgetLongLines();
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
    // rl_callback_read_char() sets rl_point and rl_end after a key, except when the key left the
    // line empty: then they would still say where it was. The length before the key is for
    // nextKey().
    lineBytes_ = rl_end;
    rl_point = rl_end = 0;
    rl_callback_read_char();
    if (endRequested_ && installed_) {
        rl_callback_handler_remove();
        installed_ = false;
        ended_ = true;
    }
    // Said once while the line is at the limit, not at every key of a long paste.
    if (refusedKey_ && !toldOfLimit_ && installed_) {
        printAbove("mudchess: a line holds at most " + std::to_string(MAX_LINE) +
                   " characters; the keys after that were not taken\n");
        toldOfLimit_ = true;
    }
    refusedKey_ = false;
    if (rl_end < MAX_LINE) toldOfLimit_ = false;
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

// libedit's reader, reading as its own does in the C locale mudchess runs in (one byte a key;
// bytes above 127 dropped, having no character there), but a key that could lengthen a line of
// MAX_LINE bytes comes back as Ctrl-G, for a bell. Those are the printable ones, Tab and Ctrl-Y
// (which yanks only into an empty line, so that what it yanks is never more than a line held). The
// bytes of an escape sequence (an arrow key) go through.
int LineEditor::nextKey(FILE*) {
    static enum { KEY, AFTER_ESC, IN_SEQUENCE } state = KEY; // one terminal, one editor
    for (;;) {
        unsigned char byte = 0;
        ssize_t n = ::read(STDIN_FILENO, &byte, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n != 1) return EOF;
        if (byte > 127) continue;
        int key = byte;
        if (state == AFTER_ESC) {
            state = key == '[' || key == 'O' ? IN_SEQUENCE : KEY;
            return key;
        }
        if (state == IN_SEQUENCE) {
            if (key >= 0x40 && key <= 0x7e) state = KEY; // its last byte
            return key;
        }
        if (key == ESC) {
            state = AFTER_ESC;
            return key;
        }
        bool lengthens = (key >= ' ' && key < 127) || key == TAB || key == CTRL_Y;
        int length = current ? current->lineBytes_ : MAX_LINE;
        if (key == CTRL_Y && length > 0) return CTRL_G;
        if (lengthens && length >= MAX_LINE) {
            if (current) current->refusedKey_ = true;
            return CTRL_G;
        }
        return key;
    }
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
