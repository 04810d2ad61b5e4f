extension UITableViewCell {
  /// How a selected cell is drawn (inert).
  public enum SelectionStyle: Int, Sendable {
    case none
    case blue
    case gray
    case `default`
  }
}
