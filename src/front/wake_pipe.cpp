#include "front/wake_pipe.hpp"

#include <fcntl.h>
#include <unistd.h>

namespace mudchess {

WakePipe::WakePipe() : ends_(std::make_shared<Ends>()) {
    int ends[2];
    if (pipe(ends) != 0) return;
    for (int end : ends) fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK);
    ends_->read = ends[0];
    ends_->write = ends[1];
}

WakePipe::Ends::~Ends() {
    for (int end : {read, write})
        if (end >= 0) close(end);
}

std::function<void()> WakePipe::wakeup() const {
    return [ends = ends_] {
        char byte = 1;
        // A full pipe already means "wake up"; nothing more to do then.
        if (ends->write >= 0) [[maybe_unused]]
            ssize_t n = write(ends->write, &byte, 1);
    };
}

void WakePipe::drain() const {
    char bytes[64];
    while (ends_->read >= 0 && read(ends_->read, bytes, sizeof bytes) > 0) {
    }
}

} // namespace mudchess
