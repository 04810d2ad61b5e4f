import Dispatch
import HeadlessRuntime
import QuartzCore
import Testing
import TouchCore

// Tolerance: 1e-9 for values interpolated on exact virtual times; 2 ms for the settling time,
// which is found in 1 ms steps.

/// What an animation's delegate heard, with the virtual time of each call.
private final class AnimationLog: CAAnimationDelegate, @unchecked Sendable {
  var events: [String] = []

  func animationDidStart(_ anim: CAAnimation) {
    events.append("start@\(CACurrentMediaTime())")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop(\(flag))@\(CACurrentMediaTime())")
  }
}

@Suite("Explicit Core Animation animations on the virtual clock")
struct CAAnimationTests {
  private let runtime = HeadlessRuntime(
    display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))

  @Test("a basic animation starts when added, stops after its duration and is removed")
  func basicLifecycle() {
    let layer = CALayer()
    let log = AnimationLog()
    runtime.run {
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 1
      move.delegate = log
      layer.add(move, forKey: "move")
      #expect(layer.animationKeys() == ["move"])
    }
    runtime.run { runtime.advance(to: .milliseconds(250)) }
    let quarter = runtime.run { layer.presentation()?.position.x }
    #expect(abs((quarter ?? 0) - 25) < 1e-9)
    #expect(layer.position.x == 0)  // the model value is the app's
    runtime.run { runtime.advance(to: .milliseconds(1_000)) }
    #expect(log.events == ["start@0.0", "stop(true)@1.0"])
    #expect(layer.animationKeys() == nil)
  }

  @Test("a spring's presented value is the damped spring's: critical, ω₀ = 10 rad/s")
  func springValue() {
    let layer = CALayer()
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 100
    spring.damping = 20  // 2·√(m·k): critically damped
    spring.duration = spring.settlingDuration
    // 1 − e^(−10t)(1 + 10t) = 0.001 at t = 0.9234 s.
    #expect(abs(spring.settlingDuration - 0.9234) < 0.002)
    runtime.run { layer.add(spring, forKey: "spring") }
    runtime.run { runtime.advance(to: .milliseconds(100)) }
    // 100 · (1 − e^(−1) · 2) = 26.4241 pt.
    let value = runtime.run { layer.presentation()?.position.x } ?? 0
    #expect(abs(value - 26.424111765711533) < 1e-9)
  }

  @Test("removing an animation stops it unfinished; replacing a key removes the old one")
  func removal() {
    let layer = CALayer()
    let log = AnimationLog()
    runtime.run {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      fade.delegate = log
      layer.add(fade, forKey: "fade")
    }
    runtime.run { runtime.advance(to: .milliseconds(100)) }
    runtime.run {
      let again = CABasicAnimation(keyPath: "opacity")
      again.delegate = log
      again.duration = 2
      layer.add(again, forKey: "fade")
    }
    runtime.run { runtime.advance(to: .milliseconds(200)) }
    runtime.run { layer.removeAllAnimations() }
    runtime.run { runtime.advance(to: .milliseconds(3_000)) }
    #expect(log.events == ["start@0.0", "stop(false)@0.1", "start@0.1", "stop(false)@0.2"])
  }

  @Test("a transition's default duration is 0.25 s; repeats and autoreverse lengthen one")
  func activeDuration() {
    let (first, second) = (CALayer(), CALayer())
    let (transitionLog, pulseLog) = (AnimationLog(), AnimationLog())
    runtime.run {
      let transition = CATransition()
      transition.type = .push
      transition.subtype = .fromRight
      transition.delegate = transitionLog
      first.add(transition, forKey: "transition")
      let pulse = CABasicAnimation(keyPath: "opacity")
      pulse.duration = 0.5
      pulse.repeatCount = 3
      pulse.autoreverses = true
      pulse.delegate = pulseLog
      second.add(pulse, forKey: "pulse")
    }
    runtime.run { runtime.advance(to: .milliseconds(5_000)) }
    #expect(transitionLog.events == ["start@0.0", "stop(true)@0.25"])
    #expect(pulseLog.events == ["start@0.0", "stop(true)@3.0"])
  }

  @Test("outside a replay the delegate hears the start and the stop on the main queue")
  func outsideReplay() {
    let layer = CALayer()
    let log = AnimationLog()
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.delegate = log
    layer.add(animation, forKey: "fade")
    // The main queue runs beside this test's thread: only the outcome is asserted.
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { done.signal() }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(log.events == ["start@0.0", "stop(true)@0.0"])
  }
}
