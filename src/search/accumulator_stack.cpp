#include "search/accumulator_stack.hpp"

namespace mudchess::search {

const network::Accumulator& AccumulatorStack::at(int ply) {
    if (!ready_[ply]) {
        if (ply == 0)
            network::refresh(*line_[0], accumulators_[0]);
        else
            network::update(*line_[ply - 1], at(ply - 1), *line_[ply], accumulators_[ply]);
        ready_[ply] = true;
    }
    return accumulators_[ply];
}

} // namespace mudchess::search
