#include "front/mud/telnet.hpp"

#include <algorithm>

namespace mudchess::mud {

using namespace telnet;

namespace {

bool accepted(unsigned char option) { return option == BINARY || option == CHARSET; }

void answer(std::string& answers, unsigned char verb, unsigned char option) {
    answers += char(IAC);
    answers += char(verb);
    answers += char(option);
}

// Whether ";UTF-8;ISO-8859-1" (any separator, any case) offers UTF-8.
bool offersUtf8(std::string_view list) {
    if (list.empty()) return false;
    char separator = list[0];
    list.remove_prefix(1);
    while (!list.empty()) {
        std::size_t end = list.find(separator);
        std::string_view name = list.substr(0, end);
        std::string upper;
        for (char c : name) upper += (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
        if (upper == "UTF-8" || upper == "UTF8") return true;
        if (end == std::string_view::npos) break;
        list.remove_prefix(end + 1);
    }
    return false;
}

} // namespace

void TelnetCodec::negotiate(unsigned char verb, unsigned char option, std::string& answers) {
    // Answer a request only when it would change the state: a refusal of a refusal, or an
    // agreement to what is already agreed, would start a loop (RFC 854's rule).
    switch (verb) {
    case WILL:
        if (theirs_[option]) return;
        if (accepted(option)) {
            theirs_[option] = true;
            answer(answers, DO, option);
        } else {
            answer(answers, DONT, option);
        }
        return;
    case WONT:
        if (!theirs_[option]) return;
        theirs_[option] = false;
        answer(answers, DONT, option);
        return;
    case DO:
        if (ours_[option]) return;
        if (accepted(option)) {
            ours_[option] = true;
            answer(answers, WILL, option);
        } else {
            answer(answers, WONT, option);
        }
        return;
    case DONT:
        if (!ours_[option]) return;
        ours_[option] = false;
        answer(answers, WONT, option);
        return;
    default: return;
    }
}

void TelnetCodec::subnegotiation(std::string& answers) {
    if (sb_.size() < 2 || static_cast<unsigned char>(sb_[0]) != CHARSET ||
        static_cast<unsigned char>(sb_[1]) != CHARSET_REQUEST)
        return;
    std::string_view list = std::string_view(sb_).substr(2);
    // RFC 2066 allows "[TTABLE]" and a version byte before the list; TinyMUX sends none.
    if (list.starts_with("[TTABLE]")) list.remove_prefix(std::min<std::size_t>(9, list.size()));
    answers += char(IAC);
    answers += char(SB);
    answers += char(CHARSET);
    if (offersUtf8(list)) {
        answers += char(CHARSET_ACCEPTED);
        answers += "UTF-8";
        utf8_ = true;
    } else {
        answers += char(CHARSET_REJECTED);
    }
    answers += char(IAC);
    answers += char(SE);
}

std::string TelnetCodec::receive(std::string_view bytes, std::string& answers) {
    std::string text;
    text.reserve(bytes.size());
    for (char c : bytes) {
        unsigned char u = static_cast<unsigned char>(c);
        switch (state_) {
        case State::TEXT:
            if (u == IAC)
                state_ = State::IAC;
            else
                text += c;
            break;
        case State::IAC:
            if (u == IAC) {
                text += c;
                state_ = State::TEXT;
            } else if (u == WILL || u == WONT || u == DO || u == DONT) {
                verb_ = u;
                state_ = State::OPTION;
            } else if (u == SB) {
                sb_.clear();
                state_ = State::SB;
            } else {
                state_ = State::TEXT; // GA, EOR, NOP and the rest: nothing to do
            }
            break;
        case State::OPTION:
            negotiate(verb_, u, answers);
            state_ = State::TEXT;
            break;
        case State::SB:
            if (u == IAC)
                state_ = State::SB_IAC;
            else if (sb_.size() < SB_MAX)
                sb_ += c;
            break;
        case State::SB_IAC:
            if (u == SE) {
                subnegotiation(answers);
                sb_.clear();
                state_ = State::TEXT;
            } else {
                if (u == IAC && sb_.size() < SB_MAX) sb_ += c;
                state_ = State::SB;
            }
            break;
        }
    }
    return text;
}

std::string TelnetCodec::encode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        out += c;
        if (static_cast<unsigned char>(c) == IAC) out += c;
    }
    return out;
}

} // namespace mudchess::mud
