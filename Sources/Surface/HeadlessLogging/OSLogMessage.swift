/// A log message written as a string literal with interpolations, as `os`'s `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The literal text and the interpolated values.
  public let interpolation: OSLogInterpolation

  /// A message of interpolated values.
  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

  /// A message of literal text.
  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message as the log shows it without a debugger attached.
  ///
  /// Redacted values read `<private>` (or a hash, when masked so). Written only when asked
  /// for: logging drops the message unread.
  var shownText: String { interpolation.segments.map { $0() }.joined() }
}
