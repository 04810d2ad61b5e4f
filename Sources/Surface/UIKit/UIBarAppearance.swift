/// How a bar looks (iOS 13): its background and shadow (inert: nothing is drawn headless; the
/// values are kept and copied).
open class UIBarAppearance: NSObject {
  /// The background's colour (inert).
  open var backgroundColor: UIColor?
  /// The background's image (inert).
  open var backgroundImage: UIImage?
  /// The background's blur (inert).
  open var backgroundEffect: UIBlurEffect?
  /// The shadow's colour (inert).
  open var shadowColor: UIColor?
  /// The shadow's image (inert).
  open var shadowImage: UIImage?

  /// The system's look, translucent.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s values.
  public required init(barAppearance: UIBarAppearance) {
    super.init()
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundEffect = barAppearance.backgroundEffect
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's translucent background (inert: the colours are cleared).
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = nil
  }

  /// An opaque background (inert).
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
  }

  /// A transparent background with no shadow (inert).
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    backgroundEffect = nil
    shadowColor = .clear
  }

  /// A copy.
  open func copy() -> Self { Self(barAppearance: self) }
}
