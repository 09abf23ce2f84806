#include "front/serve/notices.hpp"

#include "front/serve/encode.hpp"

namespace mudchess::serve {

namespace {

// SubcommandLine starts what it says with the command's name; a JSON line needs no such label.
constexpr std::string_view LABEL = "mudchess serve: ";

} // namespace

Notices::Notices(std::ostream& target, Form form) : target_(target), form_(form) {}

void Notices::say(std::string_view text) {
    while (!text.empty() && text.back() == '\n') text.remove_suffix(1);
    if (text.empty()) return;
    if (form_ == Form::TEXT) {
        target_ << text << std::endl; // flushed: a log is read while the server runs
        return;
    }
    if (text.starts_with(LABEL)) text.remove_prefix(LABEL.size());
    // Flushed before the next answer, which goes to the same descriptor by write().
    std::string line;
    appendNotice(line, text);
    target_ << line << std::flush;
}

Notices::LineBuffer::int_type Notices::LineBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (traits_type::to_char_type(c) == '\n') {
        notices_.say(line_);
        line_.clear();
    } else {
        line_ += traits_type::to_char_type(c);
    }
    return c;
}

} // namespace mudchess::serve
