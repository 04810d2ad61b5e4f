import Testing
import UIKit

// Tolerance: none; orders and callbacks are compared exactly.

/// A container that keeps its own list of subviews, as Family's scroll view does: it wraps in
/// `insertSubview(_:at:)`, calls `addSubview` itself, and forgets a view in `willRemoveSubview`.
private final class TrackingContainer: UIView {
  var tracked: [UIView] = []
  var removals = 0

  override func addSubview(_ view: UIView) {
    super.addSubview(view)
    if !tracked.contains(where: { $0 === view }) { tracked.append(view) }
    // Re-inserting in the container's own order must not look like a removal.
    for (index, subview) in tracked.reversed().enumerated() {
      super.insertSubview(subview, at: index)
    }
  }

  override func insertSubview(_ view: UIView, at index: Int) {
    addSubview(view)
  }

  override func willRemoveSubview(_ subview: UIView) {
    removals += 1
    tracked.removeAll { $0 === subview }
  }
}

@Suite("Subview placement: each call places the view itself, and reordering is not a removal")
struct ViewHierarchyReorderTests {
  @Test("addSubview does not go through an overridden insertSubview(_:at:) (no recursion)")
  func overridesAreIndependent() {
    let container = TrackingContainer()
    let views = (0..<3).map { _ in UIView() }
    for view in views { container.addSubview(view) }
    #expect(container.tracked.count == 3)
    #expect(container.removals == 0)
    #expect(
      container.subviews.map { ObjectIdentifier($0) }
        == views.reversed().map { ObjectIdentifier($0) })
  }

  @Test("bringing a subview to the front moves it without removal or move callbacks")
  func bringToFront() {
    let container = TrackingContainer()
    let (a, b) = (UIView(), UIView())
    container.addSubview(a)
    container.addSubview(b)
    container.bringSubviewToFront(container.subviews[0])
    #expect(container.removals == 0)
    #expect(container.subviews.count == 2)
    #expect(container.layer.sublayers?.count == 2)
    #expect(container.subviews.last?.layer === container.layer.sublayers?.last)
  }
}
