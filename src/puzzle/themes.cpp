#include "puzzle/themes.hpp"

namespace mudchess::puzzle {

namespace {
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
} // namespace

std::string_view themeOf(analysis::Motif motif) {
    for (const ThemeRow& row : THEMES)
        if (row.motif == motif) return row.name;
    return {};
}

bool isThemeName(std::string_view name) {
    if (name.empty() || name.size() > 40 || !isLetter(name.front())) return false;
    for (char c : name)
        if (!isLetter(c) && !isDigit(c)) return false;
    return true;
}

} // namespace mudchess::puzzle
