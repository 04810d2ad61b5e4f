import ArgumentParser

/// The values a numeric option accepts, and the parser that holds it to them: a number written
/// in decimal (`Double(String)` would also take `0x10`, `inf` and `nan`), finite, within a
/// range the computation behind the option can handle.
///
/// An option declares its range once, as its `transform`, and takes its value unconditionally
/// so that a negative number is a value rather than a flag (`--velocity -2.38`):
///
/// ```swift
/// struct Scroll: ParsableCommand {
///   @Option(parsing: .unconditional, transform: NumberOption.offset.parse)
///   var from: Double = 0
/// }
/// ```
///
/// A value outside is a usage error (exit 2) on one line that names the option, the value and
/// the range: `The value '1e308' is invalid for '--from <from>': expected a decimal number from
/// -1000000000 to 1000000000 (points)`. A transform rather than an `ExpressibleByArgument` type,
/// because argument-parser prints a transform's error after that line, and the range with it.
///
/// Package-visible for the commands of other modules (`studio`).
package struct NumberOption: Sendable {
  /// The smallest and largest value accepted.
  var range: ClosedRange<Double>
  /// What the number counts, for the message: `points`, `pt/s`.
  var unit: String
  /// Whether only whole numbers are accepted.
  var isWhole = false

  /// The value of `text`.
  /// - Throws: ``CommandFailure`` with the accepted form and range.
  func value(_ text: String) throws -> Double {
    guard let value = LogNumber.decimal(text), range.contains(value),
      !isWhole || value == value.rounded()
    else {
      let kind = isWhole ? "a whole number" : "a decimal number"
      let (lower, upper) = (Self.text(range.lowerBound), Self.text(range.upperBound))
      throw CommandFailure("expected \(kind) from \(lower) to \(upper) (\(unit))")
    }
    return value
  }

  /// ``value(_:)`` as an option's `transform`.
  var parse: @Sendable (String) throws -> Double { { [self] in try value($0) } }

  /// ``value(_:)`` of a whole number as an option's `transform`.
  var parseWhole: @Sendable (String) throws -> Int { whole(as: Int.self) }

  /// ``value(_:)`` of a whole number as an option's `transform`, as a `T`.
  package func whole<T: BinaryInteger & Sendable>(as _: T.Type) -> @Sendable (String) throws -> T {
    { [self] text in
      // The range, within T's, is checked first, so the conversion is exact.
      guard let whole = T(exactly: try value(text)) else {
        throw CommandFailure("expected a whole number")
      }
      return whole
    }
  }

  /// A seed: any 64-bit unsigned whole number, in decimal digits (more than a `Double` holds
  /// exactly, so not through ``value(_:)``).
  /// - Throws: ``CommandFailure`` with the range.
  @Sendable static func seed(_ text: String) throws -> UInt64 {
    guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let seed = UInt64(text)
    else {
      throw CommandFailure("expected a whole number from 0 to \(UInt64.max)")
    }
    return seed
  }

  /// `1000000000`, `0.001`: a bound as a number the option would accept.
  private static func text(_ bound: Double) -> String {
    bound == bound.rounded() && bound.magnitude < 1e15 ? String(Int64(bound)) : String(bound)
  }
}

// MARK: - The ranges

extension NumberOption {
  /// A content offset or position, points: ±10⁹, far past any content size a layout of
  /// 10,000,000 items makes (`layout --count`).
  static let offset = NumberOption(range: -1e9...1e9, unit: "points")
  /// The number of items of a layout (`layout --count`).
  static let itemCount = NumberOption(range: 0...10_000_000, unit: "items", isWhole: true)
  /// A viewport or page length, points.
  static let length = NumberOption(range: 1...1e6, unit: "points")
  /// A `physics fling` release velocity; ±10⁶ pt/ms still comes to rest within the 60 s the
  /// motion is simulated for.
  static let flingVelocity = NumberOption(
    range: -1e6...1e6, unit: "pt/ms, or pt/s with --points-per-second")
  /// A spring's start velocity, points per second.
  static let springVelocity = NumberOption(range: -1e6...1e6, unit: "pt/s")
  /// Device pixels per point.
  static let scale = NumberOption(range: 0.5...10, unit: "pixels per point")
  /// Display frames per second.
  static let framesPerSecond = NumberOption(range: 1...1_000, unit: "Hz", isWhole: true)
  /// The rubber-band coefficient (UIScrollView: 0.55).
  static let coefficient = NumberOption(range: 0.01...10, unit: "UIScrollView uses 0.55")
  /// A spring's mass or stiffness.
  static let springConstant = NumberOption(range: 0.001...1e6, unit: "mass or stiffness")
  /// A spring's damping ratio (1 is critical).
  static let dampingRatio = NumberOption(range: 0...100, unit: "1 is critical")
  /// A spring's damping coefficient.
  static let damping = NumberOption(range: 0...1e6, unit: "0 is undamped")
  /// A time tolerance, milliseconds.
  static let timeTolerance = NumberOption(range: 0...60_000, unit: "milliseconds")
  /// A position tolerance, points.
  static let positionTolerance = NumberOption(range: 0...1e6, unit: "points")
  /// A tolerance on intensity, sharpness and other values from 0 to 1.
  static let scalarTolerance = NumberOption(
    range: 0...1, unit: "intensity and sharpness span 0 to 1")
  /// A time into a tape, seconds: up to a day.
  static let tapeTime = NumberOption(range: 0...86_400, unit: "seconds")
  /// The time between a log's frames, milliseconds.
  static let frameInterval = NumberOption(range: 0.001...10_000, unit: "milliseconds")
  /// Physical pixels per point of a log.
  static let pixelRatio = NumberOption(range: 0.1...10, unit: "pixels per point")
  /// Control points per AHAP parameter curve.
  static let curvePoints = NumberOption(range: 2...1_000_000, unit: "control points", isWhole: true)
  /// A TCP port; 0 picks a free one.
  package static let port = NumberOption(
    range: 0...65_535, unit: "0 picks a free port", isWhole: true)
  /// Silence kept before a gesture, seconds.
  static let lead = NumberOption(range: 0...3_600, unit: "seconds")
}
