import Foundation
import HapticTapeReport
import Replay
import Scenes
import Tape
import TouchCore

/// The recordings folder: the studio saves into it and opens from it, and never touches a path
/// outside it (every file name is a checked ``RecordingName`` joined to the folder).
public struct RecordingStore: Sendable {
  /// The folder, as given.
  public let directory: String
  private let registry: SceneRegistry

  /// Opens `directory`, creating it when missing.
  /// - Throws: ``StudioError`` (`fileSystem`) when it cannot be created or is a file.
  public init(directory: String, registry: SceneRegistry) throws(StudioError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw StudioError(
          .fileSystem, "\(directory): exists and is not a folder; pass --recordings DIR")
      }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw StudioError(
          .fileSystem, "\(directory): cannot create the folder: \(error.localizedDescription)")
      }
    }
    self.directory = directory
    self.registry = registry
  }

  /// The path of `file` in the folder.
  func path(_ file: String) -> String {
    directory.hasSuffix("/") ? directory + file : directory + "/" + file
  }

  /// The `.htape` files directly in the folder, sorted.
  public func tapeNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".htape") && !$0.hasPrefix(".") }
      .sorted()
  }

  /// What a save wrote.
  public struct Saved: Hashable, Sendable {
    /// The tape's file name in the folder.
    public var tape: String
    /// The touches' file name in the folder.
    public var touches: String
    /// Inputs, outputs and haptic events of the tape.
    public var inputCount: Int, outputCount: Int, hapticCount: Int
    /// The tape's length, seconds.
    public var duration: Double
  }

  /// Saves `session` as `name.htape` (recorded as `record` and `import` record) and its
  /// touches as `name.touches.jsonl`, each written to a temporary file and moved into place.
  ///
  /// The tape is written as the scene runs (``LiveSession/finalRecording(touchesFile:)``'s
  /// session, its events never all in memory), then the touches.
  /// - Parameter overwrite: Whether existing files of that name are replaced.
  /// - Throws: ``StudioError`` (`fileExists` unless `overwrite`, `nothingRecorded`,
  ///   `fileSystem`), or the scene's error.
  public func save(_ session: LiveSession, as name: RecordingName, overwrite: Bool) throws -> Saved
  {
    let tapePath = path(name.tapeFile)
    let touchesPath = path(name.touchesFile)
    if !overwrite {
      for file in [tapePath, touchesPath] where FileManager.default.fileExists(atPath: file) {
        throw StudioError(
          .fileExists, "\((file as NSString).lastPathComponent) exists; confirm to replace it")
      }
    }
    // A session the scene stops part-way is not saved: the part goes to a hidden scratch file,
    // removed, and the scene's error is the answer.
    let partialPath = path(".\(name.stem).partial.htape")
    let written: Session.StreamedRecording
    do {
      written = try session.writeFinalRecording(
        to: tapePath, partialPath: partialPath, touchesFile: name.touchesFile,
        replacesExisting: overwrite)
    } catch let error as TapeError where error.message == AtomicFile.existsMessage {
      throw StudioError(.fileExists, "\(name.tapeFile) exists; confirm to replace it")
    }
    if let stop = written.stop {
      try? FileManager.default.removeItem(atPath: written.path)
      throw stop
    }
    do {
      try AtomicFile.write(
        Array(session.stream.touchJSONLines().utf8), to: touchesPath,
        replacesExisting: overwrite)
    } catch let error as TapeError where error.message == AtomicFile.existsMessage {
      throw StudioError(.fileExists, "\(name.touchesFile) exists; confirm to replace it")
    }
    let outputCount = written.outputCounts.values.reduce(0, +)
    let hapticCount = written.outputCounts.filter { $0.key.name == "haptic" }.values.reduce(0, +)
    return Saved(
      tape: name.tapeFile, touches: name.touchesFile, inputCount: written.inputCount,
      outputCount: outputCount, hapticCount: hapticCount, duration: written.end.seconds)
  }

  /// The report data (``ReportPage/json()``) of the tape `name`, replayed on this build: a tape
  /// that diverges carries the replayed outputs to draw over the recording.
  /// - Throws: ``StudioError`` (`fileSystem`) when there is no such tape, or the reader's error.
  public func reportJSON(named name: RecordingName) throws -> String {
    let file = path(name.tapeFile)
    guard FileManager.default.fileExists(atPath: file) else {
      throw StudioError(.fileSystem, "\(name.tapeFile): no such recording")
    }
    var model = try ReportTape.reading(file, registry: registry)
    model.path = name.tapeFile
    return try ReportPage(title: name.tapeFile, tapes: [model]).json()
  }
}
