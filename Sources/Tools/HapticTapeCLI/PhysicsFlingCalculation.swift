import ScrollEngine
import ScrollPhysics

/// The numbers `physics fling` prints, computed with the engine's simulations.
struct PhysicsFlingCalculation {
  /// One display frame of the motion.
  struct Frame: Encodable {
    var time: Double
    var offset: Double
    var velocity: Double

    /// A heading naming the position column, then one aligned line per frame.
    static func traceLines(_ frames: [Frame], positionName: String) -> [String] {
      ["time       \(positionName)    velocity"]
        + frames.map { frame in
          "\(format(frame.time, width: 9)) \(format(frame.offset, width: 11)) \(format(frame.velocity, width: 13))"
        }
    }
  }

  /// Everything the command reports (also its JSON shape).
  struct Result: Encodable {
    var from: Double
    var velocityPointsPerSecond: Double
    var rate: Double
    var model: String
    var stopVelocity: Double
    var restingOffset: Double
    var naturalRestingOffset: Double
    var projectedRestingOffset: Double
    var duration: Double
    var frameDuration: Double
    var peakOffset: Double
    var bounced: Bool
    var frames: [Frame]?

    func text(includingTrace: Bool) -> String {
      var lines = [
        "velocity         \(format(velocityPointsPerSecond / 1_000)) pt/ms (\(format(velocityPointsPerSecond)) pt/s)",
        "rate             \(rate) per ms",
        "resting offset   \(format(restingOffset)) pt (unrounded \(format(naturalRestingOffset)), WWDC projection \(format(projectedRestingOffset)))",
        bounced
          ? "duration         \(format(frameDuration)) s until the bounce settles, on the frame grid"
          : "duration         \(format(duration)) s until |v| < \(format(stopVelocity)) pt/s; \(format(frameDuration)) s on the frame grid",
      ]
      if bounced { lines.append("peak offset      \(format(peakOffset)) pt (bounced at an edge)") }
      if includingTrace, let frames {
        lines += Frame.traceLines(frames, positionName: "offset  ")
      }
      return lines.joined(separator: "\n")
    }
  }

  var result: Result

  /// - Throws: ``CommandFailure`` when the motion has more frames than
  ///   ``PhysicsFrameOptions/maximumFrameCount``.
  init(command: PhysicsFlingCommand) throws {
    let velocity = command.pointsPerSecond ? command.velocity : command.velocity * 1_000
    let rate = command.rate.rate.rawValue
    let range = (command.min ?? -.infinity)...(command.max ?? .infinity)
    let rule = command.deceleration.rule
    let natural = rule.simulation(position: command.from, velocity: velocity, rate: rate)
    let grid = { (value: Double) in (value * command.grid.scale).rounded() / command.grid.scale }
    var target: Double? = range.contains(natural.finalPosition) ? grid(natural.finalPosition) : nil
    if command.paging, let page = command.viewport {
      let start = (command.from / page).rounded()
      let flick = velocity > 0 ? 0.5 : (velocity < 0 ? -0.5 : 0)
      let index = Swift.min(
        Swift.max((command.from / page + flick).rounded(), start - 1), start + 1)
      target = Swift.min(Swift.max(grid(index * page), range.lowerBound), range.upperBound)
    }
    let motion = MomentumSimulation(
      position: command.from, velocity: velocity, target: target, range: range, rate: rate,
      bounces: !command.noBounce, deceleration: rule,
      tolerance: Tolerance(distance: 0.5 / command.grid.scale, time: 1e-3, velocity: 0.5))
    let step = 1 / Double(command.grid.fps)
    let frameDuration = motion.completionTime(
      step: step, limit: PhysicsFrameOptions.maximumDuration)
    _ = try command.grid.frameCount(through: frameDuration)
    var frames: [Frame] = []
    var peak = command.from
    var index = 0.0
    while index * step <= frameDuration {
      let time = index * step
      let offset = grid(motion.position(at: time))
      peak = velocity >= 0 ? Swift.max(peak, offset) : Swift.min(peak, offset)
      frames.append(Frame(time: time, offset: offset, velocity: motion.velocity(at: time)))
      index += 1
    }
    let duration =
      motion.deceleration.map { decay in
        motion.springStartTime.isFinite ? frameDuration : decay.stopTime
      } ?? frameDuration
    result = Result(
      from: command.from, velocityPointsPerSecond: velocity, rate: rate,
      model: command.deceleration.rawValue, stopVelocity: rule.stopVelocity,
      restingOffset: grid(motion.finalPosition), naturalRestingOffset: natural.finalPosition,
      projectedRestingOffset: command.from
        + DecelerationSimulation.projectedDistance(velocity: velocity, rate: rate),
      duration: duration, frameDuration: frameDuration, peakOffset: peak,
      bounced: motion.spring != nil, frames: command.grid.trace ? frames : nil)
  }
}

/// `value` with up to three decimals, right-aligned to `width` when given.
func format(_ value: Double, width: Int = 0) -> String {
  let scaled = (value * 1_000).rounded() / 1_000
  let text: String
  if !scaled.isFinite || scaled.magnitude >= 1e15 {
    text = String(value)
  } else {
    // Below 10¹⁵ in magnitude, a whole value converts to Int exactly.
    text = scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
  }
  return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
}
