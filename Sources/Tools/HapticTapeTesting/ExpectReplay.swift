import Foundation
import Replay
import Scenes
import Testing
import TouchModel

/// Replays the tape at `path` on `scene` and records an issue at the call when what the scene
/// produces now differs from what the tape recorded: the swift-snapshot-testing
/// `assertSnapshot` of how a screen feels.
///
/// ```swift
/// import HapticTapeTesting
/// import SeedScenes
/// import Testing
///
/// @Test func swipeNext() {
///   expectReplay(of: "Recordings/cube/swipe-next.htape", on: CubeScene.self)
/// }
/// ```
///
/// - A relative `path` is resolved from the folder of the calling test file (`#filePath`).
/// - When the tape is missing, it is recorded from the gesture script beside it
///   (`pull-past-threshold.gesture`) on `device`, written, and reported as a warning, unless the
///   record mode is `never`: then the missing tape is a failure and nothing is written.
/// - Otherwise the tape's inputs are replayed on `scene` with `configuration` — the values the
///   test's code declares — and the outputs compared stream by stream within `tolerance`. A
///   divergence is an issue at the calling line whose message is the first-divergence report
///   (the same text `haptictape replay` prints); the replayed tape is attached as
///   `NAME.actual.htape` so CI keeps it. Mode `failed` also re-records the tape and still fails;
///   mode `all` re-records every tape it checks.
///
/// The record mode is `record`, else the mode a ``TapeRecordTrait`` sets
/// (`@Suite(.tapes(record: .failed))`), else `HAPTICTAPE_RECORD`, else `never` when `CI` is set
/// and `missing` otherwise.
///
/// - Parameters:
///   - path: The `.htape` file, relative to the calling test file's folder or absolute.
///   - scene: The scene type the tape was recorded on.
///   - configuration: The scene's configuration; the default configuration when omitted.
///   - device: The device a missing tape is recorded on (an existing tape keeps its own).
///   - tolerance: How far outputs may stray and still match. A tape recorded with a tolerance
///     stores it in its header and keeps it; when `nil`, the tape's own, else 1 ms, 0.5 pt and
///     0.01.
///   - record: The record mode for this call, overriding the trait and the environment.
///   - fileID: The calling file's ID, for the issue's source location.
///   - filePath: The calling file's path; relative tape paths start from its folder.
///   - line: The calling line, for the issue's source location.
///   - column: The calling column, for the issue's source location.
public func expectReplay<S: HapticScene>(
  of path: String,
  on scene: S.Type,
  configuration: S.Configuration = S.Configuration(),
  device: DeviceProfile = .iPhone15Pro,
  tolerance: TraceTolerance? = nil,
  record: RecordMode? = nil,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let finding = TapeExpectation<S>.check(
    path, from: filePath, configuration: configuration, device: device, tolerance: tolerance,
    record: record ?? TapeRecording.mode)
  switch finding {
  case nil:
    return
  case .warning(let message):
    Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
  case .failure(let message, let attachment):
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    if let attachment {
      Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
    }
  }
}
