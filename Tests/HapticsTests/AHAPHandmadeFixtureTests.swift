import Testing

@testable import Haptics

/// Hand-made fixtures hold exact decimal values, read back bit for bit; clamped values compare
/// exactly too (they are range bounds).
@Suite struct AHAPHandmadeFixtureTests {
  private func decode(_ name: String) throws -> AHAPDecoder.Result {
    try AHAPDecoder().decode(Fixtures.bytes("handmade", name))
  }

  @Test func dynamicParametersAreImportedAndClampedToTheirControlRange() throws {
    let result = try decode("dynamic_parameters.ahap")
    let parameters = result.pattern.timeline.events.compactMap { event -> DynamicParameter? in
      if case .dynamicParameter(let parameter) = event { return parameter }
      return nil
    }
    // source: CHHapticParameter.h (HapticIntensityControl 0…1, HapticSharpnessControl −1…1)
    #expect(
      parameters == [
        DynamicParameter(checkedTime: 0.25, parameter: .hapticIntensityControl, value: 0.5),
        DynamicParameter(checkedTime: 0.5, parameter: .hapticSharpnessControl, value: -0.3),
        DynamicParameter(checkedTime: 0.75, parameter: .hapticIntensityControl, value: 1),
        DynamicParameter(checkedTime: 0.75, parameter: .hapticReleaseTimeControl, value: 0.2),
      ])
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.path) == ["$.Pattern[3].Parameter.ParameterValue"])
    #expect(
      warnings.first?.message.contains("HapticIntensityControl 1.5 is outside 0.0…1.0") == true)
    #expect(!result.hasErrors)
  }

  @Test func attackDecayReleaseAndSustainFormTheEnvelope() throws {
    let result = try decode("envelope.ahap")
    let envelopes = result.pattern.timeline.events.compactMap { event -> HapticEnvelope? in
      if case .continuous(let continuous) = event { return continuous.envelope }
      return nil
    }
    // source: CHHapticParameter.h (unset adjusters default to 0.0, Sustained to 1.0)
    #expect(
      envelopes == [
        HapticEnvelope(checkedAttack: 0.8, decay: 0, release: 0.5, isSustained: true),
        HapticEnvelope(checkedAttack: 0, decay: 0.25, release: 0, isSustained: false),
      ])
    #expect(result.diagnostics.isEmpty)
    let exported = AHAPEncoder().encode(result.pattern)
    let reimported = try AHAPDecoder().decode(Array(exported.utf8))
    #expect(reimported.pattern.timeline == result.pattern.timeline)
  }

  @Test func audioEventsArePreservedAndReportedAsUnsupported() throws {
    let result = try decode("audio.ahap")
    let audio = result.pattern.timeline.events.compactMap { event -> AudioEvent? in
      if case .audio(let audio) = event { return audio }
      return nil
    }
    #expect(
      audio == [
        AudioEvent(
          checkedTime: 0, kind: .continuous, duration: 0.5, waveformPath: nil,
          parameters: [
            .init(.audioVolume, 0.7), .init(.audioPan, -0.5), .init(.audioPitch, 0.25),
            .init(.audioBrightness, 0.6),
          ],
          usesVolumeEnvelope: false, isLoopEnabled: true),
        AudioEvent(
          checkedTime: 0.2, kind: .custom, duration: nil, waveformPath: "Sounds/Click.caf",
          parameters: [.init(.audioVolume, 1)], usesVolumeEnvelope: nil, isLoopEnabled: nil),
      ])
    let unsupported = result.diagnostics.filter { $0.message.contains("unsupported") }
    #expect(unsupported.map(\.path) == ["$.Pattern[0].Event", "$.Pattern[1].Event"])
    #expect(unsupported.allSatisfy { $0.severity == .note })
    // Same-time events keep file order: the audio event at 0.2 precedes the transient.
    #expect(
      result.pattern.timeline.events.map(\.type) == [
        .audioContinuous, .parameterCurve, .audioCustom, .transient,
      ])
    let exported = AHAPEncoder().encode(result.pattern)
    #expect(exported.contains("\"EventWaveformPath\" : \"Sounds/Click.caf\""))
    #expect(exported.contains("\"EventWaveformLoopEnabled\" : true"))
    let reimported = try AHAPDecoder().decode(Array(exported.utf8))
    #expect(reimported.pattern.timeline == result.pattern.timeline)
  }

  @Test func lenientImportClampsDefaultsAndWarnsWithPaths() throws {
    let result = try decode("lenient.ahap")
    let found = result.diagnostics.map { "\($0.severity.rawValue) \($0.path)" }
    // Sorted by position in the file; at the same position, in the order they were found.
    #expect(
      found == [
        "note $.Comment",
        "warning $.Pattern[0].Event.EventParameters[0].ParameterValue",
        "note $",
        "note $.Pattern[1]",
        "note $.Pattern[1].Event.EventParameters",
        "warning $.Pattern[1].Event.Time",
        "warning $.Pattern[1].Event.EventWaveformPath",
        "warning $.Pattern[1].Event.EventParameters[0].ParameterValue",
        "warning $.Pattern[2].Event.EventDuration",
        "note $.Pattern[3].Event.EventParameters",
        "warning $.Pattern[3].Event.EventDuration",
        "warning $.Pattern[3].Event.EventDuraton",
        "warning $.Pattern[3].Event.Duration",
        "warning $.Pattern[3].Event.EventParameters[0]",
        "warning $.Pattern[3].Event.EventParameters[0].ParameterValu",
      ])
    func message(_ index: Int) -> String { result.diagnostics[index].message }
    #expect(
      message(1) == "HapticIntensity 1.5 is outside 0.0…1.0; clamped to 1.0 as Core Haptics does")
    #expect(message(2).hasPrefix("3 trailing commas accepted (first here)"))
    #expect(message(5) == "Time -0.1 is negative; clamped to 0.0 as Core Haptics does")
    #expect(message(6) == "null value ignored; the default applies")
    #expect(message(7) == "null value ignored; the default applies")
    #expect(message(8).hasPrefix("EventDuration 45.0 exceeds the 30 s maximum"))
    #expect(message(10).hasPrefix("HapticContinuous without \"EventDuration\""))
    #expect(message(11) == "unknown key \"EventDuraton\" ignored; did you mean \"EventDuration\"?")
    #expect(message(12) == "unknown key \"Duration\" ignored; did you mean \"EventDuration\"?")
    #expect(message(13) == "no \"ParameterValue\" for HapticIntensity; skipped")
    #expect(
      message(14) == "unknown key \"ParameterValu\" ignored; did you mean \"ParameterValue\"?")
    #expect(!result.hasErrors)
    #expect(result.pattern.version == 1)

    let expected: [HapticEvent] = [
      .transient(TransientEvent(checkedTime: 0, intensity: 1, sharpness: 0.2)),
      .continuous(
        ContinuousEvent(checkedTime: 0.25, duration: 0, intensity: 1, sharpness: 0.6, envelope: nil)
      ),
      .transient(TransientEvent(checkedTime: 0.5, intensity: 1, sharpness: 0.5)),
      .continuous(
        ContinuousEvent(checkedTime: 1, duration: 30, intensity: 0.4, sharpness: 0.6, envelope: nil)
      ),
    ]
    #expect(result.pattern.timeline.events == expected)
  }

  @Test func notJSONReportsLineAndColumn() throws {
    let text = "{\n  \"Version\": 1.0,\n  \"Pattern\": [ { \"Event\": { \"Time\": 0.0, } ]\n}"
    let error = try #require(throws: HapticError.self) {
      try AHAPDecoder().decode(Array(text.utf8))
    }
    #expect(error.code == .malformedJSON)
    #expect(error.position == TextPosition(line: 3, column: 44, byteOffset: 63))
    #expect(error.message == "expected ',' or '}' in an object but found ']'")
  }

  @Test func topLevelArrayIsNotAPattern() throws {
    let error = try #require(throws: HapticError.self) {
      try AHAPDecoder().decode(Array("[{\"Event\": {}}]".utf8))
    }
    #expect(error.code == .notAPattern)
    #expect(error.path == "$")
    #expect(error.message.hasPrefix("the top-level value is an array"))
  }
}
