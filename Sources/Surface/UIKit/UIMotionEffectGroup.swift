/// Motion effects applied together (inert: no device motion headless).
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects.
  open var motionEffects: [UIMotionEffect]?
}
