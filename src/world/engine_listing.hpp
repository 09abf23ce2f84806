// One external engine as players see it: what `engines` lists and `invite` finds. The service
// learns these from its engine catalog (src/service/external_engines); the dispatcher decides
// with them and the words layer lists them.
#pragma once

#include <string>
#include <vector>

namespace mudchess {

struct EngineListing {
    std::string name;     // what players type: "stockfish"
    std::string protocol; // "UCI", "XBoard"
    bool installed = false;
    std::string engineName;            // as it names itself: "Stockfish 15.1"
    std::vector<std::string> variants; // our keys
    std::string levelKind;             // "Skill Level", "UCI_Elo", "depth"; "" for none
    int leastLevel = 0, mostLevel = 0;
    std::string problem; // why it cannot play, when installed but broken
};

} // namespace mudchess
