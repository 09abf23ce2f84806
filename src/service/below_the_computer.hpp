// Background work (analyses, the puzzle cutter) runs at nice 19 on its own thread (Linux gives
// each thread its own priority): whenever the computer opponents want a core, they have it.
#pragma once

#include <sys/resource.h>
#include <unistd.h>

namespace mudchess {

inline void runBelowTheComputer() { setpriority(PRIO_PROCESS, pid_t(gettid()), 19); }

} // namespace mudchess
