/// The bar at the bottom of a tab bar controller: its items are equal-width buttons along the
/// bar, and a tap on one selects its tab (the tab bar controller handles the tap).
///
/// Its looks are inert (kept, not drawn). The bar's own delegate (`UITabBarDelegate`) and item
/// customisation (`beginCustomizingItems`) are not modelled.
open class UITabBar: UIView {
  /// How the bar looks (iOS 13; inert: nothing is drawn).
  open var standardAppearance = UITabBarAppearance()
  /// How the bar looks when the content is scrolled to its edge (iOS 15; inert).
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The items, left to right.
  open var items: [UITabBarItem]?
  /// The selected item.
  open var selectedItem: UITabBarItem?
  /// Whether the bar is translucent (inert).
  open var isTranslucent = true
  /// The bar's background colour (inert).
  open var barTintColor: UIColor?
  /// The colour of the unselected items (inert).
  open var unselectedItemTintColor: UIColor?

  /// What a tap on the item at an index does (the tab bar controller selects the tab).
  var itemTapped: ((Int) -> Void)?

  /// A bar with `frame` that reports taps on its items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(
      UITapGestureRecognizer { [weak self] recognizer in
        guard let self else { return }
        self.tapped(at: recognizer.location(in: self))
      })
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// Sets the items (`animated` is inert).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// The index of the item under `location`: the items share the bar's width equally (ours:
  /// UIKit centres at most about 5 items of a fixed width on wide screens; on an iPhone in
  /// portrait they fill the bar equally).
  func itemIndex(at location: CGPoint) -> Int? {
    let count = items?.count ?? 0
    let width = bounds.width
    guard count > 0, width > 0, location.x.isFinite, location.x >= 0, location.x < width
    else { return nil }
    let position = (location.x / width * CGFloat(count)).rounded(.down)
    return min(max(Int(min(position, CGFloat(count - 1))), 0), count - 1)
  }

  private func tapped(at location: CGPoint) {
    guard let index = itemIndex(at: location), items?[index].isEnabled == true else { return }
    itemTapped?(index)
  }
}
