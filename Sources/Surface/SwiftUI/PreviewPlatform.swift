/// The platform a ``PreviewProvider`` previews on (inert: nothing is previewed headless).
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
