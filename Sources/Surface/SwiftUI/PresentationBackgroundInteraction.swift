/// Whether the views behind a sheet take touches while it is shown (iOS 16.4).
public struct PresentationBackgroundInteraction: Sendable {
  /// The largest detent up through which the views behind take touches (nil: never).
  let upThrough: PresentationDetent?
  /// Whether they always do.
  let always: Bool

  /// The platform's choice: they do not (the sheet is modal).
  public static let automatic = PresentationBackgroundInteraction(upThrough: nil, always: false)
  /// They do, at every detent.
  public static let enabled = PresentationBackgroundInteraction(upThrough: nil, always: true)
  /// They do while the sheet rests at `detent` or a smaller one.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(upThrough: detent, always: false)
  }
  /// They do not.
  public static let disabled = PresentationBackgroundInteraction(upThrough: nil, always: false)
}
