// Bytes from a pipe or a socket cut into lines, holding at most one line's worth: a line longer
// than the cap is reported once and its bytes are dropped until its newline, so a client that
// never sends a newline costs no more memory than one that does.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess::serve {

class LineSplitter {
  public:
    explicit LineSplitter(std::size_t maxLine) : max_(maxLine) {}

    struct Piece {
        bool tooLong = false; // the line passed the cap (reported once; `line` is empty)
        std::string line;     // without its newline
    };

    // The lines the bytes complete, in order.
    std::vector<Piece> feed(std::string_view bytes);
    // The input has ended: the last line if it had no newline.
    std::vector<Piece> finish();

    std::size_t buffered() const { return partial_.size(); }

  private:
    std::size_t max_;
    std::string partial_;
    bool skipping_ = false; // inside a line already reported as too long
};

} // namespace mudchess::serve
