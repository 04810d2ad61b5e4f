import Foundation
import Replay

/// One live session served over standard input and output, in a worker process of its own:
/// the studio starts one per connection when its scenes run code HapticTape does not own, so a
/// trap in that code ends the session, not the studio (``StudioWorkerCommand``).
///
/// Each message the connection receives comes in as a frame and is answered as the studio
/// answers it in process, with one frame of replies; the worker ends when its input does.
package enum StudioSessionWorker {
  /// Serves messages from standard input until it ends.
  /// - Throws: ``StudioError`` when the recordings folder cannot be created, or a pipe's error.
  package static func serve(_ configuration: StudioConfiguration) throws {
    let store = try RecordingStore(
      directory: configuration.recordingsDirectory, registry: configuration.registry)
    var session: LiveSession?
    while let text = try StudioWorkerFrames.read(from: .standardInput) {
      let replies = ReplayCrashContext.replaying("a live session in the studio") {
        StudioSocket.handle(text, session: &session, configuration: configuration, store: store)
      }
      try StudioWorkerFrames.write(
        StudioWorkerFrames.encode(replies), to: .standardOutput)
    }
  }
}
