import HeadlessRuntime

// Snapshots, which transitions and drag previews stand in the view's place: headless nothing is
// drawn, so a snapshot is an empty view of the right size (content inert).

extension UIView {
  /// A view of `rect`'s size standing for a snapshot of that part of this view (inert content;
  /// the cap insets are kept by nothing).
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width.isFinite, rect.height.isFinite else {
      report(
        "resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)",
        "rect \(rect) is not finite")
      return nil
    }
    return UIView(frame: CGRect(origin: .zero, size: rect.standardized.size))
  }
}
