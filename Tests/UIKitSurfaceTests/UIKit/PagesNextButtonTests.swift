import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: offsets are whole points (one page of the scroll view is 403 pt) and times whole
// virtual-clock nanoseconds. The slide is the scroll view's animated scroll: 0.33 s
// (ScrollConfiguration.programmaticAnimationDuration), ended on the first 120-Hz frame at or
// after it.
private let slideNanoseconds: Int64 = 330_000_000
private let frameNanoseconds: Int64 = 8_333_333

/// The onboarding pages with a tap anywhere standing in for a "Next" button: the page after the
/// shown one slides in, set in code with animation.
final class PagesNextButtonController: PagesOnboardingController {
  /// The scroll view's offsets along x while it slides.
  var slideOffsets: [CGFloat] = []
  private var offsetObservation: NSKeyValueObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in next() })
    offsetObservation = pager?.observe(\.contentOffset) { [unowned self] scrollView, _ in
      slideOffsets.append(scrollView.contentOffset.x)
    }
  }

  private func next() {
    guard let shown = viewControllers?.first,
      let index = pages.firstIndex(where: { $0 === shown }), index + 1 < pages.count
    else { return }
    log.note("tap")
    setViewControllers([pages[index + 1]], direction: .forward, animated: true) { [log] in
      log.note("completion \($0)")
    }
    log.note("now \(shownName ?? "none")")
  }
}

enum PagesNextButtonScreen: UIKitScreen {
  static let id = "pages-next-button"
  static let summary = "Four onboarding pages; a tap slides the next one in."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PagesNextButtonController()
  }
}

@Suite("Page view controller: pages set in code with animation slide in")
struct PagesNextButtonTests {
  @Test("a tap slides the next page in over 0.33 s; the callbacks end and completion runs then")
  func tapSlidesNextPage() throws {
    let (scene, _) = try replayHosted("tap 200,400\nwait 1s", on: PagesNextButtonScreen.self)
    let pages = try #require(scene.rootViewController as? PagesNextButtonController)
    let log = pages.log
    #expect(
      log.names == [
        "page0 viewDidLoad", "page0 willAppear", "page0 didAppear", "tap", "page1 viewDidLoad",
        "page1 willAppear", "page0 willDisappear", "now page1", "page1 didAppear",
        "page0 didDisappear", "completion true",
      ])
    let tap = try #require(log.time(of: "tap"))
    let done = try #require(log.time(of: "completion true"))
    #expect(done - tap >= slideNanoseconds)
    #expect(done - tap < slideNanoseconds + frameNanoseconds)
    // The slide eases out from page 0 to page 1 without passing it, then rests there.
    let pager = try #require(pages.pager)
    let slide = pages.slideOffsets.drop { $0 == 0 }
    #expect(slide.count > 30)
    #expect(zip(slide, slide.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(slide.last == 403)
    #expect(pager.contentOffset == CGPoint(x: 403, y: 0))
    #expect(pager.contentSize == CGSize(width: 3 * 403, height: 852))
    #expect(pager.isUserInteractionEnabled)
    #expect(pages.shownName == "page1")
    #expect(pages.children.count == 1)
  }

  @Test("a drag during the slide moves nothing; a second tap jumps the first slide to its end")
  func touchesDuringTheSlide() throws {
    let script = """
      tap 200,400
      wait 100ms
      touch 1 at 300,400
      drag 1 to 100,400 in 0.1s
      lift 1
      wait 1s
      tap 200,400
      wait 50ms
      tap 200,400
      wait 1s
      """
    let (scene, _) = try replayHosted(script, on: PagesNextButtonScreen.self)
    let pages = try #require(scene.rootViewController as? PagesNextButtonController)
    let completions = pages.log.names.filter { $0.hasPrefix("completion") }
    // The drag during the first slide did not turn a page; the third tap cut the second slide
    // short (false) and slid in page 3.
    #expect(completions == ["completion true", "completion false", "completion true"])
    #expect(pages.shownName == "page3")
    #expect(pages.log.names.filter { $0.hasPrefix("will ") || $0.hasPrefix("finished") }.isEmpty)
    let pager = try #require(pages.pager)
    // The last page: two slots, the offset on the second.
    #expect(pager.contentOffset == CGPoint(x: 403, y: 0))
    #expect(pager.contentSize == CGSize(width: 2 * 403, height: 852))
  }
}
