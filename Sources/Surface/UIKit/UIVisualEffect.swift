/// An effect a `UIVisualEffectView` shows (inert: nothing is drawn headless).
open class UIVisualEffect: NSObject {
  /// An effect.
  public override init() { super.init() }
}
