#include "stored_objects.hpp"

#include "chess/uci_move.hpp"

namespace mudchess::test {

Game randomGame(const Variant& v, std::mt19937& rng, int plies) {
    Game g(v);
    for (int i = 0; i < plies && !g.isOver() && !g.bothSidesOnlyPass(); ++i) {
        const MoveList& legal = g.legalMoves();
        g.play(legal[std::size_t(rng() % legal.size())]);
    }
    return g;
}

std::string historyText(const Game& g) {
    std::string out;
    for (const PlyRecord& p : g.history()) out += toUci(p.move) + (p.automatic ? "* " : " ");
    return out;
}

void expectSameObject(const GameObject& saved, const GameObject& loaded) {
    EXPECT_EQ(loaded.name(), saved.name());
    EXPECT_EQ(loaded.gameNumber(), saved.gameNumber());
    EXPECT_EQ(loaded.seat(WHITE), saved.seat(WHITE));
    EXPECT_EQ(loaded.seat(BLACK), saved.seat(BLACK));
    const Game &a = saved.game(), &b = loaded.game();
    EXPECT_EQ(b.variant().key, a.variant().key);
    EXPECT_EQ(b.startPosition().fen(), a.startPosition().fen());
    EXPECT_EQ(b.position().fen(), a.position().fen());
    EXPECT_EQ(historyText(b), historyText(a));
    EXPECT_EQ(b.result(), a.result());
    EXPECT_EQ(b.termination(), a.termination());
    EXPECT_EQ(b.pendingOffer(), a.pendingOffer());
    EXPECT_EQ(b.repetitions(), a.repetitions());
    EXPECT_EQ(b.canClaimDraw(), a.canClaimDraw());
    EXPECT_EQ(b.bothSidesOnlyPass(), a.bothSidesOnlyPass());
    EXPECT_EQ(b.drawRule(), a.drawRule());
    EXPECT_EQ(b.drawnAutomatically(), a.drawnAutomatically());
    EXPECT_EQ(loaded.drawRuleChoice(), saved.drawRuleChoice());
}

std::vector<GameObject> assortedObjects() {
    std::mt19937 rng(20261122);
    std::vector<GameObject> objects;
    int n = 0;
    for (const Variant* v : {&chessVariant(), &knightmateVariant(), &knightsChessVariant()}) {
        for (int plies : {0, 1, 7, 40, 300}) {
            GameObject t("board " + std::to_string(++n), *v);
            t.replace(randomGame(*v, rng, plies));
            t.sit(WHITE, "alice");
            if (plies % 2) t.sit(BLACK, "bob");
            objects.push_back(std::move(t));
        }
    }
    auto ended = [&](const std::string& name, auto&& end) {
        GameObject t(name, chessVariant());
        t.replace(randomGame(chessVariant(), rng, 10));
        t.sit(WHITE, "carol");
        t.sit(BLACK, "dave");
        end(t.game());
        objects.push_back(std::move(t));
    };
    ended("resigned", [](Game& g) { g.resign(BLACK); });
    ended("agreed", [](Game& g) {
        g.offerDraw(WHITE);
        g.acceptDraw(BLACK);
    });
    ended("offer pending", [](Game& g) { g.offerDraw(g.position().sideToMove()); });
    ended("offer by the side that moved", [](Game& g) {
        g.offerDraw(g.position().sideToMove());
        g.play(g.legalMoves()[0]);
    });
    GameObject claimed("claimed", chessVariant());
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
        claimed.game().play(*parseUci(claimed.game().position(), m));
    claimed.game().claimDraw(WHITE);
    EXPECT_EQ(claimed.game().termination(), Termination::THREEFOLD_REPETITION);
    objects.push_back(std::move(claimed));
    // The draw rule: a game drawn by itself under the automatic rule, a game going on under it,
    // and a board whose next games are claimed again while its finished one was automatic.
    for (const char* name : {"drawn automatically", "automatic, going on", "claimed next"}) {
        GameObject t(name, chessVariant());
        t.chooseDrawRule(DrawRule::AUTOMATIC);
        std::string_view n = name;
        int plies = n == "automatic, going on" ? 5 : 8;
        const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < plies; ++i) t.game().play(*parseUci(t.game().position(), shuffle[i]));
        EXPECT_EQ(t.game().isOver(), plies == 8) << name;
        if (n == "claimed next") t.chooseDrawRule(DrawRule::CLAIMED);
        objects.push_back(std::move(t));
    }
    return objects;
}

} // namespace mudchess::test
