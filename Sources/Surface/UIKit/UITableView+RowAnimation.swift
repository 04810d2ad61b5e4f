extension UITableView {
  /// How inserted, deleted and reloaded rows animate (inert: accepted, not modelled; the table
  /// shows the end state at once, the geometry UIKit reaches when the animation ends).
  public enum RowAnimation: Int, Sendable {
    case fade
    case right
    case left
    case top
    case bottom
    case none
    case middle
    case automatic = 100
  }
}
