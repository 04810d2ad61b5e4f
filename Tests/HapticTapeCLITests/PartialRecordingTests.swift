import Foundation
import HapticTape
import Testing

@testable import HapticTapeCLI

/// A scene that stops a recording part-way leaves the session until then in `NAME.partial.EXT`,
/// exits 2, and leaves the tape asked for as it was.
@Suite(.enabled(if: BuiltBinary.exists)) struct PartialRecordingTests {
  /// A fling, then a command the photos scene rejects at 0.883 s (photo 99 of 10).
  static let script = """
    wait 100ms
    fling 1 from 200,600 to 200,200 velocity 1500
    wait 300ms
    command delete 99
    wait 500ms

    """

  @Test func aStoppedRecordingKeepsWhatCameBeforeTheStop() throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("bad.gesture").path
    try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
    let tape = folder.appendingPathComponent("bad.htape").path
    try Data("an earlier tape".utf8).write(to: URL(fileURLWithPath: tape))

    let run = try BuiltBinary.run(["record", "--scene", "photos", "--script", script, "-o", tape])

    #expect(run.status == 2)
    let lines = run.error.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "haptictape: \(script):4:1: delete expects one photo index from 0 to 9, "
        + "got 'delete 99'")
    let partial = folder.appendingPathComponent("bad.partial.htape").path
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("\(partial): 59 inputs, 15 outputs") == true, "\(run.error)")
    // The tape asked for is untouched.
    #expect(try String(contentsOfFile: tape, encoding: .utf8) == "an earlier tape")

    let kept = try RecordedTape(contentsOf: partial)
    #expect(kept.header.sceneID == "photos")
    #expect(
      kept.header.metadata[Session.stoppedMetadataKey]
        == "delete expects one photo index from 0 to 9, got 'delete 99'")
    // The inputs end with the rejected command, at the time the scene stopped.
    let inputs = kept.events.filter { $0.kind.isInput }
    #expect(inputs.count == 59)
    guard case .command(let command) = inputs.last else {
      Issue.record("the last input is \(String(describing: inputs.last))")
      return
    }
    #expect(command.name == "delete")
    #expect(kept.events.allSatisfy { $0.timestamp <= command.timestamp })

    // Replaying the partial tape repeats the stop: exit 2, the same message.
    let replay = try BuiltBinary.run(["replay", partial])
    #expect(replay.status == 2)
    #expect(replay.error.contains("delete expects one photo index from 0 to 9"), "\(replay.error)")
  }

  @Test(arguments: [
    ("a.htape", "a.partial.htape"), ("dir/b.jsonl", "dir/b.partial.jsonl"),
    ("v1.2/noext", "v1.2/noext.partial"), (".hidden", ".hidden.partial"),
  ])
  func partialPathSitsBesideTheTape(output: String, partial: String) {
    #expect(RecordCommand.partialPath(for: output) == partial)
  }
}
