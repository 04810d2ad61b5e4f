/// What one grid point of a sweep measured over the sessions.
public struct SweepPoint: Hashable, Sendable {
  /// The point's position in the grid (0-based, the last axis varying fastest).
  public var index: Int
  /// Each axis's value at this point, in the axes' order.
  public var values: [SweepValue]
  /// Sessions replayed without a failure.
  public var sessions: Int
  /// Sessions in which the outcome happened.
  public var reached: Int
  /// The sessions that could not be replayed, by name, with why.
  public var failures: [(name: String, reason: String)]
  /// Seconds from touch-down to the outcome, over the sessions that reached it.
  public var timeToOutcome: SweepQuartiles?
  /// Haptic events per session.
  public var hapticEvents: SweepQuartiles?
  /// Transient, continuous, feedback and other haptic events in all sessions.
  public var hapticEventsByType: (transient: Int, continuous: Int, feedback: Int, other: Int)
  /// The peak continuous intensity per session.
  public var peakIntensity: SweepQuartiles?
  /// The duration-weighted mean continuous intensity per session.
  public var meanIntensity: SweepQuartiles?
  /// Σ intensity × duration per session, in intensity-seconds.
  public var energy: SweepQuartiles?
  /// Whether each session reached the outcome, in session order (failed sessions `false`).
  public var reachedBySession: [Bool]

  /// The share of sessions that reached the outcome (0 with no sessions).
  public var share: Double { sessions == 0 ? 0 : Double(reached) / Double(sessions) }

  /// The 95 % Wilson score interval of ``share``.
  public var interval: (low: Double, high: Double) {
    Self.wilsonInterval(successes: reached, trials: sessions)
  }

  /// The 95 % two-sided normal quantile, Φ⁻¹(0.975).
  // source: the standard normal distribution, 1.959963984540054 to double precision
  static let z95 = 1.959963984540054

  /// The Wilson score interval at 95 % for `successes` out of `trials`; `0…1` with no trials.
  ///
  /// Unlike the normal approximation it stays inside 0…1 and is not empty at 0 or `trials`
  /// successes (Wilson, 1927).
  public static func wilsonInterval(successes: Int, trials: Int) -> (low: Double, high: Double) {
    guard trials > 0 else { return (0, 1) }
    let n = Double(trials)
    let p = Double(successes) / n
    let z2 = z95 * z95
    let denominator = 1 + z2 / n
    let centre = (p + z2 / (2 * n)) / denominator
    let half = z95 * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
    return (max(0, centre - half), min(1, centre + half))
  }

  /// The summary of `measures` (one per session, in session order) at grid point `index`.
  init(index: Int, values: [SweepValue], names: [String], measures: [SweepMeasures]) {
    self.index = index
    self.values = values
    var failures: [(name: String, reason: String)] = []
    var times: [Double] = []
    var haptics: [Double] = []
    var peaks: [Double] = []
    var means: [Double] = []
    var energies: [Double] = []
    var byType = (transient: 0, continuous: 0, feedback: 0, other: 0)
    var reached = 0
    var reachedBySession: [Bool] = []
    reachedBySession.reserveCapacity(measures.count)
    for (name, measure) in zip(names, measures) {
      reachedBySession.append(measure.failure == nil && measure.reached)
      if let failure = measure.failure {
        failures.append((name, failure))
        continue
      }
      if measure.reached { reached += 1 }
      if let time = measure.timeToOutcome { times.append(time) }
      haptics.append(Double(measure.hapticEvents))
      peaks.append(measure.peakIntensity)
      means.append(measure.meanIntensity)
      energies.append(measure.energy)
      byType.transient += measure.transients
      byType.continuous += measure.continuous
      byType.feedback += measure.feedback
      byType.other += measure.otherHaptics
    }
    self.sessions = measures.count - failures.count
    self.reached = reached
    self.failures = failures
    self.timeToOutcome = SweepQuartiles(times)
    self.hapticEvents = SweepQuartiles(haptics)
    self.hapticEventsByType = byType
    self.peakIntensity = SweepQuartiles(peaks)
    self.meanIntensity = SweepQuartiles(means)
    self.energy = SweepQuartiles(energies)
    self.reachedBySession = reachedBySession
  }

  public static func == (lhs: SweepPoint, rhs: SweepPoint) -> Bool {
    lhs.index == rhs.index && lhs.values == rhs.values && lhs.sessions == rhs.sessions
      && lhs.reached == rhs.reached && lhs.reachedBySession == rhs.reachedBySession
      && lhs.failures.map(\.name) == rhs.failures.map(\.name)
      && lhs.failures.map(\.reason) == rhs.failures.map(\.reason)
      && lhs.timeToOutcome == rhs.timeToOutcome && lhs.hapticEvents == rhs.hapticEvents
      && lhs.hapticEventsByType == rhs.hapticEventsByType
      && lhs.peakIntensity == rhs.peakIntensity && lhs.meanIntensity == rhs.meanIntensity
      && lhs.energy == rhs.energy
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(index)
    hasher.combine(values)
    hasher.combine(reached)
    hasher.combine(reachedBySession)
  }
}
