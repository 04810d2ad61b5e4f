import ArgumentParser
import HapticTape

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
    help: ArgumentHelp(
      "The collection view's bounds size in points, WIDTHxHEIGHT (one half for pizza-halves). "
        + "(default: 393x852)"),
    transform: SizeArgument.parse)
  var size = SizeArgument(Size2D(width: 393, height: 852))

  @Option(
    parsing: .unconditional,
    help: "The content offset in points, X,Y; negative values too: --offset -178,0. (default: 0,0)",
    transform: PointArgument.parse)
  var offset = PointArgument(Point2D(x: 0, y: 0))

  @Option(help: "The number of items. (default: 10)", transform: NumberOption.itemCount.parseWhole)
  var count = 10

  @Option(help: "Which pizza half.")
  var side = PizzaHalfOrientation.left

  @Option(help: "Output format.")
  var format = LayoutOutputFormat.table

  /// The checked options.
  struct Request: Equatable {
    var name: String
    var size: Size2D
    var offset: Point2D
    var count: Int
    var side: PizzaHalfOrientation
    var isJSON: Bool
  }

  /// Checks the layout name; argument-parser has read and checked every option.
  ///
  /// - Throws: ``CommandFailure`` for a name that is not in the catalog, listing the names.
  func request() throws -> Request {
    guard LayoutCatalog.names.contains(name) else {
      throw CommandFailure(
        "layout '\(name)': unknown layout; use one of \(LayoutCatalog.names.joined(separator: ", "))"
      )
    }
    return Request(
      name: name, size: size.size, offset: offset.point, count: count, side: side,
      isJSON: format == .json)
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
}
