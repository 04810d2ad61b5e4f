extension UITableViewCell {
  /// The standard accessory at the trailing edge (inert: nothing is drawn).
  public enum AccessoryType: Int, Sendable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
  }
}
