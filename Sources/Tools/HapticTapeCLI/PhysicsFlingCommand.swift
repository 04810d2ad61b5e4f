import ArgumentParser
import Foundation
import ScrollPhysics

/// `haptictape physics fling`: where a released scroll view comes to rest, and when.
struct PhysicsFlingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fling",
    abstract: "Resting offset and duration of a release, with optional bounds, paging and trace.",
    discussion: """
      UIScrollView deceleration as the engine runs it. The device model (default): every \
      millisecond the velocity v (pt/ms) is multiplied by the rate and the offset moves by it; \
      the motion stops once |v| < 0.01 pt/ms (10 pt/s), resting at x0 + (v − 0.01)·rate/(1 − rate), \
      calibrated on measured device flings. --deceleration compatibility selects the continuous \
      model of Motion and Compose (stop below 0.5 pt/s). With --min/--max a fling that runs past \
      an edge springs back (mass 1, stiffness 100, critically damped). The resting offset is \
      rounded to the --scale pixel grid and the motion re-planned to land on it, as the engine does.

      Example: haptictape physics fling --from 0 --velocity 2 --rate normal
      """)

  @Option(
    parsing: .unconditional, help: "Start offset in points. (default: 0)",
    transform: NumberOption.offset.parse)
  var from: Double = 0

  @Option(
    parsing: .unconditional,
    help: "Release velocity, pt/ms (scrollViewWillEndDragging) or pt/s with --points-per-second.",
    transform: NumberOption.flingVelocity.parse)
  var velocity: Double

  @Flag(
    help:
      "Read --velocity as points per second in content-offset direction (minus the pan velocity)."
  )
  var pointsPerSecond = false

  @Option(
    help: """
      Deceleration rate: normal (0.998), fast (0.99) or a fraction per millisecond. \
      (default: normal)
      """,
    transform: PhysicsRateArgument.parse)
  var rate: PhysicsRateArgument = .normal

  @Option(
    parsing: .unconditional, help: "Smallest content offset (points); omit for no leading edge.",
    transform: NumberOption.offset.parse)
  var min: Double?

  @Option(
    parsing: .unconditional, help: "Largest content offset (points); omit for no trailing edge.",
    transform: NumberOption.offset.parse)
  var max: Double?

  @Option(
    parsing: .unconditional, help: "Viewport length in points: with --paging, the page size.",
    transform: NumberOption.length.parse)
  var viewport: Double?

  @Flag(
    help:
      "Stop on a multiple of --viewport, one page at most (isPagingEnabled; the engine pages at --rate fast)."
  )
  var paging = false

  @Flag(help: "Stop at the edges instead of bouncing (bounces = false).")
  var noBounce = false

  @Option(
    help:
      "Deceleration model: device (per millisecond, stop below 10 pt/s) or compatibility (continuous, 0.5 pt/s)."
  )
  var deceleration: PhysicsDecelerationArgument = .device

  @OptionGroup var grid: PhysicsFrameOptions

  @Option(help: "Output format: text or json.")
  var format: PhysicsOutputFormat = .text

  func validate() throws {
    if let min, let max, min > max { throw ValidationError("--min must not exceed --max") }
    if paging && viewport == nil {
      throw ValidationError("--paging needs a positive --viewport")
    }
  }

  func run() throws {
    let result = try runReportingFailures { try PhysicsFlingCalculation(command: self).result }
    switch format {
    case .json: print(try PhysicsJSON.encode(result))
    case .text: print(result.text(includingTrace: grid.trace))
    }
  }
}
