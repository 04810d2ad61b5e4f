import Foundation
import HapticTape
import SeedScenes

/// The inputs every benchmark measures: generated 120 Hz sessions (the model of
/// docs/tape-compression.md, "Benchmark sessions") and the golden tapes under `Recordings/`.
public enum BenchmarkSessions {
  /// Session length in seconds (docs/tape-compression.md measures 600 s sessions).
  public static let sessionSeconds = 600.0
  /// Generator seeds (docs/tape-compression.md#results reports seed 7 and checks 1, 2, 3).
  public static let seeds: [UInt64] = [7, 1, 2, 3]

  /// The header every generated session is written under.
  public static let header = TapeHeader(
    sceneID: "benchmark", sceneConfiguration: "{}", device: .iPhone15Pro,
    metadata: ["generator": "compression.md model"])

  /// The package root: #filePath is <root>/Benchmarks/Sources/BenchmarkFixtures/BenchmarkSessions.swift.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The full session (touches and outputs in time order) for `seed`.
  public static func fullSession(seed: UInt64) -> [TapeEvent] {
    let (touches, outputs) = TouchSessionGenerator.session(seed: seed, seconds: sessionSeconds)
    return (touches + outputs).sorted { $0.timestamp < $1.timestamp }
  }

  /// `events` written as a sealed `.htape` under `header`.
  public static func encode(
    _ events: [TapeEvent], header: TapeHeader = header,
    configuration: TapeWriter.Configuration = .init()
  ) -> [UInt8] {
    var writer = TapeWriter(header: header, configuration: configuration)
    do {
      try writer.append(contentsOf: events)
      try writer.finish()
    } catch {
      fatalError("benchmark session failed to encode: \(error)")
    }
    return writer.bytes
  }

  /// `events` as JSON Lines, the yardstick for sizes and MB/s.
  public static func jsonLines(_ events: [TapeEvent]) -> [UInt8] {
    Array(TapeJSONLines.encode(header: header, events: events).utf8)
  }

  /// Every golden under `Recordings/` that replays clean, read once, with its path (every one
  /// that reads, when `checked` is false).
  public static func goldens(checked: Bool = true) -> [(path: String, tape: RecordedTape)] {
    cleanTapes(under: "Recordings", registry: .builtIn, checked: checked)
  }

  /// The `.htape` files under `folder` (relative to the package root), sorted by path.
  ///
  /// Each is read and checked to replay cleanly with `registry`; a tape that does not is named
  /// and left out. With `checked` false a tape is only read, not replayed.
  public static func cleanTapes(under folder: String, registry: SceneRegistry, checked: Bool = true)
    -> [(path: String, tape: RecordedTape)]
  {
    let root = packageRoot.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".htape") { paths.append(path) }
    }
    return paths.sorted().compactMap { path in
      guard let tape = try? TapeReader.read(contentsOf: root.appendingPathComponent(path).path),
        !checked || replaysCleanly(tape, registry: registry)
      else {
        print("\(path): does not replay cleanly; run `haptictape replay \(folder)/\(path)`")
        return nil
      }
      return (path, tape)
    }
  }

  /// Whether `tape` replays with no difference from its recording.
  private static func replaysCleanly(_ tape: RecordedTape, registry: SceneRegistry) -> Bool {
    guard let verdict = try? Session.replay(tape, registry: registry) else { return false }
    return verdict.report == nil
  }

  /// The size of `input` compressed by a system tool, or `nil` when the tool is not installed.
  public static func compressedSize(_ input: [UInt8], tool: String, arguments: [String]) -> Int? {
    guard
      let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "haptictape-bench-\(tool)-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    do {
      try Data(input).write(to: file)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments + [file.path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationStatus == 0 ? output.count : nil
    } catch {
      return nil
    }
  }
}
