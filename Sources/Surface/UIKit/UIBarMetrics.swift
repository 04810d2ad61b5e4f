/// Which height a bar's background image is for (inert: nothing is drawn headless).
public enum UIBarMetrics: Int, Sendable {
  /// The bar's regular height.
  case `default`
  /// The bar's height in a compact vertical size class.
  case compact
  /// The regular height with a prompt.
  case defaultPrompt = 101
  /// The compact height with a prompt.
  case compactPrompt
}
