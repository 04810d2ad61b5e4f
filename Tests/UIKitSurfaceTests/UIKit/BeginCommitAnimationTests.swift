import HapticTape
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: times exactly, in nanoseconds (the virtual clock's); opacities exactly.

/// The delegate of a begin/commit block, logging its selectors as an app's controller does (its
/// selectors written as the build-time port writes `#selector`).
private final class FadeLog: NSObject {
  var log: [String] = []
  let runtime: HeadlessRuntime

  init(runtime: HeadlessRuntime) { self.runtime = runtime }

  func fadeWillStart(_ animationID: String?) {
    log.append("start \(animationID ?? "-")@\(runtime.now.nanoseconds)")
  }

  func fadeDidStop(_ animationID: String?) {
    log.append("stop \(animationID ?? "-")@\(runtime.now.nanoseconds)")
  }
}

@Suite("UIView's begin/commit animation blocks (iOS 2, deprecated in iOS 13)")
struct BeginCommitAnimationTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// Runs `block` in a window on a fresh replay clock, then steps frames every 50 ms to 3 s.
  private func run(_ block: (HeadlessRuntime, UIView) -> Void) -> UIView {
    let runtime = HeadlessRuntime(display: display)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    runtime.run {
      window.addSubview(view)
      window.makeKeyAndVisible()
      block(runtime, view)
      for time in stride(from: 50, through: 3_000, by: 50) {
        runtime.frame(at: .milliseconds(Int64(time)))
      }
    }
    return view
  }

  @Test func delegateHearsTheStartAfterTheDelayAndTheStopAfterTheDuration() {
    var log: FadeLog?
    let view = run { runtime, view in
      let delegate = FadeLog(runtime: runtime)
      log = delegate
      UIView.beginAnimations("fade", context: nil)
      UIView.setAnimationDuration(0.4)
      UIView.setAnimationDelay(0.1)
      UIView.setAnimationCurve(.linear)
      UIView.setAnimationDelegate(delegate)
      UIView.setAnimationWillStart(Selector(method: "fadeWillStart:", FadeLog.fadeWillStart))
      UIView.setAnimationDidStop(Selector(method: "fadeDidStop:", FadeLog.fadeDidStop))
      view.alpha = 0
      UIView.commitAnimations()
      // The model value changes at once, as in UIKit.
      #expect(view.alpha == 0)
    }
    #expect(log?.log == ["start fade@100000000", "stop fade@500000000"])
    #expect(view.alpha == 0)
  }

  @Test func repetitionsThereAndBackTakeTwoDurationsEach() {
    var log: FadeLog?
    _ = run { runtime, view in
      let delegate = FadeLog(runtime: runtime)
      log = delegate
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0.25)
      UIView.setAnimationRepeatCount(2.5)
      UIView.setAnimationRepeatAutoreverses(true)
      UIView.setAnimationDelegate(delegate)
      UIView.setAnimationWillStart(Selector(method: "fadeWillStart:", FadeLog.fadeWillStart))
      UIView.setAnimationDidStop(Selector(method: "fadeDidStop:", FadeLog.fadeDidStop))
      view.center = CGPoint(x: 200, y: 300)
      UIView.commitAnimations()
    }
    // Without a delay it starts at the commit; 2.5 repetitions × (there and back) × 0.25 s.
    #expect(log?.log == ["start -@0", "stop -@1250000000"])
  }

  @Test func settingsOutsideABlockDoNothingAndTheDefaultIsAFifthOfASecond() {
    var log: FadeLog?
    _ = run { runtime, view in
      let delegate = FadeLog(runtime: runtime)
      log = delegate
      UIView.setAnimationDuration(2)
      UIView.setAnimationDelegate(delegate)
      UIView.beginAnimations("outer", context: nil)
      UIView.setAnimationDelegate(delegate)
      UIView.setAnimationDidStop(Selector(method: "fadeDidStop:", FadeLog.fadeDidStop))
      UIView.beginAnimations("inner", context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationDelegate(delegate)
      UIView.setAnimationDidStop(Selector(method: "fadeDidStop:", FadeLog.fadeDidStop))
      view.alpha = 0.5
      UIView.commitAnimations()
      view.alpha = 0.25
      UIView.commitAnimations()
      // A commit with no block open is ignored.
      UIView.commitAnimations()
    }
    #expect(log?.log == ["stop outer@200000000", "stop inner@1000000000"])
  }
}
