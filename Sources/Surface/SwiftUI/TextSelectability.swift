/// Whether text may be selected, `textSelection(_:)` (inert).
public struct TextSelectability: Hashable, Sendable {
  let isEnabled: Bool
  /// Text may be selected (inert).
  public static let enabled = TextSelectability(isEnabled: true)
  /// Text may not be selected (inert).
  public static let disabled = TextSelectability(isEnabled: false)
}
