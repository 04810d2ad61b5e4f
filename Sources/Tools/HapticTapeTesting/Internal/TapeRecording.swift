import Replay

/// The record mode a ``TapeRecordTrait`` sets for the tests in its scope.
enum TapeRecording {
  @TaskLocal static var mode: RecordMode?
}
