import HapticTape
import HapticTapeUIKit
import InboxUIKit
import PullToRefresh
import UIKit

/// The app's ``InboxUIKit/InboxViewController``, hosted as a scene: the same list the
/// `pull-to-refresh` model describes, from the UIKit code that ships.
///
/// It takes the model's configuration, so both record from one: `rowCount` messages from the
/// stand-in service answering after `refreshDuration`; `rowHeight` on the table;
/// `refreshThreshold`, `refreshHeight` and `insetAnimationDuration` as the refresh control's
/// trigger distance, height and closing time (UIKit documents none of the three).
public enum InboxScreen: UIKitScreen {
  public typealias Configuration = PullToRefreshScene.Configuration

  public static let id = "uikit-pull-to-refresh"
  public static let summary = "The list with UIKit's pull-to-refresh, from the app's UIKit code."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    let service = DelayedInboxService(
      count: configuration.rowCount, delay: configuration.refreshDuration)
    let controller = InboxViewController(service: service)
    controller.loadViewIfNeeded()
    controller.tableView.rowHeight = configuration.rowHeight
    // Named as the model names its list, so both record the same streams from the same scripts
    // (`drag item 2 in list …`).
    controller.tableView.accessibilityIdentifier = "list"
    if let control = controller.refreshControl {
      control.triggerDistance = configuration.refreshThreshold
      control.refreshHeight = configuration.refreshHeight
      control.endRefreshingDuration = configuration.insetAnimationDuration
    }
    return controller
  }

  /// Whether a refresh is in progress: recorded when it changes, so a tape guards when the
  /// refresh begins and ends.
  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let inbox = root as? InboxViewController else { return [] }
    let isRefreshing = inbox.refreshControl?.isRefreshing ?? false
    return [SceneEvent("refreshing", at: .zero, ["isRefreshing": .flag(isRefreshing)])]
  }
}
