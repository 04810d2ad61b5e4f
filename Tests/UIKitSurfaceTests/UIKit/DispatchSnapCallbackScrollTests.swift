import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; the rest offset is the one the app asked for, exactly.

/// A list whose snapping callback stops the fling and scrolls, animated, to row 3 (300 pt)
/// itself, as seed 000's backward scroll does from a layout's `targetContentOffset`.
final class ScrollFromSnapController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 3_000)
    scrollView.accessibilityIdentifier = "list"
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee = scrollView.contentOffset
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
  }
}

enum ScrollFromSnapScreen: UIKitScreen {
  static let id = "scroll-from-snap"
  static let summary = "A snapping callback that scrolls the view itself."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ScrollFromSnapController()
  }
}

@Suite("UIScrollView: setContentOffset from the snapping callback")
struct DispatchSnapCallbackScrollTests {
  @Test("is accepted, runs once the release is handled, and rests where the app asked")
  func scrollFromSnap() throws {
    let recording = try Session.record(
      scene: UIKitScene<ScrollFromSnapScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(
        parsing: "touch 1 at 200,600\ndrag 1 to 200,500 in 0.2s\nlift 1\nwait 1s"))
    let scroll = recording.events.compactMap { event -> TapeRecord? in
      if case .record(let record) = event, record.kind == .scroll { record } else { nil }
    }
    let names = scroll.map(\.name)
    let release = try #require(names.firstIndex(of: "willEndDragging"))
    #expect(names[release...].contains("didEndScrollingAnimation"))
    let offsets = scroll.compactMap { record -> Double? in
      if record.name == "didScroll", case .position(let y)? = record[field: "y"] { y } else { nil }
    }
    #expect(offsets.last == 300)
  }
}
