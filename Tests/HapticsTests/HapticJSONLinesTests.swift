import Testing

@testable import Haptics

/// `t` is written to the microsecond.
private let timeTolerance = 0.5e-6

@Suite struct HapticJSONLinesTests {
  @Test func continuousEventHasTheDocumentedShape() throws {
    let event = HapticEvent.continuous(
      try ContinuousEvent(time: 0.1, duration: 0.1, intensity: 0.31, sharpness: 0.5))
    #expect(
      HapticJSONLines.line(for: event)
        == #"{"kind":"haptic","t":0.100000,"stream":"haptics","name":"continuous","fields":{"intensity":0.31,"sharpness":0.5,"duration":{"sec":0.1}}}"#
    )
  }

  @Test func everyEventTypeRoundTrips() throws {
    let timeline = HapticTimeline([
      .transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)),
      .continuous(
        try ContinuousEvent(
          time: 0.1, duration: 0.4, intensity: 0.6, sharpness: 0.25,
          envelope: HapticEnvelope(
            attackTime: 0.2, decayTime: 0.1, releaseTime: 0.3, isSustained: false))),
      .parameterCurve(
        try ParameterCurve(
          time: 0.1, parameter: .hapticIntensityControl,
          controlPoints: [
            .init(time: 0, value: 1), .init(time: 0.25, value: 0.5), .init(time: 0.4, value: 0),
          ])),
      .dynamicParameter(try DynamicParameter(time: 0.3, parameter: .audioPanControl, value: -0.2)),
      .feedback(try SystemFeedback(time: 0.5, kind: .notification(.warning))),
      .feedback(try SystemFeedback(time: 0.6, impact: .soft, intensity: 0.4)),
      .feedback(try SystemFeedback(time: 0.7, kind: .selection)),
      .audio(
        try AudioEvent(
          time: 0.8, kind: .custom, waveformPath: "Sounds/Click.caf",
          parameters: [.init(.audioPitch, -0.5), .init(.audioVolume, 0.9)], usesVolumeEnvelope: true
        )),
      .audio(try AudioEvent(time: 0.9, kind: .continuous, duration: 1, isLoopEnabled: false)),
    ])
    let text = HapticJSONLines.encode(timeline)
    #expect(text.split(separator: "\n").count == 9)
    let back = try HapticJSONLines.decode(Array(text.utf8))
    #expect(back == timeline)
  }

  @Test func curveFieldsListPointsByIndex() throws {
    let curve = HapticEvent.parameterCurve(
      try ParameterCurve(
        time: 0, parameter: .hapticSharpnessControl,
        controlPoints: [.init(time: 0, value: -0.5), .init(time: 0.2, value: 0.5)]))
    #expect(
      HapticJSONLines.line(for: curve)
        == #"{"kind":"haptic","t":0.000000,"stream":"haptics","name":"parameterCurve","fields":{"parameter":"HapticSharpnessControl","count":2,"time0":{"sec":0.0},"value0":-0.5,"time1":{"sec":0.2},"value1":0.5}}"#
    )
  }

  @Test func timesAreWrittenToTheMicrosecond() throws {
    let event = HapticEvent.feedback(try SystemFeedback(time: 1.234_567_89, kind: .selection))
    let line = HapticJSONLines.line(for: event)
    #expect(line.contains(#""t":1.234568,"#))
    let back = try HapticJSONLines.decode(Array(line.utf8))
    #expect(abs(back.events[0].time - 1.234_567_89) <= timeTolerance)
  }

  @Test func recordsOfOtherKindsAndBlankLinesAreSkipped() throws {
    let text = """
      {"kind":"touch","t":0.000000,"stream":"touches","name":"began","fields":{}}

      {"kind":"haptic","t":0.016000,"stream":"haptics","name":"selection","fields":{}}
      """
    let timeline = try HapticJSONLines.decode(Array(text.utf8))
    #expect(timeline.events == [.feedback(SystemFeedback(checkedTime: 0.016, kind: .selection))])
  }

  @Test func badLineNamesLineColumnAndField() throws {
    let text = """
      {"kind":"haptic","t":0.000000,"stream":"haptics","name":"selection","fields":{}}
      {"kind":"haptic","t":0.100000,"stream":"haptics","name":"transient","fields":{"intensity":{"scalar":0.5}}}
      """
    let error = try #require(throws: HapticError.self) {
      try HapticJSONLines.decode(Array(text.utf8))
    }
    #expect(error.code == .invalidJSONLines)
    #expect(error.position?.line == 2)
    #expect(error.position?.column == 78)
    #expect(error.message == #"missing field "sharpness" (a number)"#)
  }

  @Test func outOfRangeValueInALineIsRejected() throws {
    let text =
      #"{"kind":"haptic","t":0.5,"stream":"haptics","name":"transient","fields":{"intensity":{"scalar":1.5},"sharpness":{"scalar":0.5}}}"#
    let error = try #require(throws: HapticError.self) {
      try HapticJSONLines.decode(Array(text.utf8))
    }
    #expect(error.code == .invalidJSONLines)
    #expect(error.message == "intensity 1.5 is outside 0.0…1.0")
    #expect(error.position?.line == 1)
  }

  @Test func fieldOfNoKnownTypeIsRejected() throws {
    let text = #"{"kind":"haptic","t":0,"name":"transient","fields":{"intensity":[0.5]}}"#
    let error = try #require(throws: HapticError.self) {
      try HapticJSONLines.decode(Array(text.utf8))
    }
    #expect(error.path == "$.fields.intensity")
    #expect(error.position?.column == 65)
  }

  @Test func scalarsReadAsBareNumbersAndInTheWrappedShape() throws {
    let text = """
      {"kind":"haptic","t":0,"name":"transient","fields":{"intensity":1.0,"sharpness":0.25}}
      {"kind":"haptic","t":0.1,"name":"transient","fields":{"intensity":{"scalar":0.5},"sharpness":{"scalar":1}}}
      """
    let timeline = try HapticJSONLines.decode(Array(text.utf8))
    #expect(
      timeline.events == [
        .transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.25)),
        .transient(try TransientEvent(time: 0.1, intensity: 0.5, sharpness: 1)),
      ])
  }
}
