import Foundation

/// The shared reference folders (`shared/reference/<name>`) that tests read beside the package:
/// real data and reproducers written by others, not copied into the repository.
///
/// ```swift
/// let folder = try #require(SharedReference.folder("fuzz-findings"))
/// ```
public enum SharedReference {
  /// `shared/reference/<name>` in the package root's parent or further up, or `nil` when this
  /// checkout has no `shared/` beside it.
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
}
