// The one rule for names (src/text/name_rule.hpp): letters of any script are names; controls,
// bidi formatting, invisible characters, odd spaces and broken UTF-8 are not, each with its own
// sentence, code and params.
#include "render/name_words.hpp"
#include "text/name_rule.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace mudchess;

namespace {

NameFault faultOf(std::string_view name) {
    std::optional<NameProblem> p = nameProblem(name);
    EXPECT_TRUE(p) << "\"" << name << "\" was taken as a name";
    return p ? p->fault : NameFault::EMPTY;
}

} // namespace

TEST(NameRule, LettersOfAnyScriptAreNames) {
    for (std::string_view name : {"alice", "Zoë", "棋", "Шахматы", "room-12", "#chess", "O'Brien",
                                  "the great hall", "bob_2", "ℵ", "😀"})
        EXPECT_FALSE(nameProblem(name)) << name;
}

TEST(NameRule, ControlCharactersAreRefusedC1AsWellAsC0) {
    EXPECT_EQ(faultOf("bob\x1b[2J"), NameFault::CONTROL);
    EXPECT_EQ(faultOf("al\nice"), NameFault::CONTROL);
    EXPECT_EQ(faultOf("a\tb"), NameFault::CONTROL);
    EXPECT_EQ(faultOf("a\x7f"), NameFault::CONTROL);
    // U+009B (CSI) and U+0085 (next line) are valid UTF-8, and controls.
    std::optional<NameProblem> csi = nameProblem("bob\xc2\x9b"
                                                 "2J");
    ASSERT_TRUE(csi);
    EXPECT_EQ(csi->fault, NameFault::CONTROL);
    EXPECT_EQ(csi->character, U'\u009B');
    EXPECT_EQ(csi->at, 3u);
    EXPECT_EQ(faultOf("bob\xc2\x85"), NameFault::CONTROL);
    EXPECT_EQ(faultOf("a\u2028b"), NameFault::CONTROL);
}

TEST(NameRule, BidiFormattingIsRefused) {
    for (std::string_view name : {"bob\u202e", "\u202abob", "b\u2066ob", "bob\u2069", "bob\u200e",
                                  "bob\u200f", "bob\u061c"})
        EXPECT_EQ(faultOf(name), NameFault::BIDI) << name;
}

TEST(NameRule, InvisibleCharactersAreRefusedSoNamesCannotLookAlike) {
    for (std::string_view name : {"b\u200bob", "b\u200cob", "b\u200dob", "b\u2060ob", "\ufeffbob",
                                  "bo\u00adb", "bob\ufe0f", "bob\U000E0041", "b\u3164ob"})
        EXPECT_EQ(faultOf(name), NameFault::INVISIBLE) << name;
}

TEST(NameRule, SpacesOtherThanThePlainOneAndBlanksAtTheEdgesAreRefused) {
    EXPECT_EQ(faultOf("bob\u00a0smith"), NameFault::ODD_SPACE);
    EXPECT_EQ(faultOf("bob\u3000"), NameFault::ODD_SPACE);
    EXPECT_EQ(faultOf(" bob"), NameFault::EDGE_BLANK);
    EXPECT_EQ(faultOf("bob "), NameFault::EDGE_BLANK);
    EXPECT_FALSE(nameProblem("bob smith"));
}

TEST(NameRule, BrokenUtf8IsCalledBroken) {
    for (std::string_view name : {"bob\xff", "\xc0\xaf", "\xed\xa0\x80", "bo\xe2\x82", "\x80"})
        EXPECT_EQ(faultOf(name), NameFault::BROKEN_UTF8) << name;
    EXPECT_EQ(faultOf("\xef\xbf\xbf"), NameFault::NONCHARACTER); // U+FFFF is UTF-8, no character
}

TEST(NameRule, LengthIsInBytes) {
    EXPECT_FALSE(nameProblem(std::string(MAX_NAME_BYTES, 'a')));
    EXPECT_EQ(faultOf(std::string(MAX_NAME_BYTES + 1, 'a')), NameFault::TOO_LONG);
    EXPECT_EQ(nameProblem("board", 4)->fault, NameFault::TOO_LONG);
    EXPECT_EQ(faultOf(""), NameFault::EMPTY);
}

TEST(NameRule, RefusalsSayWhatAndWhereWithoutEchoingTheName) {
    std::optional<NameRefusal> r = refuseName("actor", "b\u200bob");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->code, RefusalCode::BAD_NAME);
    EXPECT_EQ(r->text, "the actor's name has an invisible character (U+200B) at byte 2, which "
                       "would make it look like another name; a name is letters, digits and "
                       "marks that can be seen, like \"alice\" or \"Zoë\"");
    using Params = std::vector<std::pair<std::string, std::string>>;
    EXPECT_EQ(r->params,
              (Params{{"field", "actor"}, {"problem", "invisible"}, {"character", "U+200B"}}));

    r = refuseName("place", "hall\xff");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->text,
              "the place's name is not valid UTF-8 (broken at byte 5); send names as UTF-8");
    EXPECT_EQ(r->params, (Params{{"field", "place"}, {"problem", "broken_utf8"}}));

    r = refuseName("actor", std::string(300, 'a'));
    ASSERT_TRUE(r);
    EXPECT_EQ(r->code, RefusalCode::NAME_TOO_LONG);
    EXPECT_EQ(r->params, (Params{{"field", "actor"}}));

    EXPECT_FALSE(refuseName("actor", "Zoë"));
}

TEST(NameRule, NamesCompareIgnoringTheCaseOfLatinLettersOnly) {
    EXPECT_TRUE(sameName("Computer", "computer"));
    EXPECT_TRUE(sameName("Library", "library"));
    EXPECT_FALSE(sameName("Zoë", "ZOË")); // letters beyond ASCII are compared as they are
    EXPECT_FALSE(sameName("bob", "b\u200bob"));
    EXPECT_EQ(nameKey("#Chess"), "#chess");
}

TEST(NameRule, Utf8IsDecodedStrictly) {
    EXPECT_EQ(utf8CharacterAt("ë", 0)->code, U'ë');
    EXPECT_EQ(utf8CharacterAt("棋", 0)->length, 3u);
    EXPECT_EQ(utf8CharacterAt("😀", 0)->code, U'\U0001F600');
    EXPECT_FALSE(utf8CharacterAt("\xf4\x90\x80\x80", 0)); // past U+10FFFF
    EXPECT_FALSE(utf8CharacterAt("\xe0\x80\x80", 0));     // overlong
    EXPECT_FALSE(utf8CharacterAt("a", 1));
}
