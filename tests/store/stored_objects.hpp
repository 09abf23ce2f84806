// What the store tests save and compare (tests/store): objects worth keeping in every variant
// and ending, and a comparison of everything a player could see of an object after a reload.
// Shared by the SQLite store's own tests and the contract suite both stores pass.
#pragma once

#include "chess/game.hpp"
#include "world/game_object.hpp"
#include "world/game_store.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace mudchess::test {

// The message of the StoreError `action` throws; a failure when it throws none.
template <class Action> std::string storeError(Action action) {
    try {
        action();
    } catch (const StoreError& e) {
        return e.what();
    }
    ADD_FAILURE() << "no StoreError";
    return "";
}

// A game of random legal moves, stopped after `plies` or at the end.
Game randomGame(const Variant& v, std::mt19937& rng, int plies);
// Every ply in UCI, an automatic one (a pass the rules made) marked with '*'.
std::string historyText(const Game& g);
// Every part of the two objects a player could tell apart, as EXPECTs.
void expectSameObject(const GameObject& saved, const GameObject& loaded);
// Objects worth keeping: random games in every variant, and the endings moves do not show.
std::vector<GameObject> assortedObjects();

} // namespace mudchess::test
