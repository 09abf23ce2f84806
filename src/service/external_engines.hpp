// The external engines a service offers at its boards: its catalog (an engines file, or the
// Debian engines), and what each engine turned out to be when first started (its name, the
// variants it plays, its levels), learned once, all engines at a time, when first needed. The
// learning (half a second or so: Stockfish loads its network) runs on a thread of its own and
// its result comes back through the agenda, so the service's thread never waits for it.
#pragma once

#include "dispatch/dispatcher.hpp"
#include "engine_client/engine_catalog.hpp"
#include "service/agenda.hpp"

#include <functional>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace mudchess {

class ExternalEngines {
  public:
    // The engines of `enginesFile`, or Debian's when it is empty; throws ServiceError, naming
    // the file, line and key, when the file is wrong.
    ExternalEngines(const std::string& enginesFile, Agenda& agenda);
    ~ExternalEngines(); // waits for learning under way (each engine's start has its bound)
    ExternalEngines(const ExternalEngines&) = delete;
    ExternalEngines& operator=(const ExternalEngines&) = delete;

    // Whether what every engine is has been learned (so listing and facts answer). Service
    // thread only, as everything here but the learning itself.
    bool known() const { return known_; }
    // Starts learning it unless it is known or under way; `whenKnown` runs once it is.
    void learn();
    bool learning() const { return thread_.joinable() && !known_; }
    // Runs on the service's thread (from the agenda) once the engines are known.
    void setWhenKnown(std::function<void()> whenKnown) { whenKnown_ = std::move(whenKnown); }

    // Every engine of the catalog as `engines` lists it. Once known.
    std::vector<Dispatcher::EngineListing> listing() const;
    // The engine called `name` (as players type it), or null.
    const CatalogEntry* find(const std::string& name) const;
    // What `name` turned out to be; null for an unknown name, or before the engines are known.
    const EngineFacts* facts(const std::string& name) const;

  private:
    std::vector<CatalogEntry> catalog_;
    Agenda& agenda_;
    std::map<std::string, EngineFacts> facts_; // all of them once known
    bool known_ = false;
    std::function<void()> whenKnown_;
    std::thread thread_; // the learning
};

} // namespace mudchess
