import Foundation
import HapticTape
import Testing

/// `replay --config` (what-if) and `replay --only` through the built binary on the goldens.
@Suite struct ReplayWhatIfCommandTests {
  static let pull = ReportExportCommandTests.golden("secret-offer", "pull-success-two-fingers")

  @Test func configOverridesShowWhatWouldChangeWithoutTouchingTheTape() throws {
    try #require(BuiltBinary.exists)
    let before = try Data(contentsOf: URL(fileURLWithPath: Self.pull))
    let run = try BuiltBinary.run([
      "replay", Self.pull, "--config", #"{"maximumIntensity":0.5}"#, "--update",
    ])
    #expect(run.status == 1)
    #expect(
      run.output.contains("haptic/haptics event 6: intensity differs by 0.011 (tolerance 0.010)"))
    #expect(run.output.hasSuffix("1 tape: 0 match, 1 differ; with {\"maximumIntensity\":0.5}\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: Self.pull)) == before)
  }

  @Test func onlyComparesTheChosenKinds() throws {
    try #require(BuiltBinary.exists)
    let config = #"{"maximumIntensity":0.5}"#
    let all = try BuiltBinary.run(["replay", Self.pull, "--config", config, "--format", "json"])
    let haptic = try BuiltBinary.run([
      "replay", Self.pull, "--config", config, "--only", "haptic", "--format", "json",
    ])
    let layout = try BuiltBinary.run([
      "replay", Self.pull, "--config", config, "--only", "layout,scroll",
    ])
    func streams(_ run: BuiltBinary.Run) throws -> [String] {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      return ((object["streams"] as? [[String: Any]]) ?? []).compactMap { $0["stream"] as? String }
    }
    #expect(
      try streams(all) == ["scroll/offers", "haptic/haptics", "scene/scene", "layout/offers"])
    #expect(try streams(haptic) == ["haptic/haptics"])
    // The moved intensities change no layout or scroll output: that comparison matches.
    #expect(layout.status == 0)
    #expect(
      layout.output.hasSuffix(
        "1 tape: 1 match; comparing scroll, layout; with {\"maximumIntensity\":0.5}\n"))
  }

  @Test(arguments: [
    ["--only", "touch"], ["--only", "haptics"], ["--config", "[1]"], ["--config", "{"],
  ])
  func badComparisonsAreUsageErrors(_ arguments: [String]) throws {
    try #require(BuiltBinary.exists)
    let run = try BuiltBinary.run(["replay", Self.pull] + arguments)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("haptictape: \(arguments[0]) \(arguments[1]): "))
  }
}
