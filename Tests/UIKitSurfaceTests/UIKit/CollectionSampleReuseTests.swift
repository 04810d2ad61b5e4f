import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: layout attributes within 1e-9 pt and 1e-6 in opacity (the layer keeps a Float);
// the sample is reused only when it is equal, so reused samples compare exactly.
private let pointTolerance = 1e-9
private let opacityTolerance = 1e-6

/// A layout sample taken again while nothing moved is the last one; anything the app changes
/// on screen without a layout pass (a cell's alpha, its content's transform, attributes the
/// layout keeps) is in the next sample.
@Suite("UICollectionView: a layout sample is kept while nothing it reads changed")
struct CollectionSampleReuseTests {
  @Test("two samples with nothing between are equal, item 1 at 146.5, 16")
  func unchangedSampleRepeats() throws {
    let scene = try UIKitScene<PhotoGridScreen>(device: .iPhone15Pro, configuration: .init())
    let first = try #require(scene.layoutSnapshot().first { $0.view == "grid" })
    let second = try #require(scene.layoutSnapshot().first { $0.view == "grid" })
    #expect(first == second)
    let item = try #require(second.attributes.first { $0.indexPath.item == 1 })
    #expect(abs(item.frame.origin.x - 146.5) <= pointTolerance)
    #expect(abs(item.frame.origin.y - 16) <= pointTolerance)
  }

  /// The grid's layout sample after `change` ran outside any layout pass, a first sample taken
  /// before it.
  private func gridSample(
    after change: (UICollectionView) throws -> Void
  ) throws -> SceneOutput.LayoutSnapshot {
    let scene = try UIKitScene<PhotoGridScreen>(device: .iPhone15Pro, configuration: .init())
    _ = scene.layoutSnapshot()
    let controller = try #require(scene.rootViewController as? PhotoGridController)
    try change(controller.collectionView)
    return try #require(scene.layoutSnapshot().first { $0.view == "grid" })
  }

  @Test("a cell faded outside any layout pass is sampled at alpha 0.25")
  func fadedCellIsSampled() throws {
    let snapshot = try gridSample { grid in
      try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0))).alpha = 0.25
    }
    let item = try #require(snapshot.attributes.first { $0.indexPath.item == 1 })
    #expect(abs(item.alpha - 0.25) <= opacityTolerance)
    let other = try #require(snapshot.attributes.first { $0.indexPath.item == 2 })
    #expect(other.alpha == 1)
  }

  @Test("a content view turned by 0.5 rad outside any layout pass is sampled turned")
  func turnedContentIsSampled() throws {
    let snapshot = try gridSample { grid in
      let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
      cell.contentView.transform = CGAffineTransform(rotationAngle: 0.5)
    }
    let item = try #require(snapshot.attributes.first { $0.indexPath.item == 4 })
    #expect(abs(item.transform3D.m12 - sin(0.5)) <= pointTolerance)
    #expect(abs(item.transform3D.m11 - cos(0.5)) <= pointTolerance)
  }

  @Test("attributes moved in place by 40 pt outside any layout pass are sampled moved")
  func attributesMovedInPlaceAreSampled() throws {
    let snapshot = try gridSample { grid in
      let attributes = try #require(
        grid.headlessVisibleAttributes().first { $0.indexPath.item == 1 })
      attributes.center.y += 40
    }
    let item = try #require(snapshot.attributes.first { $0.indexPath.item == 1 })
    #expect(abs(item.frame.origin.y - 56) <= pointTolerance)
  }
}
