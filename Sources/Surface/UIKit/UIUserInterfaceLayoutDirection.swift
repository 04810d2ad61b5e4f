/// The direction text and layouts run.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// A view's preferred layout direction (inert beyond what `effectiveUserInterfaceLayoutDirection`
/// reports).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
