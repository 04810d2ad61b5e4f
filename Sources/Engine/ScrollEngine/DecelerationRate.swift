/// How quickly a scroll view's momentum decays after the finger lifts
/// (`UIScrollView.DecelerationRate`): the fraction of velocity kept per millisecond.
public struct DecelerationRate: Hashable, Sendable {
  /// Velocity retained per millisecond, in (0, 1).
  public var rawValue: Double

  /// Creates a rate from the velocity fraction kept per millisecond.
  public init(rawValue: Double) {
    precondition(rawValue > 0 && rawValue < 1, "deceleration rate must be in (0, 1)")
    self.rawValue = rawValue
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms, as logged on devices
  /// (docs/physics-model.md#units).
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms, as logged on devices
  /// (docs/physics-model.md#units).
  public static let fast = DecelerationRate(rawValue: 0.99)
}
