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

  @Option(help: "Start position, in points.")
  var from: Double

  @Option(help: "Rest position, in points.")
  var to: Double = 0

  @Option(help: "Start velocity, in points per second.")
  var velocity: Double = 0

  @Option(help: "Mass.")
  var mass: Double = 1

  @Option(help: "Stiffness.")
  var stiffness: Double = 100

  @Option(help: "Damping ratio (1 = critical); ignored when --damping is given.")
  var dampingRatio: Double = 1

  @Option(help: "Damping coefficient.")
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

  func validate() throws {
    if mass <= 0 || stiffness <= 0 || (damping ?? dampingRatio) < 0 {
      throw ValidationError("--mass and --stiffness must be positive, damping not negative")
    }
  }

  /// The computed settling time, overshoot and frames.
  var result: Result {
    let spring =
      damping.map { SpringDescription(mass: mass, stiffness: stiffness, damping: $0) }
      ?? SpringDescription(mass: mass, stiffness: stiffness, dampingRatio: dampingRatio)
    let simulation = SpringSimulation(
      spring: spring, start: from, end: to, velocity: velocity, snapsToEnd: true,
      tolerance: Tolerance(distance: 0.5 / grid.scale, time: 1e-3, velocity: 0.5))
    let step = 1 / Double(grid.fps)
    var frames: [PhysicsFlingCalculation.Frame] = []
    // Overshoot is measured past the end in the direction of travel (of the velocity when at rest).
    let direction: Double = to != from ? (to > from ? 1 : -1) : (velocity < 0 ? -1 : 1)
    var overshoot = 0.0
    var index = 0.0
    while index < 60 * Double(grid.fps) {
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
    let result = self.result
    let spring = SpringDescription(mass: result.mass, stiffness: result.stiffness, damping: result.damping)
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
