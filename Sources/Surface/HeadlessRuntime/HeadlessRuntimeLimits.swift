/// Bounds that turn runaway app code into a reported problem instead of a hang or unbounded
/// memory (ours: far above what a screen does in one step, far below what exhausts a CI machine).
public struct HeadlessRuntimeLimits: Hashable, Sendable {
  /// Timers and delayed blocks pending at once.
  public var maximumScheduledWork = 100_000
  /// Timers and delayed blocks run in one step (one input or one frame).
  public var maximumWorkPerStep = 100_000
  /// Haptic events emitted in one step.
  public var maximumHapticEvents = 10_000
  /// Layout attributes a collection view layout may return for one frame.
  public var maximumAttributesPerFrame = 10_000

  /// The default limits.
  public init() {}
}
