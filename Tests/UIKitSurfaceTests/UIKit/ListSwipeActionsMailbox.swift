import HapticTapeUIKit
import UIKit

/// A mailbox an app would write the modern way: 30 messages in a collection view on a list
/// layout, fed by a diffable data source (or a plain one updated through
/// `performBatchUpdates`); the list configuration's leading provider gives "Flag", whose handler
/// plays an impact, and its trailing provider "Delete" (an impact at half intensity) and
/// "Archive".
final class ListSwipeMailboxController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// Whether the layout is built section by section (`NSCollectionLayoutSection.list(using:
  /// layoutEnvironment:)` in a section provider) and the data source is the controller itself,
  /// deleting through `performBatchUpdates`; else `UICollectionViewCompositionalLayout.list`
  /// and a diffable data source.
  let buildsSections: Bool
  private let impact = UIImpactFeedbackGenerator(style: .medium)
  private(set) var collectionView: UICollectionView!
  private var diffableDataSource: UICollectionViewDiffableDataSource<Int, Int>?
  var messages = Array(0..<30)
  var flagged: [Int] = []
  var archived: [Int] = []
  var deleted: [Int] = []
  var selected: [IndexPath] = []
  /// Whether the Flag handler calls its completion (an app that forgets to, when false).
  var completesFlag = true
  /// Whether the leading configuration is empty (no actions).
  var hasEmptyLeadingActions = false
  /// Whether the Archive handler reloads the whole list before completing.
  var archiveReloads = false

  init(buildsSections: Bool) {
    self.buildsSections = buildsSections
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.accessibilityIdentifier = "mailbox"
    collectionView.delegate = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    collectionView.contentInsetAdjustmentBehavior = .never
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<ListSwipeMailboxCell, Int> {
      cell, _, message in
      cell.title = "Message \(message)"
    }
    if buildsSections {
      collectionView.register(ListSwipeMailboxCell.self, forCellWithReuseIdentifier: "message")
      collectionView.dataSource = self
      return
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: message)
    }
    diffableDataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makeLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      leadingActions(at: indexPath)
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      trailingActions(at: indexPath)
    }
    guard buildsSections else {
      return UICollectionViewCompositionalLayout.list(using: configuration)
    }
    return UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  private func leadingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    if hasEmptyLeadingActions { return UISwipeActionsConfiguration(actions: []) }
    let flag = UIContextualAction(style: .normal, title: "Flag") {
      [unowned self] _, _, completion in
      if messages.indices.contains(indexPath.item) { flagged.append(messages[indexPath.item]) }
      impact.impactOccurred()
      if completesFlag { completion(true) }
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [flag])
  }

  private func trailingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, completion in
      deleteMessage(at: indexPath)
      impact.impactOccurred(intensity: 0.5)
      completion(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") {
      [unowned self] _, _, completion in
      if messages.indices.contains(indexPath.item) { archived.append(messages[indexPath.item]) }
      if archiveReloads { reloadAll() }
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  private func deleteMessage(at indexPath: IndexPath) {
    guard messages.indices.contains(indexPath.item) else { return }
    let message = messages.remove(at: indexPath.item)
    deleted.append(message)
    if let diffableDataSource {
      var snapshot = diffableDataSource.snapshot()
      snapshot.deleteItems([message])
      diffableDataSource.apply(snapshot, animatingDifferences: true)
    } else {
      collectionView.performBatchUpdates {
        self.collectionView.deleteItems(at: [indexPath])
      }
    }
  }

  private func reloadAll() {
    guard let diffableDataSource else { return collectionView.reloadData() }
    diffableDataSource.applySnapshotUsingReloadData(diffableDataSource.snapshot())
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    messages.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    (cell as? ListSwipeMailboxCell)?.title = "Message \(messages[indexPath.item])"
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A message cell that counts the touches its content saw end and saw cancelled.
final class ListSwipeMailboxCell: UICollectionViewCell {
  var title = ""
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

/// The mailbox on `UICollectionViewCompositionalLayout.list(using:)` with a diffable data source.
enum ListSwipeMailboxScreen: UIKitScreen {
  static let id = "list-swipe-mailbox"
  static let summary =
    "A 30-message list: swipe right to flag (an impact), left for Delete and Archive."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ListSwipeMailboxController(buildsSections: false)
  }
}

/// The mailbox built section by section, deleting through `performBatchUpdates`.
enum ListSwipeMailboxSectionsScreen: UIKitScreen {
  static let id = "list-swipe-mailbox-sections"
  static let summary = "The 30-message list from a section provider, updated by batch updates."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ListSwipeMailboxController(buildsSections: true)
  }
}
