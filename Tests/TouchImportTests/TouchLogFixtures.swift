import Foundation

/// Finds the real touch logs: the licensed copies under `Fixtures/`, the others in
/// `../shared/reference/touch-logs/` beside the repository (or a folder further up).
enum TouchLogFixtures {
  /// `Tests/TouchImportTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The shared reference logs, or nil when this checkout has no `shared/` above it.
  static let shared: URL? = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    while folder.path != "/" {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent("shared/reference/touch-logs")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The path of a log: the local copy when its licence allowed one, else the shared one; nil
  /// (with a note) when neither exists.
  static func path(_ name: String) -> String? {
    let local = directory.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: local.path) { return local.path }
    if let shared, FileManager.default.fileExists(atPath: shared.appendingPathComponent(name).path)
    {
      return shared.appendingPathComponent(name).path
    }
    print("skipping \(name): not licensed for copying and ../shared/reference/touch-logs is absent")
    return nil
  }

  /// The text of a log, or nil when it is absent here.
  static func text(_ name: String) throws -> String? {
    guard let path = path(name) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return String(decoding: data, as: UTF8.self)
  }
}
