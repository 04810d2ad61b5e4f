/// Which gestures a view's gesture modifier leaves on: its own, those of the views inside, both
/// or neither.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The gesture added by the modifier.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
  /// Neither.
  public static let none: GestureMask = []
}
