import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: offsets and centres within 1e-6 pt (sums of tenths of points in binary floating
// point); scales within 1e-9. The engine rounds every offset to the 3x display's pixels, as
// UIKit does, so an expected offset is rounded to a third of a point first (`pixel`).
private let pointTolerance = 1e-6
private let scaleTolerance = 1e-9

/// `value` rounded to the iPhone 15 Pro's pixels (a third of a point).
private func pixel(_ value: Double) -> Double { (value * 3).rounded() / 3 }

/// A plain scroll view the size of the carousel's band, with its content: the reference for
/// the continuous carousel's free deceleration.
final class PlainBandController: UIViewController {
  let band = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    band.contentSize = CGSize(width: 2_585.2, height: 200)
    view.addSubview(band)
  }
}

enum PlainBandScreen: UIKitScreen {
  static let id = "plain-band"
  static let summary = "A plain scroll view the size of the store page's carousel."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PlainBandController()
  }
}

@Suite("Compositional orthogonal sections hosted: a store page's carousel scrolls sideways")
struct CompositionalOrthogonalHostedTests {
  // 393-pt screen: cards 0.8 × 393 = 314.4 wide, one group every 324.4 pt; centred, group k
  // rests at offset k × 324.4 + 157.2 − 196.5 = k × 324.4 − 39.3. Eight cards: 2,585.2 pt.
  static let groupWidth = 314.4
  static let pitch = 324.4
  static let centredFirst = -39.3

  private static let horizontalFling = "fling 1 from 300,100 to 100,100 velocity 1500\nwait 3s"

  private func samples(_ outcome: Replayer.Outcome) -> [SceneOutput.LayoutSnapshot] {
    outcome.output.entries.compactMap { entry -> SceneOutput.LayoutSnapshot? in
      guard case .layout(let snapshot, _) = entry, snapshot.view == "store" else { return nil }
      return snapshot
    }
  }

  private func card(_ item: Int, in snapshot: SceneOutput.LayoutSnapshot) -> LayoutAttributes? {
    snapshot.attributes.first {
      $0.indexPath.section == 0 && $0.indexPath.item == item && $0.category == .cell
    }
  }

  @Test("at rest the first card is centred and the handler's scale is Apple's formula")
  func restingCarousel() throws {
    let (scene, outcome) = try replayHosted(
      "wait 0.1s", on: StorePageScreen.self, layoutSampling: .everyFrame)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    #expect(abs(band.frame.minX) <= pointTolerance)
    #expect(band.frame.minY == 0)
    #expect(band.frame.size == CGSize(width: 393, height: 200))
    #expect(abs(band.contentSize.width - 2_585.2) <= pointTolerance)
    // −39.3 on the pixel grid: −39⅓.
    let offset = pixel(Self.centredFirst)
    #expect(abs(band.contentOffset.x - offset) <= pointTolerance)
    #expect(app.handlerContainerWidth == 393)
    let last = try #require(samples(outcome).last)
    let first = try #require(card(0, in: last))
    #expect(abs(first.center.x - (157.2 - offset)) <= pointTolerance)
    // |157.2 − (−39⅓) − 196.5| = 1/30 pt from the middle: 1.1 − (1/30) / 393.
    #expect(abs(first.transform3D.m11 - (1.1 - (157.2 - offset - 196.5) / 393)) <= scaleTolerance)
    #expect(first.transform3D.m11 > 1.0999)
    let second = try #require(card(1, in: last))
    #expect(abs(second.center.x - (157.2 + Self.pitch - offset)) <= pointTolerance)
    // 1.1 − 324.4 / 393 = 0.27…, held at 0.7.
    #expect(abs(second.transform3D.m11 - 0.7) <= scaleTolerance)
    // The grid starts below the 200-pt band: tile 0 centred at (98.25, 250).
    let tile = try #require(
      last.attributes.first { $0.indexPath.section == 1 && $0.indexPath.item == 0 })
    #expect(abs(tile.center.x - 98.25) <= pointTolerance)
    #expect(abs(tile.center.y - 250) <= pointTolerance)
  }

  @Test("a horizontal fling moves the cards by exactly one group and centres it; no page scroll")
  func flingPagesOneGroup() throws {
    let (scene, outcome) = try replayHosted(
      Self.horizontalFling, on: StorePageScreen.self, layoutSampling: .everyFrame)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    // The band's scroll events are on the tape under the collection view and the section.
    let streams = Set(
      outcome.output.entries.compactMap { entry -> String? in
        if case .scroll(let view, _) = entry { view } else { nil }
      })
    #expect(streams == ["store section 0"])
    // Group 1 centred: 324.4 − 39.3 = 285.1, on the pixel grid 285.
    let target = pixel(Self.centredFirst + Self.pitch)
    #expect(abs(band.contentOffset.x - target) <= pointTolerance)
    #expect(app.collectionView.contentOffset == .zero)
    let all = samples(outcome)
    let before = try #require(all.first.flatMap { card(0, in: $0) })
    let after = try #require(all.last.flatMap { card(0, in: $0) })
    // One group, 324.4 pt, as the pixel grid allows: 285 − (−39⅓) = 324⅓.
    let moved = target - pixel(Self.centredFirst)
    #expect(abs((before.center.x - after.center.x) - moved) <= pointTolerance)
    #expect(abs(moved - Self.pitch) <= 1.0 / 3)
    // Card 1 is now centred (481.6 − 285 = 196.6), at the largest scale but a tenth of a point.
    let centred = try #require(all.last.flatMap { card(1, in: $0) })
    #expect(abs(centred.center.x - (481.6 - target)) <= pointTolerance)
    #expect(abs(centred.transform3D.m11 - (1.1 - 0.1 / 393)) <= 1e-6)
    // The cards moved through the frames in between (samples on every frame).
    let positions = Set(all.compactMap { card(0, in: $0)?.center.x })
    #expect(positions.count > 5)
    // Every sample's scale is the formula for that sample's offset.
    for snapshot in all {
      guard let zero = card(0, in: snapshot) else { continue }
      // Card 0's unscrolled centre is 157.2, so the offset is 157.2 − its centre.
      let offset = 157.2 - zero.center.x
      for attributes in snapshot.attributes
      where attributes.indexPath.section == 0 && attributes.category == .cell {
        let midX = attributes.center.x + offset
        let expected = StorePageController.scale(midX: midX, offset: offset, width: 393)
        #expect(abs(attributes.transform3D.m11 - Double(expected)) <= 1e-6)
      }
    }
  }

  @Test("a much faster fling still moves one group from where the finger touched down")
  func fastFlingPagesOneGroup() throws {
    let (scene, _) = try replayHosted(
      "fling 1 from 350,100 to 50,100 velocity 6000\nwait 3s", on: StorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    #expect(abs(band.contentOffset.x - pixel(Self.centredFirst + Self.pitch)) <= pointTolerance)
  }

  @Test("`fling item 0 in store` flings a carousel card along its band, not the page")
  func flingStatementAlongBand() throws {
    let (scene, _) = try replayHosted(
      "fling item 0 in store at -2 pt/ms\nwait 3s", on: StorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    // One group on, as a fling by hand: group 1 centred.
    #expect(abs(band.contentOffset.x - pixel(Self.centredFirst + Self.pitch)) <= pointTolerance)
    #expect(app.collectionView.contentOffset == .zero)
  }

  @Test("a vertical drag on the carousel scrolls the page, not the carousel")
  func verticalDragScrollsPage() throws {
    let (scene, _) = try replayHosted(
      "touch 1 at 200,150\ndrag 1 to 200,30 in 0.3s curve linear\nlift 1\nwait 2s",
      on: StorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    #expect(app.collectionView.contentOffset.y > 50)
    #expect(abs(band.contentOffset.x - pixel(Self.centredFirst)) <= pointTolerance)
  }

  @Test("a tap after the band scrolled selects the card under the finger")
  func tapSelectsScrolledCard() throws {
    let (scene, _) = try replayHosted(
      Self.horizontalFling + "\ntap 196,100\nwait 0.3s\ntap 380,100\nwait 0.3s",
      on: StorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    // Offset 285: card 1's frame is 39.4…353.8 (card 0's, before the scroll). Card 2's frame is
    // 363.8…678.2, but the handler draws it at 0.7 around 521, from 411: a tap at 380 lands on
    // no drawn card, as a touch hit-tests the drawn cell.
    #expect(app.selected == [IndexPath(item: 1, section: 0)])
    #expect(
      app.collectionView.indexPathForItem(at: CGPoint(x: 196, y: 100))
        == IndexPath(item: 1, section: 0))
    #expect(
      app.collectionView.indexPathForItem(at: CGPoint(x: 380, y: 100))
        == IndexPath(item: 2, section: 0))
  }

  @Test("a paging section pages by its width")
  func pagingPagesByWidth() throws {
    let (scene, outcome) = try replayHosted(
      Self.horizontalFling, on: PagingStorePageScreen.self, layoutSampling: .everyFrame)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    #expect(abs(band.contentOffset.x - 393) <= pointTolerance)
    let last = try #require(samples(outcome).last)
    // Card 1 (unscrolled 324.4…638.8) now starts at 324.4 − 393 = −68.6.
    let second = try #require(card(1, in: last))
    #expect(abs(second.center.x - (324.4 + 157.2 - 393)) <= pointTolerance)
    #expect(app.collectionView.contentOffset == .zero)
  }

  @Test("a continuous section decelerates freely, as a plain scroll view of its size does")
  func continuousDecelerates() throws {
    let (scene, _) = try replayHosted(Self.horizontalFling, on: ContinuousStorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    let (plainScene, _) = try replayHosted(Self.horizontalFling, on: PlainBandScreen.self)
    let plain = try #require(plainScene.rootViewController as? PlainBandController)
    // The finger moved 200 pt; momentum carried the content well past that.
    #expect(band.contentOffset.x > 400)
    #expect(abs(band.contentOffset.x - plain.band.contentOffset.x) <= pointTolerance)
    #expect(!band.isDecelerating)
  }

  @Test("a leading-boundary section comes to rest with a group at the leading edge")
  func leadingBoundarySettles() throws {
    let (scene, _) = try replayHosted(
      Self.horizontalFling, on: LeadingBoundaryStorePageScreen.self)
    let app = try #require(scene.rootViewController as? StorePageController)
    let band = try #require(app.carousel)
    let offset = Double(band.contentOffset.x)
    let groups = (offset / Self.pitch).rounded()
    #expect(groups >= 1)
    #expect(abs(offset - pixel(groups * Self.pitch)) <= pointTolerance)
  }

  @Test("the same script twice records byte-identical tapes")
  func recordingsAreIdentical() throws {
    func record() throws -> String {
      let recording = try Session.record(
        scene: UIKitScene<StorePageScreen>.self, device: .iPhone15Pro,
        script: try GestureScript(parsing: Self.horizontalFling + "\ntap 196,100\nwait 0.3s"))
      return TapeJSONLines.encode(header: recording.header, events: recording.events)
    }
    let first = try record()
    let second = try record()
    #expect(first == second)
    #expect(first.contains("store section 0"))
  }
}
