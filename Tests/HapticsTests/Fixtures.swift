import Foundation
import HapticTapeTestSupport
import Haptics
import Testing

/// Finds and reads the AHAP fixtures: the licensed samples and hand-made files under
/// `Fixtures/`, and the reference-only samples in the reference folder beside the checkout,
/// which only CI has.
enum Fixtures {
  /// `Tests/HapticsTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The samples whose source repository states no licence (`Fixtures/PROVENANCE.md`), so the
  /// repository holds no copy: only the reference folder beside the checkout has them
  /// (sources in docs/haptics-constants.md#samples).
  static let referenceOnlySamples: Set<String> = [
    "nthState__Haptrix__Drums.ahap", "nthState__Haptrix__Gravel.ahap",
    "nthState__Haptrix__Oscillate.ahap", "nthState__Haptrix__revEngine.ahap",
    "nthState__Haptrix__Sparkle.ahap", "fuziki__HapticsBox__Gravel.ahap",
    "fuziki__HapticsBox__Event.ahap", "fuziki__HapticsBox__EventParameter.ahap",
  ]

  /// Whether every reference-only sample can be read here (CI sets `HAPTICTAPE_REFERENCE_DATA`;
  /// a fresh clone does not).
  static var hasReferenceOnlySamples: Bool {
    referenceOnlySamples.allSatisfy { ReferenceData.contains("ahap-samples", $0) }
  }

  /// Why a test of a reference-only sample is skipped here.
  static let referenceOnlyReason = Comment(
    rawValue: "reads AHAP samples whose source states no licence, so the repository holds no "
      + "copy; runs where $HAPTICTAPE_REFERENCE_DATA/ahap-samples holds them (CI)")

  /// The bytes of `Fixtures/<folder>/<name>`.
  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    try read(directory.appendingPathComponent(folder).appendingPathComponent(name))
  }

  /// The bytes of a sample: from `Fixtures/samples/` when its licence allowed copying it, from
  /// the reference data folder when it is one of ``referenceOnlySamples``.
  static func sample(_ name: String) throws -> [UInt8] {
    if referenceOnlySamples.contains(name) {
      return try read(ReferenceData.file("ahap-samples", name))
    }
    return try bytes("samples", name)
  }

  static func read(_ url: URL) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return [UInt8](data)
  }
}
