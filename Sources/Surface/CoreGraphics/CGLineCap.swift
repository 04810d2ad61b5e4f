/// How a stroked line ends (inert headless: nothing is drawn).
public enum CGLineCap: Int32, Sendable {
  /// Flat, at the end point.
  case butt = 0
  /// A half circle past the end point.
  case round = 1
  /// A half square past the end point.
  case square = 2
}
