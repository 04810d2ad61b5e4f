/// A bar's colour scheme before iOS 13's appearances (inert: nothing is drawn headless).
public enum UIBarStyle: Int, Sendable {
  /// Light background, dark content.
  case `default`
  /// Dark background, light content.
  case black
  /// Dark and opaque (an iOS 2 name for `black` with translucency off).
  case blackOpaque
  /// Dark and translucent (an iOS 2 name for `black` with translucency on).
  case blackTranslucent
}
