/// The values one scene configuration key accepts on its own: a range of whole numbers, a range
/// of finite numbers, a flag or a choice of names.
///
/// ```swift
/// import SeedScenes
///
/// let key = SecretOfferScene.Configuration.keys.first { $0.name == "maximumIntensity" }
/// key?.domain   // .numbers(0...1, excludingLowerBound: false)
/// ```
public enum SceneConfigurationDomain: Hashable, Sendable {
  /// A whole number within the range.
  case integers(ClosedRange<Int>)
  /// A finite number within the range, above its lower bound when `excludingLowerBound`.
  case numbers(ClosedRange<Double>, excludingLowerBound: Bool)
  /// `true` or `false`.
  case flag
  /// One of the names.
  case choices([String])

  /// Whether `value` lies in the domain (numbers for ``integers(_:)`` must be whole).
  public func contains(_ value: Double) -> Bool {
    switch self {
    case .integers(let range):
      return value.isFinite && value == value.rounded()
        && Double(range.lowerBound) <= value && value <= Double(range.upperBound)
    case .numbers(let range, let excludingLowerBound):
      return value.isFinite && range.contains(value)
        && !(excludingLowerBound && value == range.lowerBound)
    case .flag, .choices:
      return false
    }
  }
}
