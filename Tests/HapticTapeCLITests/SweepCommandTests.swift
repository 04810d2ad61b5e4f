import ArgumentParser
import Foundation
import HapticTapeTestSupport
import Testing

@testable import HapticTapeCLI

/// Shares in the JSON are written with six decimals.
private let shareTolerance = 5e-7

@Suite struct SweepCommandParsingTests {
  @Test func sweepParsesCorpusSceneAxesAndOutputs() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "sweep", "Corpus/secret-offer", "--scene", "secret-offer", "--vary",
      "openProgress=0.60...0.90/0.05", "--vary", "pullStartProgress=0.1,0.2", "--format", "json",
      "-o", "sweep.html", "--shard", "1/2", "--workers", "2",
    ])
    let sweep = try #require(command as? SweepCommand)
    #expect(sweep.vary.count == 2)
    #expect(sweep.format == .json)
  }

  @Test(arguments: [
    ["sweep", "corpus", "--vary", "openProgress=0.7"],  // no scene
    ["sweep", "corpus", "--scene", "secret-offer"],  // no axis
    [
      "sweep", "corpus", "--scene", "secret-offer", "--vary", "openProgress=0.7", "--format", "xml",
    ],
    ["sweep", "corpus", "--scene", "secret-offer", "--vary", "openProgress=0.7", "--workers", "0"],
    ["sweep", "a.json", "--merge", "--scene", "secret-offer"],
  ])
  func sweepRejectsIncompleteOrWrongOptions(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(arguments) }
  }
}

@Suite(.enabled(if: BuiltBinary.exists)) struct SweepCommandEndToEndTests {
  /// The first ten pulls of the committed corpus: enough to see opened and not opened.
  private static var tenPulls: [String] {
    let folder = RepositoryFixture.root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/secret-offer/pulls")
    return (1...10).map { folder.appendingPathComponent(String(format: "%03d.htape", $0)).path }
  }

  @Test func jsonHoldsOnePointPerGridPointWithWilsonIntervals() throws {
    let run = try BuiltBinary.run(
      ["sweep"] + Self.tenPulls + [
        "--scene", "secret-offer", "--vary", "openProgress=0.6,0.65,0.7", "--format", "json",
      ])
    #expect(run.status == 0, "\(run.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let points = try #require(object["points"] as? [[String: Any]])
    #expect(points.count == 3)
    #expect(points.map { $0["sessions"] as? Int } == [10, 10, 10])
    // The lead-in alone passes 60 % and stays under 70 % (Corpus/README.md).
    #expect(points.map { $0["reached"] as? Int } == [10, 5, 0])
    let second = points[1]
    #expect((second["values"] as? [String: Any])?["openProgress"] as? Double == 0.65)
    let share = try #require(second["share"] as? Double)
    #expect(abs(share - 0.5) <= shareTolerance)
    let interval = try #require(second["interval"] as? [Double])
    // Wilson 95 % for 5 of 10: 0.236593…0.763407 (computed independently, in Python).
    #expect(abs(interval[0] - 0.236593) <= shareTolerance)
    #expect(abs(interval[1] - 0.763407) <= shareTolerance)
  }

  @Test func thePlotLinksEachPointToTheReportOfTheSessionsThatFlip() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plot = directory.appendingPathComponent("sweep.html").path
    let run = try BuiltBinary.run(
      ["sweep"] + Self.tenPulls + [
        "--scene", "secret-offer", "--vary", "openProgress=0.6,0.65,0.7", "-o", plot,
      ])
    #expect(run.status == 0, "\(run.error)")
    // 10, 5 and 0 sessions open: 5 flip at each of the last two points, none before the first.
    let flips = directory.appendingPathComponent("sweep-flips")
    let names = try FileManager.default.contentsOfDirectory(atPath: flips.path).sorted()
    #expect(names == ["point-1.html", "point-2.html"])
    let page = try String(contentsOfFile: plot, encoding: .utf8)
    #expect(page.contains("<a href=\"sweep-flips/point-1.html\"><circle"))
    #expect(page.contains("<a href=\"sweep-flips/point-2.html\"><circle"))
    #expect(page.contains("<a href=\"#point-0\"><circle"))
    for name in names {
      let report = try String(
        contentsOf: flips.appendingPathComponent(name), encoding: .utf8)
      // Each flipping session recorded at the point before and at this one.
      #expect(report.components(separatedBy: " (before)").count - 1 == 5, "\(name)")
      #expect(report.components(separatedBy: " (after)").count - 1 == 5, "\(name)")
      #expect(report.contains("5 of 5 sessions that flip between openProgress"), "\(name)")
    }
  }

  @Test func shardsMergeIntoTheWholeSweepByteForByte() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base =
      ["sweep"] + Self.tenPulls.prefix(4) + [
        "--scene", "secret-offer", "--vary", "openProgress=0.6...0.8/0.05", "--format", "json",
      ]
    let whole = try BuiltBinary.run(base)
    #expect(whole.status == 0, "\(whole.error)")
    var parts: [String] = []
    for shard in 1...2 {
      let run = try BuiltBinary.run(base + ["--shard", "\(shard)/2"])
      #expect(run.status == 0, "\(run.error)")
      let path = directory.appendingPathComponent("part\(shard).json").path
      try run.output.write(toFile: path, atomically: true, encoding: .utf8)
      parts.append(path)
    }
    let merged = try BuiltBinary.run(["sweep", "--merge"] + parts)
    #expect(merged.status == 0, "\(merged.error)")
    #expect(merged.output == whole.output)
    let missing = try BuiltBinary.run(["sweep", "--merge", parts[0]])
    #expect(missing.status == 2)
    #expect(missing.error.contains("3 of 5 grid points; missing 1, 3"))
  }

  @Test(arguments: [
    (["--vary", "openSesame=0.7"], "unknown key \"openSesame\""),
    (["--vary", "openProgress=1.5"], "1.5 is outside \"openProgress\"'s range, 0…1"),
    (["--vary", "openProgress=0.2...0.9/0.00001"], "70001 values, more than the 10000"),
    (
      ["--vary", "openProgress=0.7", "--outcome", "x", "--shard", "3/2"],
      "The value '3/2' is invalid for '--shard <i/n>': expected I/N with 1 ≤ I ≤ N, e.g. 2/3"
    ),
  ])
  func badInputExitsTwoNamingTheOption(extra: [String], message: String) throws {
    let run = try BuiltBinary.run(["sweep", Self.tenPulls[0], "--scene", "secret-offer"] + extra)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test func emptyCorpusAndTapesOfAnotherSceneExitTwo() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = try BuiltBinary.run([
      "sweep", directory.path, "--scene", "secret-offer", "--vary", "openProgress=0.7",
    ])
    #expect(empty.status == 2)
    #expect(empty.error.contains("no .htape tapes"))
    let other = try BuiltBinary.run([
      "sweep", Self.tenPulls[0], "--scene", "cube", "--vary", Self.cubeAxis,
    ])
    #expect(other.status == 2)
    #expect(other.error.contains("no tape recorded on 'cube' (1 on other scenes"), "\(other.error)")
    let strict = try BuiltBinary.run([
      "sweep", Self.tenPulls[0], "--scene", "cube", "--strict", "--vary", Self.cubeAxis,
    ])
    #expect(strict.status == 2)
    #expect(strict.error.contains("recorded on 'secret-offer', not 'cube'"), "\(strict.error)")
  }

  /// Tapes read by several threads are reported in corpus order, as one thread reports them:
  /// a damaged tape's intact chunks are used, an unreadable one and those of another scene are
  /// left out, and the results are the same.
  @Test func tapesReadByTwoWorkersAreReportedAsOneWorkerReportsThem() throws {
    let corpus = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: corpus) }
    let cube = RepositoryFixture.root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Recordings/cube")
    let tapes: [(name: String, from: URL)] = [
      ("a.htape", cube.appendingPathComponent("swipe-next.htape")),
      ("b.htape", RepositoryFixture.file("fuzz-findings", "chunk-2-cut-chunk-3-intact.htape")),
      ("c.htape", URL(fileURLWithPath: Self.tenPulls[0])),
      ("d.htape", cube.appendingPathComponent("swipe-back-at-first-bounces.htape")),
      ("e.htape", RepositoryFixture.file("fuzz-findings", "varint-out-of-bounds.htape")),
      ("f.htape", cube.appendingPathComponent("taps-during-deceleration.htape")),
    ]
    for tape in tapes {
      try FileManager.default.copyItem(at: tape.from, to: corpus.appendingPathComponent(tape.name))
    }
    try Data("not a tape".utf8).write(to: corpus.appendingPathComponent("g.htape"))
    let runs = try [1, 2].map { workers in
      try BuiltBinary.run([
        "sweep", corpus.path, "--scene", "cube", "--vary", Self.cubeAxis, "--format", "json",
        "--workers", "\(workers)",
      ])
    }
    #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.error))")
    #expect(runs[1].output == runs[0].output)
    #expect(runs[1].error == runs[0].error)
    let said = runs[1].error.split(separator: "\n").map(String.init)
    let path = { (name: String) in corpus.appendingPathComponent(name).path }
    #expect(said.count == 4, "\(said)")
    guard said.count == 4 else { return }
    // b and e are damaged (e was recorded on photos), g is no tape.
    #expect(said[0].hasPrefix("haptictape: \(path("b.htape")): damaged tape: byte 98883"))
    #expect(said[1].hasPrefix("haptictape: \(path("e.htape")): damaged tape: byte 134"))
    #expect(said[2].hasPrefix("haptictape: \(path("g.htape")): byte 0: "))
    #expect(said[2].hasSuffix("; the tape is left out"))
    #expect(
      said[3] == "haptictape: skipped 2 tapes recorded on other scenes (--strict refuses them)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(runs[1].output.utf8)) as? [String: Any])
    let names = ["a", "b", "d", "f"].map { path("\($0).htape") }
    #expect(object["sessionNames"] as? [String] == names)
  }

  /// A valid axis of the cube scene, so that the only trouble left is the corpus.
  private static let cubeAxis = "playsPageChangeImpact=true,false"
}

@Suite(.enabled(if: BuiltBinary.exists)) struct SweepInterruptionTests {
  /// Ctrl-C prints the table of every point over the sessions already replayed at all of them,
  /// and exits 130.
  @Test func interruptedSweepPrintsEveryPointOverTheSessionsDoneAndExits130() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/secret-offer/pulls").path
    let process = Process()
    process.executableURL = BuiltBinary.url
    // The corpus 30 times over (6,660 sessions) at 31 points: minutes of work, far more than
    // the wait below, in blocks of 256 sessions.
    process.arguments =
      ["sweep"] + Array(repeating: corpus, count: 30) + [
        "--scene", "secret-offer", "--vary", "openProgress=0.60...0.90/0.01", "--workers", "1",
      ]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorReader = PipeReader(error.fileHandleForReading)
    // A SIGINT before the sweep catches it would kill the process (status 2, the signal), so
    // wait until it catches SIGINT, then long enough to replay its first sessions at every
    // point.
    Self.waitUntilCatchingInterrupts(process.processIdentifier)
    Thread.sleep(forTimeInterval: 6)
    process.interrupt()
    let printed = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errorReader.wait(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(said.contains("interrupted: the results above are over "), "\(said)")
    let over = said.split(separator: "are over ").last?.split(separator: " ").first
    let done = try #require(over.flatMap { Int($0) }, "\(said)")
    #expect(done > 0 && done < 6_660)
    #expect(said.contains(" of 6660 tapes, each replayed at all 31 grid points"), "\(said)")
    // Every point is there, each over the sessions done.
    let rows = printed.split(separator: "\n")
    #expect(rows.first?.hasPrefix("openProgress") == true)
    #expect(rows.count == 32)
    #expect(rows.dropFirst().allSatisfy { $0.contains("/\(done) ") }, "\(printed)")
  }

  /// Waits (at most 60 s) until process `pid` ignores or catches SIGINT, read from the `SigIgn`
  /// and `SigCgt` masks of `/proc/PID/status`; where there is no `/proc`, returns at once.
  private static func waitUntilCatchingInterrupts(_ pid: Int32) {
    let status = "/proc/\(pid)/status"
    guard FileManager.default.fileExists(atPath: status) else { return }
    for _ in 0..<600 {
      // /proc files report a size of 0, so read them to their end rather than by size.
      let data = FileHandle(forReadingAtPath: status)?.readDataToEndOfFile() ?? Data()
      let masks = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
        line -> UInt64? in
        guard line.hasPrefix("SigIgn:") || line.hasPrefix("SigCgt:") else { return nil }
        return UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
      }
      if masks.contains(where: { $0 & (1 << (SIGINT - 1)) != 0 }) { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }
}
