import ArgumentParser
import Foundation
import ScrollEngine
import Testing

@testable import HapticTapeCLI

/// Computed physics values: 1e-3 (pt, s).
private let physicsTolerance = 1e-3
/// The acceptance bars on the device flings (docs/physics-model.md#device-flings): 2 pt and 0.12 s.
private let deviceRestTolerance = 2.0
private let deviceTimeTolerance = 0.12

/// The two calibration device flings (docs/physics-model.md#device-flings) at `.normal`: start, velocity (pt/ms),
/// rest, time to didEndDecelerating (s).
private let deviceFlings: [(start: String, velocity: String, rest: Double, time: Double)] = [
  ("364", "4.61994", 2664.5, 3.068916),
  ("2595.5", "1.398724", 3288.5, 2.485449),
]

@Suite struct PhysicsCommandTests {
  @Test func flingParsesVelocityRateAndBounds() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "physics", "fling", "--from", "10", "--velocity", "2", "--rate", "fast", "--min", "0",
      "--max", "500",
      "--trace", "--format", "json",
    ])
    let fling = try #require(command as? PhysicsFlingCommand)
    #expect(fling.from == 10)
    #expect(fling.velocity == 2)
    #expect(fling.rate.rate.rawValue == 0.99)
    #expect(fling.min == 0 && fling.max == 500)
    #expect(fling.grid.trace)
    #expect(fling.format == .json)
    #expect(!fling.pointsPerSecond)
  }

  @Test func flingAcceptsACustomRateAndRejectsOthers() throws {
    let custom = try #require(
      try HapticTapeCommand.parseAsRoot(["physics", "fling", "--velocity", "1", "--rate", "0.995"])
        as? PhysicsFlingCommand)
    #expect(custom.rate.rate.rawValue == 0.995)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["physics", "fling", "--velocity", "1", "--rate", "1.5"])
    }
    #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(["physics", "fling"]) }
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--velocity", "1", "--min", "5", "--max", "1",
      ])
    }
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["physics", "fling", "--velocity", "1", "--paging"])
    }
  }

  /// DEC-1 (rest 998.999) and its stop time ln(0.5/2000)/D, on the compatibility model.
  @Test func flingFromZeroAtTwoPointsPerMillisecondMatchesTheReference() throws {
    let fling = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--from", "0", "--velocity", "2", "--rate", "normal",
        "--deceleration", "compatibility",
      ])
        as? PhysicsFlingCommand)
    let result = try PhysicsFlingCalculation(command: fling).result
    #expect(abs(result.naturalRestingOffset - 998.999) <= physicsTolerance)
    #expect(result.restingOffset == 999)
    #expect(abs(result.duration - 4.1429) <= physicsTolerance)
    #expect(abs(result.projectedRestingOffset - 998) <= 1e-9)  // DEC-11
    #expect(!result.bounced)
  }

  @Test func flingPastAnEdgeBouncesAndRestsOnIt() throws {
    let fling = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--from", "3800", "--velocity", "2", "--max", "4148", "--trace",
      ])
        as? PhysicsFlingCommand)
    let result = try PhysicsFlingCalculation(command: fling).result
    #expect(result.bounced)
    #expect(result.restingOffset == 4_148)
    #expect(result.peakOffset > 4_148)
    let frames = try #require(result.frames)
    #expect(frames.last?.offset == 4_148)
    #expect(frames.count == Int((result.frameDuration * 120).rounded()) + 1)
  }

  @Test func pointsPerSecondFlagChangesTheUnit() throws {
    let fling = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--velocity", "2000", "--points-per-second",
      ])
        as? PhysicsFlingCommand)
    // (2 − 0.01) pt/ms · 499 = 993.01, on the @3x grid.
    #expect(try PhysicsFlingCalculation(command: fling).result.restingOffset == 993)
  }

  /// The device flings through the command as a user runs it: the JSON's restingOffset and
  /// duration (release to didEndDecelerating).
  @Test(.enabled(if: BuiltBinary.exists), arguments: deviceFlings.indices)
  func flingMatchesTheMeasuredDeviceFlings(row: Int) throws {
    let fling = deviceFlings[row]
    let run = try BuiltBinary.run([
      "physics", "fling", "--from", fling.start, "--velocity", fling.velocity, "--rate", "normal",
      "--format", "json",
    ])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let rest = try #require(json["restingOffset"] as? Double)
    let duration = try #require(json["duration"] as? Double)
    #expect(abs(rest - fling.rest) <= deviceRestTolerance)
    #expect(abs(duration - fling.time) <= deviceTimeTolerance)
    #expect(json["model"] as? String == "device")
  }

  /// On the device's own grid (@2x, 60 Hz) the rest is the measured one and the frame that
  /// reports the stop is within 3 ms of the measured time.
  @Test(arguments: deviceFlings.indices)
  func flingOnTheDeviceGridRestsOnTheMeasuredOffset(row: Int) throws {
    let fling = deviceFlings[row]
    let command = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "fling", "--from", fling.start, "--velocity", fling.velocity, "--scale", "2",
        "--fps", "60",
      ]) as? PhysicsFlingCommand)
    let result = try PhysicsFlingCalculation(command: command).result
    #expect(result.restingOffset == fling.rest)
    #expect(abs(result.frameDuration - fling.time) <= 0.003)
  }

  @Test func rubberbandAndSpringParse() throws {
    let band = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "rubberband", "--overshoot", "100", "--dimension", "960",
      ])
        as? PhysicsRubberBandCommand)
    #expect(band.overshoot == 100 && band.dimension == 960 && band.coefficient == 0.55)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot([
        "physics", "rubberband", "--overshoot", "100", "--dimension", "0",
      ])
    }
    let spring = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "spring", "--from", "100", "--damping-ratio", "0.5", "--trace",
      ])
        as? PhysicsSpringCommand)
    #expect(spring.from == 100 && spring.to == 0 && spring.dampingRatio == 0.5 && spring.grid.trace)
  }

  /// LS-3 through the command: an edge hit at 2000 pt/s overshoots 73.58 pt.
  @Test func springFromTheEdgeReportsTheLobanovOvershoot() throws {
    let spring = try #require(
      try HapticTapeCommand.parseAsRoot([
        "physics", "spring", "--from", "0", "--velocity=-2000", "--format", "json",
      ])
        as? PhysicsSpringCommand)
    #expect(spring.velocity == -2_000)
    let result = try spring.result()
    // The 120 Hz frame nearest the 0.1 s extremum (frame 12 is exactly 0.1 s).
    #expect(abs(result.overshoot - 73.5759) <= 1e-4)
  }

  /// End to end: the built binary prints the reference numbers (RB-3) as JSON.
  @Test func binaryPrintsRubberBandJSON() throws {
    let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/haptictape")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "physics", "rubberband", "--overshoot", "100", "--dimension", "960", "--format", "json",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Double])
    #expect(abs((object["displacement"] ?? 0) - 52.02) <= 0.005)
  }
}
