/// Two decimal numbers written with a separator, `393x852` or `0,300`: the form of the size and
/// point options.
struct NumberPair: Equatable, Sendable {
  /// The number before the separator.
  var first: Double
  /// The number after the separator.
  var second: Double

  /// Reads `text` as two numbers separated by `separator`, each decimal (not `0x10`, `inf` or
  /// `nan`) and within `range`.
  ///
  /// - Parameters:
  ///   - text: The option's value.
  ///   - separator: `x` for a size, `,` for a point.
  ///   - range: The values each number may take.
  ///   - form: The form to suggest, such as `WIDTHxHEIGHT, e.g. 393x852`.
  /// - Throws: ``CommandFailure`` naming the column of the first bad number and the form.
  init(
    parsing text: String, separator: Character, range: ClosedRange<Double>, form: String
  ) throws {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CommandFailure("expected two numbers separated by '\(separator)': \(form)")
    }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      guard let value = LogNumber.decimal(part), range.contains(value) else {
        let column = index == 0 ? 1 : parts[0].count + 2
        let (lower, upper) = (Self.text(range.lowerBound), Self.text(range.upperBound))
        throw CommandFailure(
          "column \(column): '\(part)' is not a decimal number from \(lower) to \(upper); "
            + "write \(form)")
      }
      values.append(value)
    }
    (first, second) = (values[0], values[1])
  }

  /// `393`, `196.5`: a number as an option would take it back.
  static func text(_ value: Double) -> String {
    // Whole and below 10¹⁵, so the conversion is exact and cannot trap.
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
  }
}
