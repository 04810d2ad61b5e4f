/// A transition of a layer's whole content (fade, push, move in, reveal).
///
/// Its timing and delegate run on the virtual clock like any ``CAAnimation``; the pixels it
/// would move are not modelled (nothing is drawn headless).
open class CATransition: CAAnimation {
  /// The kind of transition.
  open var type = CATransitionType.fade
  /// The side it comes from.
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0…1 (inert).
  open var startProgress: Float = 0
  /// Where in the transition it ends, 0…1 (inert).
  open var endProgress: Float = 1
}
