/// The bar at the top of a navigation controller: headless it is not drawn, not placed in the
/// view hierarchy and not hit-tested; its frame adds to the safe area of the controller's
/// children, and its values are kept for the app and tests.
open class UINavigationBar: UIView {
  /// Whether titles are shown large when the items allow it (inert: large titles are not
  /// modelled).
  open var prefersLargeTitles = false
  /// The bar's background colour (inert).
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (inert: the bar's frame is the same either way).
  open var isTranslucent = true
  /// The title's text attributes (inert).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes (inert).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// How the bar looks at its standard height (iOS 13; inert: nothing is drawn).
  open var standardAppearance = UINavigationBarAppearance()
  /// How the bar looks when compact (inert).
  open var compactAppearance: UINavigationBarAppearance?
  /// How the bar looks when the content is scrolled to its edge (inert).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// How the compact bar looks when the content is scrolled to its edge (inert).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The items of the navigation stack, bottom to top (the navigation controller keeps them).
  open var items: [UINavigationItem]?

  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the items (`animated` is inert).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
}
