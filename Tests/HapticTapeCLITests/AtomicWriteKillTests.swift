import Foundation
import HapticTape
import HapticTapeTestSupport
import Testing

/// `haptictape convert` killed with SIGKILL at seeded random instants while it replaces an
/// existing multi-chunk tape: afterwards the tape is always the complete old one or the complete
/// new one, and whatever partial file a kill leaves holds only sealed, readable chunks.
@Suite(.enabled(if: BuiltBinary.exists)) struct AtomicWriteKillTests {
  /// Kills per run of the test: 14 on every run (ours: enough instants to land in parsing,
  /// writing and renaming, in a few seconds), or `HAPTICTAPE_KILLS` for the long run, such as
  /// `HAPTICTAPE_KILLS=240 swift test --filter AtomicWriteKillTests` (the "Tape format" article).
  static let killCount: Int = {
    guard let text = ProcessInfo.processInfo.environment["HAPTICTAPE_KILLS"] else { return 14 }
    return max(Int(text) ?? 14, 1)
  }()

  /// The golden `pull-success-two-fingers` (12.6 s, 1,288 events) played `repeats` times in a
  /// row: a long session of many 60 s chunks.
  static func longSession(repeats: Int, nudge: Double) throws -> RecordedTape {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Recordings/secret-offer/pull-success-two-fingers.htape")
    let tape = try TapeReader.read(contentsOf: golden.path)
    var events: [TapeEvent] = []
    events.reserveCapacity(tape.events.count * repeats)
    for round in 0..<repeats {
      let shift = TimeAmount.milliseconds(13_000 * Int64(round))
      for event in tape.events {
        switch event {
        case .touch(var sample):
          sample.timestamp = sample.timestamp + shift
          sample.location.x += nudge
          for index in sample.coalesced.indices { sample.coalesced[index].timestamp += shift }
          events.append(.touch(sample))
        case .command(var command):
          command.timestamp = command.timestamp + shift
          events.append(.command(command))
        case .record(var record):
          record.timestamp = record.timestamp + shift
          events.append(.record(record))
        }
      }
    }
    return RecordedTape(header: tape.header, events: events)
  }

  /// The partial file a writer to `target` has open in `directory`, if any.
  static func partialFile(in directory: URL, for target: String) throws -> String? {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).first {
      $0.hasPrefix(".\(target).") && $0.hasSuffix(".partial")
    }
  }

  /// Starts `haptictape` with `arguments`, output discarded.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = BuiltBinary.url
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until `process` has created its partial file or ended.
  static func waitForPartialFile(of process: Process, in directory: URL, for target: String) throws
  {
    while process.isRunning, try partialFile(in: directory, for: target) == nil { usleep(500) }
  }

  @Test func aKilledConvertLeavesTheOldTapeOrTheNewOne() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.htape")
    let source = directory.appendingPathComponent("new.jsonl").path
    let reference = directory.appendingPathComponent("reference.htape").path
    try Self.longSession(repeats: 10, nudge: 0).write(to: target.path)
    try Self.longSession(repeats: 30, nudge: 0.5).write(to: source)
    let old = try Data(contentsOf: target)

    // One uninterrupted run gives the new bytes, and how long a run takes and how much of it
    // writes the tape (after the JSON Lines are read): the kill windows.
    let clock = ContinuousClock()
    let started = clock.now
    let run = try Self.start(["convert", source, reference])
    try Self.waitForPartialFile(of: run, in: directory, for: "reference.htape")
    let writing = clock.now
    run.waitUntilExit()
    let (whole, write) = (clock.now - started, clock.now - writing)
    #expect(run.terminationStatus == 0)
    let new = try Data(contentsOf: URL(fileURLWithPath: reference))
    let newTape = try TapeReader.read(contentsOf: reference)
    #expect(newTape.chunks.count >= 6)
    #expect(newTape.recoveries.isEmpty)
    #expect(new != old)

    var rng = SplitMix64(seed: 16)
    var outcomes = (old: 0, new: 0, partials: 0)
    for attempt in 0..<Self.killCount {
      let process = try Self.start(["convert", source, target.path])
      // Even attempts: any instant of the run; odd ones: while the tape is being written.
      let fraction = Double.random(in: 0...1.2, using: &rng)
      if attempt % 2 == 1 {
        try Self.waitForPartialFile(of: process, in: directory, for: "target.htape")
        usleep(UInt32(write / .microseconds(1) * fraction))
      } else {
        usleep(UInt32(whole / .microseconds(1) * fraction))
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let now = try Data(contentsOf: target)
      #expect(now == old || now == new, "after kill \(attempt) at \(fraction)")
      if now == new {
        outcomes.new += 1
        try old.write(to: target)
      } else {
        outcomes.old += 1
      }
      // A partial file holds a prefix of the new tape's sealed chunks, each readable.
      if let name = try Self.partialFile(in: directory, for: "target.htape") {
        let partial = directory.appendingPathComponent(name).path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: partial))
        #expect(new.starts(with: bytes))
        // Killed before its header was out, it holds nothing; otherwise every sealed chunk.
        if bytes.count >= newTape.chunks[0].byteOffset {
          let tape = try TapeReader.read(contentsOf: partial)
          #expect(tape.chunks == Array(newTape.chunks.prefix(tape.chunks.count)))
          #expect(tape.events == Array(newTape.events.prefix(tape.events.count)))
          // Killed between the last byte and the rename, the partial file is the whole new tape.
          #expect(bytes == new || !tape.recoveries.isEmpty)
          outcomes.partials += 1
        }
        try FileManager.default.removeItem(atPath: partial)
      }
    }
    #expect(outcomes.old + outcomes.new == Self.killCount)
    print(
      "kills: \(Self.killCount): \(outcomes.old) left the old tape, \(outcomes.new) the new one; "
        + "\(outcomes.partials) partial files read")
  }
}
