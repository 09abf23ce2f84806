#include "store_workload.hpp"

#include "machine.hpp"

#include "chess/uci_move.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace mudchess::bench {

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::vector<Move> randomMoves(std::mt19937& rng, int plies, Game& game) {
    std::vector<Move> moves;
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        const MoveList& legal = game.legalMoves();
        Move m = legal[std::size_t(rng() % legal.size())];
        Game trial = game;
        trial.play(m);
        if (trial.isOver()) break;
        game.play(m);
        moves.push_back(m);
    }
    return moves;
}

std::string moveScript(int boards, int plies, int& moveCount) {
    std::mt19937 rng(6);
    std::string script;
    moveCount = 0;
    for (int b = 1; b <= boards; ++b) {
        std::string on = " on board " + std::to_string(b) + "\n";
        script +=
            "start new game" + on + "@w join game as white" + on + "@b join game as black" + on;
        Game game(chessVariant());
        Position pos = game.position();
        for (Move m : randomMoves(rng, plies, game)) {
            script +=
                std::string(pos.sideToMove() == WHITE ? "@w" : "@b") + " move " + toUci(m) + on;
            pos.play(m);
            ++moveCount;
        }
    }
    return script;
}

double timeRepl(const std::function<std::string()>& fresh, const std::string& input, int runs) {
    double best = 1e9;
    for (int i = 0; i < runs; ++i) {
        std::string command = shellQuote(MUDCHESS_BINARY) + " --db " + shellQuote(fresh()) + " < " +
                              shellQuote(input) + " > /dev/null";
        auto start = Clock::now();
        if (std::system(command.c_str()) != 0) {
            std::cerr << "bench: " << command << " failed\n";
            std::exit(1);
        }
        best = std::min(best, secondsSince(start));
    }
    return best;
}

long storeUnfinishedGames(GameStore& store, int games) {
    std::mt19937 rng(10'000);
    long plies = 0;
    for (int first = 0; first < games; first += 100) {
        std::string place = "#channel" + std::to_string(first / 100);
        std::vector<GameObject> objects;
        for (int i = first; i < std::min(games, first + 100); ++i) {
            GameObject t("board " + std::to_string(i % 100), chessVariant());
            randomMoves(rng, 40 + int(rng() % 80), t.game());
            plies += long(t.game().history().size());
            t.sit(WHITE, "white" + std::to_string(i));
            t.sit(BLACK, "black" + std::to_string(i));
            objects.push_back(std::move(t));
        }
        std::vector<ChangedObject> batch;
        for (const GameObject& t : objects) batch.push_back({place, t});
        store.save(batch, {});
    }
    return plies;
}

double timeStartUp(const std::string& database, const std::string& scratch, int runs) {
    std::string empty = (std::filesystem::path(scratch) / "bench_empty_input.txt").string();
    std::ofstream(empty).close();
    double best = timeRepl([&] { return database; }, empty, runs);
    std::filesystem::remove(empty);
    return best;
}

} // namespace mudchess::bench
