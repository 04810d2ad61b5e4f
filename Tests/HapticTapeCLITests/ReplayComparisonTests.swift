import HapticTape
import Testing

@testable import HapticTapeCLI

/// `replay --config`: the overrides as a JSON object, merged over each tape's own configuration
/// and written as tape headers are.
@Suite struct ReplayComparisonTests {
  @Test func overridesMergeOverTheTapesOwnConfigurationWithSortedKeys() throws {
    let comparison = try ReplayComparison(
      only: nil, config: #"{"style":"drum","shuffleSeed":7,"pizzaCount":5e0,"style":"standard"}"#)
    // The last of duplicate keys wins; numbers are written as tape headers write them (5e0 is 5).
    #expect(comparison.note == #"; with {"pizzaCount":5,"shuffleSeed":7,"style":"standard"}"#)
    let tape = RecordedTape(
      header: TapeHeader(
        sceneID: "pizza-halves",
        sceneConfiguration: #"{"shuffleSeed":1,"playsSelectionFeedback":false}"#),
      events: [])
    #expect(
      try comparison.configured(tape).header.sceneConfiguration
        == #"{"pizzaCount":5,"playsSelectionFeedback":false,"shuffleSeed":7,"style":"standard"}"#)
  }

  @Test func textThatIsNotJSONIsRefusedAtItsLineAndColumn() {
    #expect {
      try ReplayComparison(only: nil, config: #"{"maximumIntensity":}"#)
    } throws: { error in
      "\(error)"
        == #"--config {"maximumIntensity":}: 1:21: expected a value but found '}'; "#
        + #"write it like '{"maximumIntensity":0.5}'"#
    }
    #expect {
      try ReplayComparison(only: nil, config: "[1]")
    } throws: { error in
      "\(error)" == #"--config [1]: not a JSON object; write it like '{"maximumIntensity":0.5}'"#
    }
  }
}
