// External engines at the boards: the list players choose from (`engines`). The engines
// themselves are the service's (src/service/external_engines); the dispatcher only asks it
// what there is.
#include "chess/variant.hpp"
#include "command/dispatch_context.hpp"
#include "search/engine.hpp"

#include <algorithm>

namespace mudchess {

using namespace command;

namespace {

std::string spokenVariants(const std::vector<std::string>& keys) {
    std::string out;
    for (const std::string& key : keys)
        if (const Variant* v = findVariant(key))
            out += (out.empty() ? "" : ", ") + std::string(v->spokenName);
    return out.empty() ? "no variant of ours" : out;
}

std::string levelsText(const Dispatcher::EngineListing& e) {
    if (e.levelKind.empty()) return "one level (its full strength)";
    return "levels " + std::to_string(e.leastLevel) + " to " + std::to_string(e.mostLevel) + " (" +
           e.levelKind + ")";
}

} // namespace

Replies Dispatcher::on(Context&, const ListEngines&) {
    std::string out = "The computer (built in): " + variantList(&Variant::spokenName, " and ") +
                      "; levels " + std::to_string(search::MIN_LEVEL) + " to " +
                      std::to_string(search::MAX_LEVEL) + ".";
    std::vector<EngineListing> engines = engines_ ? engines_() : std::vector<EngineListing>{};
    std::string missing;
    std::size_t width = 0;
    for (const EngineListing& e : engines)
        if (e.installed) width = std::max(width, e.name.size());
    std::string installed, example;
    for (const EngineListing& e : engines) {
        if (!e.installed) {
            missing += (missing.empty() ? "" : ", ") + e.name;
            continue;
        }
        std::string line = "  " + e.name + std::string(width - e.name.size() + 2, ' ');
        if (!e.problem.empty())
            line += "(" + e.protocol + ") cannot play: " + e.problem;
        else
            line += e.engineName + " (" + e.protocol + "): " + spokenVariants(e.variants) + "; " +
                    levelsText(e);
        installed += "\n" + line;
        if (example.empty() && e.problem.empty()) example = e.name;
    }
    if (installed.empty())
        out += "\nNo other engine is installed here.";
    else
        out += "\nOther engines, to invite by name (\"invite " +
               (example.empty() ? std::string("stockfish") : example) +
               " as black on board\"):" + installed;
    if (!missing.empty()) out += "\nNot installed: " + missing + ".";
    return {toActor(out)};
}

} // namespace mudchess
