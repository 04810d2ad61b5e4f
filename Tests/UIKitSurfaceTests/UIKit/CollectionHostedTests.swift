import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: layout attributes within 1e-9 pt (sums of the flow layout's sizes); item counts
// and index paths exactly.
private let pointTolerance = 1e-9

/// A flow layout whose flings stop on a row boundary (rows are 110 pt apart).
final class RowSnappingFlowLayout: UICollectionViewFlowLayout {
  var proposals: [CGPoint] = []

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposals.append(proposedContentOffset)
    let pitch = itemSize.height + minimumLineSpacing
    return CGPoint(
      x: proposedContentOffset.x, y: (proposedContentOffset.y / pitch).rounded() * pitch)
  }
}

/// A photo grid an app would write: a flow layout, selection that plays a selection haptic.
final class PhotoGridController: UICollectionViewController {
  private let feedback = UISelectionFeedbackGenerator()
  var selected: [IndexPath] = []

  init() {
    let layout = RowSnappingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.accessibilityIdentifier = "grid"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 60 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
    feedback.selectionChanged()
  }
}

enum PhotoGridScreen: UIKitScreen {
  static let id = "photo-grid"
  static let summary = "A 60-photo grid that plays a selection haptic on a tap."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PhotoGridController()
  }
}

@Suite("UICollectionView hosted: taps select, layout samples hold the flow layout's frames")
struct CollectionHostedTests {
  @Test("a tap on the second photo selects item 1 and plays one selection haptic")
  func tapSelects() throws {
    var scene = try UIKitScene<PhotoGridScreen>(device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(parsing: "tap 196,100\nwait 0.5s").render(on: .iPhone15Pro)
    let outcome = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let controller = try #require(scene.rootViewController as? PhotoGridController)
    #expect(controller.selected == [IndexPath(item: 1, section: 0)])
    #expect(
      controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    let haptics = outcome.output.entries.filter {
      if case .haptic = $0 { true } else { false }
    }
    #expect(haptics.count == 1)
  }

  @Test("a fling comes to rest where the layout's targetContentOffset puts it")
  func flingSnapsThroughTheLayout() throws {
    var scene = try UIKitScene<PhotoGridScreen>(device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(
      parsing: "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s"
    ).render(on: .iPhone15Pro)
    _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let controller = try #require(scene.rootViewController as? PhotoGridController)
    let layout = try #require(controller.collectionViewLayout as? RowSnappingFlowLayout)
    #expect(layout.proposals.count == 1)
    let rest = controller.collectionView.contentOffset.y
    #expect(rest > 0)
    #expect(rest.truncatingRemainder(dividingBy: 110) == 0)
    // At rest = 110·k, row k − 1 (16 + 110·(k − 1) … + 100 = 110·k + 6) still shows 6 pt.
    let row = Int(rest / 110) - 1
    #expect(controller.collectionView.indexPathsForVisibleItems.first?.item == row * 3)
  }

  @Test("the layout sample holds item 1 where the flow layout puts it on a 393-pt screen")
  func layoutSample() throws {
    let scene = try UIKitScene<PhotoGridScreen>(device: .iPhone15Pro, configuration: .init())
    let snapshot = try #require(scene.layoutSnapshot().first { $0.view == "grid" })
    let second = try #require(snapshot.attributes.first { $0.indexPath.item == 1 })
    // 393 − 32 = 361 across, three 100-pt items (361 − 300) / 2 = 30.5 apart: 146.5…246.5.
    #expect(abs(second.frame.origin.x - 146.5) <= pointTolerance)
    #expect(abs(second.frame.origin.y - 16) <= pointTolerance)
  }
}
