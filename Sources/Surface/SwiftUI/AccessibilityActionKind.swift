/// A kind of action an assistive technology performs (inert).
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The element's main action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape: dismiss.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The "magic tap".
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Delete.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Show the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// The kind named `name` (inert).
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
}
