import Testing

@testable import Haptics

/// One malformed pattern entry and the single finding the importer must report for it.
struct EntryCase: CustomTestStringConvertible, Sendable {
  var entry: String
  var severity: AHAPDiagnostic.Severity
  var path: String
  var message: String
  var testDescription: String { message }
}

@Suite struct AHAPDecoderTests {
  /// A pattern with `entry` after a valid transient, so paths are `$.Pattern[1]…`.
  private func decode(entry: String) throws -> AHAPDecoder.Result {
    let text = """
      {"Version": 1.0, "Pattern": [
        {"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": [
          {"ParameterID": "HapticIntensity", "ParameterValue": 1},
          {"ParameterID": "HapticSharpness", "ParameterValue": 1}]}},
        \(entry)]}
      """
    return try AHAPDecoder().decode(Array(text.utf8))
  }

  static let cases: [EntryCase] = [
    .init(
      entry: #"{"Event": {"Time": 1, "EventType": "HapticTransiant"}}"#, severity: .error,
      path: "$.Pattern[1].Event.EventType",
      message:
        #"unknown EventType "HapticTransiant" (did you mean "HapticTransient"?); event skipped"#),
    .init(
      entry: #"{"Event": {"Time": 1}}"#, severity: .error, path: "$.Pattern[1].Event",
      message: #"event has no "EventType"; skipped"#),
    .init(
      entry:
        #"{"Parameter": {"Time": 1, "ParameterID": "HapticIntensityControll", "ParameterValue": 1}}"#,
      severity: .warning, path: "$.Pattern[1].Parameter.ParameterID",
      message:
        #"unknown ParameterID "HapticIntensityControll" (did you mean "HapticIntensityControl"?); skipped"#
    ),
    .init(
      entry:
        #"{"ParameterCurve": {"Time": 1, "ParameterID": "HapticIntensity", "ParameterCurveControlPoints": []}}"#,
      severity: .error, path: "$.Pattern[1].ParameterCurve.ParameterID",
      message:
        #"unknown ParameterID "HapticIntensity" (did you mean "HapticIntensityControl"?); skipped"#),
    .init(
      entry:
        #"{"ParameterCurve": {"Time": 1, "ParameterID": "HapticIntensityControl", "ParameterCurveControlPoints": []}}"#,
      severity: .error, path: "$.Pattern[1].ParameterCurve.ParameterCurveControlPoints",
      message: "no usable control points; curve skipped"),
    .init(
      entry: #"{"Event": {"Time": 1, "EventType": "HapticTransient"}, "Parameter": {}}"#,
      severity: .error, path: "$.Pattern[1]",
      message: #"entry has "Event" and "Parameter"; an entry holds exactly one; skipped"#),
    .init(
      entry: #"[1, 2]"#, severity: .error, path: "$.Pattern[1]",
      message: "pattern entry is an array, not an object; skipped"),
    .init(
      entry: #"{"Event": {"Time": "0.5", "EventType": "HapticTransient"}}"#, severity: .error,
      path: "$.Pattern[1].Event.Time", message: "expected a number, found a string; ignored"),
    .init(
      entry: #"{"Event": {"Time": 1, "Time": 2, "EventType": "HapticTransient"}}"#,
      severity: .warning, path: "$.Pattern[1].Event.Time",
      message: #"duplicate key "Time"; the last value wins"#),
    .init(
      entry:
        #"{"Event": {"Time": 1, "EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [{"ParameterID": "Sustained", "ParameterValue": 0.7}]}}"#,
      severity: .warning, path: "$.Pattern[1].Event.EventParameters[0].ParameterValue",
      message: "Sustained is a boolean, 0 or 1; 0.7 read as 1.0"),
    .init(
      entry:
        #"{"Event": {"Time": 1, "EventType": "HapticTransient", "EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 0.7}]}}"#,
      severity: .warning, path: "$.Pattern[1].Event.EventParameters[0]",
      message: "AudioVolume does not apply to a HapticTransient event; ignored"),
    .init(
      entry:
        #"{"ParameterCurve": {"Time": 1, "ParameterID": "HapticIntensityControl", "ParameterCurveControlPoints": [{"Time": 0.2, "ParameterValue": 1}, {"Time": 0.1, "ParameterValue": 0}]}}"#,
      severity: .warning, path: "$.Pattern[1].ParameterCurve.ParameterCurveControlPoints",
      message: "control points are not in time order; sorted"),
  ]

  @Test(arguments: cases)
  func malformedEntryIsReportedOnceWithItsPath(_ testCase: EntryCase) throws {
    let result = try decode(entry: testCase.entry)
    let findings = result.diagnostics.filter { $0.severity != .note }
    #expect(findings.count == 1)
    #expect(findings.first?.severity == testCase.severity)
    #expect(findings.first?.path == testCase.path)
    #expect(findings.first?.message == testCase.message)
    // The valid transient always survives.
    #expect(result.pattern.timeline.events.first?.type == .transient)
  }

  @Test func metadataKeepsStringsInOrderAndNotesOtherValues() throws {
    let text = #"{"Metadata": {"Project": "P", "Tags": ["a"], "Created": ""}, "Pattern": []}"#
    let result = try AHAPDecoder().decode(Array(text.utf8))
    #expect(result.pattern.metadata == [.init("Project", "P"), .init("Created", "")])
    #expect(result.diagnostics.map(\.path) == ["$.Version", "$.Metadata.Tags"])
    #expect(result.pattern.version == nil)
    #expect(result.pattern.timeline.isEmpty)
  }

  @Test func patternThatIsNotAnArrayIsNotAPattern() throws {
    let error = try #require(throws: HapticError.self) {
      try AHAPDecoder().decode(Array(#"{"Pattern": {"Event": {}}}"#.utf8))
    }
    #expect(error.code == .notAPattern)
    #expect(error.path == "$.Pattern")
    #expect(error.message == #""Pattern" is an object; it must be an array"#)
    #expect(error.position?.column == 13)
  }

  @Test func editDistanceSuggestionsStayClose() {
    #expect(AHAPKeys.suggestion(for: "eventtype", among: AHAPKeys.eventKeys) == "EventType")
    #expect(AHAPKeys.suggestion(for: "Tim", among: AHAPKeys.eventKeys) == nil)
    #expect(AHAPKeys.suggestion(for: "Intensity", among: AHAPKeys.eventKeys) == nil)
    #expect(AHAPKeys.editDistance("kitten", "sitting", limit: 5) == 3)
    #expect(AHAPKeys.editDistance("", "abc", limit: 5) == 3)
  }
}
