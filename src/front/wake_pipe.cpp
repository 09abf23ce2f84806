#include "front/wake_pipe.hpp"

#include <fcntl.h>
#include <unistd.h>

namespace mudchess {

WakePipe::WakePipe() {
    if (pipe(ends_) != 0) {
        ends_[0] = ends_[1] = -1;
        return;
    }
    for (int end : ends_) fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK);
}

WakePipe::~WakePipe() {
    for (int end : ends_)
        if (end >= 0) close(end);
}

std::function<void()> WakePipe::wakeup() const {
    int writeEnd = ends_[1];
    return [writeEnd] {
        char byte = 1;
        // A full pipe already means "wake up"; nothing more to do then.
        if (writeEnd >= 0) [[maybe_unused]]
            ssize_t n = write(writeEnd, &byte, 1);
    };
}

void WakePipe::drain() const {
    char bytes[64];
    while (ends_[0] >= 0 && read(ends_[0], bytes, sizeof bytes) > 0) {
    }
}

} // namespace mudchess
