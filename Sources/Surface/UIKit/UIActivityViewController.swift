import Foundation

/// The share sheet: the services that can act on some items.
///
/// Presented as a sheet, with nothing in it to choose: a replay has no services. Its
/// ``completionWithItemsHandler`` hears that nothing was done (`nil`, `false`) once it is
/// dismissed, as UIKit reports a share sheet the person closes.
open class UIActivityViewController: UIViewController {
  /// What the handler is given: the activity done (nil when none), whether it finished, the
  /// items an extension returned, and the error that stopped it.
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void

  /// The items to share, as given.
  let activityItems: [Any]
  /// The app's own activities, as given.
  let applicationActivities: [UIActivity]
  /// The kinds of activity left out of the sheet (inert: it shows none).
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called once the sheet is dismissed.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  private var hasCompleted = false

  /// A share sheet for `activityItems`, offering the app's `applicationActivities` too.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a share sheet is made with its items.
  public required init?(coder: NSCoder) { nil }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // It disappears only when dismissed: nothing is shown over it.
    guard !hasCompleted else { return }
    hasCompleted = true
    completionWithItemsHandler?(nil, false, nil, nil)
  }
}
