import Testing
import UIKit

// No tolerance: points are whole.

/// A card whose cells pass touches to their first subview, as CollectionViewPagingLayout's
/// extension of `UICollectionViewCell` does, written as the port gives it.
final class PassThroughCardView: UIView {}

extension PassThroughCardView: HeadlessHitTestOverride {
  func headlessHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let inner = subviews.first {
      return inner.hitTest(convert(point, to: inner), with: event)
    }
    return headlessSuperHitTest(point, with: event)
  }
}

@Suite("hitTest overridden in an extension, through HeadlessHitTestOverride")
struct HitTestOverrideTests {
  @Test("the override decides; its super call is UIView's own hit test")
  func overrideDecides() {
    let card = PassThroughCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.addSubview(inner)
    // Inside the inner view: it is hit.
    #expect(card.hitTest(CGPoint(x: 60, y: 60), with: nil) === inner)
    // Outside it: the override asks the inner view, which misses, so nothing is hit.
    #expect(card.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    // Without a subview the override falls back to UIView's hit test: the card itself.
    let empty = PassThroughCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(empty.hitTest(CGPoint(x: 10, y: 10), with: nil) === empty)
    // A plain view is untouched.
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(plain.hitTest(CGPoint(x: 5, y: 5), with: nil) === plain)
  }
}
