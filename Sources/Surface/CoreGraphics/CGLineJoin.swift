/// How a stroked line turns corners (inert headless: nothing is drawn).
public enum CGLineJoin: Int32, Sendable {
  /// A sharp corner.
  case miter = 0
  /// A round corner.
  case round = 1
  /// A cut corner.
  case bevel = 2
}
