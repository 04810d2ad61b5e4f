/// The animatable data of a value with no numbers to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// No numbers.
  public init() {}
  /// No numbers.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// No numbers.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// No numbers.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// Nothing to scale.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}
