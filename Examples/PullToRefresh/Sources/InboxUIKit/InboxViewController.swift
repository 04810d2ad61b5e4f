import UIKit

/// The inbox as the app ships it: a table of messages with UIKit's pull-to-refresh.
///
/// A pull
/// that begins a refresh ticks selection feedback; when the service answers, the list reloads,
/// the refresh control closes and a success notification plays.
///
/// This file imports UIKit only: it is the app's code, compiled unchanged against HapticTape's
/// headless UIKit.
public final class InboxViewController: UITableViewController {
  private let service: InboxService
  private var messages: [String] = []
  private let selection = UISelectionFeedbackGenerator()
  private let notification = UINotificationFeedbackGenerator()

  /// An inbox that loads its messages from `service`.
  public init(service: InboxService) {
    self.service = service
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 64
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    messages = service.cachedMessages
    let refreshControl = UIRefreshControl()
    refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    self.refreshControl = refreshControl
  }

  private func refresh() {
    selection.selectionChanged()
    notification.prepare()
    service.fetchMessages { [weak self] messages in
      guard let self = self else { return }
      self.messages = messages
      self.tableView.reloadData()
      self.refreshControl?.endRefreshing()
      self.notification.notificationOccurred(.success)
    }
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    messages.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    return cell
  }
}
