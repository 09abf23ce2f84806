#include "front/serve/responder.hpp"

#include "front/serve/encode.hpp"

namespace mudchess::serve {

namespace {

Answer fromOutcome(const Outcome& outcome, const Request& request) {
    return {encodeOutcome(outcome, request.id), encodeBroadcast(outcome, request.actor)};
}

// Nothing to do but say so (ping, auth where none is asked).
Answer done(const Request& request) {
    Outcome nothing;
    nothing.place = request.place;
    return {encodeOutcome(nothing, request.id), std::nullopt};
}

} // namespace

Answer answer(Service& service, const Request& request) {
    return std::visit(
        [&](const auto& what) -> Answer {
            using T = std::decay_t<decltype(what)>;
            if constexpr (std::is_same_v<T, Say>) {
                return fromOutcome(service.handle(request.actor, request.place, what.text),
                                   request);
            } else if constexpr (std::is_same_v<T, Action>) {
                return fromOutcome(service.act(request.actor, request.place, what), request);
            } else if constexpr (std::is_same_v<T, SetUser>) {
                // The scheme first: when it is refused, nothing is changed.
                Outcome outcome;
                if (what.scheme) {
                    outcome = service.act(request.actor, request.place,
                                          {action::SetColourScheme{*what.scheme}});
                    if (!outcome.ok) return {encodeOutcome(outcome, request.id), std::nullopt};
                }
                if (what.colours) service.setUserColours(request.actor, *what.colours);
                return {encodeOutcome(outcome, request.id), std::nullopt};
            } else {
                return done(request);
            }
        },
        request.what);
}

Answer answerLine(Service& service, std::string_view line) {
    auto parsed = parseRequest(line);
    if (auto* error = std::get_if<ProtocolError>(&parsed)) return {encodeError(*error), {}};
    return answer(service, std::get<Request>(parsed));
}

} // namespace mudchess::serve
