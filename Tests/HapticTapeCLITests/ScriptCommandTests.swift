import ArgumentParser
import Foundation
import HapticTape
import HapticTapeTestSupport
import Testing

@testable import HapticTapeCLI

@Suite struct ScriptCommandTests {
  /// Writes `text` to a fresh file and returns its path.
  private func scriptFile(_ text: String) throws -> String {
    let path = try ScratchFolder.make("haptictape-script").appendingPathComponent("x.gesture").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func parsesDeviceJitterSeedAndSummary() throws {
    let command = try HapticTapeCommand.parseAsRoot(
      ["script", "pull.gesture", "--device", "iphone-se", "--jitter-seed", "7", "--summary"])
    let script = try #require(command as? ScriptCommand)
    #expect(script.path == "pull.gesture" && script.device == "iphone-se")
    #expect(script.jitterSeed == 7 && script.summary)
  }

  @Test func reportsSamplesAndCommandsInTimeOrder() throws {
    let path = try scriptFile("tap 200,400\ncommand rotate 852x393\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let script = try GestureScriptFile.load(path)
    let timeline = try GestureScriptFile.render(
      script, from: path, on: .iPhoneSE, configuration: .init())
    let lines = ScriptCommand.lines(for: timeline, path: path, device: .iPhoneSE, summary: false)
    // 80 ms at 60 Hz is 4.8 scans, rounded to 5: the lift at 83.333 ms.
    #expect(
      lines == [
        "\(path): 2 touch samples from 1 finger(s), 1 command(s), 0.083 s on iphone-se (60 Hz, @2x)",
        " 0.000000  #1  began       200.000  400.000",
        " 0.083333  #1  ended       200.000  400.000",
        " 0.083333  command     rotate 852x393",
      ])
  }

  @Test func parseErrorsNameTheFileLineAndColumn() throws {
    let path = try scriptFile("touch 1 at 10,10\ndrag 1 to 20,20 in\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: CommandFailure.self) { try GestureScriptFile.load(path) }
    #expect(
      error?.description == "\(path):2:20: expected a duration such as 0.4s or 120ms after 'in'")
  }

  @Test func renderErrorsNameTheFileLineAndColumn() throws {
    let path = try scriptFile("# lift first\nlift 1\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let script = try GestureScriptFile.load(path)
    let error = #expect(throws: CommandFailure.self) {
      try GestureScriptFile.render(script, from: path, on: .iPhone15Pro, configuration: .init())
    }
    #expect(
      error?.description == "\(path):2:1: finger 1 is not down; 'lift' needs 'touch 1 at …' first")
  }

  @Test func binaryChecksScriptsWithExitStatusZeroOrTwo() throws {
    try #require(BuiltBinary.exists)
    let good = try scriptFile("touch 1 at 10,10\ndrag 1 to 10,110 in 0.5s\nlift 1\n")
    let bad = try scriptFile("touch 1 at 10,10\nlift 2\n")
    defer {
      try? FileManager.default.removeItem(atPath: good)
      try? FileManager.default.removeItem(atPath: bad)
    }
    let valid = try BuiltBinary.run(["script", good, "--summary"])
    #expect(valid.status == 0 && valid.error.isEmpty)
    #expect(
      valid.output
        == "\(good): 62 touch samples from 1 finger(s), 0 command(s), 0.508 s on iphone-15-pro "
        + "(120 Hz, @3x)\n")
    let invalid = try BuiltBinary.run(["script", bad])
    #expect(invalid.status == 2 && invalid.output.isEmpty)
    #expect(
      invalid.error
        == "haptictape: \(bad):2:1: finger 2 is not down; 'lift' needs 'touch 2 at …' first\n")
  }

  @Test func missingFilesAreReported() {
    let error = #expect(throws: CommandFailure.self) {
      try GestureScriptFile.load("/nonexistent/pull.gesture")
    }
    #expect(
      error?.description
        == "/nonexistent/pull.gesture: no such file; check the path and pass a .gesture script file"
    )
  }
}
