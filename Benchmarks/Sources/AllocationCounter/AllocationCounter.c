#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
  allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations++;
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocations++;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

uint64_t haptictape_allocation_count(void) { return allocations; }
#else
uint64_t haptictape_allocation_count(void) { return 0; }
#endif
