import ArgumentParser
import HapticTape
import TouchInput

/// `haptictape layout NAME --size WxH --offset X,Y --count N`: prints the attributes of the
/// elements a layout shows in the given bounds.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print where a layout puts the visible elements at a content offset.",
    discussion: """
      Layouts: \(LayoutCatalog.names.joined(separator: ", ")). \
      Frames are untransformed; the transform applies about the anchor point. Angles in radians. \
      Exit codes: 0 success, 2 bad input.
      """)

  @Argument(help: "The layout name.")
  var name: String

  @Option(
    help: "The collection view's bounds size in points, WIDTHxHEIGHT (one half for pizza-halves).")
  var size = "393x852"

  @Option(
    parsing: .unconditional,
    help: "The content offset in points, X,Y; write negative values as --offset=-178,0.")
  var offset = "0,0"

  @Option(help: "The number of items.")
  var count = "10"

  @Option(help: "Which pizza half: left or right.")
  var side = "left"

  @Option(help: "Output format: table or json.")
  var format = "table"

  /// The checked options.
  struct Request: Equatable {
    var name: String
    var size: Size2D
    var offset: Point2D
    var count: Int
    var side: PizzaHalfOrientation
    var isJSON: Bool
  }

  /// Checks every option and converts it.
  ///
  /// - Throws: ``CommandFailure`` naming the option, its value and the expected form.
  func request() throws -> Request {
    guard LayoutCatalog.names.contains(name) else {
      throw CommandFailure(
        "layout '\(name)': unknown layout; use one of \(LayoutCatalog.names.joined(separator: ", "))"
      )
    }
    let sizeParts = try pair(size, option: "--size", separator: "x", example: "393x852")
    guard sizeParts.0 > 0, sizeParts.1 > 0 else {
      throw CommandFailure("--size '\(size)': width and height must be positive, such as 393x852")
    }
    let offsetParts = try pair(offset, option: "--offset", separator: ",", example: "0,300")
    guard let itemCount = Int(count), (0...10_000_000).contains(itemCount) else {
      throw CommandFailure(
        "--count '\(count)': expected a whole number from 0 to 10000000, such as 10")
    }
    guard let half = PizzaHalfOrientation(rawValue: side) else {
      throw CommandFailure("--side '\(side)': expected left or right")
    }
    guard format == "table" || format == "json" else {
      throw CommandFailure("--format '\(format)': expected table or json")
    }
    return Request(
      name: name, size: Size2D(width: sizeParts.0, height: sizeParts.1),
      offset: Point2D(x: offsetParts.0, y: offsetParts.1), count: itemCount, side: half,
      isJSON: format == "json")
  }

  /// The report `run()` prints.
  func output() throws -> String {
    let request = try request()
    let elements = try LayoutCatalog.visibleAttributes(
      name: request.name, size: request.size, offset: request.offset, count: request.count,
      side: request.side)
    return request.isJSON
      ? LayoutAttributesPrinter.json(elements) : LayoutAttributesPrinter.table(elements)
  }

  func run() throws {
    print(try runReportingFailures { try output() })
  }

  private func pair(_ text: String, option: String, separator: Character, example: String) throws
    -> (Double, Double)
  {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CommandFailure(
        "\(option) '\(text)': expected two numbers separated by '\(separator)', such as \(example)")
    }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      // Decimal only (not 0x10, inf or nan), and within the offsets a layout can place.
      guard let value = LogNumber.decimal(part), NumberOption.offset.range.contains(value) else {
        let column = index == 0 ? 1 : parts[0].count + 2
        throw CommandFailure(
          "\(option) '\(text)': column \(column): '\(part)' is not a decimal number from "
            + "-1000000000 to 1000000000; use the form \(example)")
      }
      values.append(value)
    }
    return (values[0], values[1])
  }
}
