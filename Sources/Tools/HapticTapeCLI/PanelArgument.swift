import ArgumentParser
import TouchImport

/// An `import --panel WIDTHxHEIGHT` value: a digitizer's range in panel units, `1080x2400` for
/// the ranges 0…1079 and 0…2399 (`getevent -p`'s maxima plus one).
struct PanelArgument: Equatable, ExpressibleByArgument, CustomStringConvertible {
  /// The number of panel units across.
  var width: Int64
  /// The number of panel units down.
  var height: Int64

  /// The sizes a panel may give: the kernel's axis ranges are 32-bit (`struct input_absinfo`).
  static let sizes: ClosedRange<Int64> = 1...Int64(Int32.max)

  /// Parses `WIDTHxHEIGHT`, each a whole number in decimal digits within ``sizes``.
  /// - Throws: ``CommandFailure`` with the expected form and range.
  init(parsing text: String) throws {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    func size(_ part: Substring) -> Int64? {
      let isDigits = part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      guard !part.isEmpty, isDigits, let value = Int64(part), Self.sizes.contains(value) else {
        return nil
      }
      return value
    }
    guard parts.count == 2, let width = size(parts[0]), let height = size(parts[1]) else {
      throw CommandFailure(
        "expected WIDTHxHEIGHT in panel units, each from 1 to \(Int32.max), e.g. 1080x2400")
    }
    (self.width, self.height) = (width, height)
  }

  init?(argument: String) {
    guard let value = try? Self(parsing: argument) else { return nil }
    self = value
  }

  /// ``init(parsing:)`` as the option's `transform`: argument-parser prints its message after
  /// the value and the option.
  @Sendable static func parse(_ text: String) throws -> PanelArgument {
    try PanelArgument(parsing: text)
  }

  /// The panel's axis ranges, from 0 to one less than each size.
  var units: TouchLogMapping.Units {
    .panel(x: .init(minimum: 0, maximum: width - 1), y: .init(minimum: 0, maximum: height - 1))
  }

  /// `1080x2400`.
  var description: String { "\(width)x\(height)" }
}
