/// How a logged integer is written, as `os`'s `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
  let radix: Int
  let prefix: Bool
  /// Base 10.
  public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false)
  /// Base 16, lower case.
  public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false)
  /// Base 8.
  public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false)
  /// Base 10, with or without a sign for positive values (the sign is not written headless).
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0)
    -> OSLogIntegerFormatting
  { .decimal }
  /// Base 16, with `0x` when `includePrefix`.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int = 0
  ) -> OSLogIntegerFormatting { OSLogIntegerFormatting(radix: 16, prefix: includePrefix) }
  /// Base 8, with `0` when `includePrefix`.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, minDigits: Int = 0
  ) -> OSLogIntegerFormatting { OSLogIntegerFormatting(radix: 8, prefix: includePrefix) }
}
