import Foundation

/// Finds the real touch logs the import tests read: the copies whose licence allowed one, in
/// `Tests/TouchImportTests/Fixtures/`, and the others in `shared/reference/touch-logs/` beside
/// the repository (or a folder further up).
public enum TouchLogFixture {
  /// The repository's root, three folders above this file.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/TouchImportTests/Fixtures`.
  public static let copies = root.appendingPathComponent("Tests/TouchImportTests/Fixtures")

  /// The shared reference logs, or nil when this checkout has no `shared/` above it.
  public static let shared: URL? = {
    var folder = root
    while folder.path != "/" {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent("shared/reference/touch-logs")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The path of a log: the local copy when there is one, else the shared one; nil (saying why)
  /// when neither exists here.
  public static func path(_ name: String) -> String? {
    for folder in [copies] + (shared.map { [$0] } ?? []) {
      let url = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) { return url.path }
    }
    print("skipping \(name): not licensed for copying and ../shared/reference/touch-logs is absent")
    return nil
  }

  /// The text of a log, or nil when it is absent here.
  public static func text(_ name: String) throws -> String? {
    guard let path = path(name) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return String(decoding: data, as: UTF8.self)
  }
}
