import Testing

@testable import Haptics

@Suite struct DescriptorBuilderTests {
  /// Values just outside the Core Haptics ranges (CHHapticParameter.h; `CHHapticEvent.duration`),
  /// and not-finite ones.
  static let outsideUnitRange: [Double] = [-0.000_001, 1.000_001, -1, 10, .nan, .infinity]

  @Test(arguments: outsideUnitRange)
  func transientRejectsIntensityOutsideZeroToOne(_ value: Double) {
    #expect(throws: HapticError.self) {
      try TransientEvent(time: 0, intensity: value, sharpness: 0.5)
    }
    #expect(throws: HapticError.self) {
      try TransientEvent(time: 0, intensity: 0.5, sharpness: value)
    }
  }

  @Test func builderErrorHasTheOpaqueOutOfRangeCodeAndNamesTheValue() throws {
    let error = try #require(throws: HapticError.self) {
      try TransientEvent(time: 0, intensity: 1.2, sharpness: 0.5)
    }
    #expect(error.code == .valueOutOfRange)
    #expect(error.message == "intensity 1.2 is outside 0.0…1.0")
    #expect(error.position == nil)
  }

  @Test func rangeBoundsAreAccepted() throws {
    let quiet = try TransientEvent(time: 0, intensity: 0, sharpness: 0)
    let loud = try TransientEvent(time: 1e-9, intensity: 1, sharpness: 1)
    #expect(quiet.intensity == 0 && loud.sharpness == 1)
    // source: Apple, CHHapticEvent.duration ("The maximum duration of a continuous haptic event is
    // 30 seconds")
    let longest = try ContinuousEvent(time: 0, duration: 30, intensity: 1, sharpness: 1)
    #expect(longest.duration == 30)
  }

  @Test(arguments: [-0.001, 30.000_001, .nan])
  func continuousRejectsDurationOutsideZeroToThirtySeconds(_ duration: Double) {
    #expect(throws: HapticError.self) {
      try ContinuousEvent(time: 0, duration: duration, intensity: 0.5, sharpness: 0.5)
    }
  }

  @Test(arguments: [-0.001, -.infinity, .nan])
  func everyDescriptorRejectsANegativeOrNonFiniteTime(_ time: Double) {
    #expect(throws: HapticError.self) { try TransientEvent(time: time, intensity: 1, sharpness: 1) }
    #expect(throws: HapticError.self) { try SystemFeedback(time: time, kind: .selection) }
    #expect(throws: HapticError.self) {
      try DynamicParameter(time: time, parameter: .hapticIntensityControl, value: 1)
    }
    #expect(throws: HapticError.self) {
      try AudioEvent(time: time, kind: .custom, waveformPath: "a.caf")
    }
  }

  @Test(arguments: outsideUnitRange)
  func envelopeRejectsAdjustersOutsideZeroToOne(_ value: Double) {
    #expect(throws: HapticError.self) { try HapticEnvelope(attackTime: value) }
    #expect(throws: HapticError.self) { try HapticEnvelope(decayTime: value) }
    #expect(throws: HapticError.self) { try HapticEnvelope(releaseTime: value) }
  }

  @Test func envelopeDefaultsAreCoreHapticsDefaults() throws {
    // source: CHHapticParameter.h (AttackTime/DecayTime/ReleaseTime default 0.0, Sustained 1.0)
    let envelope = try HapticEnvelope()
    #expect(envelope == HapticEnvelope(checkedAttack: 0, decay: 0, release: 0, isSustained: true))
  }

  @Test func dynamicParametersUseTheirControlsRange() throws {
    // source: CHHapticParameter.h (HapticSharpnessControl −1.0–1.0, HapticIntensityControl
    // 0.0–1.0)
    _ = try DynamicParameter(time: 0, parameter: .hapticSharpnessControl, value: -1)
    #expect(throws: HapticError.self) {
      try DynamicParameter(time: 0, parameter: .hapticIntensityControl, value: -0.1)
    }
    #expect(throws: HapticError.self) {
      try DynamicParameter(time: 0, parameter: .audioPanControl, value: 1.01)
    }
  }

  @Test func curveRejectsEmptyDecreasingOrOutOfRangePoints() {
    #expect(throws: HapticError.self) {
      try ParameterCurve(time: 0, parameter: .hapticIntensityControl, controlPoints: [])
    }
    #expect(throws: HapticError.self) {
      try ParameterCurve(
        time: 0, parameter: .hapticIntensityControl,
        controlPoints: [.init(time: 0.2, value: 1), .init(time: 0.1, value: 0)])
    }
    #expect(throws: HapticError.self) {
      try ParameterCurve(
        time: 0, parameter: .hapticIntensityControl, controlPoints: [.init(time: 0, value: 1.5)])
    }
  }

  @Test func curveInterpolatesLinearlyAndHoldsItsEnds() throws {
    // source: docs/haptics-constants.md#minimal-example (curve at 0.1 s from 1 to 0 over 0.4 s);
    // Apple's AHAP article: "each value transitions to the next one linearly"
    let curve = try ParameterCurve(
      time: 0.1, parameter: .hapticIntensityControl,
      controlPoints: [.init(time: 0, value: 1), .init(time: 0.4, value: 0)])
    let tolerance = 1e-12
    #expect(curve.value(at: 0) == 1)
    #expect(abs(curve.value(at: 0.3) - 0.5) <= tolerance)
    #expect(curve.value(at: 0.9) == 0)
    #expect(abs(curve.endTime - 0.5) <= tolerance)
  }

  @Test func impactRejectsIntensityOutsideZeroToOne() {
    #expect(throws: HapticError.self) {
      try SystemFeedback(time: 0, impact: .rigid, intensity: 1.5)
    }
    #expect(throws: HapticError.self) {
      try SystemFeedback(time: 0, kind: .impact(.soft, intensity: -0.5))
    }
  }

  @Test func audioRejectsParametersOutsideTheirRange() {
    // source: CHHapticParameter.h (AudioPan −1.0–1.0, AudioVolume 0.0–1.0)
    #expect(throws: HapticError.self) {
      try AudioEvent(
        time: 0, kind: .continuous, duration: 1, parameters: [.init(.audioVolume, -0.5)])
    }
    #expect(throws: HapticError.self) {
      try AudioEvent(time: 0, kind: .continuous, duration: -1)
    }
  }
}
