extension UITableView {
  /// The table's look.
  ///
  /// Headless, the three styles place rows alike (ours): full-width rows stacked with their
  /// section headers and footers. `.plain` headers float as UIKit's do: the header of the
  /// section passing under the top of the visible area stays pinned there until the section's
  /// end pushes it up. What is not modelled is drawing (grouped backgrounds, the inset-grouped
  /// rounded cards and their side margins) and floating `.plain` footers.
  public enum Style: Int, Sendable {
    /// Rows in one list; section headers float at the top.
    case plain
    /// Sections as groups.
    case grouped
    /// Sections as groups inset from the table's edges (drawn inset on a device; full width
    /// headless).
    case insetGrouped
  }
}
