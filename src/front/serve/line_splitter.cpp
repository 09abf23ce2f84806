#include "front/serve/line_splitter.hpp"

namespace mudchess::serve {

std::vector<LineSplitter::Piece> LineSplitter::feed(std::string_view bytes) {
    std::vector<Piece> out;
    while (!bytes.empty()) {
        std::size_t newline = bytes.find('\n');
        std::string_view part = bytes.substr(0, newline);
        if (!skipping_) {
            if (partial_.size() + part.size() > max_) {
                // Reported now, when it passes the cap, not when (if ever) its newline comes.
                out.push_back({true, {}});
                partial_.clear();
                partial_.shrink_to_fit();
                skipping_ = true;
            } else {
                partial_.append(part);
            }
        }
        if (newline == std::string_view::npos) break;
        if (!skipping_) out.push_back({false, std::move(partial_)});
        partial_.clear();
        skipping_ = false;
        bytes.remove_prefix(newline + 1);
    }
    return out;
}

std::vector<LineSplitter::Piece> LineSplitter::finish() {
    std::vector<Piece> out;
    if (!skipping_ && !partial_.empty()) out.push_back({false, std::move(partial_)});
    partial_.clear();
    skipping_ = false;
    return out;
}

} // namespace mudchess::serve
