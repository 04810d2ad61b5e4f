/// How a pushed view comes in and leaves (iOS 18): inert, as ``ZoomNavigationTransition`` says.
public protocol NavigationTransition: Sendable {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's push.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// The pushed view zooms out of the view marked
  /// ``View/matchedTransitionSource(id:in:)`` with `sourceID` in `namespace`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition()
  }
}
