import Replay
import SeedScenes
import Tape
import Testing
import TouchCore
import TouchModel

/// Recorded values sit on the tape's grids; the scene's values are exact multiples of them.
private let valueTolerance = 1e-6
/// Tape timestamps are whole nanoseconds; pattern delays are added in seconds.
private let timeTolerance = TimeAmount(nanoseconds: 2)

/// The `secret-offer` goldens in `Recordings/secret-offer/` (docs/seed-screens.md#recordings).
@Suite struct SecretOfferGoldenTests {
  static let names = [
    "teaser-on-open", "pull-success-two-fingers", "pull-fail-release", "pull-back-below-threshold",
    "drag-during-teaser",
  ]

  /// `Recordings/secret-offer/<name>.htape`, found from this file: Tests/ReplayTests/ → root.
  private static func path(_ name: String) -> String {
    let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
      .dropLast(3)
    return (components + ["Recordings", "secret-offer", "\(name).htape"]).joined(separator: "/")
  }

  private func tape(_ name: String) throws -> RecordedTape {
    try TapeReader.read(contentsOf: Self.path(name))
  }

  private func records(_ tape: RecordedTape, kind: TapeEventKind, named name: String? = nil)
    -> [TapeRecord]
  {
    tape.events.compactMap { event in
      guard case .record(let record) = event, record.kind == kind,
        name.map({ $0 == record.name }) ?? true
      else { return nil }
      return record
    }
  }

  private func scalar(_ record: TapeRecord?, _ field: String) -> Double? {
    if case .scalar(let value) = record?[field: field] { value } else { nil }
  }

  private func isError(_ record: TapeRecord) -> Bool {
    record.name == "notification" && record[field: "type"] == .symbol("error")
  }

  @Test(arguments: names) func goldenReplaysClean(name: String) throws {
    let tape = try tape(name)
    #expect(tape.header.sceneID == "secret-offer")
    let verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil, "\(name): \(verdict.report.map { "\($0)" } ?? "")")
  }

  @Test func teaserOnOpenPlaysWhenTheScreenAppears() throws {
    let tape = try tape("teaser-on-open")
    #expect(tape.header.sceneConfiguration.contains("\"regularCardCount\":1"))
    let started = try #require(records(tape, kind: .scene, named: "teaserStarted").first)
    let ended = try #require(records(tape, kind: .scene, named: "teaserEnded").first)
    #expect(started.timestamp == .zero)
    #expect(ended.timestamp > started.timestamp)
    #expect(records(tape, kind: .haptic).isEmpty)
  }

  @Test func pullSuccessTwoFingersOpensWithTheSuccessPattern() throws {
    let tape = try tape("pull-success-two-fingers")
    let opened = try #require(records(tape, kind: .scene, named: "opened").first).timestamp
    let transients = records(tape, kind: .haptic, named: "transient")
    let expected: [(delay: Int64, intensity: Double, sharpness: Double)] = [
      (0, 0.55, 0.30), (70, 0.75, 0.50), (160, 1.00, 0.85),
    ]
    #expect(transients.count == 3)
    for (transient, want) in zip(transients, expected) {
      let offset = transient.timestamp - (opened + .milliseconds(want.delay))
      #expect(abs(offset.nanoseconds) <= timeTolerance.nanoseconds)
      #expect(abs(try #require(scalar(transient, "intensity")) - want.intensity) <= valueTolerance)
      #expect(abs(try #require(scalar(transient, "sharpness")) - want.sharpness) <= valueTolerance)
    }
    #expect(records(tape, kind: .haptic, named: "continuous").allSatisfy { $0.timestamp < opened })
    #expect(records(tape, kind: .haptic).filter(isError).isEmpty)
    #expect(records(tape, kind: .scroll, named: "dragCancelled").first?.timestamp == opened)
    for name in ["separationStarted", "confettiStarted", "separationEnded", "flipped"] {
      #expect(records(tape, kind: .scene, named: name).count == 1, "\(name)")
    }
  }

  @Test func pullFailReleaseEndsWithTheErrorFeedback() throws {
    let tape = try tape("pull-fail-release")
    let haptics = records(tape, kind: .haptic)
    #expect(haptics.last.map(isError) == true)
    #expect(haptics.filter(isError).count == 1)
    #expect(haptics.dropLast().allSatisfy { $0.name == "continuous" })
    #expect(records(tape, kind: .scene, named: "opened").isEmpty)
  }

  @Test func pullBackBelowThresholdStopsTheShakeWhileTheFingerIsDown() throws {
    let tape = try tape("pull-back-below-threshold")
    let stopped = try #require(records(tape, kind: .scene, named: "shakeStopped").first)
    #expect(stopped[field: "success"] == .flag(false))
    #expect(records(tape, kind: .scene, named: "shakeStarted").count == 1)
    let lift = try #require(
      tape.events.last { if case .touch(let sample) = $0 { sample.phase == .ended } else { false } }
    )
    #expect(stopped.timestamp < lift.timestamp)
    #expect(records(tape, kind: .haptic).filter(isError).isEmpty)
    #expect(records(tape, kind: .haptic).allSatisfy { $0.name == "continuous" })
  }

  @Test func dragDuringTeaserCancelsIt() throws {
    let tape = try tape("drag-during-teaser")
    let started = try #require(records(tape, kind: .scene, named: "teaserStarted").first)
    let cancelled = try #require(records(tape, kind: .scene, named: "teaserCancelled").first)
    #expect(cancelled.timestamp > started.timestamp)
    #expect(records(tape, kind: .scene, named: "teaserEnded").isEmpty)
  }

  /// A changed constant shows up as a diff (the README's promise): an intensity upper bound of
  /// 0.50 instead of 0.52.
  ///
  /// Tapes store only configuration overrides, so the build's default (0.52) is what a replay uses;
  /// overriding it here stands in for a change of that default in the code.
  @Test func changedIntensityBoundDivergesAtAContinuousHaptic() throws {
    var tape = try tape("pull-success-two-fingers")
    #expect(tape.header.sceneConfiguration == "{}")
    tape.header.sceneConfiguration = #"{"maximumIntensity":0.5}"#
    let report = try #require(try Session.replay(tape, registry: .builtIn).report)
    #expect(report.first.expected?.name == "continuous")
    #expect(report.first.stream.kind == .haptic)
    #expect(report.first.reason.hasPrefix("intensity"))
  }
}
