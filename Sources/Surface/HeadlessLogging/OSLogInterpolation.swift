/// The parts of a log message, as `os`'s `OSLogInterpolation`: literal text and values, each
/// written (or redacted, as its privacy says) only if the message is read.
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// Each part, written on demand.
  var segments: [() -> String] = []

  /// Room for `literalCapacity` characters and `interpolationCount` values.
  public init(literalCapacity: Int, interpolationCount: Int) {
    segments.reserveCapacity(max(0, interpolationCount) * 2 + 1)
  }

  /// Appends literal text.
  public mutating func appendLiteral(_ literal: String) { segments.append { literal } }

  /// Appends a value's description; redacted unless public (Apple: objects and strings are
  /// private by default).
  @_disfavoredOverload
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: false, privacy) { value().description }
  }

  /// Appends a string; redacted unless public.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: false, privacy, argumentString)
  }

  /// Appends a type's name; redacted unless public.
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: false, privacy) { String(describing: value()) }
  }

  /// Appends an integer in `format`; shown unless private.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, privacy: privacy)
  }

  /// Appends an `Int` in `format`; shown unless private.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    appendInteger(number, format: format, privacy: privacy)
  }

  /// Appends a `Double`; shown unless private (written as Swift writes it).
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: true, privacy) { String(number()) }
  }

  /// Appends a `Float`; shown unless private (written as Swift writes it).
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: true, privacy) { String(number()) }
  }

  /// Appends a truth value in `format`; shown unless private.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    append(isScalar: true, privacy) {
      switch format {
      case .truth: boolean() ? "true" : "false"
      case .answer: boolean() ? "YES" : "NO"
      }
    }
  }

  /// Appends an error's description; redacted unless public.
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
    attributes: String = ""
  ) {
    append(isScalar: false, privacy) { String(describing: error()) }
  }

  /// Appends an integer written in `format`'s base, with its prefix if asked for.
  private mutating func appendInteger<T: FixedWidthInteger>(
    _ number: @escaping () -> T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy
  ) {
    append(isScalar: true, privacy) {
      let digits = String(number(), radix: format.radix)
      guard format.prefix else { return digits }
      return (format.radix == 16 ? "0x" : "0") + digits
    }
  }

  /// Appends `text()` as `privacy` says: the text, `<private>`, or a hash of it.
  private mutating func append(
    isScalar: Bool, _ privacy: OSLogPrivacy, _ text: @escaping () -> String
  ) {
    segments.append {
      if privacy.shows(isScalar: isScalar) { return text() }
      guard privacy.mask == .hash else { return "<private>" }
      // A stable hash of the text (FNV-1a), as the log's mask shows the same value alike.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text().utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
  }
}
