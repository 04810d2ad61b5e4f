/// What a navigation bar shows for one view controller: its title and bar button items (inert:
/// bars are not drawn or hit-tested headless; the values are kept for the app and tests).
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// How the bar looks at its standard height while this item is on top (iOS 13; inert).
  open var standardAppearance: UINavigationBarAppearance?
  /// How the bar looks when compact while this item is on top (inert).
  open var compactAppearance: UINavigationBarAppearance?
  /// How the bar looks at the content's edge while this item is on top (inert).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// How the compact bar looks at the content's edge while this item is on top (inert).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// A line above the title.
  open var prompt: String?
  /// The title of the back button that leads back to this item's controller.
  open var backButtonTitle: String?
  /// The back button that leads back to this item's controller.
  open var backBarButtonItem: UIBarButtonItem?
  /// A view shown in place of the title.
  open var titleView: UIView?
  /// The items at the bar's leading edge.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the bar's trailing edge.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the leading items are shown beside the back button.
  open var leftItemsSupplementBackButton = false
  /// When the title is shown large.
  open var largeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode.automatic

  /// An item with no title.
  public override init() { super.init() }

  /// An item titled `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The first leading item; setting it replaces all leading items.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item; setting it replaces all trailing items.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading item (`animated` is inert).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the trailing item (`animated` is inert).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Sets the leading items (`animated` is inert).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets the trailing items (`animated` is inert).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Hides or shows the back button (`animated` is inert).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// When a navigation bar that prefers large titles shows this item's title large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never, inline
  }
}
