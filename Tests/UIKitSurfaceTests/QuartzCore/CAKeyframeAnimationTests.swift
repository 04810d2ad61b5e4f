import HeadlessRuntime
import QuartzCore
import Testing
import TouchCore

// Tolerance: 1e-9 for values interpolated on exact virtual times.
private let tolerance = 1e-9

@Suite("Keyframe animations and groups on the virtual clock")
struct CAKeyframeAnimationTests {
  private let runtime = HeadlessRuntime(
    display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))

  /// The presented `position.x` of `layer` at `milliseconds` on the virtual clock.
  private func presentedX(_ layer: CALayer, at milliseconds: Int64) -> Double {
    runtime.run { runtime.advance(to: .milliseconds(milliseconds)) }
    return runtime.run { Double(layer.presentation()?.position.x ?? .nan) }
  }

  @Test("a shake: values at their key times, straight lines between them")
  func shakeThroughKeyTimes() {
    let layer = CALayer()
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, -10, 10, 0]
    shake.keyTimes = [0, 0.25, 0.75, 1]
    shake.duration = 0.4
    runtime.run { layer.add(shake, forKey: "shake") }
    #expect(abs(presentedX(layer, at: 50) - -5) < tolerance)  // halfway to -10 (0.1 s)
    #expect(abs(presentedX(layer, at: 100) - -10) < tolerance)
    #expect(abs(presentedX(layer, at: 200) - 0) < tolerance)  // halfway from -10 to 10
    #expect(abs(presentedX(layer, at: 350) - 5) < tolerance)
    runtime.run { runtime.advance(to: .milliseconds(400)) }
    #expect(layer.animationKeys() == nil)
  }

  @Test("without key times the values are evenly spaced; discrete mode holds each value")
  func evenAndDiscrete() {
    let layer = CALayer()
    let steps = CAKeyframeAnimation(keyPath: "position.x")
    steps.values = [0, 30, 60]
    steps.duration = 1
    steps.calculationMode = .discrete
    runtime.run { layer.add(steps, forKey: "steps") }
    #expect(presentedX(layer, at: 250) == 0)
    #expect(presentedX(layer, at: 600) == 30)
    let even = CAKeyframeAnimation(keyPath: "position.x")
    even.values = [0, 30, 60]
    even.duration = 1
    let other = CALayer()
    runtime.run { other.add(even, forKey: "even") }
    #expect(abs(presentedX(other, at: 850) - 15) < tolerance)  // 0.25 s in: halfway to 30
  }

  @Test("a group runs its animations in its time, each from its own begin, and stops once")
  func group() {
    let layer = CALayer()
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.beginTime = 0.5
    fade.duration = 0.5
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 1
    runtime.run { layer.add(group, forKey: "group") }
    runtime.run { runtime.advance(to: .milliseconds(750)) }
    let shown = runtime.run { layer.presentation() }
    #expect(abs(Double(shown?.position.x ?? .nan) - 75) < tolerance)
    #expect(abs(Double(shown?.opacity ?? .nan) - 0.5) < 1e-6)
    runtime.run { runtime.advance(to: .milliseconds(1_000)) }
    #expect(layer.animationKeys() == nil)
  }
}
