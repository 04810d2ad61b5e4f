/// Which controller of a transition ``UIViewControllerContextTransitioning/viewController(forKey:)``
/// returns: the one going away (`.from`) or the one coming (`.to`).
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The controller visible when the transition begins.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  /// The controller visible when the transition ends.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewController")
}
