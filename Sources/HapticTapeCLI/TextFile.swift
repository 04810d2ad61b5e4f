import Foundation
import HapticTape

/// Writing the text files the CLI produces (reports, exports, JUnit), through one function.
enum TextFile {
  /// Writes `text` as UTF-8 to `path` atomically (``Tape/AtomicFile``: a temporary file in the
  /// same folder, flushed and renamed over `path`), creating missing folders; a kill at any
  /// instant leaves the previous file or the new one.
  /// - Parameter suggestedName: The file name the error suggests when `path` is a folder, such
  ///   as `report.html`.
  /// - Throws: ``CommandFailure`` naming the path when it cannot be written.
  static func write(_ text: String, to path: String, suggestedName: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(Array(text.utf8), to: path, suggestedName: suggestedName)
    } catch let error as TapeError {
      throw CommandFailure(error.description)
    } catch {
      throw CommandFailure(
        "\(path): cannot write the file (\(error.localizedDescription)); check the folder's permissions"
      )
    }
  }
}
