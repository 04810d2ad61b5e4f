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
}
