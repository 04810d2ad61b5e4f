import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// No tolerance: offsets compare exactly or against 0; drags are linear at 120 Hz, so the
// translation at the slop is within one frame's movement of 10 pt.

/// A scroll view that pans only sideways, as a horizontal pager that must not take vertical
/// pans does: it refuses its pan when the finger moves more vertically than horizontally.
final class SidewaysOnlyScrollView: UIScrollView {
  /// What the pan looked like each time the view was asked.
  var asked: [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)] = []

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    let velocity = panGestureRecognizer.velocity(in: self)
    asked.append((panGestureRecognizer.state, panGestureRecognizer.translation(in: self), velocity))
    return abs(velocity.x) > abs(velocity.y)
  }
}

/// A full-screen scroll view that scrolls both ways, refusing vertical pans; inside a vertical
/// list when `nested`.
final class SidewaysOnlyController: UIViewController, UIScrollViewDelegate {
  nonisolated(unsafe) static var nested = false
  let pager = SidewaysOnlyScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  var dragsBegun = 0
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.contentInsetAdjustmentBehavior = .never
    pager.contentSize = CGSize(width: 3 * 393, height: 3 * 852)
    pager.delegate = self
    let tap = RefusingTapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    tap.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in taps += 1 })
    pager.addSubview(tap)
    guard Self.nested else { return view.addSubview(pager) }
    list.contentInsetAdjustmentBehavior = .never
    list.contentSize = CGSize(width: 393, height: 4 * 852)
    list.addSubview(pager)
    view.addSubview(list)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragsBegun += 1 }
}

/// A view that refuses every recognizer attached to it.
final class RefusingTapView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

enum SidewaysOnlyScreen: UIKitScreen {
  static let id = "sideways-only"
  static let summary = "A scroll view that refuses vertical pans."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SidewaysOnlyController()
  }
}

@Suite("gestureRecognizerShouldBegin: a view can refuse its recognizers", .serialized)
struct GestureShouldBeginTests {
  @Test("a scroll view that refuses vertical pans does not move for one; a sideways one drags")
  func scrollViewRefusesVerticalPan() throws {
    let script = """
      touch 1 at 200,300
      drag 1 to 190,600 in 0.3s curve linear
      lift 1
      wait 0.5s
      touch 1 at 300,400
      drag 1 to 100,410 in 0.3s curve linear
      lift 1
      wait 2s
      """
    let (scene, _) = try replayHosted(script, on: SidewaysOnlyScreen.self)
    let screen = try #require(scene.rootViewController as? SidewaysOnlyController)
    let asked = screen.pager.asked
    #expect(asked.count == 2)
    // Asked once the finger passed the slop, before the drag: the pan still possible.
    #expect(asked.allSatisfy { $0.state == .possible })
    let vertical = try #require(asked.first)
    #expect(vertical.translation.y >= 10 && vertical.translation.y < 10 + 300 / 36)
    // Two frames into a 1000 pt/s drag the estimate is still building up (400 pt/s), and points
    // down the screen, 10 pt of drift over 300.
    #expect(vertical.velocity.y > 300 && abs(vertical.velocity.x) < vertical.velocity.y / 10)
    #expect(screen.dragsBegun == 1)
    // The vertical pan moved nothing; the sideways one flung the content left (y stays 0).
    #expect(screen.pager.contentOffset.y == 0)
    #expect(screen.pager.contentOffset.x > 200)
  }

  @Test("refused by a scroll view inside a list, the vertical pan scrolls the list")
  func nestedRefusalLeavesTheFingerToTheList() throws {
    SidewaysOnlyController.nested = true
    defer { SidewaysOnlyController.nested = false }
    let script = "touch 1 at 200,600\ndrag 1 to 190,300 in 0.3s curve linear\nlift 1\nwait 2s"
    let (scene, _) = try replayHosted(script, on: SidewaysOnlyScreen.self)
    let screen = try #require(scene.rootViewController as? SidewaysOnlyController)
    #expect(screen.pager.contentOffset == .zero)
    #expect(screen.dragsBegun == 0)
    #expect(screen.list.contentOffset.y > 290)
  }

  @Test("a view that refuses its tap recognizer never sends the tap")
  func viewRefusesTap() throws {
    let (scene, _) = try replayHosted("tap 50,50\nwait 0.5s", on: SidewaysOnlyScreen.self)
    let screen = try #require(scene.rootViewController as? SidewaysOnlyController)
    #expect(screen.taps == 0)
  }
}
