import Testing
import TouchCore
import TouchInput
import TouchModel

/// Translations are sums of exact binary fractions here; positions compare within 1e-9 pt.
private let positionTolerance = 1e-9

private func sample(_ id: UInt32, _ phase: Touch.Phase, _ x: Double, _ y: Double, ms: Int64)
  -> TouchSample
{
  TouchSample(
    id: Touch.ID(id), phase: phase, location: Point2D(x: x, y: y), timestamp: .milliseconds(ms))
}

@Suite struct PanGestureRecognizerTests {
  @Test func beginsOnlyAfterTheSlop() {
    var pan = PanGestureRecognizer()
    #expect(pan.handle(sample(1, .began, 100, 400, ms: 0)) == nil)
    #expect(pan.handle(sample(1, .moved, 100, 394, ms: 8)) == nil)
    #expect(
      pan.handle(sample(1, .moved, 100, 390, ms: 16))
        == .began(translation: Vector2D(dx: 0, dy: -10), at: .milliseconds(16)))
    #expect(
      pan.handle(sample(1, .moved, 100, 380, ms: 24))
        == .changed(translation: Vector2D(dx: 0, dy: -20), at: .milliseconds(24)))
    #expect(pan.handle(sample(1, .stationary, 100, 380, ms: 32)) == nil)
    let end = pan.handle(sample(1, .ended, 100, 380, ms: 40))
    guard case .ended(let translation, let velocity, let at)? = end else {
      Issue.record("expected ended, got \(String(describing: end))")
      return
    }
    #expect(translation == Vector2D(dx: 0, dy: -20))
    #expect(at == .milliseconds(40))
    // The lift-off sample is not tracked. Pairs, newest first: 0, −1250, −500 pt/s
    // → 0.05·0 + 0.35·(−1250) + 0.6·(−500) = −737.5 pt/s, in finger direction.
    #expect(abs(velocity.dy + 737.5) <= positionTolerance)
  }

  @Test func aTapNeverBegins() {
    var pan = PanGestureRecognizer()
    #expect(pan.handle(sample(1, .began, 100, 400, ms: 0)) == nil)
    #expect(pan.handle(sample(1, .moved, 104, 400, ms: 8)) == nil)
    #expect(pan.handle(sample(1, .ended, 104, 400, ms: 16)) == nil)
    #expect(!pan.isRecognized)
  }

  /// The secret-offer pull: two fingers alternate, and the translation never jumps.
  @Test func translationStaysContinuousWhenFingersAlternate() {
    var pan = PanGestureRecognizer()
    var actions: [PanGestureRecognizer.Action?] = []
    actions.append(pan.handle(sample(1, .began, 300, 400, ms: 0)))
    actions.append(pan.handle(sample(1, .moved, 280, 400, ms: 8)))  // began, −20
    actions.append(pan.handle(sample(2, .began, 340, 420, ms: 16)))  // second finger: no jump
    actions.append(pan.handle(sample(2, .moved, 320, 420, ms: 24)))  // centroid −10 → −30
    actions.append(pan.handle(sample(1, .ended, 280, 400, ms: 32)))  // lift first: no jump
    actions.append(pan.handle(sample(2, .moved, 300, 420, ms: 40)))  // −50
    actions.append(pan.handle(sample(3, .began, 360, 380, ms: 48)))
    actions.append(pan.handle(sample(2, .ended, 300, 420, ms: 56)))
    actions.append(pan.handle(sample(3, .moved, 340, 380, ms: 64)))  // −70
    #expect(
      actions == [
        nil,
        .began(translation: Vector2D(dx: -20, dy: 0), at: .milliseconds(8)),
        nil,
        .changed(translation: Vector2D(dx: -30, dy: 0), at: .milliseconds(24)),
        nil,
        .changed(translation: Vector2D(dx: -50, dy: 0), at: .milliseconds(40)),
        nil,
        nil,
        .changed(translation: Vector2D(dx: -70, dy: 0), at: .milliseconds(64)),
      ])
  }

  @Test func disablingCancelsAndIgnoresTheTouchesDown() {
    var pan = PanGestureRecognizer()
    _ = pan.handle(sample(1, .began, 100, 400, ms: 0))
    _ = pan.handle(sample(1, .moved, 100, 380, ms: 8))
    #expect(pan.isRecognized)
    let cancel = pan.setEnabled(false, at: .milliseconds(10))
    #expect(
      cancel
        == .cancelled(
          translation: Vector2D(dx: 0, dy: -20), velocity: Vector2D(dx: 0, dy: -125),
          at: .milliseconds(10)))
    #expect(pan.setEnabled(true, at: .milliseconds(12)) == nil)
    // The finger that was down stays ignored until it lifts.
    #expect(pan.handle(sample(1, .moved, 100, 300, ms: 16)) == nil)
    #expect(pan.handle(sample(1, .ended, 100, 300, ms: 24)) == nil)
    // A new touch pans again.
    #expect(pan.handle(sample(2, .began, 100, 400, ms: 40)) == nil)
    #expect(
      pan.handle(sample(2, .moved, 100, 370, ms: 48))
        == .began(translation: Vector2D(dx: 0, dy: -30), at: .milliseconds(48)))
  }

  @Test func aDisabledRecognizerTakesNoTouches() {
    var pan = PanGestureRecognizer()
    _ = pan.setEnabled(false, at: .zero)
    #expect(pan.handle(sample(1, .began, 100, 400, ms: 0)) == nil)
    #expect(pan.handle(sample(1, .moved, 100, 300, ms: 8)) == nil)
    #expect(!pan.isRecognized)
  }

  @Test func leastSquaresEstimatorIsSelectable() {
    var pan = PanGestureRecognizer(configuration: .init(slop: 10, estimator: .leastSquares))
    _ = pan.handle(sample(1, .began, 0, 0, ms: 0))
    for step in 1...5 {
      _ = pan.handle(sample(1, .moved, Double(step) * 10, 0, ms: Int64(step) * 10))
    }
    #expect(abs(pan.velocity(at: .milliseconds(50)).dx - 1_000) <= 1e-6)
  }
}
