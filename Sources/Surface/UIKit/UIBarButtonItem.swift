/// A button in a navigation bar or toolbar (inert: bars are not hit-tested headless, so a bar
/// button's action never runs from a touch; the item and its action are kept so the app and
/// tests can read them, and a test can run `primaryAction` itself).
///
/// The target-action initialisers take a ``Selector`` (ported code's `#selector`); the item
/// keeps its ``target`` and ``action`` like its `primaryAction`, and never runs them itself.
open class UIBarButtonItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The item's image (inert).
  open var image: UIImage?
  /// Whether the item is enabled (kept).
  open var isEnabled = true
  /// The item's style (inert).
  open var style = UIBarButtonItem.Style.plain
  /// The action a tap would run (kept; never run by a touch headless).
  open var primaryAction: UIAction?
  /// The item's menu (kept, inert).
  open var menu: UIMenu?
  /// The view shown in place of a button (kept; not placed in any hierarchy headless).
  open var customView: UIView?
  /// The item's width (inert).
  open var width: CGFloat = 0
  /// The item's tint (inert).
  open var tintColor: UIColor?
  /// An integer the app uses to find the item.
  open var tag = 0
  /// The identifier tests use to name the item.
  open var accessibilityIdentifier: String?
  /// The system item this one was made as, if any.
  public private(set) var systemItem: UIBarButtonItem.SystemItem?

  /// The object ``action`` is called on (kept weakly, as UIKit does; never called headless).
  open weak var target: AnyObject?
  /// The selector a tap would call on ``target`` (kept).
  open var action: Selector?

  /// An empty item.
  public override init() { super.init() }

  /// A system item calling `action` on `target` (kept: bars are not hit-tested headless).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(target: target, action: action)
    self.systemItem = systemItem
  }

  /// An item with a title calling `action` on `target` (kept).
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(target: target, action: action)
    self.title = title
    self.style = style
  }

  /// An item with an image calling `action` on `target` (kept).
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(target: target, action: action)
    self.image = image
    self.style = style
  }

  /// An item keeping `target` (weakly) and `action`.
  private convenience init(target: Any?, action: Selector?) {
    self.init()
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item (its title is nil: the system draws it) running `primaryAction`.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item with a title or image running `primaryAction`; with no title or image, the
  /// action's title is the item's, as in UIKit.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? (image == nil ? primaryAction?.title : nil)
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space between items.
  public class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A fixed space of `width` points.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// How an item is drawn (inert).
  public enum Style: Int, Sendable {
    case plain = 0
    @available(*, deprecated, message: "Use .plain")
    case bordered = 1
    case done = 2
  }

  /// The system's items.
  public enum SystemItem: Int, Sendable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo
    @available(*, deprecated)
    case pageCurl
    case close
  }
}
