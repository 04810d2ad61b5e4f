import ArgumentParser
import ScrollPhysics

/// `haptictape physics spring`: a damped spring's motion, settling time and overshoot.
struct PhysicsSpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Settling time and overshoot of a damped spring (default: the scroll view's bounce).",
    discussion: """
      Defaults to the bounce-back spring: mass 1, stiffness 100, damping ratio 1. Settled means \
      within 0.5/scale pt of the end and slower than 0.5 pt/s.

      Example: haptictape physics spring --from 100 --to 0
      """)

  @Option(
    parsing: .unconditional, help: "Start position, in points.",
    transform: NumberOption.offset.parse)
  var from: Double

  @Option(
    parsing: .unconditional, help: "Rest position, in points. (default: 0)",
    transform: NumberOption.offset.parse)
  var to: Double = 0

  @Option(
    parsing: .unconditional, help: "Start velocity, in points per second. (default: 0)",
    transform: NumberOption.springVelocity.parse)
  var velocity: Double = 0

  @Option(
    parsing: .unconditional, help: "Mass. (default: 1)",
    transform: NumberOption.springConstant.parse)
  var mass: Double = 1

  @Option(
    parsing: .unconditional, help: "Stiffness. (default: 100)",
    transform: NumberOption.springConstant.parse)
  var stiffness: Double = 100

  @Option(
    parsing: .unconditional,
    help:
      "Damping ratio (1 = critical); ignored when --damping is given. (default: 1)",
    transform: NumberOption.dampingRatio.parse)
  var dampingRatio: Double = 1

  @Option(
    parsing: .unconditional, help: "Damping coefficient.", transform: NumberOption.damping.parse)
  var damping: Double?

  @OptionGroup var grid: PhysicsFrameOptions

  @Option(help: "Output format: text or json.")
  var format: PhysicsOutputFormat = .text

  /// The JSON shape.
  struct Result: Encodable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var dampingRatio: Double
    var settlingTime: Double
    var overshoot: Double
    var frames: [PhysicsFlingCalculation.Frame]?
  }

  /// The computed settling time, overshoot and frames.
  /// - Throws: ``CommandFailure`` when the search would pass
  ///   ``PhysicsFrameOptions/maximumFrameCount`` frames.
  func result() throws -> Result {
    let spring =
      damping.map { SpringDescription(mass: mass, stiffness: stiffness, damping: $0) }
      ?? SpringDescription(mass: mass, stiffness: stiffness, dampingRatio: dampingRatio)
    let simulation = SpringSimulation(
      spring: spring, start: from, end: to, velocity: velocity, snapsToEnd: true,
      tolerance: Tolerance(distance: 0.5 / grid.scale, time: 1e-3, velocity: 0.5))
    let step = 1 / Double(grid.fps)
    // The settling search runs for at most maximumDuration, frame by frame.
    let frameLimit = Double(try grid.frameCount(through: PhysicsFrameOptions.maximumDuration) - 1)
    var frames: [PhysicsFlingCalculation.Frame] = []
    // Overshoot is measured past the end in the direction of travel (of the velocity when at rest).
    let direction: Double = to != from ? (to > from ? 1 : -1) : (velocity < 0 ? -1 : 1)
    var overshoot = 0.0
    var index = 0.0
    while index < frameLimit {
      let time = index * step
      let position = simulation.position(at: time)
      overshoot = Swift.max(overshoot, (position - to) * direction)
      frames.append(.init(time: time, offset: position, velocity: simulation.velocity(at: time)))
      if simulation.isDone(at: time) { break }
      index += 1
    }
    return Result(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      dampingRatio: spring.dampingRatio,
      settlingTime: index * step, overshoot: overshoot, frames: grid.trace ? frames : nil)
  }

  func run() throws {
    let result = try runReportingFailures { try self.result() }
    let spring = SpringDescription(
      mass: result.mass, stiffness: result.stiffness, damping: result.damping)
    switch format {
    case .json: print(try PhysicsJSON.encode(result))
    case .text:
      var lines = [
        "spring           mass \(HapticTapeCLI.format(spring.mass)), stiffness \(HapticTapeCLI.format(spring.stiffness)), damping \(HapticTapeCLI.format(spring.damping)) (ratio \(HapticTapeCLI.format(spring.dampingRatio)))",
        "settling time    \(HapticTapeCLI.format(result.settlingTime)) s on the \(grid.fps) Hz frame grid",
        "overshoot        \(HapticTapeCLI.format(result.overshoot)) pt past \(HapticTapeCLI.format(to)) (peak excursion)",
      ]
      if let frames = result.frames {
        lines += PhysicsFlingCalculation.Frame.traceLines(frames, positionName: "position")
      }
      print(lines.joined(separator: "\n"))
    }
  }
}
