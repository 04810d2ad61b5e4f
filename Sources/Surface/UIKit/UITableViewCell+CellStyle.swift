extension UITableViewCell {
  /// Which standard labels the cell has (inert content).
  public enum CellStyle: Int, Sendable {
    /// A text label and an image view.
    case `default`
    /// A text label and a detail label on the right.
    case value1
    /// A detail label beside a text label.
    case value2
    /// A text label above a detail label.
    case subtitle
  }
}
