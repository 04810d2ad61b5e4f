import Foundation

/// Writing the text files the CLI produces (reports, exports, JUnit), through one function so
/// they can move to an atomic writer in one place.
enum TextFile {
  /// Writes `text` as UTF-8 to `path`, replacing any file there, creating missing folders.
  /// - Throws: ``CommandFailure`` naming the path when it cannot be written.
  static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CommandFailure(
        "\(path): cannot write the file (\(error.localizedDescription)); check the folder's permissions"
      )
    }
  }
}
