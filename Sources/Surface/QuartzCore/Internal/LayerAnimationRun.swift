import HeadlessRuntime
import TouchCore

/// One explicit animation on a layer: its key, when it began and ends on the virtual clock, and
/// the scheduled start and stop callbacks (cancelled when it is removed first).
final class LayerAnimationRun {
  let key: String?
  let animation: CAAnimation
  /// When it begins; nil outside a replay (no time passes there).
  let begin: Timestamp?
  var startWork: ScheduledWorkID?
  var stopWork: ScheduledWorkID?
  /// Whether the delegate heard the start.
  var started = false

  init(key: String?, animation: CAAnimation, begin: Timestamp?) {
    self.key = key
    self.animation = animation
    self.begin = begin
  }
}
