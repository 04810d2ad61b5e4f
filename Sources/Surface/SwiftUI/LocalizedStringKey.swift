import Foundation

/// The key of a localized string: what `Text("Hello")` and `Text("\(count) items")` look up in
/// the app's strings tables.
///
/// Headless there are no tables: the text shown is the key itself, its interpolations
/// formatted, as iOS shows a key no table has.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key stands for: its literal parts and its interpolated values.
  let resolved: String

  /// The key `value`.
  public init(_ value: String) { resolved = value }

  /// The key a string literal spells.
  public init(stringLiteral value: String) { resolved = value }

  /// The key an interpolated string literal spells.
  public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.text }

  /// The parts of an interpolated key, as they are written.
  public struct StringInterpolation: StringInterpolationProtocol {
    @usableFromInline var text = ""

    /// Room for `literalCapacity` characters of literal text and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(max(literalCapacity, 0))
    }

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string, as written.
    public mutating func appendInterpolation(_ string: String) { text += string }

    /// A value: a `Double` or `CGFloat` as `%lf` formats it, six decimals (`"1.500000"`), and a
    /// `Float` as `%f`, as on iOS, where SwiftUI passes a number in a text's key as a `printf`
    /// argument; any other value as `String(describing:)` writes it (an integer as `%lld`).
    ///
    /// One generic method that looks at the value, not an overload per type: a literal such as
    /// `1.5` would otherwise pick the generic overload and skip the formatting.
    public mutating func appendInterpolation<T>(_ value: T) {
      // The type first: a comparison of metadata, where a cast calls the runtime (texts are made
      // again on every body evaluation).
      if T.self == Double.self, let number = value as? Double {
        text += String(format: "%lf", number)
      } else if T.self == CGFloat.self, let number = value as? CGFloat {
        text += String(format: "%lf", Double(number))
      } else if T.self == Float.self, let number = value as? Float {
        text += String(format: "%f", Double(number))
      } else {
        text += String(describing: value)
      }
    }

    /// An integer, as `%lld` formats it.
    ///
    /// Inlinable: an app's `Text("\(index + 1)")` is made on every body evaluation.
    @inlinable
    public mutating func appendInterpolation(_ value: Int) { text += String(value) }

    /// A number formatted by a `printf` format `specifier` (`"%.2f"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// A text's string.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

    /// `subject` as `formatter` writes it (`"\(date, formatter: Self.dateFormat)"`); what the
    /// formatter cannot write adds nothing.
    ///
    /// Any value, where SwiftUI asks for a `ReferenceConvertible` or an `NSObject`: Foundation
    /// on Linux does not make `Date` one.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      text += formatter.string(for: subject) ?? ""
    }

    /// `input` as `format` writes it (`"\(price, format: .currency(code: "USD"))"`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }
  }
}
