import TouchCore
import TouchInput

// MARK: - The pan recognizer, read from outside (UIScrollView's panGestureRecognizer)

extension ScrollViewModel {
  /// The pan's translation since it began, in points, in finger direction (UIKit's
  /// `panGestureRecognizer.translation(in:)`); zero when no pan is recognized.
  public var panTranslation: Vector2D { pan.translation }

  /// The pan's velocity at `now`, in points per second, in finger direction (UIKit's
  /// `panGestureRecognizer.velocity(in:)`).
  public func panVelocity(at now: Timestamp) -> Vector2D { pan.velocity(at: now) }

  /// Whether the pan recognizer has recognized a drag that has not ended.
  public var isPanRecognized: Bool { pan.isRecognized }
}
