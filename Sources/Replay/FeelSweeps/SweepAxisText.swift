import JSONCore
import Scenes

/// How sweep values and domains are spelled in messages and outputs.
enum SweepAxisText {
  /// The shortest text of `number`, without a trailing `.0`: `0.7`, `3`.
  static func number(_ number: Double) -> String {
    JSONNumberFormat.trimmed(number == 0 ? 0 : number)
  }

  /// A domain as a message says it: `0…1`, `above 0 and at most 1`.
  static func describe(_ domain: SceneConfigurationDomain) -> String {
    switch domain {
    case .integers(let range): "integers \(range.lowerBound)…\(range.upperBound)"
    case .numbers(let range, let excludingLowerBound):
      excludingLowerBound
        ? "above \(number(range.lowerBound)) and at most \(number(range.upperBound))"
        : "\(number(range.lowerBound))…\(number(range.upperBound))"
    case .flag: "true or false"
    case .choices(let choices): choices.joined(separator: ", ")
    }
  }
}
