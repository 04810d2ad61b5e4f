import Foundation
import Replay
import Scenes
import SeedScenes
import Tape
import Testing
import TouchCore
import TouchInput
import TouchModel

/// A scene that reports each lift as a scene event dated when its touch began: an output more
/// than ``TapeStream``'s lag behind the frame that makes it when the touch is held long.
private struct BackdatingScene: HapticScene {
  struct Configuration: SceneConfiguration {
    static var keys: [SceneConfigurationKey<Self>] { [] }
    init() {}
  }

  static let id = "backdating"
  static let summary = "Reports each lift at the time its touch began."
  static let commands: [SceneCommandDescription] = []
  let device: DeviceProfile
  let configuration: Configuration
  private var began: [Touch.ID: Timestamp] = [:]

  init(device: DeviceProfile, configuration: Configuration) {
    self.device = device
    self.configuration = configuration
  }

  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) {
    guard case .touch(let sample) = input else { return }
    switch sample.phase {
    case .began: began[sample.id] = sample.timestamp
    case .ended:
      let start = began.removeValue(forKey: sample.id) ?? sample.timestamp
      output.append(SceneEvent("held", at: start, ["x": .position(sample.location.x)]))
      output.append(SceneEvent("lifted", at: sample.timestamp, [:]))
    default: break
    }
  }

  /// Frames tick while a finger is down.
  var isAtRest: Bool { began.isEmpty }
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [] }
}

/// A session recorded straight to its file holds the bytes the in-memory recording writes, keeps
/// a stopped session's partial tape, and holds a bounded number of outputs however long it is.
@Suite struct StreamedRecordingTests {
  /// A scratch folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "streamed-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The bytes of the tape the in-memory recording writes, and of the streamed one, for
  /// `script` on `sceneID`; and the streamed recording's summary.
  static func bothWays(
    sceneID: String, registry: SceneRegistry = .builtIn, configuration: String = "{}",
    script: String, writer: TapeWriter.Configuration = .init()
  ) throws -> (inMemory: [UInt8], streamed: [UInt8], summary: Session.StreamedRecording) {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
    let result = try Session.recordKeepingPartial(
      sceneID: sceneID, registry: registry, configuration: configuration, device: .iPhone15Pro,
      inputs: timeline.inputs, end: timeline.end, metadata: ["script": "s.gesture"])
    let inMemory = folder.appendingPathComponent("in-memory.htape").path
    try RecordedTape(header: result.recording.header, events: result.recording.events).write(
      to: inMemory, configuration: writer)
    let path = folder.appendingPathComponent("streamed.htape").path
    let partial = folder.appendingPathComponent("streamed.partial.htape").path
    let summary = try Session.record(
      streamingTo: path, partialPath: partial, sceneID: sceneID, registry: registry,
      configuration: configuration, device: .iPhone15Pro, inputs: timeline.inputs,
      end: timeline.end, metadata: ["script": "s.gesture"], writerConfiguration: writer)
    #expect(summary.path == (result.stop == nil ? path : partial))
    #expect((summary.stop == nil) == (result.stop == nil))
    #expect(summary.inputCount == result.recording.events.filter(\.kind.isInput).count)
    #expect(summary.end == result.recording.events.last?.timestamp)
    let streamed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: summary.path)))
    // Nothing else is left in the folder: no scratch file, no tape beside a partial one.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["in-memory.htape", URL(fileURLWithPath: summary.path).lastPathComponent])
    return (try [UInt8](Data(contentsOf: URL(fileURLWithPath: inMemory))), streamed, summary)
  }

  /// Drags along the photos strip and flings of the preview, `cycles` times (about 4 s each).
  static func photosSession(cycles: Int) -> String {
    let cycle = """
      touch 1 at 300,785
      drag 1 to 120,785 in 800ms
      drag 1 to 300,785 in 800ms
      lift 1
      wait 300ms
      fling 1 from 300,400 to 120,400 velocity 900
      wait 600ms
      fling 1 from 100,400 to 280,400 velocity 900
      wait 600ms

      """
    return "wait 100ms\n" + String(repeating: cycle, count: cycles) + "wait 1s\n"
  }

  @Test(arguments: RecordingsTests.tapes)
  func aGoldenScriptStreamedGivesTheInMemoryBytes(path: String) throws {
    let base = RecordingsTests.recordings.appendingPathComponent(
      String(path.dropLast(".htape".count)))
    let tape = try TapeReader.read(contentsOf: base.path + ".htape")
    let script = try String(contentsOfFile: base.path + ".gesture", encoding: .utf8)
    let configuration =
      (try? String(contentsOfFile: base.path + ".config.json", encoding: .utf8)) ?? "{}"
    let both = try Self.bothWays(
      sceneID: tape.header.sceneID, configuration: configuration, script: script)
    #expect(both.streamed == both.inMemory)
    #expect(both.summary.isStreamed)
  }

  @Test func smallChunksAndALongSessionStreamTheInMemoryBytes() throws {
    // 64 events or 0.5 s a chunk: many chunks sealed between and during the stream's drains.
    let writer = TapeWriter.Configuration(
      maximumEventsPerChunk: 64, maximumChunkDuration: .milliseconds(500))
    let both = try Self.bothWays(
      sceneID: "photos", script: Self.photosSession(cycles: 4), writer: writer)
    #expect(both.streamed == both.inMemory)
    #expect(both.summary.isStreamed)
    #expect(both.summary.end > .seconds(15))
  }

  @Test func aStoppedSessionLeavesThePartialTapeTheInMemoryRecordingKeeps() throws {
    // 8 s of gestures written before the photos scene rejects `delete 99`.
    let script = Self.photosSession(cycles: 2) + "command delete 99\nwait 500ms\n"
    let both = try Self.bothWays(sceneID: "photos", script: script)
    #expect(both.streamed == both.inMemory)
    #expect(both.summary.isStreamed)
    let message = "delete expects one photo index from 0 to 9, got 'delete 99'"
    #expect(both.summary.stop?.message == message)
    let kept = try TapeReader.read(bytes: both.streamed)
    #expect(kept.recoveries.isEmpty)
    #expect(kept.header.metadata[Session.stoppedMetadataKey] == message)
    #expect(kept.events.last?.kind == .command)
    #expect(both.summary.end > .seconds(8))
  }

  @Test func anOutputDatedMoreThanTheLagBackIsRecordedInMemoryWithTheSameBytes() throws {
    // The tap's outputs are written while finger 1 is still down; its lift then reports a time
    // before them.
    let script = "touch 1 at 100,200\nhold 1 for 1s\ntap 50,50\nhold 1 for 3s\nlift 1\nwait 1s"
    let both = try Self.bothWays(
      sceneID: BackdatingScene.id, registry: [BackdatingScene.self], script: script)
    #expect(both.streamed == both.inMemory)
    #expect(!both.summary.isStreamed)
  }

  /// What the stream holds stays bounded by the outputs of its last two seconds: a session six
  /// times longer holds no more of them at once.
  @Test func theOutputsHeldDoNotGrowWithTheSession() throws {
    let short = try Self.bothWays(sceneID: "photos", script: Self.photosSession(cycles: 5))
    let long = try Self.bothWays(sceneID: "photos", script: Self.photosSession(cycles: 30))
    #expect(long.streamed == long.inMemory)
    let outputs = { (summary: Session.StreamedRecording) in
      summary.outputCounts.values.reduce(0, +)
    }
    #expect(outputs(long.summary) > 5 * outputs(short.summary))
    #expect(short.summary.maximumPendingOutputs > 0)
    #expect(long.summary.maximumPendingOutputs <= short.summary.maximumPendingOutputs + 16)
    #expect(long.summary.maximumPendingOutputs * 20 < outputs(long.summary))
  }
}
