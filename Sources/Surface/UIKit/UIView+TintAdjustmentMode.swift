extension UIView {
  /// How a view's tint is adjusted (inert: nothing is drawn).
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode.
    case automatic
    /// The tint as it is.
    case normal
    /// The tint dimmed.
    case dimmed
  }
}
