/// A motion effect that moves one key path between two values as the device tilts (inert: no
/// device motion headless).
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The tilt an interpolating effect follows.
  public enum EffectType: Int, Sendable {
    /// Left and right.
    case tiltAlongHorizontalAxis
    /// Up and down.
    case tiltAlongVerticalAxis
  }

  /// The key path moved (`center.x`).
  public let keyPath: String
  /// The tilt followed.
  public let type: EffectType
  /// The value at the tilt's one end (inert).
  open var minimumRelativeValue: Any?
  /// The value at the tilt's other end (inert).
  open var maximumRelativeValue: Any?

  /// An effect moving `keyPath` along the tilt `type`.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }
}
