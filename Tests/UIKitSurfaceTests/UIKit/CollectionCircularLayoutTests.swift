import CollectionLayout
import HapticTapeUIKit
import HeadlessRuntime
import Scenes
import Testing
import TouchCore
import UIKit

/// Angles go through atan, sin and cos of the article's numbers: a few ulps.
private let tolerance: CGFloat = 1e-9

// The spinning wheel of seed 002 (a CircularCollectionViewLayout tutorial), written as the
// article writes it, in today's Swift spelling (`prepare()`, `collectionViewContentSize` as a
// property, `CGAffineTransform(rotationAngle:)` for `CGAffineTransformMakeRotation`).

private final class CircularCollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var angle: CGFloat = 0 {
    didSet {
      zIndex = Int(angle * 1_000_000)
      transform = CGAffineTransform(rotationAngle: angle)
    }
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copiedAttributes = super.copy(with: zone) as! CircularCollectionViewLayoutAttributes
    copiedAttributes.anchorPoint = self.anchorPoint
    copiedAttributes.angle = self.angle
    return copiedAttributes
  }
}

private final class CircularCollectionViewLayout: UICollectionViewLayout {
  let itemSize = CGSize(width: 133, height: 173)

  var radius: CGFloat = 500 {
    didSet {
      invalidateLayout()
    }
  }

  var anglePerItem: CGFloat {
    return atan(itemSize.width / radius)
  }

  var angleAtExtreme: CGFloat {
    return collectionView!.numberOfItems(inSection: 0) > 0
      ? -CGFloat(collectionView!.numberOfItems(inSection: 0) - 1) * anglePerItem : 0
  }

  var angle: CGFloat {
    return angleAtExtreme * collectionView!.contentOffset.x
      / (collectionViewContentSize.width - collectionView!.bounds.width)
  }

  var attributesList = [CircularCollectionViewLayoutAttributes]()

  override var collectionViewContentSize: CGSize {
    return CGSize(
      width: CGFloat(collectionView!.numberOfItems(inSection: 0)) * itemSize.width,
      height: collectionView!.bounds.height)
  }

  override class var layoutAttributesClass: AnyClass {
    return CircularCollectionViewLayoutAttributes.self
  }

  override func prepare() {
    super.prepare()
    let centerX = collectionView!.contentOffset.x + (collectionView!.bounds.width / 2.0)
    let anchorPointY = ((itemSize.height / 2.0) + radius) / itemSize.height
    let theta = atan2(
      collectionView!.bounds.width / 2.0,
      radius + (itemSize.height / 2.0) - (collectionView!.bounds.height / 2.0))
    var startIndex = 0
    var endIndex = collectionView!.numberOfItems(inSection: 0) - 1
    if angle < -theta {
      startIndex = Int(floor((-theta - angle) / anglePerItem))
    }
    endIndex = min(endIndex, Int(ceil((theta - angle) / anglePerItem)))
    if endIndex < startIndex {
      endIndex = 0
      startIndex = 0
    }
    attributesList = (startIndex...endIndex).map { (i) -> CircularCollectionViewLayoutAttributes in
      let attributes = CircularCollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: i, section: 0))
      attributes.size = self.itemSize
      attributes.center = CGPoint(x: centerX, y: self.collectionView!.bounds.midY)
      attributes.angle = self.angle + (self.anglePerItem * CGFloat(i))
      attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
      return attributes
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    return attributesList
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    return attributesList[indexPath.row]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    var finalContentOffset = proposedContentOffset
    let factor = -angleAtExtreme / (collectionViewContentSize.width - collectionView!.bounds.width)
    let proposedAngle = proposedContentOffset.x * factor
    let ratio = proposedAngle / anglePerItem
    var multiplier: CGFloat
    if velocity.x > 0 {
      multiplier = ceil(ratio)
    } else if velocity.x < 0 {
      multiplier = floor(ratio)
    } else {
      multiplier = round(ratio)
    }
    finalContentOffset.x = multiplier * anglePerItem / factor
    return finalContentOffset
  }
}

private final class CircularCollectionViewCell: UICollectionViewCell {
  nonisolated(unsafe) static var created = 0
  var reuses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.created += 1
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let circularlayoutAttributes = layoutAttributes as! CircularCollectionViewLayoutAttributes
    self.layer.anchorPoint = circularlayoutAttributes.anchorPoint
    self.center.y += (circularlayoutAttributes.anchorPoint.y - 0.5) * self.bounds.height
  }
}

/// The article's view controller, with the cell registered in code instead of a storyboard.
private final class CollectionViewController: UICollectionViewController {
  let images = (0..<8).map { "book\($0)" }
  var scrolls = 0

  init() {
    super.init(collectionViewLayout: CircularCollectionViewLayout())
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CircularCollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return images.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      as! CircularCollectionViewCell
    return cell
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls += 1
  }
}

private enum WheelScreen: UIKitScreen {
  static let id = "spinning-wheel-uikit-test"
  static let summary = "The spinning wheel tutorial's collection view controller."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    CollectionViewController()
  }
}

@Suite("A custom layout (the spinning wheel) through UICollectionView", .serialized)
struct CollectionCircularLayoutTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  private func makeWheel(items: Int) -> (
    UICollectionView, CircularCollectionViewLayout, CollectionTestDataSource
  ) {
    let layout = CircularCollectionViewLayout()
    let source = CollectionTestDataSource(counts: [items])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout,
      cellClass: CircularCollectionViewCell.self)
    return (collectionView, layout, source)
  }

  @Test("at rest, items 0...4 are dequeued, rotated about an anchor 500 pt below them")
  func visibleCellsAtRest() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      CircularCollectionViewCell.created = 0
      let (collectionView, layout, _) = makeWheel(items: 10)
      // anglePerItem = atan(133 / 500) = 0.25998 rad; theta = atan2(196.5, 160.5) = 0.88590 rad,
      // so items 0 ... ceil(0.88590 / 0.25998) = ceil(3.41) = 4 are laid out.
      #expect(abs(layout.anglePerItem - 0.259_979_88) <= 1e-8)
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
      #expect(CircularCollectionViewCell.created == 5)
      #expect(collectionView.contentSize == CGSize(width: 1_330, height: 852))
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
      // The cell's centre: (196.5, 426) from the attributes, then apply(_:) moves it down by
      // (anchorY − 0.5) · 173 = 500, and its layer turns about the new anchor.
      #expect(abs(cell.center.x - 196.5) <= tolerance)
      #expect(abs(cell.center.y - 926) <= tolerance)
      #expect(abs(cell.layer.anchorPoint.y - 586.5 / 173) <= tolerance)
      let angle = 2 * atan(133.0 / 500)
      #expect(abs(cell.layer.transform.m11 - cos(angle)) <= tolerance)
      #expect(abs(cell.layer.transform.m12 - sin(angle)) <= tolerance)
      #expect(cell.layer.zPosition == CGFloat(Int(angle * 1_000_000)))
      #expect(cell.bounds.size == CGSize(width: 133, height: 173))
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("scrolling to the end recycles the five cells for items 5...9; item 9 is upright")
  func scrollingReusesCells() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      CircularCollectionViewCell.created = 0
      let (collectionView, _, source) = makeWheel(items: 10)
      collectionView.contentOffset = CGPoint(x: 937, y: 0)  // 1330 − 393: the last item centred
      collectionView.layoutIfNeeded()
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [5, 6, 7, 8, 9])
      #expect(CircularCollectionViewCell.created == 5)
      let cells = collectionView.visibleCells.compactMap { $0 as? CircularCollectionViewCell }
      #expect(cells.map(\.reuses).reduce(0, +) == 5)
      let last = try #require(collectionView.cellForItem(at: IndexPath(item: 9, section: 0)))
      #expect(abs(last.layer.transform.m11 - 1) <= tolerance)
      #expect(abs(last.layer.transform.m12) <= tolerance)
      #expect(abs(last.center.x - (937 + 196.5)) <= tolerance)
      #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 5)
      #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 10)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a fling's target snaps to a whole item: 300 pt with positive velocity ends at 937/3")
  func snapping() throws {
    let (collectionView, layout, _) = makeWheel(items: 10)
    defer { withExtendedLifetime(collectionView) {} }  // the layout holds it weakly
    // factor = 9·anglePerItem / 937; ratio = 300·9/937 = 2.88, ceil → 3 items → 3 · 937 / 9.
    let target = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    #expect(abs(target.x - 937.0 / 3) <= tolerance)
    let back = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: -1, y: 0))
    #expect(abs(back.x - 2 * 937.0 / 9) <= tolerance)
  }

  @Test("the article's UICollectionViewController subclass shows the wheel and hears scrolls")
  func viewController() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let controller = CollectionViewController()
      let collectionView = try #require(controller.collectionView)
      collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      collectionView.layoutIfNeeded()
      #expect(collectionView.dataSource === controller)
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
      #expect(collectionView.contentSize == CGSize(width: 8 * 133, height: 852))
      collectionView.contentOffset = CGPoint(x: 100, y: 0)
      #expect(controller.scrolls == 1)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test(
    "hosted, its layout samples equal the built-in scene's CircularLayout", arguments: [0.0, 300])
  func hostedSamplesAgree(offset: Double) throws {
    let scene = try UIKitScene<WheelScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? CollectionViewController)
    controller.collectionView.contentOffset = CGPoint(x: offset, y: 0)
    let bounds = controller.collectionView.bounds
    let snapshot = try #require(scene.layoutSnapshot().first)
    var builtIn = CircularLayout()
    builtIn.prepare(
      LayoutContext(
        bounds: Rect2D(
          x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
          height: Double(bounds.height)),
        itemCounts: [8]))
    let expected = builtIn.attributes(
      in: Rect2D(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
    let hosted = snapshot.attributes.sorted { $0.indexPath.item < $1.indexPath.item }
    #expect(hosted.map(\.indexPath.item) == expected.map(\.indexPath.item))
    #expect(hosted.count >= 4)
    for (mine, theirs) in zip(hosted, expected) {
      #expect(abs(mine.center.x - theirs.center.x) <= tolerance)
      #expect(abs(mine.center.y - theirs.center.y) <= tolerance)
      #expect(abs(mine.anchorPoint.y - theirs.anchorPoint.y) <= tolerance)
      #expect(abs(mine.transform3D.m11 - theirs.transform3D.m11) <= tolerance)
      #expect(abs(mine.transform3D.m12 - theirs.transform3D.m12) <= tolerance)
      #expect(mine.zIndex == theirs.zIndex)
    }
  }

  @Test("changing the radius invalidates; the next pass prepares with the new angle per item")
  func radiusInvalidates() throws {
    let (collectionView, layout, _) = makeWheel(items: 10)
    layout.radius = 250
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let angle = atan(133.0 / 250)
    #expect(abs(cell.layer.transform.m12 - sin(angle)) <= tolerance)
  }
}
