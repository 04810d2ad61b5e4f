/// Which view of a transition ``UIViewControllerContextTransitioning/view(forKey:)`` returns: the
/// one going away (`.from`) or the one coming (`.to`).
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view visible when the transition begins.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view visible when the transition ends.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
