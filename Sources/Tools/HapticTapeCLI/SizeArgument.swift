import ArgumentParser
import TouchCore

/// A `WIDTHxHEIGHT` option value in points, such as `layout --size 393x852`: both positive.
struct SizeArgument: Equatable, ExpressibleByArgument, CustomStringConvertible {
  /// The size in points.
  var size: Size2D

  /// The form the option takes, for its message.
  static let form = "WIDTHxHEIGHT in points, e.g. 393x852"

  /// Creates the value of `size`.
  init(_ size: Size2D) {
    self.size = size
  }

  /// Parses `WIDTHxHEIGHT`: decimal numbers above 0 and at most 10⁹ points.
  /// - Throws: ``CommandFailure`` naming the column of the first bad number and the form.
  init(parsing text: String) throws {
    let pair = try NumberPair(
      parsing: text, separator: "x", range: NumberOption.offset.range, form: Self.form)
    guard pair.first > 0, pair.second > 0 else {
      throw CommandFailure("width and height must be above 0: \(Self.form)")
    }
    size = Size2D(width: pair.first, height: pair.second)
  }

  init?(argument: String) {
    guard let value = try? Self(parsing: argument) else { return nil }
    self = value
  }

  /// ``init(parsing:)`` as an option's `transform`: argument-parser prints its message after
  /// the value and the option.
  @Sendable static func parse(_ text: String) throws -> SizeArgument {
    try SizeArgument(parsing: text)
  }

  /// `393x852`.
  var description: String {
    "\(NumberPair.text(size.width))x\(NumberPair.text(size.height))"
  }
}
