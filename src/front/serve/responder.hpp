// A request line in, the answer out: parses the line, runs it through the service (in English
// with handle(), typed with act()), and encodes what happened. Shared by the stdio loop, the TCP
// listener, the fuzzer and the tests; it knows nothing of descriptors.
#pragma once

#include "front/serve/encode.hpp"
#include "front/serve/request.hpp"
#include "mudchess/mudchess.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess::serve {

// What a request did, before it is written for anyone: the outcome, and whether clients other
// than the asker may hear of it (a user's own settings and the protocol's own ops are the
// asker's alone).
struct Done {
    Outcome outcome;
    bool shared = false;
    std::vector<BoardView> boards; // board_state and boards: the boards asked for, as data
};
Done perform(Service& service, const Request& request);

// The answer for one client on stdin/stdout, where the asker hears everything, appended to
// `answer` as one line. (TCP clients other than the asker hear through the hub, each as its
// audience says.)
void answer(Service& service, const Request& request, std::string& answer);
void answerLine(Service& service, std::string_view line, std::string& answer);

} // namespace mudchess::serve
