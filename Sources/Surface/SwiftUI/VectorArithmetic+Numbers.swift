// The number types keyframes animate: each is its own animatable data, as in SwiftUI.

extension Double: VectorArithmetic, Animatable {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic, Animatable {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic, Animatable {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}
