import Foundation
import HapticTape
import HapticTapeTestSupport
import Testing

/// A trap in a hosted screen's own code fails its tape, not the run: `replay` replays a tool's
/// tapes in worker processes, reports the trapped tape as `crashed` with the trap's message,
/// the moment and the app's frames, and replays every other tape.
///
/// Exact: the trap's moment (t=0.033 s, frame 4: the fourth frame's scroll callback is the
/// third) is the replay's own virtual clock.
@Suite(.enabled(if: HostedCrashTool.exists)) struct HostedCrashIsolationTests {
  /// A folder with three tapes of the trapping list (a tap, a drag, a tap) recorded before the
  /// bug (`trapsOnScroll` 0), then given the screen's default configuration, under which its
  /// third scroll callback runs past its rows; and a built-in cube tape.
  static func corpus() throws -> URL {
    let folder = try ScratchFolder.make("hosted-crash")
    try "touch 1 at 200,500\nlift 1\nwait 200ms\n".write(
      to: folder.appendingPathComponent("tap.gesture"), atomically: true, encoding: .utf8)
    try "touch 1 at 200,500\ndrag 1 to 200,300 in 0.3s\nlift 1\nwait 1s\n".write(
      to: folder.appendingPathComponent("drag.gesture"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tapes"), withIntermediateDirectories: true)
    for (name, script) in [("a-tap", "tap"), ("b-drag", "drag"), ("c-tap", "tap")] {
      let path = "tapes/\(name).htape"
      let run = try HostedCrashTool.run(
        [
          "record", "--scene", "trap-list", "--script", "\(script).gesture", "-o", path,
          "--config", #"{"trapsOnScroll":0}"#,
        ], in: folder)
      #expect(run.status == 0, "\(run.error)")
      // The bug arrives: the tape now replays on the screen's default configuration.
      var tape = try TapeReader.read(contentsOf: folder.appendingPathComponent(path).path)
      tape.header.sceneConfiguration = "{}"
      try tape.write(to: folder.appendingPathComponent(path).path)
    }
    let cube = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Recordings/cube/swipe-next.htape")
    try FileManager.default.copyItem(
      at: cube, to: folder.appendingPathComponent("tapes/d-cube.htape"))
    return folder
  }

  @Test func theTrappedTapeIsReportedAndTheOthersReplay() throws {
    let folder = try Self.corpus()
    let run = try HostedCrashTool.run(["replay", "tapes", "--junit", "out/junit.xml"], in: folder)
    let line = try HostedCrashTool.line(of: #"rows[row] = "seen""#, in: "TrapListScreen.swift")
    let lines = run.output.components(separatedBy: "\n")
    #expect(run.status == 1, "a crash fails the run")
    #expect(lines.first == "tapes/a-tap.htape: ok (1 outputs, 0.208 s, 26 frames)")
    #expect(
      lines.dropFirst().first
        == "tapes/b-drag.htape: crashed: Fatal error: Index out of range, at t=0.033 s, frame 4")
    #expect(
      lines.dropFirst(2).first?.hasPrefix(
        "  in the app's code: TrapListController.scrollViewDidScroll(_:) at ") == true)
    #expect(lines.dropFirst(2).first?.hasSuffix("TrapListScreen.swift:\(line)") == true)
    #expect(lines.contains("tapes/c-tap.htape: ok (1 outputs, 0.208 s, 26 frames)"))
    #expect(lines.contains { $0.hasPrefix("tapes/d-cube.htape: ok (") })
    #expect(lines.contains("4 tapes: 3 match, 1 crashed"))
    let junit = try String(
      contentsOf: folder.appendingPathComponent("out/junit.xml"), encoding: .utf8)
    #expect(junit.contains(#"tests="4" failures="0" errors="1""#))
    #expect(
      junit.contains(
        #"<error message="Fatal error: Index out of range, at t=0.033 s, frame 4" type="crashed">"#)
    )
  }

  @Test func jsonNamesTheCrashAndTheOtherTapesFollow() throws {
    let folder = try Self.corpus()
    let run = try HostedCrashTool.run(["replay", "tapes", "--format", "json"], in: folder)
    let lines = run.output.split(separator: "\n")
    #expect(run.status == 1)
    #expect(lines.count == 4)
    #expect(lines.dropFirst().first?.contains(#""verdict":"crashed""#) == true)
    #expect(lines.dropFirst().first?.contains(#""frame":4,"#) == true)
    #expect(lines.dropFirst().first?.contains(#""tape":"tapes/b-drag.htape""#) == true)
    #expect(lines.dropFirst(2).allSatisfy { $0.contains(#""verdict":"match""#) })
  }

  @Test func aTapeThatNoLongerTrapsMatches() throws {
    let folder = try Self.corpus()
    let run = try HostedCrashTool.run(
      ["replay", "tapes", "--config", #"{"trapsOnScroll":0}"#, "--only", "scroll"], in: folder)
    // --config goes to the cube tape too, which has no such key: refused, the others match.
    #expect(run.output.contains("tapes/b-drag.htape: ok (253 outputs, 2.408 s, 290 frames)"))
    #expect(run.output.contains("4 tapes: 3 match, 1 unreadable"))
    #expect(run.status == 2)
  }
}

/// `report` draws a tape whose replay traps from its recording, names the crash, and draws
/// the rest as usual.
@Suite(.enabled(if: HostedCrashTool.exists)) struct HostedCrashReportTests {
  @Test func theTrappedTapeIsDrawnFromItsRecording() throws {
    let folder = try HostedCrashIsolationTests.corpus()
    let run = try HostedCrashTool.run(["report", "tapes", "-o", "out/report.html"], in: folder)
    let lines = run.output.components(separatedBy: "\n")
    #expect(run.status == 1, "a crash fails the run")
    #expect(
      lines.contains(
        "  its replay crashed: Fatal error: Index out of range, at t=0.033 s, frame 4"))
    #expect(lines.contains { $0.hasPrefix("tapes/c-tap.htape: ") })
    #expect(lines.contains { $0.hasPrefix("tapes/d-cube.htape: ") })
    #expect(lines.last { !$0.isEmpty }?.hasPrefix("out/report.html: 4 tapes, ") == true)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.html").path))
  }
}

/// `sweep` counts a replay whose worker trapped in its point's `failed`, with the trap's
/// message, and measures every other replay.
@Suite(.enabled(if: HostedCrashTool.exists)) struct HostedCrashSweepTests {
  @Test func theTrappedReplayFailsItsPointOnly() throws {
    let folder = try HostedCrashIsolationTests.corpus()
    try FileManager.default.removeItem(at: folder.appendingPathComponent("tapes/d-cube.htape"))
    let run = try HostedCrashTool.run(
      [
        "sweep", "tapes", "--scene", "trap-list", "--vary", "trapsOnScroll=0,3", "--outcome",
        "none", "--format", "json", "--workers", "2",
      ], in: folder)
    #expect(run.status == 0, "\(run.error)")
    let points = run.output.split(separator: "\n").filter { $0.hasPrefix(#"{"index":"#) }
    #expect(points.count == 2)
    #expect(points.first?.contains(#""sessions":3,"reached":0"#) == true)
    #expect(points.first?.contains(#""failed":0,"failures":[]"#) == true)
    #expect(points.last?.contains(#""sessions":2,"reached":0"#) == true)
    #expect(
      points.last?.contains(
        #""failed":1,"failures":[{"session":"tapes/b-drag.htape","reason":"crashed: Fatal error: Index out of range, at t=0.033 s, frame 4 (in the app's code: TrapListController.scrollViewDidScroll(_:) at "#
      ) == true)
  }
}
