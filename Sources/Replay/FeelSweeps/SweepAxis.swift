import Foundation
import Scenes

/// One `--vary` axis of a sweep: a configuration key and the values it takes.
///
/// Written `KEY=LO...HI/STEP` for a numeric range, or `KEY=V1,V2,…` for a list. Every value is
/// checked against the key's ``Scenes/SceneConfigurationDomain``.
///
/// ```swift
/// import SeedScenes
///
/// let domains = SecretOfferScene.Configuration.keys.map { (key: $0.name, domain: $0.domain) }
/// let axis = try SweepAxis(
///   parsing: "openProgress=0.60...0.90/0.05", domains: domains, maximumValueCount: 1_000)
/// axis.values.map(\.text)  // ["0.6", "0.65", "0.7", "0.75", "0.8", "0.85", "0.9"]
/// ```
public struct SweepAxis: Hashable, Sendable {
  /// The configuration key the axis varies.
  public var key: String
  /// The values, in the order written (ascending for a range).
  public var values: [SweepValue]

  /// An axis of `values` for `key`, unchecked.
  public init(key: String, values: [SweepValue]) {
    self.key = key
    self.values = values
  }

  /// The most decimals a range's bound or step may carry: past 12, `Double` steps no longer
  /// land on the written decimals.
  static let maximumDecimals = 12

  /// Parses `KEY=LO...HI/STEP` or `KEY=V1,V2,…` against the keys a scene declares.
  ///
  /// - Parameters:
  ///   - text: The `--vary` argument.
  ///   - domains: The scene's keys and their domains (`nil` for a key with no declared domain).
  ///   - maximumValueCount: The most values one axis may take.
  /// - Throws: ``Scenes/SceneError`` (`invalidConfiguration`) naming the key and what to write.
  public init(
    parsing text: String, domains: [(key: String, domain: SceneConfigurationDomain?)],
    maximumValueCount: Int
  ) throws(SceneError) {
    guard let equals = text.firstIndex(of: "=") else {
      throw Self.error("--vary \(text): write KEY=LO...HI/STEP or KEY=V1,V2,…", key: nil)
    }
    let key = String(text[..<equals])
    let spec = String(text[text.index(after: equals)...])
    guard let known = domains.first(where: { $0.key == key }) else {
      let names = domains.map(\.key).filter { !$0.isEmpty }.joined(separator: ", ")
      throw Self.error(
        "--vary \(text): unknown key \"\(key)\"; the scene's keys: \(names)", key: key)
    }
    guard let domain = known.domain else {
      throw Self.error(
        "--vary \(text): \"\(key)\" declares no range of values, so it cannot be swept; vary "
          + "one of the keys `haptictape scenes` lists with a range", key: key)
    }
    let values: [SweepValue]
    if spec.contains("...") {
      values = try Self.range(spec, text: text, key: key, domain: domain, limit: maximumValueCount)
    } else {
      let items = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard items.count <= maximumValueCount else {
        throw Self.error(
          "--vary \(text): \(items.count) values, more than the \(maximumValueCount) one axis "
            + "may take (FeelSweep.maximumPointCount)", key: key)
      }
      values = try items.map { item throws(SceneError) in
        try Self.value(item, text: text, key: key, domain: domain)
      }
    }
    guard !values.isEmpty else {
      throw Self.error("--vary \(text): no values; write at least one", key: key)
    }
    self.init(key: key, values: values)
  }

  // MARK: - Parsing values

  private static func range(
    _ spec: String, text: String, key: String, domain: SceneConfigurationDomain, limit: Int
  ) throws(SceneError) -> [SweepValue] {
    let usage = "--vary \(text): write the range as LO...HI/STEP, such as 0.60...0.90/0.05"
    let bounds = spec.components(separatedBy: "...")
    guard bounds.count == 2 else { throw error(usage, key: key) }
    let upperAndStep = bounds[1].split(separator: "/", omittingEmptySubsequences: false)
    guard upperAndStep.count == 2 else { throw error(usage, key: key) }
    let texts = [bounds[0], String(upperAndStep[0]), String(upperAndStep[1])]
    guard let low = Double(texts[0]), let high = Double(texts[1]), let step = Double(texts[2]),
      low.isFinite, high.isFinite, step.isFinite
    else { throw error(usage, key: key) }
    guard step > 0, low <= high else {
      throw error("--vary \(text): the step must be above 0 and LO at most HI", key: key)
    }
    let decimals = texts.map(Self.decimals).max() ?? 0
    guard decimals <= maximumDecimals else {
      throw error("--vary \(text): at most \(maximumDecimals) decimals", key: key)
    }
    // Counted in Double first: an Int conversion of a huge quotient would trap.
    let steps = ((high - low) / step + 1e-9).rounded(.down)
    guard steps + 1 <= Double(limit) else {
      // `steps` is never NaN (a finite or infinite quotient of a step above 0); below 10¹⁵ the
      // count converts to Int64 exactly, and above it is too many to be worth counting.
      let count = steps + 1 < 1e15 ? "\(Int64(steps + 1))" : "over 10^15"
      throw error(
        "--vary \(text): \(count) values, more than the \(limit) one axis may take; use a "
          + "larger step", key: key)
    }
    let scale = pow(10, Double(decimals))
    var values: [SweepValue] = []
    for index in 0...Int(steps) {
      // On the written decimals: 0.6 + 2 × 0.05 is 0.7, not 0.7000000000000001.
      let number = ((low + Double(index) * step) * scale).rounded() / scale
      values.append(try value(SweepAxisText.number(number), text: text, key: key, domain: domain))
    }
    return values
  }

  private static func value(
    _ item: String, text: String, key: String, domain: SceneConfigurationDomain
  ) throws(SceneError) -> SweepValue {
    let trimmed = item.trimmingCharacters(in: .whitespaces)
    switch domain {
    case .integers, .numbers:
      guard let number = Double(trimmed), domain.contains(number) else {
        throw error(
          "--vary \(text): \(trimmed.isEmpty ? "an empty value" : trimmed) is outside "
            + "\"\(key)\"'s range, \(SweepAxisText.describe(domain))", key: key)
      }
      let spelled = SweepAxisText.number(number)
      return SweepValue(text: spelled, json: spelled, number: number)
    case .flag:
      guard trimmed == "true" || trimmed == "false" else {
        throw error("--vary \(text): \"\(key)\" takes true or false, got \(trimmed)", key: key)
      }
      return SweepValue(text: trimmed, json: trimmed, number: nil)
    case .choices(let choices):
      guard choices.contains(trimmed) else {
        throw error(
          "--vary \(text): \"\(key)\" takes one of \(choices.joined(separator: ", ")), got "
            + trimmed, key: key)
      }
      return SweepValue(text: trimmed, json: "\"\(trimmed)\"", number: nil)
    }
  }

  private static func decimals(_ text: String) -> Int {
    guard let point = text.firstIndex(of: ".") else { return 0 }
    return text[text.index(after: point)...].prefix { $0.isNumber }.count
  }

  static func error(_ message: String, key: String?) -> SceneError {
    var error = SceneError(.invalidConfiguration, message)
    error.configurationKey = key
    return error
  }
}
