import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; offsets are compared with zero, and drags are counted.

/// A vertical page holding a horizontal carousel, as feeds and store pages are built: each
/// scroll view's delegate logs which of them began dragging.
final class NestedCarouselController: UIViewController, UIScrollViewDelegate {
  let page = UIScrollView()
  let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
  private(set) var drags: [String] = []
  private(set) var taps: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    page.frame = view.bounds
    page.contentSize = CGSize(width: 393, height: 3_000)
    page.delegate = self
    carousel.contentSize = CGSize(width: 1_500, height: 200)
    carousel.delegate = self
    page.addSubview(carousel)
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    page.contentInsetAdjustmentBehavior = .never
    view.addSubview(page)
    carousel.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in self.taps.append("carousel") })
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    drags.append(scrollView === page ? "page" : "carousel")
  }
}

enum NestedCarouselScreen: UIKitScreen {
  static let id = "nested-carousel"
  static let summary = "A horizontal carousel inside a vertical page."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    NestedCarouselController()
  }
}

@Suite("Nested scroll views: the drag goes to the one that scrolls along it")
struct HostedNestedScrollTests {
  private func replay(_ script: String) throws -> NestedCarouselController {
    let (scene, _) = try replayHosted(script, on: NestedCarouselScreen.self)
    return try #require(scene.rootViewController as? NestedCarouselController)
  }

  @Test("a vertical drag that starts on the carousel scrolls the page, not the carousel")
  func verticalOnCarousel() throws {
    let app = try replay("touch 1 at 200,250\ndrag 1 to 200,130 in 0.3s curve linear\nlift 1")
    #expect(app.drags == ["page"])
    #expect(app.page.contentOffset.y > 0)
    #expect(app.carousel.contentOffset.x == 0)
  }

  @Test("a horizontal drag on the carousel scrolls the carousel, not the page")
  func horizontalOnCarousel() throws {
    let app = try replay("touch 1 at 300,200\ndrag 1 to 100,200 in 0.3s curve linear\nlift 1")
    #expect(app.drags == ["carousel"])
    #expect(app.carousel.contentOffset.x > 0)
    #expect(app.page.contentOffset.y == 0)
  }

  @Test("a carousel that also bounces vertically keeps a vertical drag, as the inner one wins")
  func innerScrollingBothWays() throws {
    let script = "touch 1 at 200,250\ndrag 1 to 200,130 in 0.3s curve linear\nlift 1"
    var scene = try UIKitScene<NestedCarouselScreen>(
      device: .iPhone15Pro, configuration: .init())
    let app = try #require(scene.rootViewController as? NestedCarouselController)
    app.carousel.alwaysBounceVertical = true
    let inputs = try GestureScript(parsing: script).render(on: .iPhone15Pro).inputs.map {
      input -> SceneInput in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    _ = try Replayer().run(&scene, inputs: inputs)
    #expect(app.drags == ["carousel"])
    #expect(app.page.contentOffset.y == 0)
  }

  @Test("a tap on the carousel reaches the carousel's recognizer once; the page does not drag")
  func tapOnCarousel() throws {
    let app = try replay("tap 200,200")
    #expect(app.taps == ["carousel"])
    #expect(app.drags.isEmpty)
  }

  @Test("a vertical drag outside the carousel scrolls the page, as before")
  func verticalOutside() throws {
    let app = try replay("touch 1 at 200,600\ndrag 1 to 200,480 in 0.3s curve linear\nlift 1")
    #expect(app.drags == ["page"])
    #expect(app.page.contentOffset.y > 0)
  }
}
