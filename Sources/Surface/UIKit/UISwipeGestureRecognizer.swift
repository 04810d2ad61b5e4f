import TouchCore

/// Recognizes a swipe: fingers that move far enough in an allowed direction, soon enough.
///
/// ``numberOfTouchesRequired`` fingers must move in one of the ``direction``s. It is discrete:
/// the actions run once, when it recognizes, while the fingers are still moving.
///
/// Apple documents that a slow swipe needs a precise direction and a small distance and a fast
/// one less precision and a larger distance, without numbers. Headless the rule is one rule:
/// the fingers' centroid must move ``recognitionDistance`` along an allowed direction within
/// ``maximumDuration`` of the last required finger touching down, no more than
/// ``maximumAngle`` off it (all three ours). A finger that lifts first, one finger too many, or
/// the time running out (on the virtual clock) fails it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers must move along the direction, in points (ours).
  public static let recognitionDistance: CGFloat = 50
  /// How long after touching down the swipe may take to cover ``recognitionDistance`` (ours).
  public static let maximumDuration: TimeInterval = 0.5
  /// How far off the direction the movement may point, in radians (ours: 30°).
  public static let maximumAngle: CGFloat = 30 * .pi / 180

  /// The directions that count (a swipe in any of them recognizes).
  ///
  /// `.right` by default, as in UIKit.
  open var direction: Direction = .right
  /// How many fingers must swipe together; 1 by default, as in UIKit.
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var deadline = UndecidedGestureDeadline()

  /// A swipe recognizer that calls `handler` when it recognizes.
  public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UISwipeGestureRecognizer { handler(recognizer) } }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    guard numberOfTouches <= max(numberOfTouchesRequired, 1) else { return fail() }
    guard numberOfTouches == numberOfTouchesRequired else { return }
    start = location(in: nil)
    deadline.start(after: Self.maximumDuration, for: self) {
      ($0 as? UISwipeGestureRecognizer)?.fail()
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start else { return }
    let now = location(in: nil)
    let moved = CGVector(dx: now.x - start.x, dy: now.y - start.y)
    for allowed in Direction.each where direction.contains(allowed.direction) {
      let along = moved.dx * allowed.unit.dx + moved.dy * allowed.unit.dy
      let across = abs(moved.dx * allowed.unit.dy - moved.dy * allowed.unit.dx)
      if along >= Self.recognitionDistance, across <= along * tan(Self.maximumAngle) {
        deadline.cancel()
        recognize(as: .recognized)
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

  open override func reset() {
    super.reset()
    deadline.cancel()
    start = nil
  }

  private func fail() {
    deadline.cancel()
    failIfUndecided()
  }
}
