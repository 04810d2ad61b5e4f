/// Which points a path's fill covers where its subpaths overlap.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding number.
  case winding = 0
  /// An odd number of crossings.
  case evenOdd = 1
}
