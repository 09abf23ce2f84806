// What `serve` tells whoever runs it (a start-up warning, why it could not start or had to stop, a
// client cut off), kept out of the protocol's way. In stdio mode a host may read stderr and
// stdout as one stream (FluffOS's external_start joins them), so there a notice is a JSON line
// without id on stdout, of the same shape as every other line:
//   {"ok":true,"messages":[],"events":[{"type":"notice","text":"..."}]}
// With --listen it is a plain line on stderr, and with --log FILE a plain line in that file.
#pragma once

#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace mudchess::serve {

class Notices {
  public:
    enum class Form { JSON_LINES, TEXT };

    Notices(std::ostream& target, Form form);
    Notices(const Notices&) = delete;
    Notices& operator=(const Notices&) = delete;

    // One notice, however many lines the text has; nothing for an empty text.
    void say(std::string_view text);
    // A stream for code that writes a log: each line written to it is one notice.
    std::ostream& stream() { return stream_; }

  private:
    class LineBuffer : public std::streambuf {
      public:
        explicit LineBuffer(Notices& notices) : notices_(notices) {}

      protected:
        int_type overflow(int_type c) override;

      private:
        Notices& notices_;
        std::string line_;
    };

    std::ostream& target_;
    Form form_;
    LineBuffer buffer_{*this};
    std::ostream stream_{&buffer_};
};

} // namespace mudchess::serve
