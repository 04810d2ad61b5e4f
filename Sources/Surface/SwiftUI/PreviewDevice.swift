/// A device a preview runs on, by name, as `"iPhone 15 Pro"` (inert: nothing is previewed
/// headless; a replay's device is its display profile).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public var rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named by a string literal.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}
