import HeadlessRuntime
import Testing
import UIKit

// No tolerance: sizes and translations are the values given.

@Suite("Drawing contexts: inert, sized, and keeping their transformations")
struct DrawingContextTests {
  @Test("a snapshot drawn as ScreenShotHelper draws one has the rect's size; the context nests")
  func imageContext() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 120, height: 80), false, 0)
      let context = UIGraphicsGetCurrentContext()
      context?.translateBy(x: -20, y: -30)
      context?.saveGState()
      context?.scaleBy(x: 2, y: 2)
      context?.restoreGState()
      if let context { view.layer.render(in: context) }
      #expect(context?.ctm == CGAffineTransform(translationX: -20, y: -30))
      UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 10))
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() === context)
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 120, height: 80))
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
      #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
  }

  @Test("outside a replay no context is current")
  func outsideAReplay() {
    UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsEndImageContext()
  }
}
