import Testing
import UIKit

// No tolerance: values are compared by identity and equality.

/// A key as apps declare one: the address of a static variable.
private enum Keys {
  nonisolated(unsafe) static var badge: UInt8 = 0
  nonisolated(unsafe) static var spin: UInt8 = 0
}

/// A stored property added in an extension, as apps write it with the Objective-C runtime.
extension UIView {
  fileprivate var badgeCount: Int {
    get { objc_getAssociatedObject(self, &Keys.badge) as? Int ?? 0 }
    set {
      objc_setAssociatedObject(self, &Keys.badge, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

@Suite("Associated objects: stored properties in extensions")
struct AssociatedObjectTests {
  @Test("a value set on one object is read back from it alone, per key, until replaced or removed")
  func setAndGet() {
    let first = UIView()
    let second = UIView()
    first.badgeCount = 3
    #expect(first.badgeCount == 3)
    #expect(second.badgeCount == 0)
    objc_setAssociatedObject(first, &Keys.spin, "fast", .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(first, &Keys.spin) as? String == "fast")
    #expect(first.badgeCount == 3)
    first.badgeCount = 4
    #expect(first.badgeCount == 4)
    objc_setAssociatedObject(first, &Keys.spin, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(first, &Keys.spin) == nil)
    objc_removeAssociatedObjects(first)
    #expect(first.badgeCount == 0)
  }

  @Test("an object made where a released one lived does not inherit its values")
  func releasedObjectsValuesAreGone() {
    var reused = 0
    for _ in 0..<200 {
      let view = UIView()
      if view.badgeCount != 0 { reused += 1 }
      view.badgeCount = 7
    }
    #expect(reused == 0)
  }

  @Test("a feedback generator attached to a view keeps it, and plays as one without")
  func feedbackGeneratorView() {
    let view = UIView()
    let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
    #expect(impact.view === view)
    #expect(impact.style == .rigid)
    #expect(UISelectionFeedbackGenerator(view: view).view === view)
    #expect(UINotificationFeedbackGenerator().view == nil)
  }
}
