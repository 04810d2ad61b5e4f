extension Duration {
  /// The duration in whole nanoseconds, within a day either way (a replay never runs that long,
  /// and nanosecond arithmetic must not overflow).
  package var nanosecondsWithinADay: Int64 {
    let day: Int64 = 86_400
    let (seconds, attoseconds) = components
    guard seconds > -day else { return -day * 1_000_000_000 }
    guard seconds < day else { return day * 1_000_000_000 }
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
