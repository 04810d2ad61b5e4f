import ArgumentParser
import Foundation
import HapticTape

/// Writing the text files the CLI produces (reports, exports, JUnit), through one function.
enum TextFile {
  /// Writes `text` as UTF-8 to `path` atomically (``Tape/AtomicFile``: a temporary file in the
  /// same folder, flushed and renamed over `path`), creating missing folders; a kill at any
  /// instant leaves the previous file or the new one.
  /// - Parameter suggestedName: The file name the error suggests when `path` is a folder, such
  ///   as `report.html`.
  /// - Throws: ``CommandFailure`` naming the path when it cannot be written, or its folder
  ///   cannot be created (``OutputFolder``).
  static func write(_ text: String, to path: String, suggestedName: String) throws {
    try OutputFolder.create(containing: path)
    do {
      try AtomicFile.write(Array(text.utf8), to: path, suggestedName: suggestedName)
    } catch let error as TapeError {
      throw CommandFailure(error.description)
    } catch {
      throw CommandFailure(
        "\(path): cannot write the file (\(error.localizedDescription)); check the folder's permissions"
      )
    }
  }

  /// Refuses a destination that names a folder (one that exists, or any path ending in `/`)
  /// before anything is computed for it.
  /// - Parameters:
  ///   - path: The option's value.
  ///   - option: The option, such as `--output`.
  ///   - suggestedName: The file name to suggest in the folder, such as `report.html`.
  /// - Throws: `ValidationError` (exit 2) naming the option and a file to write instead.
  static func checkDestination(_ path: String, option: String, suggestedName: String) throws {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    guard path.hasSuffix("/") || (exists && isFolder.boolValue) else { return }
    let folder = path.hasSuffix("/") ? path : path + "/"
    throw ValidationError(
      "\(option) \(path): a folder, not a file; name the file to write, such as "
        + "\(folder)\(suggestedName)")
  }
}
