// MARK: - Summary

extension HapticTimeline {
  /// Summary statistics of a timeline: events per type, the range of haptic intensities, and how
  /// long continuous events play in total.
  public struct Summary: Hashable, Sendable {
    /// The number of events of each type present, in ``HapticEventType`` declaration order.
    public var counts: [(type: HapticEventType, count: Int)] {
      HapticEventType.allCases.compactMap { type in
        countsByType[type].map { (type, $0) }
      }
    }
    /// The lowest and highest `HapticIntensity` of transient and continuous events, or `nil`
    /// when there are none.
    public var intensityRange: ClosedRange<Double>?
    /// The sum of the durations of the continuous events, in seconds (overlaps counted twice).
    public var totalContinuousDuration: Double
    /// Seconds from the timeline start to the end of its last-ending event.
    public var duration: Double

    private var countsByType: [HapticEventType: Int]

    /// The number of events of `type`.
    ///
    /// - Parameter type: The event type.
    /// - Returns: How many events of that type the timeline holds.
    public func count(of type: HapticEventType) -> Int { countsByType[type] ?? 0 }

    init(_ timeline: HapticTimeline) {
      var counts: [HapticEventType: Int] = [:]
      var low = Double.infinity
      var high = -Double.infinity
      var continuous = 0.0
      for event in timeline.events {
        counts[event.type, default: 0] += 1
        switch event {
        case .transient(let transient):
          low = min(low, transient.intensity)
          high = max(high, transient.intensity)
        case .continuous(let sustained):
          low = min(low, sustained.intensity)
          high = max(high, sustained.intensity)
          continuous += sustained.duration
        default: break
        }
      }
      countsByType = counts
      intensityRange = low <= high ? low...high : nil
      totalContinuousDuration = continuous
      duration = timeline.duration
    }
  }

  /// Summary statistics of the timeline.
  ///
  /// ```swift
  /// var timeline = HapticTimeline()
  /// timeline.insert(.transient(try TransientEvent(time: 0, intensity: 0.3, sharpness: 0.5)))
  /// timeline.insert(.transient(try TransientEvent(time: 0.2, intensity: 1, sharpness: 0.5)))
  /// let summary = timeline.summary
  /// summary.count(of: .transient)   // 2
  /// summary.intensityRange          // 0.3...1.0
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var summary: Summary { Summary(self) }
}
