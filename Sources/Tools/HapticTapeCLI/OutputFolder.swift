import Foundation

/// The folder an output file goes into, created when missing, so that `--junit
/// .build/reports/junit.xml` works on a clean checkout as it does on the second run.
enum OutputFolder {
  /// Creates the folder that holds `path`, and the folders above it, when they are missing.
  ///
  /// ```swift
  /// try OutputFolder.create(containing: ".build/reports/junit.xml")  // .build/reports/
  /// ```
  /// - Parameter path: The file about to be written.
  /// - Throws: ``CommandFailure`` (exit 2) naming the path, the folder and what to do, when the
  ///   folder cannot be created: a file is in the way, or a folder above it is not writable.
  static func create(containing path: String) throws {
    // The folder as the user wrote it, for the message; `out.htape` has none to create, and
    // `out/` names a folder, which the writer refuses.
    guard !path.hasSuffix("/"), let slash = path.lastIndex(of: "/"), slash > path.startIndex
    else { return }
    let folder = String(path[..<slash])
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure("\(path): \(problem(folder, error))")
    }
  }

  /// Why `folder` could not be created and what to do, from the nearest folder or file above
  /// it that exists: `cannot create the folder out/a: out is a file, not a folder; …`.
  private static func problem(_ folder: String, _ error: any Error) -> String {
    let manager = FileManager.default
    var existing = URL(fileURLWithPath: folder).standardizedFileURL
    while !manager.fileExists(atPath: existing.path), existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    var isFolder: ObjCBool = false
    _ = manager.fileExists(atPath: existing.path, isDirectory: &isFolder)
    // Relative to the folder as written: `out/a.txt` rather than `/home/…/out/a.txt`.
    let blocker = shortened(existing.path, like: folder)
    if !isFolder.boolValue {
      // `-o notes.txt/r.html`: the folder itself is the file.
      let cannot = blocker == folder ? "" : "cannot create the folder \(folder): "
      return cannot
        + "\(blocker) is a file, not a folder; move the file away or choose another path"
    }
    if !manager.isWritableFile(atPath: existing.path) {
      return "cannot create the folder \(folder): \(blocker) is not writable; check its "
        + "permissions or choose another path"
    }
    return "cannot create the folder \(folder) (\(error.localizedDescription)); create it or "
      + "choose another path"
  }

  /// `path` relative to the current folder when `written` is relative.
  private static func shortened(_ path: String, like written: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    guard !written.hasPrefix("/") else { return path }
    if path == current { return "." }
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
