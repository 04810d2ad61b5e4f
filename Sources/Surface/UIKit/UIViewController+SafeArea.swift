extension UIViewController {
  /// `insets`, the safe area the view's superview leaves it, with the bars of the container
  /// that shows this controller: a navigation controller's visible bar covers the top of its
  /// children's views, down to its bottom edge, and a tab bar the bottom of the selected tab's
  /// (the content runs under the bars, as in UIKit since iOS 11).
  func containerSafeArea(around insets: UIEdgeInsets) -> UIEdgeInsets {
    // Most controllers' parent is neither container: the weak reference is not loaded.
    guard parentContainer != .other, let parent else { return insets }
    if let tabs = parent as? UITabBarController {
      return tabs.tabSafeArea(around: insets, of: self)
    }
    guard let navigation = parent as? UINavigationController, !navigation.isNavigationBarHidden,
      let view = viewIfLoaded, let container = navigation.viewIfLoaded
    else { return insets }
    let barBottom = container.safeAreaInsets.top + navigation.navigationBar.frame.height
    let top = view.convert(view.bounds.origin, to: container).y
    var adjusted = insets
    adjusted.top = max(insets.top, min(barBottom - top, view.bounds.height))
    return adjusted
  }
}
