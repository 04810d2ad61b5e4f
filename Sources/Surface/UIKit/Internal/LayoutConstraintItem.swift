/// A view or layout guide that constraints name: it keeps the active constraints that name it,
/// and marks the views whose layout passes place it when they change.
protocol LayoutConstraintItem: AnyObject {
  /// The active constraints that name the item, in the order they were activated.
  var activeConstraints: [NSLayoutConstraint] { get set }
  /// Marks the views that lay the item out as needing layout.
  func constraintsChanged()
}

extension UIView: LayoutConstraintItem {
  func constraintsChanged() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}

extension UILayoutGuide: LayoutConstraintItem {
  func constraintsChanged() {
    owningView?.setNeedsLayout()
  }
}
