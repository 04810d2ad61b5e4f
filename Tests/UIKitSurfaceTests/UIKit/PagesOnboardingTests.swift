import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: callback orders compare exactly; offsets and frames are whole points (pages of
// 393 pt plus 10 pt of spacing: one page of the scroll view is 403 pt) and times are whole
// virtual-clock nanoseconds.
private let pageStep: CGFloat = 403
/// A fling of 200 pt that lifts at 1500 pt/s accelerates evenly: it lasts 2 × 200 / 1500 s.
private let flingLiftNanoseconds: Int64 = 266_666_666

/// Four onboarding pages; the data source and the delegate note what they are asked and told.
class PagesOnboardingController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let log = ChromeLog()
  var asked: [String] = []
  lazy var pages = (0..<4).map { ChromeLoggingController(name: "page\($0)", log: log) }
  /// The scroll view's offsets along x while the last page is shown.
  var lastPageOffsets: [CGFloat] = []
  private var observation: NSKeyValueObservation?

  init() {
    super.init(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
    observation = pager?.observe(\.contentOffset) { [unowned self] scrollView, _ in
      if shownName == "page3" { lastPageOffsets.append(scrollView.contentOffset.x) }
    }
  }

  private func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController) else { return nil }
    asked.append("before page\(index)")
    return index > 0 ? pages[index - 1] : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController) else { return nil }
    asked.append("after page\(index)")
    return index < pages.count - 1 ? pages[index + 1] : nil
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    let names = pendingViewControllers.compactMap { ($0 as? ChromeLoggingController)?.name }
    log.note("will \(names.joined())")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    let names = previousViewControllers.compactMap { ($0 as? ChromeLoggingController)?.name }
    log.note("finished \(finished) from \(names.joined()) completed \(completed)")
  }

  /// The page shown, by name.
  var shownName: String? { (viewControllers?.first as? ChromeLoggingController)?.name }

  /// The paging scroll view.
  var pager: UIScrollView? { view.subviews.first as? UIScrollView }
}

enum PagesOnboardingScreen: UIKitScreen {
  static let id = "pages-onboarding"
  static let summary = "Four onboarding pages in a scrolling page view controller."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PagesOnboardingController()
  }
}

@Suite("Page view controller: an onboarding screen of four pages on the scroll engine")
struct PagesOnboardingTests {
  @Test("a fling left moves one page: the delegate's calls, the pages' callbacks, the offset")
  func flingMovesOnePage() throws {
    let script = "fling 1 from 300,400 to 100,400 velocity 1500\nwait 1s"
    let (scene, _) = try replayHosted(script, on: PagesOnboardingScreen.self)
    let pages = try #require(scene.rootViewController as? PagesOnboardingController)
    let log = pages.log
    #expect(
      log.names == [
        "page0 viewDidLoad", "page0 willAppear", "page0 didAppear", "page1 viewDidLoad",
        "will page1", "page1 willAppear", "page0 willDisappear", "page1 didAppear",
        "page0 didDisappear", "finished true from page0 completed true",
      ])
    #expect(pages.shownName == "page1")
    // Asked for page 0's neighbours when it was set, then for page 1's when the drag settled.
    #expect(pages.asked == ["before page0", "after page0", "before page1", "after page1"])
    let pager = try #require(pages.pager)
    #expect(pager.frame == CGRect(x: 0, y: 0, width: 393 + 10, height: 852))
    #expect(pager.isPagingEnabled)
    // Page 1 sits in the middle of three slots, the offset on it.
    #expect(pager.contentSize == CGSize(width: 3 * pageStep, height: 852))
    #expect(pager.contentOffset == CGPoint(x: pageStep, y: 0))
    #expect(pages.pages[1].view.frame == CGRect(x: pageStep, y: 0, width: 393, height: 852))
    #expect(pages.children.count == 1)
    #expect(pages.children.first === pages.pages[1])
    #expect(pages.pages[0].parent == nil)
    #expect(pages.pages[0].view.superview == nil)
    // The transition starts while the finger moves and ends after it lifted, at rest.
    let started = try #require(log.time(of: "will page1"))
    let finished = try #require(log.time(of: "finished true from page0 completed true"))
    #expect(started > 0 && started < flingLiftNanoseconds)
    #expect(finished > flingLiftNanoseconds && finished < 1_266_666_666)
    #expect(log.time(of: "page1 didAppear") == finished)
  }

  @Test("a short, slow drag comes back: the transition is not completed")
  func shortDragComesBack() throws {
    let script = "touch 1 at 300,400\ndrag 1 to 250,400 in 0.5s\nhold 1 for 200ms\nlift 1\nwait 1s"
    let (scene, _) = try replayHosted(script, on: PagesOnboardingScreen.self)
    let pages = try #require(scene.rootViewController as? PagesOnboardingController)
    #expect(
      Array(pages.log.names.dropFirst(3)) == [
        "page1 viewDidLoad", "will page1", "page1 willAppear", "page0 willDisappear",
        "page0 willAppear", "page0 didAppear", "page1 willDisappear", "page1 didDisappear",
        "finished true from page0 completed false",
      ])
    #expect(pages.shownName == "page0")
    #expect(pages.asked == ["before page0", "after page0"])
    let pager = try #require(pages.pager)
    #expect(pager.contentSize == CGSize(width: 2 * pageStep, height: 852))
    #expect(pager.contentOffset == CGPoint(x: 0, y: 0))
    #expect(pages.children.count == 1)
    #expect(pages.pages[1].parent == nil)
    // The finger lifted at 0.7 s and the pages came back after it.
    let finished = try #require(pages.log.time(of: "finished true from page0 completed false"))
    #expect(finished > 700_000_000)
  }

  @Test("a drag that turns past the current page to the other neighbour completes there")
  func dragTurnsToTheOtherNeighbour() throws {
    let script = """
      fling 1 from 300,400 to 100,400 velocity 1500
      wait 1s
      touch 1 at 350,400
      drag 1 to 390,400 in 0.2s
      drag 1 to 10,400 in 0.4s
      hold 1 for 100ms
      lift 1
      wait 1s
      """
    let (scene, _) = try replayHosted(script, on: PagesOnboardingScreen.self)
    let pages = try #require(scene.rootViewController as? PagesOnboardingController)
    let second = try #require(
      pages.log.names.firstIndex(of: "finished true from page0 completed true"))
    #expect(
      Array(pages.log.names[(second + 1)...]) == [
        "page2 viewDidLoad", "will page0", "page0 willAppear", "page1 willDisappear",
        "page0 willDisappear", "page0 didDisappear", "will page2", "page2 willAppear",
        "page2 didAppear", "page1 didDisappear", "finished true from page1 completed true",
      ])
    #expect(pages.shownName == "page2")
    #expect(pages.children.count == 1)
    #expect(pages.children.first === pages.pages[2])
    let pager = try #require(pages.pager)
    #expect(pager.contentOffset == CGPoint(x: pageStep, y: 0))
  }

  @Test("three flings reach the last page; flings there bounce back with no transition")
  func flingsAtLastPageBounce() throws {
    let fling = "fling 1 from 300,400 to 100,400 velocity 1500\nwait 1s"
    let script = Array(repeating: fling, count: 5).joined(separator: "\n")
    let (scene, _) = try replayHosted(script, on: PagesOnboardingScreen.self)
    let pages = try #require(scene.rootViewController as? PagesOnboardingController)
    let log = pages.log
    #expect(
      log.names.filter { $0.hasPrefix("will ") } == ["will page1", "will page2", "will page3"])
    #expect(
      log.names.filter { $0.hasPrefix("finished") } == [
        "finished true from page0 completed true", "finished true from page1 completed true",
        "finished true from page2 completed true",
      ])
    #expect(pages.shownName == "page3")
    let pager = try #require(pages.pager)
    // The last page is the second of two slots: the content ends at it.
    #expect(pager.contentSize == CGSize(width: 2 * pageStep, height: 852))
    #expect(pager.contentOffset == CGPoint(x: pageStep, y: 0))
    #expect(pages.asked.suffix(2) == ["before page3", "after page3"])
    // Page 3 appeared once; the bounces did not make it disappear.
    #expect(log.names.filter { $0 == "page3 didAppear" }.count == 1)
    #expect(!log.names.contains("page3 willDisappear"))
    #expect(pages.children.count == 1)
    // The flings at the last page pulled the content past its end (403 pt) and it came back;
    // the rubber band keeps the overshoot below a page.
    let overshoot = try #require(pages.lastPageOffsets.max())
    #expect(overshoot > pageStep && overshoot < 2 * pageStep)
    #expect(pages.lastPageOffsets.last == pageStep)
  }

  @Test("a rotation lays the pages out again at the new size")
  func rotation() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let pages = PagesOnboardingController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = pages
      pages.beginAppearanceTransition(true, animated: false)
      pages.endAppearanceTransition()
      pages.setViewControllers([pages.pages[2]], direction: .forward, animated: false)
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0.4, targetTransform: .identity)
      let pager = pages.pager
      // 852 pt pages and 10 pt gaps: slots 862 pt apart, page 2 in the middle of three.
      #expect(pager?.frame == CGRect(x: 0, y: 0, width: 862, height: 393))
      #expect(pager?.contentSize == CGSize(width: 3 * 862, height: 393))
      #expect(pager?.contentOffset == CGPoint(x: 862, y: 0))
      #expect(pages.pages[2].view.frame == CGRect(x: 862, y: 0, width: 852, height: 393))
    }
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a bad data source is reported, never a trap; pages set in code are a cut")
  func badDataSourceAndCode() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    final class Loop: UIPageViewControllerDataSource {
      var before: UIViewController?
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? { before }
      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        // Setting the pages from inside the data source would ask it again, without end.
        pageViewController.setViewControllers(
          [UIViewController()], direction: .forward, animated: false)
        return viewController
      }
    }
    let log = ChromeLog()
    var completions: [Bool] = []
    runtime.run {
      let loop = Loop()
      let owner = UIViewController()
      let owned = UIViewController()
      owner.addChild(owned)
      loop.before = owned
      let pager = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .vertical,
        options: [.interPageSpacing: Double.nan])
      pager.dataSource = loop
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = pager
      pager.beginAppearanceTransition(true, animated: false)
      pager.endAppearanceTransition()
      let first = ChromeLoggingController(name: "first", log: log)
      let second = ChromeLoggingController(name: "second", log: log)
      pager.setViewControllers([first], direction: .forward, animated: true) {
        completions.append($0)
      }
      pager.setViewControllers([second], direction: .reverse, animated: false) {
        completions.append($0)
      }
      pager.setViewControllers([], direction: .forward, animated: false) {
        completions.append($0)
      }
      #expect(pager.viewControllers?.first === second)
      #expect(pager.children.count == 1)
      #expect(first.parent == nil)
      #expect(pager.spineLocation == .none)
      #expect(pager.gestureRecognizers.isEmpty)
      // NaN spacing is ignored: the vertical scroll view is the view's size.
      let scrollView = pager.view.subviews.first as? UIScrollView
      #expect(scrollView?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      // No neighbours were accepted: one slot, the content the page's size.
      #expect(scrollView?.contentSize == CGSize(width: 393, height: 852))
      #expect(second.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
    #expect(completions == [true, true, false])
    let reentrant = "setViewControllers(_:direction:animated:completion:)"
    #expect(
      log.names == [
        "first viewDidLoad", "first willAppear", "first didAppear", "second viewDidLoad",
        "second willAppear", "first willDisappear", "second didAppear", "first didDisappear",
      ])
    let problems = runtime.takeProblems()
    #expect(
      problems.map(\.call) == [
        "pageViewController(_:viewControllerBefore:)", reentrant,
        "pageViewController(_:viewControllerAfter:)",
        "pageViewController(_:viewControllerBefore:)", reentrant,
        "pageViewController(_:viewControllerAfter:)",
        "setViewControllers(_:direction:animated:completion:)",
      ])
    #expect(problems.first?.message.contains("already has the parent UIViewController") == true)
    #expect(problems.dropFirst(1).first?.message.contains("from inside the data source") == true)
    #expect(problems.dropFirst(2).first?.message.contains("returned the current page") == true)
  }
}
