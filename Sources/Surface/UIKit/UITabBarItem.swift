/// What a tab bar shows for one view controller (inert: kept for the app and tests, not drawn).
///
/// UIKit's `UITabBarItem` inherits from `UIBarItem`; here it is a plain `NSObject` with the same
/// properties (ours: `UIBarItem` is not modelled).
open class UITabBarItem: NSObject {
  /// The title under the icon.
  open var title: String?
  /// The icon.
  open var image: UIImage?
  /// The icon shown while the tab is selected.
  open var selectedImage: UIImage?
  /// A number the app uses to tell items apart.
  open var tag = 0
  /// The text in the badge; nil hides it.
  open var badgeValue: String?
  /// The badge's colour.
  open var badgeColor: UIColor?
  /// Whether the item can be selected.
  open var isEnabled = true
  /// The system item this one was made from, nil for a custom item.
  public private(set) var systemItem: SystemItem?

  /// An item with no title or image.
  public override init() { super.init() }

  /// An item with `title`, `image` and `tag`.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with `title`, `image` and the image shown while selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// One of the system's items, with its title (ours: the English titles; images are not
  /// modelled).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.tag = tag
  }
}
