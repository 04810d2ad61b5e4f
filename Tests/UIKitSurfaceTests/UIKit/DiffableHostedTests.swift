import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: layout samples within 1e-9 pt (sums of the flow layout's sizes and 60-pt rows);
// counts, identifiers and index paths exactly.
private let pointTolerance = 1e-9

/// A photo cell, as an app's own subclass.
final class AlbumPhotoCell: UICollectionViewCell {
  var title = ""
}

/// A photo album written the modern way (as Apple's "Implementing Modern Collection Views"):
/// a flow layout, a diffable data source fed through a cell registration, a selection haptic on
/// a tap, and new photos inserted at the top with an animated apply.
final class PhotoAlbumViewController: UIViewController, UICollectionViewDelegate {
  enum Section {
    case main
  }

  struct Photo: Hashable {
    let id: Int
    let title: String
  }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!
  private let feedback = UISelectionFeedbackGenerator()
  private var nextID = 0
  /// The photos the app saw selected, and how many times a cell was configured.
  var selectedPhotos: [Photo] = []
  var configuredCount = 0
  var updatesCompleted = 0

  var album: UICollectionView { collectionView }
  var albumDataSource: UICollectionViewDiffableDataSource<Section, Photo> { dataSource }

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.accessibilityIdentifier = "album"
    collectionView.delegate = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    collectionView.contentInsetAdjustmentBehavior = .never
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<AlbumPhotoCell, Photo> {
      [weak self] cell, indexPath, photo in
      cell.title = photo.title
      self?.configuredCount += 1
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Photo>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Photo)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
    snapshot.appendSections([.main])
    snapshot.appendItems(makePhotos(60))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makePhotos(_ count: Int) -> [Photo] {
    (0..<count).map { _ in
      defer { nextID += 1 }
      return Photo(id: nextID, title: "Photo \(nextID)")
    }
  }

  /// New photos arrive: they go first, animated.
  func addPhotos(_ count: Int) {
    var snapshot = dataSource.snapshot()
    let new = makePhotos(count)
    if let first = snapshot.itemIdentifiers.first {
      snapshot.insertItems(new, beforeItem: first)
    } else {
      snapshot.appendItems(new, toSection: .main)
    }
    dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
      self?.updatesCompleted += 1
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
    selectedPhotos.append(photo)
    feedback.selectionChanged()
  }
}

enum PhotoAlbumScreen: UIKitScreen {
  static let id = "photo-album"
  static let summary = "60 photos through a diffable data source; add N inserts N at the top."
  static let commands = [
    SceneCommandDescription(name: "add", arguments: "N", summary: "insert N photos at the top")
  ]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PhotoAlbumViewController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    guard command.name == "add", case .integer(let count) = command.arguments.first,
      (1...100).contains(count), let album = root as? PhotoAlbumViewController
    else { throw SceneError(.unknownCommand, "photo-album knows add N (1...100)") }
    album.addPhotos(Int(count))
  }
}

/// A contacts list through a table view's diffable data source; archiving removes rows
/// animated.
final class DiffableContactsViewController: UIViewController, UITableViewDelegate {
  enum Section {
    case all
  }

  private var tableView: UITableView!
  private var dataSource: UITableViewDiffableDataSource<Section, String>!
  private let feedback = UISelectionFeedbackGenerator()
  var selectedNames: [String] = []
  var configuredCount = 0

  var list: UITableView { tableView }
  var listDataSource: UITableViewDiffableDataSource<Section, String> { dataSource }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "contacts"
    tableView.rowHeight = 60
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.delegate = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    tableView.contentInsetAdjustmentBehavior = .never
    view.addSubview(tableView)

    dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) {
      [weak self] tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      cell.textLabel?.text = name
      self?.configuredCount += 1
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.all])
    snapshot.appendItems((0..<100).map { "Contact \($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Archives the first `count` contacts.
  func archive(_ count: Int) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems(Array(snapshot.itemIdentifiers.prefix(count)))
    dataSource.apply(snapshot)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
    selectedNames.append(name)
    feedback.selectionChanged()
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

enum DiffableContactsScreen: UIKitScreen {
  static let id = "diffable-contacts"
  static let summary = "100 contacts through a diffable data source; archive N removes N."
  static let commands = [
    SceneCommandDescription(name: "archive", arguments: "N", summary: "remove the first N rows")
  ]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    DiffableContactsViewController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    guard command.name == "archive", case .integer(let count) = command.arguments.first,
      (1...100).contains(count), let list = root as? DiffableContactsViewController
    else { throw SceneError(.unknownCommand, "diffable-contacts knows archive N (1...100)") }
    list.archive(Int(count))
  }
}

@Suite("Diffable data sources hosted: modern app code taps, inserts and scrolls")
struct DiffableHostedTests {
  @Test("a tap on the second photo selects photo 1 and plays one selection haptic")
  func tapSelectsPhoto() throws {
    let (scene, outcome) = try replayHosted("tap 196,100\nwait 0.5s", on: PhotoAlbumScreen.self)
    let controller = try #require(scene.rootViewController as? PhotoAlbumViewController)
    #expect(controller.selectedPhotos.map(\.id) == [1])
    #expect(controller.album.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(outcome.hapticCount == 1)
    // 852 pt show lines at y = 16 + 110·k for k = 0…7 (786 < 852): 24 cells configured.
    #expect(controller.configuredCount == 24)
  }

  @Test("add 3 inserts three photos first through a batch update; the grid shifts by three")
  func animatedApplyInserts() throws {
    let (scene, _) = try replayHosted(
      "wait 100ms\ncommand add 3\nwait 0.5s\ntap 196,100\nwait 0.5s", on: PhotoAlbumScreen.self)
    let controller = try #require(scene.rootViewController as? PhotoAlbumViewController)
    let dataSource = controller.albumDataSource
    #expect(controller.updatesCompleted == 1)
    #expect(dataSource.snapshot().numberOfItems == 63)
    #expect(controller.album.numberOfItems(inSection: 0) == 63)
    let first = PhotoAlbumViewController.Photo(id: 0, title: "Photo 0")
    #expect(dataSource.indexPath(for: first) == IndexPath(item: 3, section: 0))
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))?.id == 60)
    // Only the three new photos were configured; the 21 others on screen kept their cells.
    #expect(controller.configuredCount == 27)
    let cell = try #require(
      controller.album.cellForItem(at: IndexPath(item: 3, section: 0)) as? AlbumPhotoCell)
    #expect(cell.title == "Photo 0")
    let sample = try #require(scene.layoutSnapshot().first { $0.view == "album" })
    let moved = try #require(sample.attributes.first { $0.indexPath.item == 3 })
    // Item 3 starts the second line: x = 16, y = 16 + 110.
    #expect(abs(moved.frame.origin.x - 16) <= pointTolerance)
    #expect(abs(moved.frame.origin.y - 126) <= pointTolerance)
    #expect(sample.attributes.count == 24)
    // The tap after the insert selects the new photo in the second place (id 61).
    #expect(controller.selectedPhotos.map(\.id) == [61])
  }

  @Test("a fling scrolls the album; the first visible item starts the first line on screen")
  func flingScrolls() throws {
    let (scene, outcome) = try replayHosted(
      "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s", on: PhotoAlbumScreen.self)
    let controller = try #require(scene.rootViewController as? PhotoAlbumViewController)
    #expect(outcome.hapticCount == 0)
    #expect(controller.selectedPhotos.isEmpty)
    let rest = controller.album.contentOffset.y
    #expect(rest > 400)
    // Line k (16 + 110·k … + 100) shows while its bottom is below the offset.
    let firstLine = Int(((rest - 116) / 110).rounded(.down)) + 1
    #expect(controller.album.indexPathsForVisibleItems.first?.item == firstLine * 3)
  }

  @Test("a table through a diffable data source: a tap selects the contact it shows")
  func tableTapSelects() throws {
    let (scene, outcome) = try replayHosted(
      "tap item 2 in contacts\nwait 0.5s", on: DiffableContactsScreen.self)
    let controller = try #require(scene.rootViewController as? DiffableContactsViewController)
    #expect(controller.selectedNames == ["Contact 2"])
    #expect(outcome.hapticCount == 1)
    // 852 / 60 = 14.2: rows 0…14.
    #expect(controller.configuredCount == 15)
  }

  @Test("archive 2 deletes two rows through a batch update; the rows below move up 120 pt")
  func tableAnimatedApplyDeletes() throws {
    let (scene, _) = try replayHosted(
      "wait 100ms\ncommand archive 2\nwait 0.5s\ntap 196,150\nwait 0.5s",
      on: DiffableContactsScreen.self)
    let controller = try #require(scene.rootViewController as? DiffableContactsViewController)
    let dataSource = controller.listDataSource
    #expect(controller.list.numberOfRows(inSection: 0) == 98)
    #expect(dataSource.indexPath(for: "Contact 2") == IndexPath(row: 0, section: 0))
    #expect(dataSource.indexPath(for: "Contact 0") == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 14, section: 0)) == "Contact 16")
    // Rows 0…14 now show contacts 2…16: only 15 and 16 needed new cells.
    #expect(controller.configuredCount == 17)
    let cell = try #require(controller.list.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(cell.textLabel?.text == "Contact 5")
    #expect(abs(cell.frame.minY - 180) <= pointTolerance)
    // y = 150 is row 2, now Contact 4.
    #expect(controller.selectedNames == ["Contact 4"])
  }

  @Test("a recorded tap, insert and fling on the album replay to a match")
  func recordAndReplay() throws {
    let recording = try Session.record(
      scene: UIKitScene<PhotoAlbumScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(
        parsing: "tap 196,100\nwait 0.5s\ncommand add 3\nwait 0.2s\n"
          + "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s"))
    let haptics = recording.hapticRecords
    #expect(haptics.count == 1)
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: [UIKitScene<PhotoAlbumScreen>.self])
    #expect(verdict.report == nil)
  }
}
