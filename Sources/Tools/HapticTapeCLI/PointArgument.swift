import ArgumentParser
import TouchCore

/// An `X,Y` option value in points, such as `layout --offset 0,300` or `import --anchor 380,290`.
///
/// A negative first number is a value, not a flag, for an option declared with
/// `parsing: .unconditional` (`--offset -178,0`).
struct PointArgument: Equatable, ExpressibleByArgument, CustomStringConvertible {
  /// The point.
  var point: Point2D

  /// An option's `transform` to a point.
  typealias Transform = @Sendable (String) throws -> PointArgument

  /// The form the option takes, for its message.
  static let form = "X,Y in points, e.g. 0,300"

  /// Creates the value of `point`.
  init(_ point: Point2D) {
    self.point = point
  }

  /// Parses `X,Y`: decimal numbers within `range`.
  /// - Throws: ``CommandFailure`` naming the column of the first bad number and the form.
  init(parsing text: String, range: ClosedRange<Double> = NumberOption.offset.range) throws {
    let pair = try NumberPair(parsing: text, separator: ",", range: range, form: Self.form)
    point = Point2D(x: pair.first, y: pair.second)
  }

  init?(argument: String) {
    guard let value = try? Self(parsing: argument) else { return nil }
    self = value
  }

  /// ``init(parsing:range:)`` within `range` as an option's `transform`: argument-parser prints
  /// its message after the value and the option.
  static func parse(within range: ClosedRange<Double>) -> Transform {
    { try PointArgument(parsing: $0, range: range) }
  }

  /// ``init(parsing:range:)`` with the range of a content offset, ±10⁹ points.
  @Sendable static func parse(_ text: String) throws -> PointArgument {
    try PointArgument(parsing: text)
  }

  /// `0,300`.
  var description: String { "\(NumberPair.text(point.x)),\(NumberPair.text(point.y))" }
}
