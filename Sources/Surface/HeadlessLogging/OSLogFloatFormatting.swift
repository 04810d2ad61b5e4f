/// How a logged floating-point number is written, as `os`'s `OSLogFloatFormatting` (kept;
/// headless the number is written as Swift writes it).
public struct OSLogFloatFormatting: Equatable, Sendable {
  let name: String
  /// Fixed-point.
  public static let fixed = OSLogFloatFormatting(name: "fixed")
  /// Hexadecimal.
  public static let hex = OSLogFloatFormatting(name: "hex")
  /// Exponential.
  public static let exponential = OSLogFloatFormatting(name: "exponential")
  /// Fixed or exponential, whichever is shorter.
  public static let hybrid = OSLogFloatFormatting(name: "hybrid")
  /// Fixed-point with `precision` digits after the point.
  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false
  )
    -> OSLogFloatFormatting
  { .fixed }
}
