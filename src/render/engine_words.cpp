#include "render/engine_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"
#include "text/words.hpp"

#include <algorithm>

namespace mudchess {

namespace {

std::string spokenVariants(const std::vector<std::string>& keys) {
    std::string out;
    for (const std::string& key : keys)
        if (const Variant* v = findVariant(key))
            out += (out.empty() ? "" : ", ") + std::string(v->spokenName);
    return said(out.empty() ? "no variant of ours" : out);
}

std::string levelsText(const EngineListing& e) {
    if (e.levelKind.empty()) return said("one level (its full strength)");
    return said("levels " + std::to_string(e.leastLevel) + " to " + std::to_string(e.mostLevel) +
                " (" + e.levelKind + ")");
}

} // namespace

std::string enginesWords(const std::vector<EngineListing>& engines, int least, int most) {
    std::string out = "The computer (built in): " + variantList(&Variant::spokenName, " and ") +
                      "; levels " + std::to_string(least) + " to " + std::to_string(most) + ".";
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
    return said(out);
}

std::string unknownEngineWords(const std::string& engine, std::vector<std::string> usable) {
    usable.push_back("the computer");
    return said("there is no engine called " + engine + " here; you can invite " +
                joinWith(usable, " and ") + " (\"engines\" lists them)");
}

std::string engineCannotPlayWords(const std::string& engine, const Variant& variant,
                                  std::vector<std::string> can, const std::string& object) {
    can.push_back("the computer");
    return said(engine + " does not play " + std::string(variant.nameInSentence) + "; " +
                joinWith(can, " and ") + (can.size() == 1 ? " does" : " do") + ", on " + object);
}

std::string badEngineLevelWords(const EngineListing& engine, int level) {
    if (engine.levelKind.empty())
        return said(engine.name + " has one level only, its full strength: leave the level out");
    return said(engine.name + "'s levels go from " + std::to_string(engine.leastLevel) + " to " +
                std::to_string(engine.mostLevel) + " (" + engine.levelKind + "); " +
                std::to_string(level) + " is not one of them");
}

std::string engineIntoAGameUnderWayWords(const std::string& engine, const std::string& object) {
    return said("a game is under way on " + object + "; only its players can invite " + engine +
                " to it");
}

std::string seatNotFreeForTheEngineWords(const std::string& engine, Color side,
                                         const std::string& object, const std::string& holder,
                                         bool yours) {
    return said(sideTitle(side) + " on " + object + " is taken by " + holder +
                (yours ? " (you)" : "") + "; " + engine + " can take a free seat");
}

std::string engineLeftWords(const std::string& engine, const std::string& why, Color side,
                            const std::string& object) {
    std::string colour = side == WHITE ? "white" : "black";
    return said(engine + " cannot go on and leaves " + object + ": " + why + ". " +
                sideTitle(side) + " is free: \"join game as " + colour + " on " + object +
                "\" takes it over, or \"invite the computer as " + colour + " on " + object +
                "\".");
}

std::string noEnginesOfferedWords() { return said("no engines are offered here now"); }

std::string noEngineCalledWords(const std::string& engine) {
    return said("there is no engine called " + engine + " here now");
}

std::string engineNotInstalledWords() { return said("it is not installed here now"); }

std::string engineDoesNotPlayWords(const Variant& variant) {
    return said("it does not play " + std::string(variant.nameInSentence));
}

std::string engineStoppedWords() { return said("it was stopped"); }

std::string failedAgainWords(const std::string& error) {
    return said(error + ", and again once restarted");
}

std::string illegalEngineMovesWords(const std::string& move, int times) {
    return said("it played " + inQuotes(move) + ", which is not a legal move, " +
                std::to_string(times) + " times");
}

std::string engineRestartLogWords(const std::string& engine, const std::string& error) {
    return said("mudchess: engine " + engine + ": " + error + "; restarting it");
}

std::string engineIllegalMoveLogWords(const std::string& engine, const std::string& move,
                                      const std::string& fen) {
    return said("mudchess: engine " + engine + " played \"" + move + "\", not a legal move in " +
                fen + "; refused");
}

} // namespace mudchess
