/// The orientation of the interface, for a preview (inert: a replay's screen is portrait).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The orientation's name.
  public let id: String
  /// Upright, the home indicator at the bottom.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned with the device's top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned with the device's top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}
