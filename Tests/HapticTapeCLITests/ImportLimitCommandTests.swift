import Foundation
import Testing

/// `haptictape import` on hostile logs.
///
/// Limits named, log text escaped before it reaches the terminal, warnings capped, a byte-order
/// mark skipped, hexadecimal numbers refused. Exact comparisons: no tolerance.
@Suite(.enabled(if: BuiltBinary.exists)) struct ImportLimitCommandTests {
  /// Writes `text` to a new file and runs `import FORMAT FILE --dry-run` plus `arguments`.
  private func dryRun(
    _ format: String, _ text: String, _ arguments: [String] = []
  ) throws -> (run: BuiltBinary.Run, path: String) {
    let directory = try BuiltBinary.temporaryDirectory()
    let path = directory.appendingPathComponent("log.\(format == "csv" ? "csv" : "txt")").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(at: directory) }
    return (try BuiltBinary.run(["import", format, path, "--dry-run"] + arguments), path)
  }

  /// `n` getevent slots that go down in one frame and never lift.
  private func slots(_ count: Int, closingFrame: Bool) -> String {
    var text = ""
    for slot in 0..<count {
      let id = String(slot + 1, radix: 16)
      let slotHex = String(slot, radix: 16)
      text +=
        "[ 1.000000] EV_ABS ABS_MT_SLOT \(String(repeating: "0", count: 8 - slotHex.count) + slotHex)\n"
      text +=
        "[ 1.000000] EV_ABS ABS_MT_TRACKING_ID \(String(repeating: "0", count: 8 - id.count) + id)\n"
      text +=
        "[ 1.000000] EV_ABS ABS_MT_POSITION_X 00000064\n[ 1.000000] EV_ABS ABS_MT_POSITION_Y 000000c8\n"
    }
    text += "[ 1.000000] EV_SYN SYN_REPORT 00000000\n"
    if !closingFrame { text += "[ 1.010000] EV_ABS ABS_MT_POSITION_X 00000065\n" }
    return text
  }

  @Test func tenThousandSlotsAreOneErrorNamingTheFingerLimit() throws {
    let (run, path) = try dryRun(
      "getevent", slots(10_000, closingFrame: true), ["--panel", "1080x2400"])
    #expect(run.status == 2)
    #expect(
      run.error
        == "haptictape: \(path):84: error: contact 21 would be finger 21 down at once, over the limit of 20 (TouchLog.maximumSimultaneousContacts); the log loses its releases or is not a touch log: cut it before this line\n"
    )
  }

  /// Twenty fingers left down and an unfinished frame make 21 warnings: 20 are listed.
  @Test func warningsPastTwentyAreCounted() throws {
    let (run, path) = try dryRun(
      "getevent", slots(20, closingFrame: false), ["--panel", "1080x2400"])
    #expect(run.status == 0)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.first?.hasPrefix("\(path): warning: the log ends inside a frame") == true)
    #expect(lines.last == "\(path): warning: and 1 more (21 warnings in all)")
  }

  @Test func controlBytesInTheLogReachNoTerminal() throws {
    let header = try dryRun("csv", "a\u{1B}[31mX,y\n1,2\n")
    #expect(header.run.status == 2)
    #expect(
      header.run.error
        == "haptictape: \(header.path):1: error: no t column among a\\u{1B}[31mx,y; name the columns with --columns (e.g. --columns x,y,t,id)\n"
    )
    let phase = try dryRun(
      "csv", "t,x,y,phase\n0,1,2,be\u{1B}]0;pwn\u{07}gan\n", ["--strict", "all"])
    #expect(phase.run.status == 2)
    #expect(
      phase.run.error.contains(
        "\(phase.path):2:7: error: 'be\\u{1B}]0;pwn\\u{7}gan' cannot be read"))
    let getevent = try dryRun("getevent", "0003 \u{1B}[2J 00000001\n", ["--strict", "all"])
    #expect(getevent.run.status == 2)
    #expect(getevent.run.error.contains("\\u{1B}[2J"))
    for run in [header.run, phase.run, getevent.run] {
      #expect(!run.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }
  }

  @Test func aByteOrderMarkIsSkippedAndHexIsNotANumber() throws {
    let bom = try dryRun("csv", "\u{FEFF}t,x,y\n0,1,2\n0.1,3,4\n")
    #expect(bom.run.status == 0)
    #expect(
      bom.run.output
        == "\(bom.path): csv, 3 lines, 0 skipped, 2 input frames\n  touches 1, gestures 1, fingers 1, samples 2, frames 2\n"
        + "  span 0.100000 s, median interval 100.000 ms\n  dropped frames 0, duplicate frames 0, cancelled at end 0\n"
    )
    let hex = try dryRun("csv", "t,x,y\n0,0x10,2\n0.1,3,4\n", ["--strict", "all"])
    #expect(hex.run.status == 2)
    #expect(hex.run.error.contains("\(hex.path):2:3: error: '0x10' cannot be read"))
  }

  @Test func aLogPastAnHourNamesTheDurationLimit() throws {
    let (run, path) = try dryRun("csv", "t,x,y\n0,1,2\n3600.5,1,2\n")
    #expect(run.status == 2)
    #expect(
      run.error
        == "haptictape: \(path):3: error: the sample at 3600.500000 s is more than 3600 s after the start at 0.000000 s, the limit (TouchLog.maximumDuration); cut the log into shorter ones\n"
    )
  }

  @Test func negativeStringValuesAreValues() throws {
    let (run, _) = try dryRun(
      "csv", "t,x,y,force\n0,1,2,-420\n0.1,3,4,0.5\n", ["--missing", "-420"])
    #expect(run.status == 0)
    #expect(run.output.contains("samples 2"))
  }
}
