#ifndef HAPTICTAPE_ALLOCATION_COUNTER_H
#define HAPTICTAPE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc)
/// the process has made so far. Counting works on glibc, which lets an executable interpose
/// these functions; elsewhere it stays 0.
uint64_t haptictape_allocation_count(void);

#endif
