extension UITableViewCell {
  /// The editing control a row shows (inert: editing is not modelled).
  public enum EditingStyle: Int, Sendable {
    case none
    case delete
    case insert
  }
}
