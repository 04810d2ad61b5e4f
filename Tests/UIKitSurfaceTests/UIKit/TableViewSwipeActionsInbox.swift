import HapticTapeUIKit
import UIKit

/// An inbox an app would write: 30 rows of 60 pt; a leading "Flag" action whose handler plays
/// an impact; trailing, either UIKit's Delete (the data source commits deletions) or the app's
/// own Delete and Archive actions.
final class SwipeInboxController: UITableViewController {
  /// Whether the trailing actions are the app's own (else the table's Delete, from `commit`).
  let usesOwnTrailingActions: Bool
  private let impact = UIImpactFeedbackGenerator(style: .medium)
  var messages = Array(0..<30)
  var flagged: [Int] = []
  var archived: [Int] = []
  var deleted: [Int] = []
  var selected: [IndexPath] = []
  var beganEditing: [IndexPath] = []
  var endedEditing: [IndexPath?] = []
  /// Whether the Flag handler calls its completion (an app that forgets to, when false).
  var completesFlag = true
  /// Whether the leading configuration is empty (no actions).
  var hasEmptyLeadingActions = false
  /// Whether the Archive handler reloads the whole table before completing.
  var archiveReloads = false

  init(usesOwnTrailingActions: Bool) {
    self.usesOwnTrailingActions = usesOwnTrailingActions
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.accessibilityIdentifier = "inbox"
    tableView.rowHeight = 60
    tableView.register(SwipeInboxCell.self, forCellReuseIdentifier: "message")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = "Message \(messages[indexPath.row])"
    return cell
  }

  // UIKit infers editable rows from `commit` alone; Swift cannot see that `commit` is
  // implemented, so the app says it (docs/compatibility/uikit.md, row swipes).
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    deleted.append(messages.remove(at: indexPath.row))
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    if hasEmptyLeadingActions { return UISwipeActionsConfiguration(actions: []) }
    let flag = UIContextualAction(style: .normal, title: "Flag") {
      [unowned self] _, _, completion in
      flagged.append(messages[indexPath.row])
      impact.impactOccurred()
      if completesFlag { completion(true) }
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [flag])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard usesOwnTrailingActions else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, completion in
      deleted.append(messages.remove(at: indexPath.row))
      tableView.deleteRows(at: [indexPath], with: .automatic)
      impact.impactOccurred(intensity: 0.5)
      completion(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") {
      [unowned self] _, _, completion in
      archived.append(messages[indexPath.row])
      if archiveReloads { tableView.reloadData() }
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    beganEditing.append(indexPath)
  }

  override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    endedEditing.append(indexPath)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A message cell that counts the touches its content saw end and saw cancelled.
final class SwipeInboxCell: UITableViewCell {
  var endedTouches = 0
  var cancelledTouches = 0

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    endedTouches += touches.count
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelledTouches += touches.count
    super.touchesCancelled(touches, with: event)
  }
}

/// The inbox with UIKit's Delete action (the data source commits deletions).
enum SwipeInboxScreen: UIKitScreen {
  static let id = "swipe-inbox"
  static let summary = "A 30-row inbox: swipe right to flag (an impact), left to delete."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SwipeInboxController(usesOwnTrailingActions: false)
  }
}

/// The inbox with the app's own trailing Delete and Archive actions.
enum SwipeInboxOwnActionsScreen: UIKitScreen {
  static let id = "swipe-inbox-own-actions"
  static let summary = "A 30-row inbox whose trailing swipe shows Delete and Archive."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SwipeInboxController(usesOwnTrailingActions: true)
  }
}
