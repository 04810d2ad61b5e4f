/// Whether a held button repeats its action (iOS 17; inert headless).
public struct ButtonRepeatBehavior: Hashable, Sendable {
  /// What tells the behaviours apart.
  let name: String
  /// The platform's default: no repeats on iOS.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// The action repeats while the button is held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// The action never repeats.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
