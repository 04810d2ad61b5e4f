import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// New empty folders for tests' files, all inside one folder per test process that is removed
/// when the process exits, so test runs do not leave their files in the temporary directory.
///
/// ```swift
/// let folder = try ScratchFolder.make("tape-command")
/// ```
public enum ScratchFolder {
  /// `haptictape-tests-PID` in the temporary directory.
  public static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "haptictape-tests-\(ProcessInfo.processInfo.processIdentifier)")
    // Runs after every test: by then this constant is set, and the handler captures nothing.
    atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
    return root
  }()

  /// A new empty folder named `name-N` inside ``root``.
  public static func make(_ name: String) throws -> URL {
    let url = root.appendingPathComponent("\(name)-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
