/// How a view reacts to a pointer over it on iPad (inert: the headless iPhone has no pointer).
public struct HoverEffect: Sendable {
  private let name: String

  /// The platform's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A platter behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts under the pointer.
  public static let lift = HoverEffect(name: "lift")
}
