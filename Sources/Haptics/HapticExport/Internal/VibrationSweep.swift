/// Flattens overlapping spans into consecutive steps from time 0 to the last span's end: where
/// spans overlap the strongest one plays (one motor plays one strength at a time).
enum VibrationSweep {
  /// The steps; gaps between spans are steps at level 0.
  ///
  /// - Complexity: O(*n* log *n* + *n*·*k*) for *n* spans of which at most *k* overlap.
  static func steps(_ spans: [VibrationSpan]) -> [VibrationStep] {
    let sorted = spans.filter { $0.end > $0.start && $0.level > 0 }.sorted {
      ($0.start, $0.end) < ($1.start, $1.end)
    }
    guard !sorted.isEmpty else { return [] }
    var boundaries = Set<Int>([0])
    for span in sorted {
      boundaries.insert(max(0, span.start))
      boundaries.insert(max(0, span.end))
    }
    let points = boundaries.sorted()
    var steps: [VibrationStep] = []
    var active: [VibrationSpan] = []
    var next = 0
    for (from, to) in zip(points, points.dropFirst()) {
      while next < sorted.count, sorted[next].start <= from {
        active.append(sorted[next])
        next += 1
      }
      active.removeAll { $0.end <= from }
      let level = active.map(\.level).max() ?? 0
      if let last = steps.last, last.level == level {
        steps[steps.count - 1].duration += to - from
      } else {
        steps.append(VibrationStep(duration: to - from, level: level))
      }
    }
    return steps
  }
}
