import ArgumentParser
import Foundation
import Testing

@testable import HapticTapeCLI
@testable import HapticTapeStudioCommand

/// Numeric options read decimal, finite numbers within their ranges, negative values included.
///
/// A value outside is one usage line (exit 2) naming the option, the value and the range.
/// Values are compared exactly: no tolerance.
@Suite struct NumericOptionTests {
  /// The probe inputs that trapped, hung or printed NaN, and the first line each prints now.
  static let probes: [([String], String)] = [
    (
      ["physics", "fling", "--velocity=1e308"],
      "Error: The value '1e308' is invalid for '--velocity <velocity>': expected a decimal number from -1000000 to 1000000 (pt/ms, or pt/s with --points-per-second)"
    ),
    (
      ["physics", "fling", "--velocity", "inf"],
      "Error: The value 'inf' is invalid for '--velocity <velocity>': expected a decimal number from -1000000 to 1000000 (pt/ms, or pt/s with --points-per-second)"
    ),
    (
      ["physics", "fling", "--velocity", "1e20"],
      "Error: The value '1e20' is invalid for '--velocity <velocity>': expected a decimal number from -1000000 to 1000000 (pt/ms, or pt/s with --points-per-second)"
    ),
    (
      ["physics", "fling", "--velocity", "nan"],
      "Error: The value 'nan' is invalid for '--velocity <velocity>': expected a decimal number from -1000000 to 1000000 (pt/ms, or pt/s with --points-per-second)"
    ),
    (
      ["physics", "fling", "--velocity", "2", "--from", "1e308"],
      "Error: The value '1e308' is invalid for '--from <from>': expected a decimal number from -1000000000 to 1000000000 (points)"
    ),
    (
      ["physics", "rubberband", "--overshoot", "1e308", "--dimension", "852"],
      "Error: The value '1e308' is invalid for '--overshoot <overshoot>': expected a decimal number from -1000000000 to 1000000000 (points)"
    ),
    (
      ["physics", "rubberband", "--overshoot", "100", "--dimension", "1e-308"],
      "Error: The value '1e-308' is invalid for '--dimension <dimension>': expected a decimal number from 1 to 1000000 (points)"
    ),
    (
      [
        "physics", "rubberband", "--overshoot", "100", "--dimension", "852", "--coefficient", "nan",
      ],
      "Error: The value 'nan' is invalid for '--coefficient <coefficient>': expected a decimal number from 0.01 to 10 (UIScrollView uses 0.55)"
    ),
    (
      ["physics", "spring", "--from", "100", "--fps", "100000000"],
      "Error: The value '100000000' is invalid for '--fps <fps>': expected a whole number from 1 to 1000 (Hz)"
    ),
    (
      ["physics", "fling", "--velocity", "0x10"],
      "Error: The value '0x10' is invalid for '--velocity <velocity>': expected a decimal number from -1000000 to 1000000 (pt/ms, or pt/s with --points-per-second)"
    ),
    (
      ["physics", "fling", "--velocity", "2", "--rate", "0x0.8"],
      "Error: The value '0x0.8' is invalid for '--rate <rate>': expected normal, fast or a decimal fraction per millisecond from 0.5 to 0.99999"
    ),
    (
      ["replay", "Recordings", "--time-tolerance", "1e308"],
      "Error: The value '1e308' is invalid for '--time-tolerance <time-tolerance>': expected a decimal number from 0 to 60000 (milliseconds)"
    ),
    (
      ["export", "a.htape", "--from", "1e300"],
      "Error: The value '1e300' is invalid for '--from <from>': expected a decimal number from 0 to 86400 (seconds)"
    ),
    (
      ["import", "csv", "log.csv", "--dry-run", "--frame-interval", "nan"],
      "Error: The value 'nan' is invalid for '--frame-interval <frame-interval>': expected a decimal number from 0.001 to 10000 (milliseconds)"
    ),
    (
      ["import", "csv", "log.csv", "--dry-run", "--pixel-ratio", "-inf"],
      "Error: The value '-inf' is invalid for '--pixel-ratio <pixel-ratio>': expected a decimal number from 0.1 to 10 (pixels per point)"
    ),
    (
      ["ahap", "convert", "a.jsonl", "--max-curve-points", "1e19"],
      "Error: The value '1e19' is invalid for '--max-curve-points <max-curve-points>': expected a whole number from 2 to 1000000 (control points)"
    ),
    (
      ["studio", "--port", "70000"],
      "Error: The value '70000' is invalid for '--port <port>': expected a whole number from 0 to 65535 (0 picks a free port)"
    ),
    (
      ["script", "a.gesture", "--jitter-seed", "-1"],
      "Error: The value '-1' is invalid for '--jitter-seed <jitter-seed>': expected a whole number from 0 to 18446744073709551615"
    ),
    (
      ["import", "csv", "log.csv", "--dry-run", "--lead", "-0.5"],
      "Error: The value '-0.5' is invalid for '--lead <lead>': expected a decimal number from 0 to 3600 (seconds)"
    ),
  ]

  @Test(arguments: probes)
  func eachProbeIsAUsageErrorNamingOptionValueAndRange(_ arguments: [String], _ line: String) {
    // The tree as `haptictape` builds it, so that `studio --port` is a probe too.
    let error = HapticTapeCommand.asHapticTapeTool {
      #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(arguments) }
    }
    let message = error.map { HapticTapeCommand.message(for: $0) } ?? ""
    #expect("Error: " + message.prefix { $0 != "\n" } == line)
  }

  @Test(.enabled(if: BuiltBinary.exists), arguments: probes)
  func eachProbeExits2WithItsLine(_ arguments: [String], _ line: String) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.split(separator: "\n").first.map(String.init) == line)
  }

  @Test func negativeValuesAreValuesWithOrWithoutEquals() throws {
    for arguments in [
      ["physics", "fling", "--velocity", "-2.38", "--from", "-100", "--min", "-500"],
      ["physics", "fling", "--velocity=-2.38", "--from=-100", "--min=-500"],
    ] {
      let fling = try #require(try HapticTapeCommand.parseAsRoot(arguments) as? PhysicsFlingCommand)
      #expect(fling.velocity == -2.38)
      #expect(fling.from == -100)
      #expect(fling.min == -500)
    }
    let spring = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "spring", "--from", "-40", "--to", "-10", "--velocity", "-250",
      ]) as? PhysicsSpringCommand)
    #expect(spring.from == -40 && spring.to == -10 && spring.velocity == -250)
    let rubber = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "rubberband", "--overshoot", "-100", "--dimension", "852",
      ]) as? PhysicsRubberBandCommand)
    #expect(rubber.overshoot == -100)
    let layout = try #require(
      try HapticTapeCommand.parseAsRoot(["layout", "table", "--offset", "-178,0"])
        as? LayoutCommand)
    #expect(try layout.request().offset.x == -178)
  }

  /// The same fling, negative, prints the mirror of the positive one.
  @Test(.enabled(if: BuiltBinary.exists)) func aNegativeFlingRunsEndToEnd() throws {
    let run = try BuiltBinary.run(["physics", "fling", "--velocity", "-2.38"])
    #expect(run.status == 0)
    #expect(
      run.output
        == """
        velocity         -2.38 pt/ms (-2380 pt/s)
        rate             0.998 per ms
        resting offset   -1182.667 pt (unrounded -1182.636, WWDC projection -1187.62)
        duration         2.734 s until |v| < 10 pt/s; 2.742 s on the frame grid

        """)
  }

  @Test func theRangeEndsAreAcceptedAndWholeNumbersMustBeWhole() throws {
    let fling = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--velocity", "-1e6", "--from", "1e9", "--fps", "1e3", "--scale", "0.5",
      ]) as? PhysicsFlingCommand)
    #expect(fling.velocity == -1_000_000 && fling.from == 1e9)
    #expect(fling.grid.fps == 1_000 && fling.grid.scale == 0.5)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["physics", "fling", "--velocity", "1", "--fps", "59.94"])
    }
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["physics", "fling", "--velocity", "1000000.5"])
    }
  }

  /// The largest fling the options allow comes to rest within the frame limit, at the largest
  /// frame rate, without trapping.
  @Test func theLargestAllowedFlingStaysWithinTheFrameLimit() throws {
    let fling = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--velocity", "1e6", "--from", "-1e9", "--rate", "0.99999", "--fps",
        "1000",
      ]) as? PhysicsFlingCommand)
    let result = try PhysicsFlingCalculation(command: fling).result
    #expect(result.frameDuration == 60)
    #expect(result.restingOffset.isFinite)
  }

  @Test func theFrameLimitIsNamedWhenCrossed() throws {
    #expect(PhysicsFrameOptions.maximumFrameCount == 60_001)
    let options = try PhysicsFrameOptions.parse(["--fps", "1000"])
    #expect(try options.frameCount(through: 60) == 60_001)
    let error = #expect(throws: CommandFailure.self) { try options.frameCount(through: 60.001) }
    #expect(
      error?.description
        == "the motion lasts 60.001 s, over the limit of 60001 frames (PhysicsFrameOptions.maximumFrameCount) at --fps 1000; lower --fps"
    )
  }

  @Test func seedsAndPortsTakeTheirWholeRange() throws {
    let script = try #require(
      try HapticTapeCommand.parseAsRoot([
        "script", "a.gesture", "--jitter-seed", "18446744073709551615",
      ]) as? ScriptCommand)
    #expect(script.jitterSeed == UInt64.max)
    let studio = try #require(
      try HapticTapeCommand.asHapticTapeTool {
        try HapticTapeCommand.parseAsRoot(["studio", "--port", "65535"])
      } as? StudioCommand)
    #expect(studio.port == 65_535)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["script", "a.gesture", "--jitter-seed", "0x10"])
    }
  }

  @Test func panelSizesAndStrictPercentagesAreDecimalAndBounded() throws {
    #expect(throws: CommandFailure.self) { try PanelArgument(parsing: "2147483648x2400") }
    #expect(throws: CommandFailure.self) { try PanelArgument(parsing: "0x10") }
    let panel = try PanelArgument(parsing: "2147483647x2400")
    #expect(panel.width == 2_147_483_647 && panel.height == 2_400)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot([
        "import", "csv", "log.csv", "--dry-run", "--strict", "0x10%",
      ])
    }
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot([
        "import", "csv", "log.csv", "--dry-run", "--strict", "nan%",
      ])
    }
    #expect(
      try HapticTapeCommand.parseAsRoot([
        "import", "csv", "log.csv", "--dry-run", "--strict", "2.5%",
      ])
        is ImportCommand)
  }

  @Test func formatPrintsHugeAndNonFiniteValuesWithoutConvertingToInt() {
    #expect(format(1e308) == "1e+308")
    #expect(format(-.infinity) == "-inf")
    #expect(format(9.2e18) == "9.2e+18")
    #expect(format(993.0154) == "993.015")
    #expect(format(-1182.6667, width: 10) == " -1182.667")
  }
}
