import TouchModel

/// One key of a scene's configuration: its JSON name, the values it accepts in words, and the
/// check a configuration's value must pass.
///
/// Every scene lists its keys in ``SceneConfiguration/keys``; ``SceneConfiguration/validate(on:)``
/// checks them all before a scene is built, so a value that cannot describe a screen (`1e18`
/// pages, a negative duration) is refused up front, naming the key, the expected type and the
/// range, and no later arithmetic sees it. `haptictape scenes` prints the same ranges.
///
/// ```swift
/// struct BookConfiguration: SceneConfiguration {
///   var pageCount = 5
///   var tapTurnDuration = 0.3
///   var playsPageChangeImpact = true
///
///   static let keys: [SceneConfigurationKey<Self>] = [
///     .integer("pageCount", in: 1...SceneConfigurationKey<Self>.maximumItemCount) { $0.pageCount },
///     .number("tapTurnDuration", in: 0...60, unit: "s") { $0.tapTurnDuration },
///     .flag("playsPageChangeImpact"),
///   ]
/// }
/// ```
public struct SceneConfigurationKey<Configuration: SceneConfiguration>: Sendable {
  /// The most items a scene's collection may hold.
  // source: CONTRIBUTING.md, "Benchmarks and quality bars" (a layout's per-frame cost with
  // 1,000,000 items as with 100),
  // the largest count the layout benchmarks measure
  public static var maximumItemCount: Int { 1_000_000 }

  /// The longest duration any scene timing (an animation, a confetti, a delay) may take, in
  /// seconds.
  // source: ours — far beyond any UI animation (the seeds' longest is the 1 s confetti), and far
  // below the 9.2e9 s where a duration stops fitting `TimeAmount`'s Int64 nanoseconds
  public static var maximumDuration: Double { 60 }

  /// The JSON key, such as `pageCount`.
  public let name: String
  /// What the key accepts, in words, such as `an integer in 1…1000000`.
  public let expected: String
  /// The values the key accepts on its own, for tools that draw or sweep values (the gesture
  /// fuzzer, sweeps); `nil` for a key whose values a domain cannot describe (a list).
  ///
  /// A value inside the domain may still be refused by a check that relates it to other keys
  /// (`pullStartProgress` below `openProgress`).
  public let domain: SceneConfigurationDomain?
  /// The offending value as text, or `nil` when the configuration's value is in range.
  private let check: @Sendable (Configuration, DeviceProfile) -> String?

  /// Creates a key with its own check.
  ///
  /// - Parameters:
  ///   - name: The JSON key.
  ///   - expected: What the key accepts, in words (`a number with 0 < x < openProgress`).
  ///   - domain: The values the key accepts on its own, when a domain can describe them.
  ///   - check: The offending value as text, or `nil` when `configuration` on `device` is fine.
  public init(
    _ name: String, expected: String, domain: SceneConfigurationDomain? = nil,
    check: @escaping @Sendable (_ configuration: Configuration, _ device: DeviceProfile) -> String?
  ) {
    self.name = name
    self.expected = expected
    self.domain = domain
    self.check = check
  }

  /// The error for `configuration`'s value of this key on `device`, or `nil` when it is in range.
  public func problem(in configuration: Configuration, on device: DeviceProfile) -> SceneError? {
    check(configuration, device).map { refusal(got: $0) }
  }

  /// The error for a value of this key that is out of range or of the wrong type, shown as `got`.
  public func refusal(got value: String) -> SceneError {
    var error = SceneError(.invalidConfiguration, "\"\(name)\" must be \(expected), got \(value)")
    error.configurationKey = name
    return error
  }

  // MARK: - Kinds of keys

  /// A whole number within `range`.
  public static func integer(
    _ name: String, in range: ClosedRange<Int>,
    _ value: @escaping @Sendable (Configuration) -> Int
  ) -> Self {
    Self(
      name, expected: "an integer in \(range.lowerBound)…\(range.upperBound)",
      domain: .integers(range)
    ) { config, _ in
      let found = value(config)
      return range.contains(found) ? nil : "\(found)"
    }
  }

  /// A finite number within `range` (above its lower bound when `excludingLowerBound`), in
  /// `unit` when one is given.
  public static func number(
    _ name: String, in range: ClosedRange<Double>, excludingLowerBound: Bool = false,
    unit: String? = nil, _ value: @escaping @Sendable (Configuration) -> Double
  ) -> Self {
    let lower = Self.text(range.lowerBound)
    let upper = Self.text(range.upperBound)
    let bounds =
      excludingLowerBound ? "above \(lower) and at most \(upper)" : "in \(lower)…\(upper)"
    let expected = "a number \(bounds)" + (unit.map { " (\($0))" } ?? "")
    return Self(
      name, expected: expected,
      domain: .numbers(range, excludingLowerBound: excludingLowerBound)
    ) { config, _ in
      let found = value(config)
      let fits =
        found.isFinite && range.contains(found)
        && !(excludingLowerBound && found == range.lowerBound)
      return fits ? nil : Self.text(found)
    }
  }

  /// `true` or `false`; the JSON decoder enforces the type.
  public static func flag(_ name: String) -> Self {
    Self(name, expected: "true or false", domain: .flag) { _, _ in nil }
  }

  /// One of `choices`; the JSON decoder enforces them.
  public static func choice(_ name: String, _ choices: [String]) -> Self {
    Self(
      name, expected: "one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "),
      domain: .choices(choices)
    ) { _, _ in nil }
  }

  /// A number as messages write it: whole numbers without a fraction (`1`), others as Swift
  /// prints them (`0.5`, `1e+18`).
  public static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value))" }
    return "\(value)"
  }
}
