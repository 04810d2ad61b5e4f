import Foundation

/// The fixtures committed in `Tests/Fixtures/`, found from this file's path, so every checkout
/// (a fresh clone too) has them.
///
/// ```swift
/// let tape = RepositoryFixture.file("fuzz-findings", "chunk-1-removed.htape")
/// ```
public enum RepositoryFixture {
  /// The package's root folder, the one that holds Package.swift.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    // Sources/Tools/HapticTapeTestSupport/RepositoryFixture.swift → the package root.
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Tests/Fixtures` in the package root.
  public static let root: URL = packageRoot.appendingPathComponent("Tests/Fixtures")

  /// `Tests/Fixtures/<name>`.
  public static func folder(_ name: String) -> URL {
    root.appendingPathComponent(name)
  }

  /// `Tests/Fixtures/<folder>/<name>`.
  public static func file(_ folder: String, _ name: String) -> URL {
    self.folder(folder).appendingPathComponent(name)
  }
}
