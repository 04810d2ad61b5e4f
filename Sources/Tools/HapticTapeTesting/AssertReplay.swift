#if canImport(XCTest)
  import Replay
  import Scenes
  import TouchModel
  import XCTest

  /// The XCTest form of ``expectReplay(of:on:configuration:device:tolerance:record:fileID:filePath:line:column:)``:
  /// replays the tape at `path` on `scene` and fails the test at the calling line with the
  /// first-divergence report when the scene's outputs differ from the recording.
  ///
  /// ```swift
  /// import HapticTapeTesting
  /// import SeedScenes
  /// import XCTest
  ///
  /// final class CubeSceneXCTests: XCTestCase {
  ///   func testSwipeToTheNextPage() {
  ///     assertReplay(of: "Recordings/cube/swipe-next.htape", on: CubeScene.self)
  ///   }
  /// }
  /// ```
  ///
  /// Missing tapes are recorded from their `.gesture` script and the record modes apply as for
  /// `expectReplay` (`record`, else `HAPTICTAPE_RECORD`, else `CI`); a recorded tape is noted
  /// on standard output, and the replayed tape of a divergence is not attached (XCTest on
  /// Linux has no attachments).
  ///
  /// - Parameters:
  ///   - path: The `.htape` file, relative to the calling test file's folder or absolute.
  ///   - scene: The scene type the tape was recorded on.
  ///   - configuration: The scene's configuration; the default configuration when omitted.
  ///   - device: The device a missing tape is recorded on.
  ///   - tolerance: How far outputs may stray; the tape's own, else the default, when `nil`.
  ///   - record: The record mode for this call.
  ///   - file: The calling file, for the failure and for relative paths.
  ///   - line: The calling line.
  public func assertReplay<S: HapticScene>(
    of path: String,
    on scene: S.Type,
    configuration: S.Configuration = S.Configuration(),
    device: DeviceProfile = .iPhone15Pro,
    tolerance: TraceTolerance? = nil,
    record: RecordMode? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let finding = TapeExpectation<S>.check(
      path, from: "\(file)", configuration: configuration, device: device, tolerance: tolerance,
      record: record)
    switch finding {
    case nil:
      return
    case .warning(let message):
      print(message)
    case .failure(let message, _):
      XCTFail(message, file: file, line: line)
    }
  }
#endif
