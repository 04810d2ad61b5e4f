import TouchCore

/// The choices a gesture script leaves open when it is rendered into touch samples.
///
/// ```swift
/// var configuration = GestureRenderConfiguration()
/// configuration.tapDuration = .milliseconds(120)
/// configuration.jitter = GestureJitter(seed: 7)
/// ```
public struct GestureRenderConfiguration: Hashable, Sendable {
  // source: ours — a quick human tap rests 50–120 ms on the glass
  /// How long a `tap` without `for` keeps its finger down.
  public var tapDuration = TimeAmount.milliseconds(80)

  // source: ours — covers the 40 ms window of the iOS release estimate
  // (docs/physics-model.md#velocity-estimation) with a margin
  /// How long a fling's finger moves at its release velocity before it lifts, at least.
  public var flingTailDuration = TimeAmount.milliseconds(50)

  // source: ours — four equal pairs before the lift, so the 0.6/0.35/0.05 estimate of
  // docs/physics-model.md#velocity-estimation sees only release-velocity pairs with or without
  // the lift
  /// The fewest samples a fling's finger moves at its release velocity, including the lift.
  public var flingTailMinimumSamples = 5

  // source: ours — bounds memory on any input
  /// The longest session a script may render to; longer scripts are an error.
  public var maximumDuration = TimeAmount.seconds(3_600)

  /// Seeded human-like imprecision, or `nil` for exact samples on the scan grid (the default).
  public var jitter: GestureJitter?

  /// Creates the default configuration: 80 ms taps, a 50 ms (at least 5-sample) fling tail,
  /// at most an hour, no jitter.
  public init() {}
}
