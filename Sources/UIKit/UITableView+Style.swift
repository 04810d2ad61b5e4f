extension UITableView {
  /// The table's look.
  ///
  /// Headless, the three styles place rows alike (ours): full-width rows stacked with their
  /// section headers and footers. What differs on a device is drawing (grouped backgrounds, the
  /// inset-grouped rounded cards and their side margins) and that `.plain` headers float at the
  /// top while their section scrolls; neither is modelled.
  public enum Style: Int, Sendable {
    /// Rows in one list; section headers float on a device (not modelled).
    case plain
    /// Sections as groups.
    case grouped
    /// Sections as groups inset from the table's edges (drawn inset on a device; full width
    /// headless).
    case insetGrouped
  }
}
