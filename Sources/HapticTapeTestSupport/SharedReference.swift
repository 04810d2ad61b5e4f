import Foundation

/// The reference folders beside the checkout, which only CI has (looked up by name below).
///
/// They hold third-party data whose licence does not let the repository hold a copy. CI has
/// them; a fresh clone does not, so a test reading them is enabled only when the file is here,
/// and says why it is skipped.
///
/// ```swift
/// @Test(.enabled(if: SharedReference.contains("touch-logs", name), "…"))
/// ```
public enum SharedReference {
  /// The reference folder `name` beside the package root (in the root's parent or further up),
  /// or `nil` when this checkout has none beside it.
  public static func folder(_ name: String) -> URL? {
    // Sources/HapticTapeTestSupport/SharedReference.swift → the package root.
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    while folder.path != "/" {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent("shared/reference").appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Whether the file `name` of the reference folder `folder` is here.
  public static func contains(_ folder: String, _ name: String) -> Bool {
    guard let url = self.folder(folder)?.appendingPathComponent(name) else { return false }
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// The file `name` of the reference folder `folder`; throws, naming the file, when this
  /// checkout has no copy of it.
  public static func file(_ folder: String, _ name: String) throws -> URL {
    guard let url = self.folder(folder)?.appendingPathComponent(name),
      FileManager.default.fileExists(atPath: url.path)
    else {
      throw CocoaError(
        .fileReadNoSuchFile,
        userInfo: [NSFilePathErrorKey: "../shared/reference/\(folder)/\(name)"])
    }
    return url
  }
}
