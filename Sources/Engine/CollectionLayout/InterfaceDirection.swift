/// The user interface layout direction (`UIUserInterfaceLayoutDirection`).
public enum InterfaceDirection: String, Hashable, Sendable, CaseIterable, Codable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew; horizontal flow layouts mirror their frames.
  case rightToLeft
}
