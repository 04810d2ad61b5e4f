import HeadlessRuntime
import Testing
import UIKit

/// Points: the sample and the view hierarchy place a corner within this many points.
private let pointTolerance: CGFloat = 1e-9

/// Where the sample says `corner` (in the element's own unit square) is drawn: the element's
/// untransformed anchor point plus the corner's offset from it through the transform, projected.
private func drawn(_ corner: CGPoint, of item: HeadlessLayoutItem) -> CGPoint {
  let anchor = CGPoint(
    x: item.center.x + (item.anchorPoint.x - 0.5) * item.size.width,
    y: item.center.y + (item.anchorPoint.y - 0.5) * item.size.height)
  let x = (corner.x - item.anchorPoint.x) * item.size.width
  let y = (corner.y - item.anchorPoint.y) * item.size.height
  let t = item.transform3D
  let w = x * t.m14 + y * t.m24 + t.m44
  return CGPoint(
    x: anchor.x + (x * t.m11 + y * t.m21 + t.m41) / w,
    y: anchor.y + (x * t.m12 + y * t.m22 + t.m42) / w)
}

@Suite("UICollectionView: a layout sample records each cell as it is drawn")
struct CollectionEffectiveAppearanceTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// One 200×300 cell of a flow layout, its line centred between the insets: centre (221.5, 250).
  private func makeCell() -> (UICollectionView, UICollectionViewCell, CollectionTestDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 300)
    layout.sectionInset = UIEdgeInsets(top: 100, left: 50, bottom: 0, right: 0)
    let source = CollectionTestDataSource(counts: [1])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
    return (collectionView, cell, source)
  }

  @Test("an untouched cell is recorded as its attributes")
  func untouchedCell() {
    HeadlessRuntime(display: display).run {
      let (collectionView, _, source) = makeCell()
      let item = collectionView.headlessLayoutItems()?.first
      #expect(item?.center == CGPoint(x: 221.5, y: 250))
      #expect(item?.size == CGSize(width: 200, height: 300))
      #expect(item.map { CATransform3DIsIdentity($0.transform3D) } == true)
      #expect(item?.anchorPoint == CGPoint(x: 0.5, y: 0.5))
      #expect(item?.alpha == 1)
      _ = source
    }
  }

  @Test("a content view turned about its left edge (seed 004) is the element")
  func contentViewTurnedAboutItsEdge() {
    HeadlessRuntime(display: display).run {
      let (collectionView, cell, source) = makeCell()
      let content = cell.contentView
      var turn = CATransform3DIdentity
      turn.m34 = 1 / 500
      turn = CATransform3DRotate(turn, -0.5, 0, 1, 0)
      content.layer.transform = turn
      content.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
      content.layer.position = CGPoint(x: 0, y: 150)
      content.alpha = 0.5
      cell.alpha = 0.8
      let item = collectionView.headlessLayoutItems()?.first
      #expect(item?.center == CGPoint(x: 221.5, y: 250))
      #expect(item?.anchorPoint == CGPoint(x: 0, y: 0.5))
      #expect(item.map { $0.transform3D == turn } == true)
      #expect(abs((item?.alpha ?? 0) - 0.4) < 1e-6)
      // Each corner where the hierarchy draws it.
      for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)] {
        let local = CGPoint(x: corner.x * 200, y: corner.y * 300)
        let expected = content.convert(local, to: collectionView)
        let sampled = item.map { drawn(corner, of: $0) } ?? .zero
        #expect(abs(sampled.x - expected.x) < pointTolerance, "\(corner)")
        #expect(abs(sampled.y - expected.y) < pointTolerance, "\(corner)")
      }
      _ = source
    }
  }

  @Test("a turned content view in a scaled cell composes both")
  func turnedContentInAScaledCell() {
    HeadlessRuntime(display: display).run {
      let (collectionView, cell, source) = makeCell()
      cell.layer.transform = CATransform3DMakeScale(0.5, 0.75, 1)
      let content = cell.contentView
      content.layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
      content.layer.anchorPoint = CGPoint(x: 1, y: 0)
      content.layer.position = CGPoint(x: 210, y: -5)
      let item = collectionView.headlessLayoutItems()?.first
      #expect(item?.anchorPoint == CGPoint(x: 1, y: 0))
      for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)] {
        let local = CGPoint(x: corner.x * 200, y: corner.y * 300)
        let expected = content.convert(local, to: collectionView)
        let sampled = item.map { drawn(corner, of: $0) } ?? .zero
        #expect(
          abs(sampled.x - expected.x) < pointTolerance, "\(corner): \(sampled) vs \(expected)")
        #expect(
          abs(sampled.y - expected.y) < pointTolerance, "\(corner): \(sampled) vs \(expected)")
      }
      _ = source
    }
  }
}
