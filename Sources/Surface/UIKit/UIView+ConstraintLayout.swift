import HeadlessRuntime

extension UIView {
  /// Places the subviews that opt into Auto Layout from the active constraints.
  ///
  /// The default ``layoutSubviews()``. A constraint that contradicts required ones is broken, as
  /// UIKit breaks one, and reported.
  func layoutSubviewsFromConstraints() {
    guard subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
      return
    }
    var system = ConstraintLayoutSystem(container: self)
    let (frames, broken, contentSize) = system.solve()
    for constraint in broken {
      report(
        "layoutSubviews()",
        "unable to satisfy a \(constraint.firstAttribute) constraint with the required ones; it "
          + "was broken, as UIKit breaks one (\"Unable to simultaneously satisfy constraints\")")
    }
    for (view, frame) in frames where view.frame != frame { view.frame = frame }
    // A scroll view's content guide: the size the constraints gave it is the content size.
    if let contentSize, let scroll = self as? UIScrollView, scroll.contentSize != contentSize {
      scroll.contentSize = contentSize
    }
  }
}
