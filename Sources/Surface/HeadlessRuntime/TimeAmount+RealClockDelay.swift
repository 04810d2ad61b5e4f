import TouchCore

extension TimeAmount {
  /// The delay an app meant by a deadline it built on the real clock (`now + d`), in whole
  /// milliseconds, between zero and a day.
  ///
  /// The app computed the deadline after the runtime last handed it control and before the
  /// surface read the clock again, so `d` lies between `lower` (the deadline less the clock's
  /// reading now) and `upper` (the deadline less its reading at the handover). That interval is
  /// microseconds wide and holds exactly one whole millisecond, `d` (a delay of 0.1 s is exactly
  /// 100 ms on the virtual clock, and replays stay byte-identical), even when the thread was
  /// descheduled for a while in it, as on a loaded machine; rounding `lower` alone gave 1 ms less
  /// when that pause passed half a millisecond. An interval a long pause widened past one
  /// millisecond takes its roundest value (whole seconds, then tenths, then hundredths, ours);
  /// with no handover reading (`upper` nil), the nearest millisecond of `lower`. Deadlines a day
  /// or more away are a day (a replay never runs that long).
  ///
  /// - Parameters:
  ///   - lower: nanoseconds from now to the deadline.
  ///   - upper: nanoseconds from the handover to the deadline, if the runtime read the clock then.
  package static func realClockDelay(atLeast lower: UInt64, atMost upper: UInt64?) -> TimeAmount {
    let oneDay: UInt64 = 86_400_000_000_000
    let millisecond: UInt64 = 1_000_000
    guard lower < oneDay else { return .milliseconds(86_400_000) }
    guard let upper, upper >= lower else {
      return .milliseconds(Int64((lower + millisecond / 2) / millisecond))
    }
    let bound = min(upper, oneDay)
    // The roundest point of the interval; at one millisecond's grid it is the only one when the
    // interval is narrower than a millisecond.
    for grid in [1_000 * millisecond, 100 * millisecond, 10 * millisecond, millisecond] {
      let candidate = (lower + grid - 1) / grid * grid
      let nextOnGrid = candidate + grid
      // On the millisecond grid, a second candidate inside means a wide interval: the coarser
      // grids above have already had their chance.
      if candidate <= bound, grid > millisecond || nextOnGrid > bound {
        return .milliseconds(Int64(candidate / millisecond))
      }
    }
    return .milliseconds(Int64((lower + millisecond / 2) / millisecond))
  }
}
