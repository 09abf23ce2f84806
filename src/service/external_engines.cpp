#include "service/external_engines.hpp"

#include "mudchess/mudchess.hpp"

namespace mudchess {

ExternalEngines::ExternalEngines(const std::string& enginesFile, Agenda& agenda) : agenda_(agenda) {
    if (enginesFile.empty()) {
        catalog_ = debianEngines();
    } else {
        std::string error;
        std::optional<std::vector<CatalogEntry>> read = readEngineCatalog(enginesFile, error);
        if (!read) throw ServiceError(error);
        catalog_ = std::move(*read);
    }
    known_ = catalog_.empty();
}

ExternalEngines::~ExternalEngines() {
    if (thread_.joinable()) thread_.join();
}

void ExternalEngines::learn() {
    if (known_ || thread_.joinable()) return;
    // The thread reads only the catalog, which never changes, and hands its findings over
    // through the agenda.
    thread_ = std::thread([this] {
        // All at once: each handshake mostly waits (an engine loading its network, an XBoard
        // engine's silence). Each thread ends its engine before it ends itself.
        std::vector<EngineFacts> found(catalog_.size());
        std::vector<std::thread> probes;
        for (std::size_t i = 0; i < catalog_.size(); ++i)
            probes.emplace_back([&, i] { found[i] = probeEngine(catalog_[i]); });
        for (std::thread& t : probes) t.join();
        agenda_.post([this, found = std::move(found)](Dispatcher&) -> std::optional<Dispatched> {
            for (std::size_t i = 0; i < catalog_.size(); ++i) facts_[catalog_[i].name] = found[i];
            known_ = true;
            if (whenKnown_) whenKnown_();
            return std::nullopt;
        });
    });
}

const CatalogEntry* ExternalEngines::find(const std::string& name) const {
    for (const CatalogEntry& e : catalog_)
        if (e.name == name) return &e;
    return nullptr;
}

const EngineFacts* ExternalEngines::facts(const std::string& name) const {
    auto found = facts_.find(name);
    return found == facts_.end() ? nullptr : &found->second;
}

std::vector<Dispatcher::EngineListing> ExternalEngines::listing() const {
    std::vector<Dispatcher::EngineListing> out;
    for (const CatalogEntry& e : catalog_) {
        Dispatcher::EngineListing l;
        l.name = e.name;
        l.protocol = e.spec.protocol == EngineProtocol::XBOARD ? "XBoard" : "UCI";
        if (const EngineFacts* f = facts(e.name)) {
            l.installed = f->installed;
            l.engineName = f->engineName;
            l.variants = f->variants;
            switch (f->levels.kind) {
            case EngineLevels::Kind::NONE: break;
            case EngineLevels::Kind::SKILL: l.levelKind = "Skill Level"; break;
            case EngineLevels::Kind::ELO: l.levelKind = "UCI_Elo"; break;
            case EngineLevels::Kind::DEPTH: l.levelKind = "depth in plies"; break;
            }
            l.leastLevel = f->levels.least;
            l.mostLevel = f->levels.most;
            l.problem = f->problem;
        }
        out.push_back(l);
    }
    return out;
}

} // namespace mudchess
