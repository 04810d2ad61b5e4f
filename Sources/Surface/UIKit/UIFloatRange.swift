/// A range of floating-point values, as UIKit declares it (an attachment's
/// ``UIAttachmentBehavior/attachmentRange``).
public struct UIFloatRange: Hashable, Sendable {
  /// The lower end.
  public var minimum: CGFloat
  /// The upper end.
  public var maximum: CGFloat

  /// The range `0…0`.
  public init() {
    minimum = 0
    maximum = 0
  }

  /// The range from `minimum` to `maximum`.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range `0…0`.
  public static let zero = UIFloatRange()
  /// The range from negative to positive infinity.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

  /// Whether both ends are infinite.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
