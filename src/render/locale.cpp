#include "render/locale.hpp"

#include <atomic>

namespace mudchess {

namespace {

std::atomic<Locale> current{Locale::ENGLISH};

constexpr std::string_view OPEN = "\u27e6", CLOSE = "\u27e7";

} // namespace

std::optional<Locale> localeNamed(std::string_view name) {
    for (Locale l : {Locale::ENGLISH, Locale::PSEUDO})
        if (localeName(l) == name) return l;
    return std::nullopt;
}

std::string_view localeName(Locale locale) {
    return locale == Locale::PSEUDO ? "pseudo" : "english";
}

void speakIn(Locale locale) { current.store(locale, std::memory_order_relaxed); }

Locale spokenLocale() { return current.load(std::memory_order_relaxed); }

std::string said(std::string text) {
    if (spokenLocale() == Locale::ENGLISH || text.empty()) return text;
    // A text's last newlines stay after it: front ends cut answers into lines there.
    std::size_t end = text.find_last_not_of('\n') + 1;
    std::string after = text.substr(end);
    text.resize(end);
    // A third longer, as translations often are, so that layouts which only fit English show.
    std::size_t longer = (text.size() + 2) / 3;
    return std::string(OPEN) + text + std::string(longer, '~') + std::string(CLOSE) + after;
}

} // namespace mudchess
