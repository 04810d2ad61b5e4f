/// What supplies an item to share when the share sheet asks for it.
public protocol UIActivityItemSource: AnyObject {
  /// A stand-in of the item's type, asked before an activity is chosen.
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  /// The item for the activity chosen.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  /// The subject line for the activity chosen (an empty one by default).
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
}
