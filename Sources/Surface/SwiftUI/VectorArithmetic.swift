/// A type of values that add, subtract and scale: what animations and keyframes interpolate.
///
/// `Double`, `Float`, `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData`` conform.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// The value `amount` of the way to `other` (0 is this value, 1 is `other`), as iOS 18
  /// interpolates.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }
}
