import QuartzCore

/// A target and the selector to call on it, as gesture recognizers and controls keep them: the
/// target weakly, as UIKit does.
struct TargetAction {
  /// The target, while it lives.
  private(set) weak var target: AnyObject?
  /// Which object the target was (kept after it goes, so removal by target still matches).
  let targetID: ObjectIdentifier
  let action: Selector

  init(target: Any, action: Selector) {
    let object = target as AnyObject
    self.target = object
    targetID = ObjectIdentifier(object)
    self.action = action
  }

  /// Whether `removeTarget(target, action:)` removes this pair: a nil target is every target, a
  /// nil action every action.
  func matches(_ target: Any?, _ action: Selector?) -> Bool {
    if let target, ObjectIdentifier(target as AnyObject) != targetID { return false }
    if let action, action != self.action { return false }
    return true
  }
}
