import Foundation
import HapticTapeTestSupport
import Haptics

/// Finds and reads the AHAP fixtures: the licensed samples and hand-made files under
/// `Fixtures/`, and the reference-only samples under `../shared/reference/ahap-samples/`.
enum Fixtures {
  /// `Tests/HapticsTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The shared reference samples, found in the repository root's parent or further up, or
  /// `nil` when this checkout has no `shared/` beside it.
  static let sharedSamples: URL? = SharedReference.folder("ahap-samples")

  /// The fuzzing reproducers in `shared/reference/fuzz-findings`, or `nil` when absent.
  static let fuzzFindings: URL? = SharedReference.folder("fuzz-findings")

  /// The bytes of `Fixtures/<folder>/<name>`.
  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    try read(directory.appendingPathComponent(folder).appendingPathComponent(name))
  }

  /// The bytes of a sample: from `Fixtures/samples/` when its licence allowed copying it, from
  /// the shared reference folder otherwise; `nil` when that folder is absent.
  static func sample(_ name: String) throws -> [UInt8]? {
    let local = directory.appendingPathComponent("samples").appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: local.path) { return try read(local) }
    guard let shared = sharedSamples else { return nil }
    return try read(shared.appendingPathComponent(name))
  }

  static func read(_ url: URL) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return [UInt8](data)
  }
}
