import ScrollPhysics

/// A drawn geometry's numbers moving from `from` to `to` along an ``Animation``, on the virtual
/// clock (seconds, as `CACurrentMediaTime()` reads it).
struct GeometryAnimation {
  let from: [Double]
  let to: [Double]
  /// The numbers' speeds when it started, per second: a spring carries them on.
  let initialVelocity: [Double]
  /// When it was started (its delay runs from here).
  let start: Double
  let animation: Animation
  /// Seconds after its delay when it has come to rest.
  let restsAfter: Double
  /// The run of an app's curve, which keeps its context from frame to frame.
  private let customRun: CustomCurveRun?

  /// An animation along `animation`, which rests `restsAfter` seconds after its delay (its
  /// ``Animation/restingDuration``, which the caller may already know).
  init(
    from: [Double], to: [Double], velocity: [Double], start: Double, animation: Animation,
    restsAfter: Double
  ) {
    self.from = from
    self.to = to
    initialVelocity = velocity.count == from.count ? velocity : from.map { _ in 0 }
    self.start = start
    self.animation = animation
    self.restsAfter = restsAfter
    if case .custom(let number) = animation.curve, let curve = CustomCurveTable.curve(number) {
      customRun = CustomCurveRun(curve: curve, from: from, to: to)
    } else {
      customRun = nil
    }
  }

  /// The seconds of its own curve that have run at `time`.
  private func elapsed(at time: Double) -> Double {
    let speed =
      animation.speedFactor.isFinite && animation.speedFactor > 0 ? animation.speedFactor : 1
    return max(time - start - max(animation.delaySeconds, 0), 0) * speed
  }

  /// The numbers at `time`.
  func values(at time: Double) -> [Double] {
    let elapsed = elapsed(at: time)
    switch animation.curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      let fraction = Self.cycleFraction(
        elapsed, duration: duration, repeats: animation.repeats)
      let timing = CAMediaTimingFunction(
        controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
      let progress = timing.value(atFraction: fraction)
      return zip(from, to).map { a, b in a + (b - a) * progress }
    case .spring(let spring):
      guard elapsed < restsAfter else { return to }
      return springs(spring).map { $0.position(at: elapsed) }
    case .custom:
      guard let done = customRun?.done(at: elapsed) else { return to }
      return from.indices.map { index in
        from[index] + (index < done.components.count ? done.components[index] : 0)
      }
    }
  }

  /// The numbers' speeds at `time`, per second: a spring's; a curve's are not carried on.
  func velocities(at time: Double) -> [Double] {
    guard case .spring(let spring) = animation.curve, elapsed(at: time) < restsAfter else {
      return from.map { _ in 0 }
    }
    let elapsed = elapsed(at: time)
    return springs(spring).map { $0.velocity(at: elapsed) }
  }

  /// Whether it has come to rest at `time` (never, repeating forever).
  func isFinished(at time: Double) -> Bool {
    if let customRun { return customRun.done(at: elapsed(at: time)) == nil }
    return animation.repeats.count != nil && elapsed(at: time) >= restsAfter
  }

  private func springs(_ spring: Spring) -> [SpringSimulation] {
    (0..<from.count).map { index in
      SpringSimulation(
        spring: spring.description, start: from[index], end: to[index],
        velocity: initialVelocity[index])
    }
  }

  /// The fraction of one play of `duration` seconds at `elapsed`, with repeats and reversals.
  private static func cycleFraction(
    _ elapsed: Double, duration: Double, repeats: (count: Int?, autoreverses: Bool)
  ) -> Double {
    guard duration.isFinite, duration > 0 else { return 1 }
    let plays = elapsed / duration
    if let count = repeats.count, plays >= Double(count) {
      return repeats.autoreverses && count.isMultiple(of: 2) ? 0 : 1
    }
    let play = plays.rounded(.down)
    let fraction = plays - play
    return repeats.autoreverses && Int(play.truncatingRemainder(dividingBy: 2)) == 1
      ? 1 - fraction : fraction
  }
}

extension Animation {
  /// Seconds of its own curve (after the delay) until it rests: every play of a curve; a spring's
  /// settling duration.
  var restingDuration: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration):
      let plays = Double(repeats.count ?? 1)
      return duration.isFinite ? max(duration, 0) * plays : 0
    case .spring(let spring): return spring.settlingDuration
    case .custom(let number): return CustomCurveTable.restingDuration(of: number)
    }
  }

  /// Seconds until it is logically complete, on the clock: a curve's end; a spring's perceptual
  /// duration (ours: Apple says only that a spring completes logically before it rests); no
  /// later than its `logicallyComplete(after:)` limit.
  var logicalDuration: Double {
    let speed = speedFactor.isFinite && speedFactor > 0 ? speedFactor : 1
    let own: Double =
      switch curve {
      case .bezier: restingDuration
      case .spring(let spring): spring.duration
      case .custom: restingDuration
      }
    // A limit that is not a number or below zero is none and zero (ours).
    let limit = logicalCompletionLimit.map { $0.isNaN ? own : max($0, 0) } ?? own
    return max(delaySeconds, 0) + min(own, limit) / speed
  }
}
