import Foundation

/// An operation that makes an item to share when an activity needs it, standing in with a
/// placeholder until then.
open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
  /// The stand-in given at creation.
  public let placeholderItem: Any?
  /// The activity the item is made for; nil, as none is ever chosen headless.
  public var activityType: UIActivity.ActivityType? { nil }
  /// The item to share: the placeholder unless a subclass makes another.
  open var item: Any { placeholderItem as Any }

  /// A provider that stands in with `placeholderItem`.
  public init(placeholderItem: Any) {
    self.placeholderItem = placeholderItem
    super.init()
  }

  open func activityViewControllerPlaceholderItem(
    _ activityViewController: UIActivityViewController
  ) -> Any { placeholderItem as Any }

  open func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? { item }
}
