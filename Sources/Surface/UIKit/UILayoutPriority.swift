/// How strongly a constraint holds: 1,000 is required; below it, a weight the layout pass keeps
/// the constraint with as nearly as the required ones allow.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1…1,000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1,000).
  public static let required = UILayoutPriority(1_000)
  /// A button's content hugging (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's compression resistance (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority of the fitting-size constraint (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `lhs` raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// `lhs` lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
