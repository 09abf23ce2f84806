// The external engines a service offers at its boards: its catalog (an engines file, or the
// Debian engines), and what each engine turned out to be when first started (its name, the
// variants it plays, its levels), learned once, all engines at a time, when a player first
// asks for them.
#pragma once

#include "command/dispatcher.hpp"
#include "engine/engine_catalog.hpp"

#include <map>
#include <string>
#include <vector>

namespace mudchess {

class ExternalEngines {
  public:
    // The engines of `enginesFile`, or Debian's when it is empty; throws ServiceError, naming
    // the file, line and key, when the file is wrong.
    explicit ExternalEngines(const std::string& enginesFile);

    // Every engine of the catalog as `engines` lists it (started once each, the first time).
    std::vector<Dispatcher::EngineListing> listing();
    // The engine called `name` (as players type it), or null.
    const CatalogEntry* find(const std::string& name) const;
    // What `name` turned out to be (started once, the first time); null for an unknown name.
    const EngineFacts* facts(const std::string& name);

  private:
    void probeAll();
    std::vector<CatalogEntry> catalog_;
    std::map<std::string, EngineFacts> facts_; // all of them once probed
};

} // namespace mudchess
