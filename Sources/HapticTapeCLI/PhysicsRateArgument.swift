import ArgumentParser
import ScrollEngine

/// A `--rate` value: `normal`, `fast`, or a per-millisecond fraction in (0, 1).
struct PhysicsRateArgument: ExpressibleByArgument, CustomStringConvertible {
  var rate: DecelerationRate
  var name: String?

  init?(argument: String) {
    switch argument {
    case "normal": (rate, name) = (.normal, "normal")
    case "fast": (rate, name) = (.fast, "fast")
    default:
      guard let value = Double(argument), value > 0, value < 1 else { return nil }
      (rate, name) = (DecelerationRate(rawValue: value), nil)
    }
  }

  var description: String { name.map { "\(rate.rawValue)/ms (\($0))" } ?? "\(rate.rawValue)/ms" }

  static var defaultCompletionKind: CompletionKind { .list(["normal", "fast"]) }
}
