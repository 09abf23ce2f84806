#include "service/starter_puzzles.hpp"

#include "puzzle/puzzle_csv.hpp"
#include "render/puzzle_csv_words.hpp"
#include "world/game_store.hpp"

#include <sstream>
#include <string_view>

namespace mudchess {

namespace detail {
std::string_view starterPuzzlesChess();
std::string_view starterPuzzlesKnightmate();
std::string_view starterPuzzlesKnightsChess();
} // namespace detail

namespace {

std::string_view shippedFile(VariantId id) {
    switch (id) {
    case VariantId::CHESS: return detail::starterPuzzlesChess();
    case VariantId::KNIGHTMATE: return detail::starterPuzzlesKnightmate();
    case VariantId::KNIGHTS_CHESS: return detail::starterPuzzlesKnightsChess();
    }
    return {};
}

} // namespace

std::vector<puzzle::Puzzle> starterPuzzles(const Variant& variant) {
    std::istringstream in{std::string(shippedFile(variant.id))};
    auto read = puzzle::readPuzzleCsv(in, variant);
    if (auto* puzzles = std::get_if<puzzle::CsvRead>(&read)) return puzzles->puzzles;
    return {};
}

std::vector<std::string> addStarterPuzzles(puzzle::PuzzleStore& store) {
    std::vector<std::string> problems;
    for (const Variant* v : allVariants()) {
        try {
            if (store.puzzleCount(*v) > 0) continue;
            std::istringstream in{std::string(shippedFile(v->id))};
            auto read = puzzle::readPuzzleCsv(in, *v);
            if (auto* error = std::get_if<puzzle::CsvFileError>(&read)) {
                problems.push_back(puzzleCsvFileErrorWords(*error));
                continue;
            }
            const puzzle::CsvRead& puzzles = std::get<puzzle::CsvRead>(read);
            for (const puzzle::SkippedLine& line : puzzles.skipped)
                problems.push_back(skippedPuzzleLineWords(*v, line));
            store.addPuzzles(puzzles.puzzles);
        } catch (const StoreError& e) {
            problems.emplace_back(e.what());
        }
    }
    return problems;
}

} // namespace mudchess
