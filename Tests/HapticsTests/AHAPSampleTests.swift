import Foundation
import Testing

@testable import Haptics

/// Round trips of real files must reproduce every event within this (float32 noise needs about
/// 1e-6, docs/haptics-constants.md#limits; our writer is exact, so 1e-9, ours, holds).
private let roundTripTolerance = 1e-9

/// What each real sample holds (counted from the file, docs/haptics-constants.md#samples), and
/// the defects the importer must report in it.
struct SampleExpectation: CustomTestStringConvertible, Sendable {
  var file: String
  var transients: Int
  var continuous: Int
  var audio: Int
  var curves: Int
  var errors: Int
  var warnings: Int

  var testDescription: String { file }
}

// source: the files themselves, listed in docs/haptics-constants.md#samples (T/C/A counts and
// curve counts); warnings are the defects listed there (HapticSharpness -1.0 and 10.0, null
// EventWaveformPath, absolute-time curve chunks).
let samples: [SampleExpectation] = [
  .init(
    file: "apple__unityplugins__Hit.ahap", transients: 1, continuous: 0, audio: 0, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Heartbeats.ahap", transients: 12, continuous: 0, audio: 0,
    curves: 0, errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Texture.ahap", transients: 101, continuous: 0, audio: 0, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "fuziki__HapticsBox__Gravel.ahap", transients: 149, continuous: 0, audio: 0, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "nthState__Haptrix__Gravel.ahap", transients: 149, continuous: 0, audio: 0, curves: 1,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Boing.ahap", transients: 1, continuous: 1, audio: 0, curves: 2,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Bounce.ahap", transients: 1, continuous: 1, audio: 0, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Recharge.ahap", transients: 0, continuous: 1, audio: 0, curves: 1,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Recoil.ahap", transients: 0, continuous: 2, audio: 0, curves: 2,
    errors: 0, warnings: 1),
  .init(
    file: "apple__unityplugins__Spin.ahap", transients: 0, continuous: 2, audio: 0, curves: 2,
    errors: 0, warnings: 0),
  .init(
    file: "nthState__Haptrix__Oscillate.ahap", transients: 0, continuous: 2, audio: 0, curves: 0,
    errors: 0, warnings: 2),
  .init(
    file: "nthState__Haptrix__revEngine.ahap", transients: 0, continuous: 2, audio: 0, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "nthState__Haptrix__Sparkle.ahap", transients: 21, continuous: 1, audio: 0, curves: 2,
    errors: 0, warnings: 0),
  .init(
    file: "nthState__Haptrix__Drums.ahap", transients: 6, continuous: 6, audio: 1, curves: 0,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__ShieldOn.ahap", transients: 0, continuous: 1, audio: 1, curves: 1,
    errors: 0, warnings: 0),
  .init(
    file: "apple__unityplugins__Spawn.ahap", transients: 1, continuous: 1, audio: 1, curves: 2,
    errors: 0, warnings: 0),
  .init(
    file: "Lofelt__studio-creative-challenges__BowRelease.ahap", transients: 8, continuous: 1,
    audio: 0, curves: 2, errors: 0, warnings: 2),
  .init(
    file: "Lofelt__studio-creative-challenges__BowRelease_new.ahap", transients: 6, continuous: 2,
    audio: 1, curves: 4, errors: 0, warnings: 0),
  .init(
    file: "Lofelt__studio-creative-challenges__snow1.ahap", transients: 15, continuous: 0, audio: 1,
    curves: 0, errors: 0, warnings: 0),
  .init(
    file: "Lofelt__NiceVibrations__long_clip.ahap", transients: 1, continuous: 3, audio: 0,
    curves: 2, errors: 0, warnings: 0),
  .init(
    file: "Lofelt__NiceVibrations__17_points.ahap", transients: 0, continuous: 1, audio: 0,
    curves: 3, errors: 0, warnings: 1),
  .init(
    file: "Lofelt__NiceVibrations__invalid_fields.ahap", transients: 1, continuous: 0, audio: 0,
    curves: 0, errors: 1, warnings: 0),
  // 77 curves, 75 of them absolute-time chunks that start after 0
  // (docs/haptics-constants.md#parameter-curves).
  .init(
    file: "Lofelt__NiceVibrations__studio_export.ahap", transients: 24, continuous: 1, audio: 0,
    curves: 77, errors: 0, warnings: 75),
  .init(
    file: "facebook__meta-haptics-sdk__studio_export.ahap", transients: 24, continuous: 1, audio: 0,
    curves: 2, errors: 0, warnings: 0),
  .init(
    file: "FancyPixel__moby__demo.ahap", transients: 12, continuous: 1, audio: 0, curves: 0,
    errors: 0, warnings: 0),
]

/// The samples the repository holds a copy of; their tests run everywhere.
let copiedSamples = samples.filter { !Fixtures.referenceOnlySamples.contains($0.file) }

/// The samples only the reference folder beside the checkout holds, which only CI has (no
/// licence stated).
let referenceOnlySamples = samples.filter { Fixtures.referenceOnlySamples.contains($0.file) }

@Suite struct AHAPSampleTests {
  /// Every sample is either copied into `Fixtures/samples/` or reference-only, never both, so a
  /// copy that goes missing fails its tests instead of being skipped.
  @Test func eachSampleIsCopiedExactlyWhenItsLicenceAllows() {
    let folder = Fixtures.directory.appendingPathComponent("samples")
    for file in samples.map(\.file) + Array(Fixtures.referenceOnlySamples) {
      let isCopied = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(file).path)
      #expect(isCopied != Fixtures.referenceOnlySamples.contains(file), "\(file)")
    }
    #expect(copiedSamples.count == 19)
    #expect(referenceOnlySamples.count == 6)
  }

  @Test(arguments: copiedSamples)
  func sampleImportsWithTheEventsAndDefectsTheReferenceLists(_ expected: SampleExpectation) throws {
    try Self.expectImport(expected)
  }

  @Test(
    .enabled(if: Fixtures.hasReferenceOnlySamples, Fixtures.referenceOnlyReason),
    arguments: referenceOnlySamples)
  func referenceOnlySampleImportsWithTheEventsAndDefectsTheReferenceLists(
    _ expected: SampleExpectation
  ) throws {
    try Self.expectImport(expected)
  }

  @Test(arguments: copiedSamples.filter { $0.errors == 0 })
  func sampleExportsAndReimportsToTheSameEvents(_ expected: SampleExpectation) throws {
    try Self.expectRoundTrip(expected)
  }

  @Test(
    .enabled(if: Fixtures.hasReferenceOnlySamples, Fixtures.referenceOnlyReason),
    arguments: referenceOnlySamples.filter { $0.errors == 0 })
  func referenceOnlySampleExportsAndReimportsToTheSameEvents(
    _ expected: SampleExpectation
  ) throws {
    try Self.expectRoundTrip(expected)
  }

  /// The sample imports with the counts and defects `expected` lists.
  static func expectImport(_ expected: SampleExpectation) throws {
    let result = try AHAPDecoder().decode(Fixtures.sample(expected.file))
    let summary = result.pattern.timeline.summary
    #expect(summary.count(of: .transient) == expected.transients)
    #expect(summary.count(of: .continuous) == expected.continuous)
    #expect(summary.count(of: .audioCustom) + summary.count(of: .audioContinuous) == expected.audio)
    #expect(summary.count(of: .parameterCurve) == expected.curves)
    #expect(result.diagnostics.filter { $0.severity == .error }.count == expected.errors)
    #expect(result.diagnostics.filter { $0.severity == .warning }.count == expected.warnings)
  }

  /// The sample exported and imported again has the same events, and exports to the same bytes.
  static func expectRoundTrip(_ expected: SampleExpectation) throws {
    let bytes = try Fixtures.sample(expected.file)
    let original = try AHAPDecoder().decode(bytes).pattern
    let exported = AHAPEncoder().encode(original)
    let reimported = try AHAPDecoder().decode(Array(exported.utf8))
    #expect(!reimported.hasErrors)
    // Clamped, null and misspelled values are gone; only warnings about the data itself (such
    // as absolute-time curve chunks) can remain, and they were reported on the original too.
    let warningsBefore = Set(
      try AHAPDecoder().decode(bytes).diagnostics.filter { $0.severity == .warning }.map(\.message))
    let warningsAfter = reimported.diagnostics.filter { $0.severity == .warning }.map(\.message)
    #expect(warningsAfter.allSatisfy { warningsBefore.contains($0) })
    #expect(warningsAfter.count <= expected.warnings)
    let difference = firstDifference(
      original.timeline.events, reimported.pattern.timeline.events, tolerance: roundTripTolerance)
    #expect(difference == nil)
    // Deterministic: exporting the re-imported pattern gives the same bytes.
    #expect(AHAPEncoder().encode(reimported.pattern) == exported)
  }

  // source: docs/haptics-constants.md#samples ("HapticsBox Event, EventParameter: fragments, not
  // AHAP documents"; fuziki/HapticsBox @ 4fac42eb3c75, HapticsBox/HapticsBoxTests/testahap)
  @Test(
    .enabled(if: Fixtures.hasReferenceOnlySamples, Fixtures.referenceOnlyReason),
    arguments: [
      ("fuziki__HapticsBox__Event.ahap", "\"Event\""),
      ("fuziki__HapticsBox__EventParameter.ahap", "\"EventParameters\""),
    ])
  func fragmentIsRejectedAsNotAPattern(_ name: String, key: String) throws {
    let bytes = try Fixtures.sample(name)
    let error = try #require(throws: HapticError.self) { try AHAPDecoder().decode(bytes) }
    #expect(error.code == .notAPattern)
    #expect(error.path == "$.Pattern")
    #expect(error.position == TextPosition(line: 1, column: 1, byteOffset: 0))
    #expect(error.message.contains("a lone \(key)"))
  }

  @Test func misspelledParameterCurvesEntryIsAnErrorNamingTheKey() throws {
    // source: docs/haptics-constants.md#samples ("Lofelt invalid_fields: misspelled
    // `ParameterCurves` (rejected)"; Tests/HapticsTests/Fixtures/PROVENANCE.md gives its source)
    let bytes = try Fixtures.sample("Lofelt__NiceVibrations__invalid_fields.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.path == "$.Pattern[1]")
    #expect(error.position.line == 23)
    #expect(
      error.message.contains("\"ParameterCurves\" looks like a misspelling of \"ParameterCurve\""))
    #expect(result.hasErrors)
  }

  @Test func recoilNegativeSharpnessIsClampedToZeroWithAWarning() throws {
    // source: apple/unityplugins @ 4b2455f6 Recoil.ahap (HapticSharpness −1.0;
    // docs/haptics-constants.md#limits)
    let bytes = try Fixtures.sample("apple__unityplugins__Recoil.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let warning = try #require(result.diagnostics.first { $0.severity == .warning })
    #expect(warning.path == "$.Pattern[0].Event.EventParameters[1].ParameterValue")
    #expect(warning.position.line == 21 && warning.position.column == 43)
    #expect(warning.message.contains("HapticSharpness -1.0 is outside 0.0…1.0; clamped to 0.0"))
    guard case .continuous(let event)? = result.pattern.timeline.events.first else {
      Issue.record("first event is not continuous")
      return
    }
    #expect(event.sharpness == 0)
  }

  @Test func bowReleaseSharpnessTypoIsClampedToOne() throws {
    // source: Lofelt/studio-creative-challenges @ 8072a530 BowRelease.ahap (HapticSharpness 10.0,
    // a typo; docs/haptics-constants.md#limits)
    let bytes = try Fixtures.sample("Lofelt__studio-creative-challenges__BowRelease.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.path) == [
        "$.Pattern[0].Event.EventParameters[1].ParameterValue",
        "$.Pattern[1].Event.EventParameters[1].ParameterValue",
      ])
    #expect(warnings.allSatisfy { $0.message.contains("HapticSharpness 10.0") })
  }

  @Test(.enabled(if: Fixtures.hasReferenceOnlySamples, Fixtures.referenceOnlyReason))
  func nullWaveformPathIsIgnoredWithAWarning() throws {
    // source: nthState/Haptrix @ ab8ec6de Samples/Oscillate.ahap ("EventWaveformPath" : null;
    // docs/haptics-constants.md#file-format)
    let bytes = try Fixtures.sample("nthState__Haptrix__Oscillate.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.path) == [
        "$.Pattern[0].Event.EventWaveformPath", "$.Pattern[1].Event.EventWaveformPath",
      ])
    #expect(warnings.allSatisfy { $0.message.hasPrefix("null value ignored") })
    // float32 artefacts survive unchanged: 0.20000000298023224
    // (docs/haptics-constants.md#file-format).
    guard case .continuous(let event)? = result.pattern.timeline.events.first else {
      Issue.record("first event is not continuous")
      return
    }
    #expect(event.sharpness == 0.20000000298023224)
  }

  @Test(arguments: [
    "apple__unityplugins__Bounce.ahap", "apple__unityplugins__Recharge.ahap",
    "apple__unityplugins__Spin.ahap",
  ])
  func trailingCommasAreAcceptedWithANote(_ file: String) throws {
    // source: apple/unityplugins @ 4b2455f6 (Bounce, Recharge, Spin contain trailing commas)
    let bytes = try Fixtures.sample(file)
    let result = try AHAPDecoder().decode(bytes)
    #expect(
      result.diagnostics.contains {
        $0.severity == .note && $0.message.contains("trailing comma")
      })
  }

  @Test func lofeltAbsoluteCurveTimesAreFlagged() throws {
    // source: Lofelt/NiceVibrations @ 5e586638 17_points.ahap (second chunk "Time": 15 with points
    // at 15 and 16 → 30–31 s; docs/haptics-constants.md#parameter-curves)
    let bytes = try Fixtures.sample("Lofelt__NiceVibrations__17_points.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let warning = try #require(result.diagnostics.first { $0.severity == .warning })
    #expect(warning.path == "$.Pattern[1].ParameterCurve.ParameterCurveControlPoints")
    #expect(warning.message.contains("runs 30.0–31.0 s"))
  }

  @Test func missingSharpnessTakesTheConfiguredDefault() throws {
    // source: apple/unityplugins @ 4b2455f6 Hit.ahap (sharpness omitted; `Time` key last)
    let bytes = try Fixtures.sample("apple__unityplugins__Hit.ahap")
    var decoder = AHAPDecoder()
    decoder.defaultHapticSharpness = 0.25
    let result = try decoder.decode(bytes)
    #expect(
      result.pattern.timeline.events == [
        .transient(TransientEvent(checkedTime: 0, intensity: 1, sharpness: 0.25))
      ])
    #expect(result.pattern.version == 1.0)
    #expect(result.pattern.metadata.first == .init("Project", "Apple.CoreHaptics Unity Plug-in"))
  }

  @Test func unsortedEventsAreSortedKeepingFileOrderAtEqualTimes() throws {
    // source: apple/unityplugins @ 4b2455f6 Spawn.ahap (entries not sorted by time)
    let bytes = try Fixtures.sample("apple__unityplugins__Spawn.ahap")
    let result = try AHAPDecoder().decode(bytes)
    let times = result.pattern.timeline.events.map(\.time)
    #expect(times == times.sorted())
    #expect(result.diagnostics.contains { $0.message.contains("not in Time order") })
  }

  @Test func longClipKeepsThirtySecondSplits() throws {
    // source: Lofelt/NiceVibrations @ 5e586638 long_clip.ahap (0–30, 30–60, 60–70 s;
    // docs/haptics-constants.md#limits)
    let bytes = try Fixtures.sample("Lofelt__NiceVibrations__long_clip.ahap")
    let timeline = try AHAPDecoder().decode(bytes).pattern.timeline
    let spans = timeline.events.compactMap { event -> [Double]? in
      guard case .continuous(let continuous) = event else { return nil }
      return [continuous.time, continuous.time + continuous.duration]
    }
    #expect(spans == [[0, 30], [30, 60], [60, 70]])
    #expect(timeline.summary.totalContinuousDuration == 70)
  }
}
