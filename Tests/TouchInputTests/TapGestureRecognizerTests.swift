import Testing
import TouchCore
import TouchInput
import TouchModel

private func sample(_ id: UInt32, _ phase: Touch.Phase, _ x: Double, ms: Int64) -> TouchSample {
  TouchSample(
    id: Touch.ID(id), phase: phase, location: Point2D(x: x, y: 400), timestamp: .milliseconds(ms))
}

@Suite struct TapGestureRecognizerTests {
  @Test func shortStillTouchIsATap() {
    var tap = TapGestureRecognizer()
    #expect(tap.handle(sample(1, .began, 300, ms: 0)) == nil)
    #expect(tap.handle(sample(1, .moved, 305, ms: 50)) == nil)
    #expect(
      tap.handle(sample(1, .ended, 305, ms: 100))
        == .recognized(location: Point2D(x: 305, y: 400), at: .milliseconds(100)))
  }

  @Test func movingTooFarFails() {
    var tap = TapGestureRecognizer()
    _ = tap.handle(sample(1, .began, 300, ms: 0))
    #expect(tap.handle(sample(1, .moved, 311, ms: 50)) == .failed(at: .milliseconds(50)))
    #expect(tap.handle(sample(1, .ended, 300, ms: 100)) == nil)
  }

  @Test func holdingTooLongFails() {
    var tap = TapGestureRecognizer()
    _ = tap.handle(sample(1, .began, 300, ms: 0))
    #expect(tap.handle(sample(1, .ended, 300, ms: 501)) == .failed(at: .milliseconds(501)))
  }

  @Test func aSecondFingerFailsUntilAllLift() {
    var tap = TapGestureRecognizer()
    _ = tap.handle(sample(1, .began, 300, ms: 0))
    #expect(tap.handle(sample(2, .began, 100, ms: 10)) == .failed(at: .milliseconds(10)))
    #expect(tap.handle(sample(1, .ended, 300, ms: 20)) == nil)
    #expect(tap.handle(sample(2, .ended, 100, ms: 30)) == nil)
    _ = tap.handle(sample(3, .began, 200, ms: 40))
    #expect(
      tap.handle(sample(3, .ended, 200, ms: 60))
        == .recognized(location: Point2D(x: 200, y: 400), at: .milliseconds(60)))
  }
}
