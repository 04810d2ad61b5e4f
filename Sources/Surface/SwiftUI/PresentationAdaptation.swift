/// What a presentation becomes in a compact size, `presentationCompactAdaptation(_:)` (iOS 16.4;
/// inert).
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  /// The system's choice: a popover becomes a sheet on iPhone (inert).
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation (inert).
  public static let none = PresentationAdaptation(name: "none")
  /// A popover (inert: shown as a sheet here).
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet (inert).
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover (inert).
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
