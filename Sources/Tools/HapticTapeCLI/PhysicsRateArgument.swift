import ArgumentParser
import ScrollEngine

/// A `--rate` value: `normal`, `fast`, or a per-millisecond fraction from 0.5 to 0.99999.
struct PhysicsRateArgument: ExpressibleByArgument, CustomStringConvertible {
  var rate: DecelerationRate
  var name: String?

  init?(argument: String) {
    switch argument {
    case "normal": (rate, name) = (.normal, "normal")
    case "fast": (rate, name) = (.fast, "fast")
    default:
      guard let value = LogNumber.decimal(argument), Self.fractions.contains(value) else {
        return nil
      }
      (rate, name) = (DecelerationRate(rawValue: value), nil)
    }
  }

  /// `normal`, the default.
  static let normal = PhysicsRateArgument(rate: .normal, name: "normal")

  /// The custom rates accepted, per millisecond: from 0.5 (half the velocity gone every
  /// millisecond) to 0.99999 (a fling that outlasts the 60 s simulated).
  static let fractions = 0.5...0.99999

  private init(rate: DecelerationRate, name: String?) {
    (self.rate, self.name) = (rate, name)
  }

  /// ``init(argument:)`` as the option's `transform`, with a message naming what it takes.
  /// - Throws: ``CommandFailure`` with the accepted names and range.
  @Sendable static func parse(_ text: String) throws -> PhysicsRateArgument {
    guard let rate = PhysicsRateArgument(argument: text) else {
      throw CommandFailure(
        "expected normal, fast or a decimal fraction per millisecond from "
          + "\(fractions.lowerBound) to \(fractions.upperBound)")
    }
    return rate
  }

  var description: String { name.map { "\(rate.rawValue)/ms (\($0))" } ?? "\(rate.rawValue)/ms" }

  static var defaultCompletionKind: CompletionKind { .list(["normal", "fast"]) }
}
