// JSON text written straight into a string, as serve's answers and events are: no tree is built
// and nothing is allocated but the string's own growth (issue 38: building nlohmann-json trees
// and then dumping them was two fifths of a request's instructions). Keys come out in the order
// written. Strings are escaped as nlohmann-json's dump() escapes them (", \, and bytes below
// 0x20), and text that is not UTF-8 is written with U+FFFD for each bad byte, so every answer is
// one line of valid UTF-8 JSON.
#pragma once

#include <charconv>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess::serve {

class JsonWriter {
  public:
    // Appends to `out`, which it does not clear.
    explicit JsonWriter(std::string& out) : out_(out) {}

    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }

    // The key of the next value in an object.
    JsonWriter& key(std::string_view name);

    JsonWriter& value(std::string_view text);
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(bool b) { return raw(b ? "true" : "false"); }
    JsonWriter& value(std::nullptr_t) { return raw("null"); }
    template <std::integral T>
    requires(!std::same_as<T, bool> && !std::same_as<T, char>) JsonWriter& value(T number) {
        char digits[24];
        auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        return raw({digits, std::size_t(end - digits)});
    }
    // A fraction in its shortest exact form: 0.5, 0.25, 1.
    JsonWriter& value(double number) {
        char digits[32];
        auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        return raw({digits, std::size_t(end - digits)});
    }
    // An array of texts.
    JsonWriter& value(const std::vector<std::string>& texts) {
        beginArray();
        for (const std::string& text : texts) value(text);
        return endArray();
    }
    // Text that is already JSON (a value, written as it is).
    JsonWriter& raw(std::string_view json);

    // key(name).value(v) in one.
    template <class T> JsonWriter& field(std::string_view name, const T& v) {
        key(name);
        return value(v);
    }
    // The field with null for an empty text (a seat nobody holds, no move yet).
    JsonWriter& textOrNull(std::string_view name, std::string_view text);

  private:
    JsonWriter& open(char bracket);
    JsonWriter& close(char bracket);
    void comma() {
        if (afterValue_) out_ += ',';
    }
    // The text in quotes, escaped, and with U+FFFD for each byte that is not UTF-8.
    void quoted(std::string_view text);
    void escaped(std::string_view text); // valid UTF-8 only

    std::string& out_;
    bool afterValue_ = false; // a value was written last, so a next one needs a comma
};

} // namespace mudchess::serve
