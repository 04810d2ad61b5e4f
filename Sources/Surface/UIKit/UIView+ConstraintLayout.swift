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
    let (frames, broken) = system.solve()
    for constraint in broken {
      report(
        "layoutSubviews()",
        "unable to satisfy a \(constraint.firstAttribute) constraint with the required ones; it "
          + "was broken, as UIKit breaks one (\"Unable to simultaneously satisfy constraints\")")
    }
    for (view, frame) in frames where view.frame != frame { view.frame = frame }
  }
}
