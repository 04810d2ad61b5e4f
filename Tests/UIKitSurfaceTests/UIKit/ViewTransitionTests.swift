import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance: none; virtual times are exact.

@Suite("UIView.transition: the change applies at once, the completion after the duration")
struct ViewTransitionTests {
  private let runtime = HeadlessRuntime(
    display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))

  @Test("transition(from:to:) swaps the views in place and completes after 0.3 s")
  func swapViews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (old, new, above) = (UIView(), UIView(), UIView())
    var completedAt: [Double] = []
    runtime.run {
      container.addSubview(old)
      container.addSubview(above)
      UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) {
        if $0 { completedAt.append(CACurrentMediaTime()) }
      }
      #expect(old.superview == nil)
      #expect(container.subviews.first === new)
      #expect(container.subviews.last === above)
      runtime.advance(to: .milliseconds(1_000))
    }
    #expect(completedAt == [0.3])
  }

  @Test("with .showHideTransitionViews the views stay and only their visibility changes")
  func showHide() {
    let container = UIView()
    let (old, new) = (UIView(), UIView())
    container.addSubview(old)
    container.addSubview(new)
    new.isHidden = true
    UIView.transition(
      from: old, to: new, duration: 0, options: [.transitionFlipFromLeft, .showHideTransitionViews])
    #expect(old.superview === container && old.isHidden)
    #expect(!new.isHidden)
  }
}
