import Dispatch
import Testing
import UIKit

// Tolerance: none; the values are the ones the animation block set.

/// What the completion saw, written on the main queue and read after the semaphore.
private final class CompletionLog: @unchecked Sendable {
  var finished: [Bool] = []
  var alphaAtCompletion: [CGFloat] = []
}

@Suite("UIView.animate outside a replay: the changes apply and the completion still runs")
struct AnimationOutsideReplayTests {
  @Test("the completion runs with true on a later turn of the main queue, after the caller")
  func completionRunsLater() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = CompletionLog()
    let done = DispatchSemaphore(value: 0)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.25 }) { finished in
      log.finished.append(finished)
      log.alphaAtCompletion.append(view.alpha)
      done.signal()
    }
    // As in UIKit, the model value is the new one at once; the completion comes on the main
    // queue (which runs beside this test's thread, so when is not asserted here).
    #expect(view.alpha == 0.25)
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(log.finished == [true])
    #expect(log.alphaAtCompletion == [0.25])
  }

  @Test("keyframe and spring animations complete too; a repeating one never does")
  func everyForm() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = CompletionLog()
    let done = DispatchSemaphore(value: 0)
    UIView.animateKeyframes(
      withDuration: 0.4, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 80 }
      }
    ) { finished in
      log.finished.append(finished)
      done.signal()
    }
    UIView.animate(
      withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [], animations: { view.center.y = 90 }
    ) { finished in
      log.finished.append(finished)
      done.signal()
    }
    UIView.animate(
      withDuration: 0.2, delay: 0, options: [.repeat], animations: { view.alpha = 0.5 }
    ) { _ in
      log.finished.append(false)
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(done.wait(timeout: .now() + 5) == .success)
    // The repeating animation's completion would be a third signal; none comes.
    #expect(done.wait(timeout: .now() + 0.2) == .timedOut)
    #expect(log.finished == [true, true])
    #expect(view.center == CGPoint(x: 80, y: 90))
  }
}
