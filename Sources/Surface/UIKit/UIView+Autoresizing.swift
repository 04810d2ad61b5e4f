// Springs and struts: a view's frame follows its superview's size by its autoresizing mask.

extension UIView {
  /// Resizes the view for its superview's change of size from `oldSize`, by
  /// ``autoresizingMask``: along each axis, the change is shared by the flexible parts (leading
  /// margin, length, trailing margin) in proportion to their sizes before the change, as UIKit's
  /// documentation describes ("distribute the size difference proportionally among the flexible
  /// portions"); a part that is not flexible keeps its size.
  ///
  /// Ours: when the flexible parts measure zero together, they share the change equally; a
  /// negative margin counts as zero; a length never goes below zero. With a transform, the
  /// change is applied to the bounds' size and the centre (UIKit leaves `frame` undefined then).
  func autoresize(withOldSuperviewSize oldSize: CGSize) {
    guard let superview, !autoresizingMask.isEmpty else { return }
    let newSize = superview.bounds.size
    guard newSize.width.isFinite, newSize.height.isFinite, oldSize.width.isFinite,
      oldSize.height.isFinite
    else { return }
    let old = frame
    let mask = autoresizingMask
    let horizontal = Self.resized(
      origin: old.minX, length: old.width, container: (oldSize.width, newSize.width),
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.resized(
      origin: old.minY, length: old.height, container: (oldSize.height, newSize.height),
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    let widthChange = horizontal.length - old.width
    let heightChange = vertical.length - old.height
    let centreShift = CGPoint(
      x: horizontal.origin + horizontal.length / 2 - old.midX,
      y: vertical.origin + vertical.length / 2 - old.midY)
    guard widthChange.isFinite, heightChange.isFinite, centreShift.x.isFinite,
      centreShift.y.isFinite
    else { return }
    if widthChange != 0 || heightChange != 0 {
      let size = bounds.size
      bounds = CGRect(
        origin: bounds.origin,
        size: CGSize(
          width: max(size.width + widthChange, 0), height: max(size.height + heightChange, 0)))
    }
    if centreShift != .zero {
      center = CGPoint(x: center.x + centreShift.x, y: center.y + centreShift.y)
    }
  }

  /// Resizes each subview with an autoresizing mask after this view's size changed from
  /// `oldSize`.
  func autoresizeSubviews(from oldSize: CGSize) {
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.autoresize(withOldSuperviewSize: oldSize)
    }
  }

  /// One axis: the segment `origin`, `length` in a container whose length changes from
  /// `container.old` to `container.new`, with `flexible` saying which of leading margin, length
  /// and trailing margin absorb the change.
  static func resized(
    origin: CGFloat, length: CGFloat, container: (old: CGFloat, new: CGFloat),
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    let change = container.new - container.old
    let count = [flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count
    guard change != 0, change.isFinite, count > 0 else { return (origin, length) }
    let leading = max(origin, 0)
    let ownLength = max(length, 0)
    let trailing = max(container.old - origin - length, 0)
    let total =
      (flexible.leading ? leading : 0) + (flexible.length ? ownLength : 0)
      + (flexible.trailing ? trailing : 0)
    func share(of part: CGFloat) -> CGFloat {
      total > 0 ? change * part / total : change / CGFloat(count)
    }
    let newOrigin = origin + (flexible.leading ? share(of: leading) : 0)
    let newLength = flexible.length ? max(length + share(of: ownLength), 0) : length
    return (newOrigin, newLength)
  }
}
