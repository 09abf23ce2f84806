// The themes the cutter tags a puzzle with, by lichess's names so that an exported puzzle reads
// the same there: one row each, with the tactic that tags it. Imported puzzles keep whatever
// themes they came with. Players see a theme's words from the words
// layer (render/puzzle_words), keyed by the row's name.
#pragma once

#include "analysis/motifs.hpp"

#include <array>
#include <optional>
#include <string_view>

namespace mudchess::puzzle {

struct ThemeRow {
    std::string_view name; // lichess's
    // The tactic that tags it, where one does (the cutter reads the solution with
    // analysis::readLine); the others are tagged by the cutter's own rules.
    std::optional<analysis::Motif> motif = std::nullopt;
};

inline constexpr std::array THEMES{
    // What the solver's line ends in.
    ThemeRow{"mate"},
    ThemeRow{"mateIn1"},
    ThemeRow{"mateIn2"},
    ThemeRow{"mateIn3"},
    ThemeRow{"mateIn4"},
    ThemeRow{"mateIn5"}, // and longer mates: "mate" alone
    ThemeRow{"backRankMate", analysis::Motif::BACK_RANK_MATE},
    ThemeRow{"crushing"},  // a win of 600 centipawns or more, no mate
    ThemeRow{"advantage"}, // a win of 200-600 centipawns
    // The tactic the first move starts (analysis/motifs.hpp reads it on the board).
    ThemeRow{"fork", analysis::Motif::FORK},
    ThemeRow{"pin", analysis::Motif::PIN},
    ThemeRow{"skewer", analysis::Motif::SKEWER},
    ThemeRow{"hangingPiece", analysis::Motif::HANGING_PIECE},
    ThemeRow{"discoveredAttack", analysis::Motif::DISCOVERED_ATTACK},
    ThemeRow{"trappedPiece", analysis::Motif::TRAPPED_PIECE},
    // How many moves the solver makes: one, two, three, four or more.
    ThemeRow{"oneMove"},
    ThemeRow{"short"},
    ThemeRow{"long"},
    ThemeRow{"veryLong"},
};

// The theme of a tactic the analysis read on the board; empty for Motif::NONE and MATE (a mate
// is tagged by its length instead).
std::string_view themeOf(analysis::Motif motif);

// Whether `name` is a theme name at all, as lichess writes them (letters and digits, a letter
// first): imported themes not in THEMES are kept when they are.
bool isThemeName(std::string_view name);

} // namespace mudchess::puzzle
