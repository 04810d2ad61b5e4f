/// Nanoseconds in a second, as Darwin's `<sys/time.h>` defines it (Linux's C library does not).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
