/// The range of frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest rate, in frames per second.
  public var minimum: Float
  /// The highest rate, in frames per second.
  public var maximum: Float
  /// The rate the app prefers, if any.
  public var preferred: Float?

  /// A range from `minimum` to `maximum`, preferring `preferred`.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The display's native rate (all zeros, as Core Animation defines it).
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether two ranges are equal (`isEqual(to:)`).
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
