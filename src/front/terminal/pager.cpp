#include "front/terminal/pager.hpp"

#include <cctype>
#include <cstdio>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace mudchess {

namespace {

constexpr const char* MORE = "-- more (Enter, q) --";

// The width a line takes: escapes (ESC [ ... letter) none, UTF-8 continuation bytes none.
std::size_t visibleWidth(const std::string& line) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(line[i]);
        if (c == 0x1b) {
            while (i + 1 < line.size() && !std::isalpha(static_cast<unsigned char>(line[i + 1])))
                ++i;
            ++i;
        } else if ((c & 0xC0) != 0x80) {
            ++width;
        }
    }
    return width;
}

std::size_t rowsOf(const std::string& line, std::size_t columns) {
    std::size_t width = visibleWidth(line);
    return width == 0 || columns == 0 ? 1 : (width + columns - 1) / columns;
}

// One key from the terminal, without echo and without waiting for Enter; 'q' at end of input.
char readKey() {
    termios saved;
    bool raw = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (raw) {
        termios keys = saved;
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO);
        keys.c_cc[VMIN] = 1;
        keys.c_cc[VTIME] = 0;
        tcsetattr(STDIN_FILENO, TCSANOW, &keys);
    }
    char key = 'q';
    if (read(STDIN_FILENO, &key, 1) != 1) key = 'q';
    if (raw) tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return key;
}

} // namespace

std::size_t screenRows(const std::string& text, std::size_t columns) {
    std::size_t rows = 0, start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        rows += rowsOf(text.substr(start, end - start), columns);
        start = end + 1;
    }
    return rows;
}

void pageToTerminal(const std::string& text) {
    winsize size{};
    bool known = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 2;
    std::size_t page = known ? std::size_t(size.ws_row) - 1 : 0;
    std::size_t columns = known ? size.ws_col : 0;
    if (!known || screenRows(text, columns) <= page) {
        std::fputs(text.c_str(), stdout);
        std::fflush(stdout);
        return;
    }
    std::size_t shown = 0, start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end + 1;
        std::string line = text.substr(start, end - start);
        std::size_t rows = rowsOf(line.substr(0, line.find('\n')), columns);
        if (shown > 0 && shown + rows > page) {
            std::fputs(MORE, stdout);
            std::fflush(stdout);
            char key = readKey();
            std::fputs("\r\033[K", stdout);
            if (key == 'q' || key == 'Q') break;
            shown = 0; // Enter (or any key but q): a screenful more
        }
        std::fputs(line.c_str(), stdout);
        shown += rows;
        start = end;
    }
    std::fflush(stdout);
}

} // namespace mudchess
