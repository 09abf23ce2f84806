#include "front/serve/responder.hpp"

#include "front/serve/encode.hpp"

namespace mudchess::serve {

Done perform(Service& service, const Request& request) {
    return std::visit(
        [&](const auto& what) -> Done {
            using T = std::decay_t<decltype(what)>;
            if constexpr (std::is_same_v<T, Say>) {
                return {service.handle(request.who(), request.place, what.text), true};
            } else if constexpr (std::is_same_v<T, Action>) {
                return {service.act(request.who(), request.place, what), true};
            } else if constexpr (std::is_same_v<T, Rename>) {
                // Told to the others as said by the player renamed (request.who()).
                return {service.rename(what.id, what.name), true};
            } else if constexpr (std::is_same_v<T, SetUser>) {
                // The scheme first: when it is refused, nothing is changed.
                Outcome outcome;
                if (what.scheme) {
                    outcome = service.act(request.who(), request.place,
                                          {action::SetColourScheme{*what.scheme}});
                    if (!outcome.ok) return {outcome, false};
                }
                if (what.colours) service.setUserColours(request.who().id, *what.colours);
                return {outcome, false};
            } else {
                // Nothing to do but say so (ping, serves, auth where none is asked).
                Outcome nothing;
                nothing.place = request.place;
                return {nothing, false};
            }
        },
        request.what);
}

void answer(Service& service, const Request& request, std::string& answer) {
    appendOutcome(answer, perform(service, request).outcome, request.id);
}

void answerLine(Service& service, std::string_view line, std::string& answer) {
    auto parsed = parseRequest(line);
    if (auto* error = std::get_if<ProtocolError>(&parsed)) return appendError(answer, *error);
    serve::answer(service, std::get<Request>(parsed), answer);
}

} // namespace mudchess::serve
