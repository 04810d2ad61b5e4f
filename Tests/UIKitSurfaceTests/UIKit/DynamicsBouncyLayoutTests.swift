import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerances: at rest every cell is back on its flow-layout row within 0.5 pt (the animator
// pauses once cells move slower than 1 pt/s for 0.1 s; a 1.5 Hz spring of damping 0.6 is then
// within 1/(2π · 1.5) ≈ 0.11 pt of its anchor, and a replay compares positions within 0.5 pt,
// Sources/Library/HapticTape/Documentation.docc/RecordingAndReplaying.md).
// During the drag a lag counts when it is over 2 pt (four times the rest tolerance).
private let restTolerance = 0.5
private let visibleLag = 2.0

/// A flow layout whose cells hang on springs of a dynamic animator: when the view scrolls, each
/// cell is dragged along by only part of the scroll — less the farther it is from the finger —
/// and its spring pulls it back to its row.
final class SpringyListLayout: UICollectionViewFlowLayout {
  private lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
  private var springs: [IndexPath: UIAttachmentBehavior] = [:]
  /// Lag per point scrolled, per point between the cell's row and the finger.
  private let lagPerPoint: CGFloat = 1 / 900

  override init() {
    super.init()
    itemSize = CGSize(width: 353, height: 80)
    minimumLineSpacing = 10
    sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let around = collectionView.bounds.insetBy(dx: -100, dy: -200)
    let rows = super.layoutAttributesForElements(in: around) ?? []
    let wanted = Set(rows.map(\.indexPath))
    for behavior in animator.behaviors {
      guard let spring = behavior as? UIAttachmentBehavior,
        let attributes = spring.items.first as? UICollectionViewLayoutAttributes,
        !wanted.contains(attributes.indexPath)
      else { continue }
      animator.removeBehavior(spring)
      springs[attributes.indexPath] = nil
    }
    for row in rows where springs[row.indexPath] == nil {
      guard let item = row.copy() as? UICollectionViewLayoutAttributes else { continue }
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.6
      spring.frequency = 1.5
      animator.addBehavior(spring)
      springs[row.indexPath] = spring
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    // As springy layouts are written for iOS: the collection view's bounds are still the old
    // ones while it asks.
    let previous = collectionView.bounds
    let delta = newBounds.origin.y - previous.origin.y
    let finger = collectionView.panGestureRecognizer.location(in: collectionView)
    for behavior in animator.behaviors {
      guard let spring = behavior as? UIAttachmentBehavior, let item = spring.items.first else {
        continue
      }
      let share = min(abs(finger.y - spring.anchorPoint.y) * lagPerPoint, 1)
      item.center.y += delta < 0 ? max(delta, delta * share) : min(delta, delta * share)
      animator.updateItem(usingCurrentState: item)
    }
    return newBounds.size != previous.size
  }
}

/// A 40-row list on the springy layout.
final class SpringyListController: UICollectionViewController {
  init() {
    super.init(collectionViewLayout: SpringyListLayout())
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = "springy"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 40 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

enum SpringyListScreen: UIKitScreen {
  static let id = "springy-list"
  static let summary = "A 40-row list whose rows hang on UIKit Dynamics springs."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SpringyListController()
  }
}

@Suite("UIKit Dynamics hosted: a springy flow layout lags behind the finger and settles")
struct DynamicsBouncyLayoutTests {
  /// Drag up 300 pt in 0.5 s, hold still, lift, let it settle.
  private let script =
    "touch 1 at 200,700\ndrag 1 to 200,400 in 0.5s\nhold 1 for 0.6s\nlift 1\nwait 1s"

  /// How far each cell of a sample is from its flow-layout row (row k's top is 20 + 90·k).
  private func lags(_ snapshot: SceneOutput.LayoutSnapshot) -> [(item: Int, lag: Double)] {
    snapshot.attributes.map { attributes in
      let item = attributes.indexPath.item
      let top = attributes.center.y - attributes.size.height / 2
      return (item, top - (20 + 90 * Double(item)))
    }
  }

  @Test("during the drag far rows lag, the row under the finger does not; at rest all are home")
  func dragLagsAndSettles() throws {
    // Every frame sampled, so the lag shows while the finger moves (the default samples at
    // scene events and rest only).
    var scene = try UIKitScene<SpringyListScreen>(device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
    let outcome = try Replayer(configuration: .init(layoutSampling: .everyFrame)).run(
      &scene, inputs: timeline.touches.map { .touch($0) })
    #expect(outcome.settled)
    let samples = outcome.output.entries.compactMap { entry -> SceneOutput.LayoutSnapshot? in
      if case .layout(let snapshot, _) = entry, snapshot.view == "springy" { snapshot } else { nil }
    }
    try #require(samples.count > 10)
    // The sample with the largest lag, during the drag.
    let peak = try #require(
      samples.max { a, b in
        (lags(a).map { abs($0.lag) }.max() ?? 0) < (lags(b).map { abs($0.lag) }.max() ?? 0)
      })
    let peakLags = lags(peak)
    let largest = try #require(peakLags.max { abs($0.lag) < abs($1.lag) })
    let nearest = try #require(peakLags.min { abs($0.lag) < abs($1.lag) })
    #expect(largest.lag > visibleLag)
    // Content moves up (the finger drags up); a lagging row trails below its place.
    #expect(largest.lag > 0)
    // The row that lags least is under the finger, several rows from the one that lags most.
    #expect(abs(nearest.lag) < largest.lag / 4)
    #expect(abs(nearest.item - largest.item) >= 3)
    // Rows farther from the least-lagging one lag more (by row distance, sampled 3 rows apart).
    let byItem = Dictionary(uniqueKeysWithValues: peakLags.map { ($0.item, $0.lag) })
    for distance in [3, 6] {
      for item in [nearest.item - distance, nearest.item + distance] {
        guard let lag = byItem[item] else { continue }
        #expect(lag > abs(nearest.lag), "row \(item) at peak")
      }
    }
    // At rest every row is home.
    let last = try #require(samples.last)
    for (item, lag) in lags(last) {
      #expect(abs(lag) <= restTolerance, "row \(item) at rest")
    }
  }

  @Test("the same script twice records byte-identical tapes")
  func recordingsAreIdentical() throws {
    func record() throws -> String {
      let recording = try Session.record(
        scene: UIKitScene<SpringyListScreen>.self, device: .iPhone15Pro,
        script: try GestureScript(parsing: script))
      return TapeJSONLines.encode(header: recording.header, events: recording.events)
    }
    let first = try record()
    let second = try record()
    #expect(first == second)
    #expect(first.contains("springy"))
  }
}
