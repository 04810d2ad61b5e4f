import Foundation

/// An executable the package builds, found beside the test bundle in the build folder
/// (`swift build --build-tests` puts them there), for tests that run a tool as a user would.
///
/// ```swift
/// let tool = BuiltExecutable.url(named: "haptictape")
/// ```
public enum BuiltExecutable {
  /// The executable `name` beside the running test bundle; the first place looked when none is
  /// there, so that `FileManager.isExecutableFile(atPath:)` tells a test to skip.
  public static func url(named name: String) -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    let candidates = [
      directory.appendingPathComponent(name),
      directory.deletingLastPathComponent().appendingPathComponent(name),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }
}
