/// Animations that run together in the group's time.
///
/// The group's ``CAAnimation/duration`` is its own (0.25 s by default, as any animation's):
/// each animation in it starts at its own `beginTime` within the group and is cut at the
/// group's end. The group's delegate hears the start and the stop; the animations' own
/// delegates are not called, as in Core Animation.
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}
