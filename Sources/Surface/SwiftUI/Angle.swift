/// An angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// Zero.
  public init() { radians = 0 }
  /// `radians` radians.
  public init(radians: Double) { self.radians = radians }
  /// `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// Zero.
  public static let zero = Angle()
  /// Orders by radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  // The arithmetic Apple's SDK gives angles (public code adds and subtracts them).
  /// The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// Adds `rhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  /// Subtracts `rhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle multiplied by a number.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle multiplied by a number.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided by a number.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  /// Multiplies the angle by a number.
  public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
  /// Divides the angle by a number.
  public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
