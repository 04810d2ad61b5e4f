import Testing
import UIKit

// Tolerance: frames are sums and proportional shares of whole points; 1e-9 pt covers the
// rounding of the shares (459 · 93 / 393 is not a binary fraction).
private let pointTolerance = 1e-9

private func expectFrame(
  _ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = view.frame
  #expect(
    abs(frame.minX - expected.minX) <= pointTolerance
      && abs(frame.minY - expected.minY) <= pointTolerance
      && abs(frame.width - expected.width) <= pointTolerance
      && abs(frame.height - expected.height) <= pointTolerance,
    "\(frame) vs \(expected)", sourceLocation: sourceLocation)
}

@Suite("UIView autoresizing: a superview's change of size shared by the flexible parts")
struct AutoresizingTests {
  /// A portrait screen (393×852) turned to landscape (852×393): the width grows by 459 pt, the
  /// height shrinks by 459 pt.
  private func rotated(_ subview: UIView, mask: UIView.AutoresizingMask) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    subview.autoresizingMask = mask
    screen.addSubview(subview)
    screen.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    return subview
  }

  @Test("flexible width and height fill the new size")
  func fills() {
    let view = rotated(
      UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)),
      mask: [.flexibleWidth, .flexibleHeight])
    expectFrame(view, CGRect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test("a controller's default view follows the view it is added to, as UIKit's (W+H)")
  func defaultControllerView() {
    let child = UIViewController()
    #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    child.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    let view = rotated(child.view, mask: child.view.autoresizingMask)
    expectFrame(view, CGRect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test("a bottom strip: flexible width and top margin keep its height and bottom gap")
  func bottomStrip() {
    // 34 pt above the bottom: y 852 − 34 − 66 = 752; the top margin takes all −459: 293.
    let view = rotated(
      UIView(frame: CGRect(x: 0, y: 752, width: 393, height: 66)),
      mask: [.flexibleWidth, .flexibleTopMargin])
    expectFrame(view, CGRect(x: 0, y: 293, width: 852, height: 66))
  }

  @Test("two flexible margins share the change equally when they are equal (stays centred)")
  func centred() {
    // Margins 146.5 and 146.5 take 229.5 each: x 376 in 852 (376 + 100 + 376).
    let view = rotated(
      UIView(frame: CGRect(x: 146.5, y: 400, width: 100, height: 52)),
      mask: [.flexibleLeftMargin, .flexibleRightMargin])
    expectFrame(view, CGRect(x: 376, y: 400, width: 100, height: 52))
  }

  @Test("a flexible margin and width share the change in proportion to their sizes")
  func proportional() {
    // Left margin 93 and width 300 of 393 share 459: 459 · 93/393 and 459 · 300/393.
    let view = rotated(
      UIView(frame: CGRect(x: 93, y: 0, width: 300, height: 10)),
      mask: [.flexibleLeftMargin, .flexibleWidth])
    expectFrame(
      view, CGRect(x: 93 + 459.0 * 93 / 393, y: 0, width: 300 + 459.0 * 300 / 393, height: 10))
  }

  @Test("no mask, or autoresizesSubviews off, leaves the frame alone")
  func fixed() {
    let plain = rotated(UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40)), mask: [])
    expectFrame(plain, CGRect(x: 10, y: 20, width: 30, height: 40))
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    screen.autoresizesSubviews = false
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.addSubview(view)
    screen.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    expectFrame(view, CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("a scroll view keeps its offset and takes the new size; nested views follow")
  func scrollViewAndNested() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let scrollView = UIScrollView(frame: screen.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: 2000, height: 852)
    scrollView.contentOffset = CGPoint(x: 786, y: 0)
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    inner.autoresizingMask = [.flexibleWidth]
    scrollView.addSubview(inner)
    screen.addSubview(scrollView)
    screen.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    expectFrame(scrollView, CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(scrollView.contentOffset == CGPoint(x: 786, y: 0))
    #expect(scrollView.bounds.origin == CGPoint(x: 786, y: 0))
    expectFrame(inner, CGRect(x: 0, y: 0, width: 852, height: 100))
  }

  @Test("a non-finite new size leaves the subviews alone")
  func nonFinite() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.addSubview(view)
    screen.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 852)
    expectFrame(view, CGRect(x: 0, y: 0, width: 393, height: 852))
  }
}
