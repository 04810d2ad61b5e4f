extension UITableViewCell {
  /// How the table draws the lines between rows (inert: separators are not drawn).
  public enum SeparatorStyle: Int, Sendable {
    case none
    case singleLine
    case singleLineEtched
  }
}
