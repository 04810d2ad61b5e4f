import ArgumentParser
import ScrollPhysics

/// `haptictape physics rubberband`: how far content shows when dragged past an edge.
struct PhysicsRubberBandCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rubberband",
    abstract: "Displacement shown for a drag past the edge: b(x) = (1 − 1/(x·c/d + 1))·d.",
    discussion: "Example: haptictape physics rubberband --overshoot 100 --dimension 852")

  @Option(
    parsing: .unconditional, help: "Raw distance dragged past the edge, in points.",
    transform: NumberOption.offset.parse)
  var overshoot: Double

  @Option(
    parsing: .unconditional, help: "Viewport dimension on the axis, in points.",
    transform: NumberOption.length.parse)
  var dimension: Double

  @Option(
    parsing: .unconditional, help: "Coefficient c (UIScrollView: 0.55). (default: 0.55)",
    transform: NumberOption.coefficient.parse)
  var coefficient: Double = RubberBand.scrollViewCoefficient

  @Option(help: "Output format: text or json.")
  var format: PhysicsOutputFormat = .text

  /// The JSON shape.
  struct Result: Encodable {
    var overshoot: Double
    var dimension: Double
    var coefficient: Double
    var displacement: Double
    var fractionOfViewport: Double
  }

  func run() throws {
    let band = RubberBand(coefficient: coefficient, dimension: dimension)
    let shown = band.displacement(forOverscroll: overshoot)
    let result = Result(
      overshoot: overshoot, dimension: dimension, coefficient: coefficient, displacement: shown,
      fractionOfViewport: shown / dimension)
    switch format {
    case .json: print(try PhysicsJSON.encode(result))
    case .text:
      print(
        "displacement     \(HapticTapeCLI.format(shown)) pt for \(HapticTapeCLI.format(overshoot)) pt dragged (\(HapticTapeCLI.format(100 * shown / dimension))% of \(HapticTapeCLI.format(dimension)) pt)"
      )
    }
  }
}
