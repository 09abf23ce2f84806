// A player's own colours: "options colour special [reset [<element>] | <element> [<colour>]]".
// The grammar finds the element and the form of the colour; what the colour means (and whether a
// number is in the palette) is src/render/colour_special's business.
#pragma once

#include "grammar/words.hpp"

namespace mudchess::grammar {

struct kw_special : keyword<TAO_PEGTL_ISTRING("special")> {};
struct kw_reset : keyword<TAO_PEGTL_ISTRING("reset")> {};

// The elements, as players name them: "dark squares", "the white pieces", "markers", ...
struct squares_word
    : sor<keyword<TAO_PEGTL_ISTRING("squares")>, keyword<TAO_PEGTL_ISTRING("square")>> {};
struct pieces_word : sor<keyword<TAO_PEGTL_ISTRING("pieces")>, keyword<TAO_PEGTL_ISTRING("piece")>,
                         keyword<TAO_PEGTL_ISTRING("men")>> {};
struct element_light : seq<keyword<TAO_PEGTL_ISTRING("light")>, gap, squares_word> {};
struct element_dark : seq<keyword<TAO_PEGTL_ISTRING("dark")>, gap, squares_word> {};
struct element_white : seq<keyword<TAO_PEGTL_ISTRING("white")>, gap, pieces_word> {};
struct element_black : seq<keyword<TAO_PEGTL_ISTRING("black")>, gap, pieces_word> {};
struct element_markers
    : sor<keyword<TAO_PEGTL_ISTRING("markers")>, keyword<TAO_PEGTL_ISTRING("marker")>,
          keyword<TAO_PEGTL_ISTRING("highlights")>, keyword<TAO_PEGTL_ISTRING("highlight")>> {};
struct element_labels
    : sor<keyword<TAO_PEGTL_ISTRING("labels")>, keyword<TAO_PEGTL_ISTRING("label")>,
          keyword<TAO_PEGTL_ISTRING("coordinates")>> {};
struct element_panel : keyword<TAO_PEGTL_ISTRING("panel")> {};
struct colour_element
    : seq<opt<article, gap>, sor<element_light, element_dark, element_white, element_black,
                                 element_markers, element_labels, element_panel>> {};

// Colours: "green", "bright red" (or "bright-red"), "colour 208" (or "208"), "#ff8700"; "bold"
// may come first.
struct kw_bold : keyword<TAO_PEGTL_ISTRING("bold")> {};
struct basic_colour_name
    : sor<keyword<TAO_PEGTL_ISTRING("black")>, keyword<TAO_PEGTL_ISTRING("red")>,
          keyword<TAO_PEGTL_ISTRING("green")>, keyword<TAO_PEGTL_ISTRING("yellow")>,
          keyword<TAO_PEGTL_ISTRING("blue")>, keyword<TAO_PEGTL_ISTRING("magenta")>,
          keyword<TAO_PEGTL_ISTRING("cyan")>, keyword<TAO_PEGTL_ISTRING("white")>,
          keyword<TAO_PEGTL_ISTRING("grey")>, keyword<TAO_PEGTL_ISTRING("gray")>> {};
struct bright_word : seq<TAO_PEGTL_ISTRING("bright"), sor<one<'-'>, gap>> {};
struct named_colour : seq<opt<bright_word>, basic_colour_name> {};
struct palette_number : seq<rep_min_max<1, 3, digit>, word_end> {};
struct colour_word
    : sor<keyword<TAO_PEGTL_ISTRING("colour")>, keyword<TAO_PEGTL_ISTRING("color")>> {};
struct numbered_colour : seq<opt<colour_word, gap>, palette_number> {};
struct hex_colour : seq<one<'#'>, rep<6, xdigit>, word_end> {};
struct special_colour : seq<opt<kw_bold, gap>, sor<named_colour, numbered_colour, hex_colour>> {};

struct colour_after_element : seq<gap, special_colour> {};
struct special_element_setting
    : seq<colour_element, opt<at<gap, not_at<eof>>, must<colour_after_element>>> {};
struct element_after_reset : seq<gap, colour_element> {};
struct special_reset : seq<kw_reset, opt<at<gap, not_at<eof>>, must<element_after_reset>>> {};
struct special_choice : seq<gap, sor<special_reset, special_element_setting>> {};
struct special_colours : seq<kw_special, opt<at<gap, not_at<eof>>, must<special_choice>>> {};

} // namespace mudchess::grammar
