/// How an accessibility element treats the elements inside it (inert).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// The children are hidden; the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are kept inside the element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are combined into the element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}
