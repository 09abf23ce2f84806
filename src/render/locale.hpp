// Which language the words layer speaks. Every sentence a player reads is made in src/render
// and passes through said() on its way out, so the whole layer can be swapped at one point: a
// translation, a host's own wording, or PSEUDO, which proves that no sentence is made anywhere
// else (tests/layers/pseudo_locale.py plays the transcripts under it and looks for text outside
// the wrapping).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

enum class Locale {
    ENGLISH, // the words as written
    PSEUDO,  // each of the layer's texts as "⟦text~~⟧": wrapped, and a third longer
};

// The locale spelt as the `locale` setting spells it ("english", "pseudo"), or nothing.
std::optional<Locale> localeNamed(std::string_view name);
std::string_view localeName(Locale locale);

// The process's locale. The words layer is free functions called from every front end, so the
// choice is the process's, made once at start-up (ServiceSettings::locale) before any words.
void speakIn(Locale locale);
Locale spokenLocale();

// `text`, one of the words layer's own, in the process's locale.
std::string said(std::string text);

} // namespace mudchess
