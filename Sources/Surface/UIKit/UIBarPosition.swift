/// Where a bar sits: at the top or bottom of its container, or at the top against the status bar.
public enum UIBarPosition: Int, Sendable {
  /// Not yet known.
  case any
  /// At the bottom of its container.
  case bottom
  /// At the top of its container.
  case top
  /// At the top, its background running up under the status bar.
  case topAttached
}
