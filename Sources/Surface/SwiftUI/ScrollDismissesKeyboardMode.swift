/// How scrolling dismisses the keyboard (inert: no keyboard headless).
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
  let name: String

  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the finger that drags it down.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}
