/// Whether a swipe in a sheet resizes it or scrolls its content first (iOS 16.4; inert: a
/// sheet is not resized by a swipe headless).
public struct PresentationContentInteraction: Equatable, Sendable {
  let resizes: Bool?
  /// The platform's choice.
  public static let automatic = PresentationContentInteraction(resizes: nil)
  /// A swipe resizes the sheet first.
  public static let resizes = PresentationContentInteraction(resizes: true)
  /// A swipe scrolls the content first.
  public static let scrolls = PresentationContentInteraction(resizes: false)
}
