#include "front/serve/responder.hpp"

#include "front/serve/encode.hpp"
#include "render/protocol_words.hpp"

namespace mudchess::serve {

Done perform(Service& service, const Request& request) {
    return std::visit(
        [&](const auto& what) -> Done {
            using T = std::decay_t<decltype(what)>;
            if constexpr (std::is_same_v<T, Say>) {
                return {service.handle(request.who(), request.place, what.text), true, {}};
            } else if constexpr (std::is_same_v<T, Action>) {
                return {service.act(request.who(), request.place, what), true, {}};
            } else if constexpr (std::is_same_v<T, Rename>) {
                // Told to the others as said by the player renamed (request.who()).
                return {service.rename(what.id, what.name), true, {}};
            } else if constexpr (std::is_same_v<T, SetUser>) {
                // The scheme first: when it is refused, nothing is changed.
                Outcome outcome;
                if (what.scheme) {
                    outcome = service.act(request.who(), request.place,
                                          {action::SetColourScheme{*what.scheme}});
                    if (!outcome.ok) return {outcome, false, {}};
                }
                if (what.colours) service.setUserColours(request.who().id, *what.colours);
                return {outcome, false, {}};
            } else if constexpr (std::is_same_v<T, SetPresence>) {
                // The room hears it, so the other clients serving it do too.
                return {service.presence(request.who(), request.place, what.state), true, {}};
            } else if constexpr (std::is_same_v<T, SetPlace>) {
                return {
                    service.setPlaceColours(request.place, what.colours, what.scheme), false, {}};
            } else if constexpr (std::is_same_v<T, BoardQuery>) {
                Done done;
                done.outcome.place = request.place;
                if (what.follow == Follow::STOP) return done; // the hub forgets the board
                if (what.wholePlace) {
                    done.boards = service.boards(request.place);
                    return done;
                }
                auto board = service.board(request.place, what.object, what.game);
                if (auto* view = std::get_if<BoardView>(&board)) {
                    done.boards.push_back(std::move(*view));
                } else {
                    // Refused as a command is: the error, and the refusal event.
                    done.outcome.ok = false;
                    done.outcome.events.push_back(std::get<Refusal>(std::move(board)));
                }
                return done;
            } else if constexpr (std::is_same_v<T, Resume>) {
                // The hub resumes a TCP connection's session; the pipe has nothing to resume.
                Done done;
                done.outcome.ok = false;
                done.outcome.events.push_back(
                    Refusal{std::string(refusalCodeName(RefusalCode::NO_SUCH_SESSION)),
                            {{"field", "session"}},
                            resumeOnPipeWords()});
                return done;
            } else {
                // Nothing to do but say so (ping, serves, auth where none is asked).
                Outcome nothing;
                nothing.place = request.place;
                return {nothing, false, {}};
            }
        },
        request.what);
}

void answer(Service& service, const Request& request, std::string& answer) {
    Done done = perform(service, request);
    appendOutcome(answer, done.outcome, request.id, done.boards);
}

void answerLine(Service& service, std::string_view line, std::string& answer) {
    auto parsed = parseRequest(line);
    if (auto* error = std::get_if<ProtocolError>(&parsed)) return appendError(answer, *error);
    serve::answer(service, std::get<Request>(parsed), answer);
}

} // namespace mudchess::serve
