import ArgumentParser
import Foundation
import HapticTape

/// `haptictape script FILE`: checks a gesture script and prints the touches it renders to.
struct ScriptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "script",
    abstract: "Check a gesture script and print the touch samples and commands it produces.",
    discussion: """
      Renders the script as `record` does: samples on the device's touch scan grid, positions on \
      its pixel grid, UIKit phases. Statements that name an element (`tap item 3 in strip`) need \
      --scene, whose layout they are found in. Exit codes: 0 the script is valid, 2 it is not.
      """)

  @Argument(help: "A gesture script (.gesture).")
  var path: String

  @Option(help: ArgumentHelp(stringLiteral: DeviceArgument.help))
  var device = DeviceProfile.iPhone15Pro.name

  @Option(
    parsing: .unconditional,
    help: "Add seeded human-like timestamp and position jitter with this seed.",
    transform: NumberOption.seed)
  var jitterSeed: UInt64?

  @Option(help: "Find the elements statements name in this scene (see `haptictape scenes`).")
  var scene: String?

  @Option(help: "Scene configuration JSON overriding the defaults, with --scene.")
  var config = "{}"

  @Flag(help: "Print only the summary line.")
  var summary = false

  func run() throws {
    let timeline = try runReportingFailures {
      let profile = try DeviceArgument.profile(named: device)
      var configuration = GestureRenderConfiguration()
      configuration.jitter = jitterSeed.map(GestureJitter.init(seed:))
      let script = try GestureScriptFile.load(path)
      guard let scene else {
        return (
          profile,
          try GestureScriptFile.render(
            script, from: path, on: profile, configuration: configuration)
        )
      }
      return (
        profile,
        try GestureScriptFile.render(
          script, from: path, on: profile, configuration: configuration, sceneID: scene,
          sceneConfiguration: config)
      )
    }
    for line in Self.lines(for: timeline.1, path: path, device: timeline.0, summary: summary) {
      print(line)
    }
  }

  /// The report: a summary line, then one line per input unless `summary`.
  static func lines(
    for timeline: GestureTimeline, path: String, device: DeviceProfile, summary: Bool
  ) -> [String] {
    let touches = timeline.touches
    let fingers = Set(touches.map(\.id)).count
    var lines = [
      "\(path): \(touches.count) touch samples from \(fingers) finger(s), "
        + "\(timeline.commands.count) command(s), \(String(format: "%.3f", timeline.end.seconds)) s "
        + "on \(device.name) (\(device.touchRate) Hz, @\(Int(device.scale))x)"
    ]
    guard !summary else { return lines }
    for input in timeline.inputs {
      let time = String(format: "%9.6f", input.timestamp.seconds)
      switch input {
      case .touch(let sample):
        let phase = sample.phase.description.padding(toLength: 10, withPad: " ", startingAt: 0)
        lines.append(
          "\(time)  \(sample.id)  \(phase) "
            + String(format: "%8.3f %8.3f", sample.location.x, sample.location.y))
      case .command(let command):
        lines.append("\(time)  command     \(command)")
      }
    }
    return lines
  }
}
