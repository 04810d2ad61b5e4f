extension UIPageControl {
  /// How the page control's background is drawn (iOS 14; inert headless).
  public enum BackgroundStyle: Int, Sendable {
    /// A background while the control is touched.
    case automatic
    /// A background always.
    case prominent
    /// No background.
    case minimal
  }
}
