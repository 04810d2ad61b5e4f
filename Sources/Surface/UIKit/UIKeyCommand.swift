/// A hardware-keyboard shortcut (inert: there is no keyboard headless; the command is kept).
open class UIKeyCommand: UICommand {
  /// The key.
  public let input: String?
  /// The modifier keys.
  public let modifierFlags: UIKeyModifierFlags

  /// A command for `input` with `modifierFlags`, calling `action` up the responder chain.
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(action: action)
  }

  /// A titled command for `input` with `modifierFlags`.
  public convenience init(
    title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.title = title
  }

  /// The up-arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down-arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left-arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right-arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The escape key.
  public static let inputEscape = "UIKeyInputEscape"
}

/// A menu command with a selector (inert: kept).
open class UICommand: UIMenuElement {
  /// The title.
  open var title = ""
  /// The selector the command sends up the responder chain.
  public let action: Selector

  /// A command sending `action`.
  public init(action: Selector) {
    self.action = action
    super.init()
  }

  /// A titled command sending `action`.
  public convenience init(title: String, action: Selector) {
    self.init(action: action)
    self.title = title
  }
}

/// Modifier keys (inert).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
