extension UITableView {
  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as brings the row fully on screen (none if it already is); from
    /// ``UITableView/selectRow(at:animated:scrollPosition:)``, no scrolling.
    case none
    /// The row's top at the top of the visible area.
    case top
    /// The row centred in the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom
  }
}
