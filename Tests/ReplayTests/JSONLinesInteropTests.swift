import Foundation
import Haptics
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// A tape's JSON Lines and `haptictape ahap convert` share one shape for haptic events: the
/// haptic lines of a tape export read back as the haptic events the scene produced.
@Suite struct JSONLinesInteropTests {
  @Test func tapeExportReadsAsTheScenesHapticEvents() throws {
    let path = RecordingsTests.recordings.appendingPathComponent(
      "secret-offer/pull-success-two-fingers.htape"
    ).path
    let tape = try TapeReader.read(contentsOf: path)
    let text = TapeJSONLines.encode(header: tape.header, events: tape.events)
    let decoded = try HapticJSONLines.decode(Array(text.utf8)).events
    let replayed = try Session.stepScene(tape, registry: .builtIn).output.entries.compactMap {
      entry -> HapticEvent? in
      if case .haptic(let event) = entry { event } else { nil }
    }
    #expect(decoded.count == 18)
    #expect(decoded.count == replayed.count)
    let produced = HapticTimeline(replayed).events
    for (read, made) in zip(decoded, produced) {
      #expect(read.type == made.type)
      #expect(abs(read.time - made.time) <= 1e-6)  // t has microsecond precision
    }
  }
}
