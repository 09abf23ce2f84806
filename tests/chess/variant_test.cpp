// The variant table: every name a variant goes by finds it, and the names it is written with
// in sentences and in PGN come from the table.
#include "chess/variant.hpp"
#include "render/pgn_words.hpp"

#include "chess/pgn.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace mudchess;

TEST(VariantTable, KeysAndAliasesFindTheirVariantInAnyCase) {
    const std::pair<const char*, const Variant*> cases[] = {
        {"chess", &chessVariant()},
        {"standard", &chessVariant()},
        {"Standard", &chessVariant()},
        {"knightmate", &knightmateVariant()},
        {"KnightMate", &knightmateVariant()},
        {"knightschess", &knightsChessVariant()},
        {"knights chess", &knightsChessVariant()},
        {"Knights Chess", &knightsChessVariant()},
    };
    for (const auto& [name, variant] : cases) EXPECT_EQ(findVariant(name), variant) << name;
    EXPECT_EQ(findVariant("checkers"), nullptr);
    EXPECT_EQ(findVariant(""), nullptr);
}

TEST(VariantTable, NoNameIsTakenTwice) {
    std::set<std::string> names;
    for (const Variant* v : allVariants()) {
        EXPECT_TRUE(names.insert(std::string(v->key)).second) << v->key;
        if (v->spokenName != v->key) {
            EXPECT_TRUE(names.insert(std::string(v->spokenName)).second) << v->spokenName;
        }
        EXPECT_EQ(findVariant(v->spokenName), v);
        for (std::string_view alias : v->aliases)
            EXPECT_TRUE(names.insert(std::string(alias)).second) << alias;
        EXPECT_EQ(findVariant(v->key), v);
        for (std::string_view alias : v->aliases) EXPECT_EQ(findVariant(alias), v) << alias;
    }
}

// The lists players, GUIs and command lines read are made from the table, in its order.
TEST(VariantTable, ListsOfVariantsComeFromTheTable) {
    EXPECT_EQ(variantList(&Variant::spokenName, " or "), "chess, knightmate or knights chess");
    EXPECT_EQ(variantList(&Variant::key, "|", "|"), "chess|knightmate|knightschess");
    EXPECT_EQ(variantList(&Variant::displayName, " and "),
              "Standard chess, Knightmate and Knights Chess");
    EXPECT_EQ(&defaultVariant(), &chessVariant());
}

TEST(VariantTable, NamesInSentences) {
    EXPECT_EQ(chessVariant().nameInSentence, "standard chess");
    EXPECT_EQ(knightmateVariant().nameInSentence, "Knightmate");
    EXPECT_EQ(knightsChessVariant().nameInSentence, "Knights Chess");
    EXPECT_EQ(chessVariant().displayName, "Standard chess");
}

// Standard chess goes without a Variant tag; the others are written with theirs, and every
// name a variant goes by reads back as it in a Variant tag.
TEST(VariantTable, PgnVariantTagsComeFromTheTable) {
    EXPECT_EQ(chessVariant().pgnTag, "");
    EXPECT_EQ(knightmateVariant().pgnTag, "Knightmate");
    EXPECT_EQ(knightsChessVariant().pgnTag, "Knights Chess");
    for (const Variant* v : allVariants()) {
        std::string pgn = exportPgn(Game(*v), {});
        EXPECT_EQ(pgn.find("[Variant ") != std::string::npos, !v->pgnTag.empty()) << pgn;
        std::vector<std::string_view> names{v->key, v->displayName};
        if (!v->pgnTag.empty()) names.push_back(v->pgnTag);
        names.insert(names.end(), v->aliases.begin(), v->aliases.end());
        names.insert(names.end(), v->pgnNames.begin(), v->pgnNames.end());
        for (std::string_view name : names) {
            PgnImport read = importPgn("[Variant \"" + std::string(name) + "\"]\n\n*\n", nullptr);
            ASSERT_TRUE(read.game) << name << ": " << pgnImportError(read);
            EXPECT_EQ(&read.game->variant(), v) << name;
        }
    }
}
