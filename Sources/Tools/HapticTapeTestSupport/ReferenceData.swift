import Foundation

/// Third-party data whose licence does not let the repository hold a copy, found through the
/// `HAPTICTAPE_REFERENCE_DATA` environment variable.
///
/// The variable names a folder with one subfolder per kind of data (`touch-logs`,
/// `ahap-samples`), each holding the original files under the names their tests use. CI sets it;
/// a fresh clone has no such folder, so a test reading these files is enabled only when the file
/// is here, and says why it is skipped.
///
/// ```swift
/// import Testing
///
/// @Test(.enabled(if: ReferenceData.contains("touch-logs", "pixel-7.txt"), "needs the licensed log"))
/// func pixelSevenLogImports() throws {
///   let log = try ReferenceData.file("touch-logs", "pixel-7.txt")
///   #expect(FileManager.default.fileExists(atPath: log.path))
/// }
/// ```
public enum ReferenceData {
  /// The environment variable that names the reference data folder.
  public static let environmentVariable = "HAPTICTAPE_REFERENCE_DATA"

  /// The subfolder `name` of the reference data folder, or `nil` when the variable is unset or
  /// the subfolder is missing.
  public static func folder(_ name: String) -> URL? {
    guard let root = ProcessInfo.processInfo.environment[environmentVariable], !root.isEmpty
    else { return nil }
    let candidate = URL(fileURLWithPath: root).appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }

  /// Whether the file `name` of the reference subfolder `folder` is here.
  public static func contains(_ folder: String, _ name: String) -> Bool {
    guard let url = self.folder(folder)?.appendingPathComponent(name) else { return false }
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// The file `name` of the reference subfolder `folder`; throws, naming the file and the
  /// variable, when this machine has no copy of it.
  public static func file(_ folder: String, _ name: String) throws -> URL {
    guard let url = self.folder(folder)?.appendingPathComponent(name),
      FileManager.default.fileExists(atPath: url.path)
    else {
      throw CocoaError(
        .fileReadNoSuchFile,
        userInfo: [NSFilePathErrorKey: "$\(environmentVariable)/\(folder)/\(name)"])
    }
    return url
  }
}
