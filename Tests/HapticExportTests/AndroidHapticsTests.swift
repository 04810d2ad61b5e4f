import HapticExport
import HapticTapeTestSupport
import Haptics
import Testing

/// Milliseconds a converted waveform may differ from the timeline's span: rounding each
/// boundary to whole milliseconds moves it by at most half of one.
private let spanTolerance = 1

@Suite struct AndroidHapticsTests {
  static func transient(_ time: Double, _ intensity: Double, _ sharpness: Double) throws
    -> HapticEvent
  {
    .transient(try TransientEvent(time: time, intensity: intensity, sharpness: sharpness))
  }

  static func continuous(_ time: Double, _ duration: Double, _ intensity: Double) throws
    -> HapticEvent
  {
    .continuous(
      try ContinuousEvent(time: time, duration: duration, intensity: intensity, sharpness: 0.5))
  }

  // MARK: - Amplitudes

  @Test(arguments: [
    (0.0, 0), (1.0, 255), (0.5, 64), (0.01, 1), (0.223683, 13), (0.51624, 68), (-0.2, 0),
    (1.4, 255),
  ])
  func amplitudeIsTheSquaredIntensityOn1To255(intensity: Double, amplitude: Int) {
    #expect(AndroidHaptics.amplitude(forIntensity: intensity) == amplitude)
  }

  // MARK: - Waveform

  @Test func continuousEventsAreStepsTransientsPulsesAndGapsZero() throws {
    let timeline = HapticTimeline([
      try Self.continuous(0, 0.1, 0.5), try Self.transient(0.3, 1, 0.5),
    ])
    let android = AndroidHaptics(timeline)
    #expect(android.waveform.timings == [100, 200, 20])
    #expect(android.waveform.amplitudes == [64, 0, 255])
    #expect(android.waveform.repeat == -1)
  }

  @Test func theStrongerOfOverlappingEventsPlays() throws {
    let timeline = HapticTimeline([
      try Self.continuous(0, 0.1, 0.5), try Self.transient(0.05, 1, 0.5),
    ])
    let android = AndroidHaptics(timeline)
    #expect(android.waveform.timings == [50, 20, 30])
    #expect(android.waveform.amplitudes == [64, 255, 64])
  }

  @Test func anIntensityCurveBecomesSteps() throws {
    let curve = try ParameterCurve(
      time: 0, parameter: .hapticIntensityControl,
      controlPoints: [.init(time: 0, value: 1), .init(time: 0.1, value: 0)])
    let timeline = HapticTimeline([try Self.continuous(0, 0.1, 1), .parameterCurve(curve)])
    let android = AndroidHaptics(timeline)
    // Factors 1, 0.75, 0.5, 0.25 at the steps' starts; amplitude 255 × factor².
    #expect(android.waveform.timings == [25, 25, 25, 25])
    #expect(android.waveform.amplitudes == [255, 143, 64, 16])
    #expect(android.losses.contains { $0.hasPrefix("parameter curves: HapticIntensityControl") })
  }

  @Test func aContinuousEventShorterThanTheMinimumPulseIsLengthened() throws {
    let android = AndroidHaptics(HapticTimeline([try Self.continuous(0, 0.004, 1)]))
    #expect(android.waveform.timings == [10])
    #expect(android.losses.contains { $0.hasPrefix("minimum pulse: 1 continuous event") })
  }

  @Test func tapsInsideThePreviousPulseAreReportedAsMerged() throws {
    let timeline = HapticTimeline([
      try Self.transient(0, 1, 0.5), try Self.transient(0.012, 1, 0.5),
    ])
    let android = AndroidHaptics(timeline, startMilliseconds: 1_000)
    #expect(android.waveform.timings == [32])
    #expect(
      android.losses.contains {
        $0 == "minimum pulse: 1 tap starts inside the previous tap's 20 ms pulse and plays as one "
          + "longer pulse (first at 1.012 s)"
      })
  }

  @Test func anEmptyTimelineIsAnEmptyEffectWithNoLosses() {
    let android = AndroidHaptics(HapticTimeline())
    #expect(android.waveform.isEmpty)
    #expect(android.composition.isEmpty)
    #expect(android.losses.isEmpty)
    #expect(android.kotlin(name: "x").contains("val waveform: VibrationEffect? = null"))
  }

  // MARK: - Platform rules, on random timelines

  static func randomTimeline(seed: UInt64) throws -> HapticTimeline {
    var random = SplitMix64(seed: seed)
    var events: [HapticEvent] = []
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      let time = Double(Int.random(in: 0...3_000_000, using: &random)) / 1_000_000
      let intensity = Double(Int.random(in: 0...1_000, using: &random)) / 1_000
      let sharpness = Double(Int.random(in: 0...1_000, using: &random)) / 1_000
      switch Int.random(in: 0...3, using: &random) {
      case 0: events.append(try transient(time, intensity, sharpness))
      case 1:
        let duration = Double(Int.random(in: 0...400_000, using: &random)) / 1_000_000
        events.append(try continuous(time, duration, intensity))
      case 2:
        let kinds: [SystemFeedback.Kind] = [
          .selection, .notification(.success), .notification(.warning), .notification(.error),
          .impact(.heavy, intensity: intensity),
        ]
        events.append(
          .feedback(
            try SystemFeedback(time: time, kind: kinds[Int.random(in: 0...4, using: &random)])))
      default:
        // Factors of 0.1…1, so no event is silenced.
        let factor = 0.1 + 0.9 * intensity
        events.append(
          .dynamicParameter(
            try DynamicParameter(time: time, parameter: .hapticIntensityControl, value: factor)))
      }
    }
    return HapticTimeline(events)
  }

  /// Milliseconds from 0 to the last vibration's end: continuous events' ends, and each tap's
  /// time plus its pulse.
  static func span(_ timeline: HapticTimeline, pulse: Int) -> Int {
    var end = 0
    for event in timeline.events {
      switch event {
      case .continuous(let hold) where hold.intensity > 0:
        let start = Int((hold.time * 1_000).rounded())
        let stop = Int(((hold.time + hold.duration) * 1_000).rounded())
        if stop > start { end = max(end, start + max(stop - start, 10)) }
      case .transient(let tap) where tap.intensity > 0:
        end = max(end, Int((tap.time * 1_000).rounded()) + pulse)
      case .feedback(let call):
        for tap in call.ahapApproximation where tap.intensity > 0 {
          end = max(end, Int((tap.time * 1_000).rounded()) + pulse)
        }
      default: break
      }
    }
    return end
  }

  @Test(arguments: 0..<64 as Range<UInt64>)
  func waveformAndCompositionKeepAndroidsRules(seed: UInt64) throws {
    let timeline = try Self.randomTimeline(seed: seed)
    let android = AndroidHaptics(timeline)
    let waveform = android.waveform
    #expect(waveform.timings.count == waveform.amplitudes.count)
    #expect(waveform.timings.allSatisfy { $0 > 0 })
    #expect(
      waveform.amplitudes.allSatisfy {
        AndroidLimits.amplitudeRange.contains($0) || $0 == AndroidLimits.offAmplitude
          || $0 == AndroidLimits.defaultAmplitude
      })
    #expect(waveform.repeat == AndroidLimits.noRepeat)
    // Nothing plays louder than an intensity-1 event, and no step repeats its neighbour.
    #expect(zip(waveform.amplitudes, waveform.amplitudes.dropFirst()).allSatisfy { $0 != $1 })
    if !waveform.isEmpty {
      let span = Self.span(timeline, pulse: 20)
      #expect(abs(waveform.durationMilliseconds - span) <= spanTolerance)
    }
    #expect(android.composition.allSatisfy { AndroidLimits.scaleRange.contains($0.scale) })
    #expect(android.composition.allSatisfy { $0.delayMilliseconds >= 0 })
  }

  // MARK: - Composition

  @Test(arguments: [
    (1.0, 0.85, AndroidPrimitive.click), (0.55, 0.3, .lowTick), (0.75, 0.5, .click),
    (0.686, 0.8, .tick), (0.9, 0.1, .thud), (0.7, 0.49, .thud), (0.69, 0.5, .tick),
  ])
  func tapsMapToPrimitivesBySharpnessAndIntensity(
    intensity: Double, sharpness: Double, primitive: AndroidPrimitive
  ) {
    #expect(AndroidHaptics.primitive(forIntensity: intensity, sharpness: sharpness) == primitive)
  }

  @Test func aRisingRunIsOneRiseEndingAtItsPeakAndDelaysFollowAssumedDurations() throws {
    var events: [HapticEvent] = []
    for step in 0..<15 {
      events.append(try Self.continuous(Double(step) / 10, 0.1, 0.2 + 0.02 * Double(step)))
    }
    events.append(try Self.transient(1.6, 1, 0.85))
    let android = AndroidHaptics(HapticTimeline(events))
    #expect(android.composition.map(\.primitive) == [.slowRise, .click])
    // SLOW_RISE (300 ms assumed) ends at 1500 ms: starts at 1200; CLICK at 1600 → pause 100.
    #expect(android.composition.map(\.timeMilliseconds) == [1_200, 1_600])
    #expect(android.composition.map(\.delayMilliseconds) == [1_200, 100])
    #expect(android.composition.map(\.scale) == [0.48, 1])
  }

  @Test func aFlatRunIsLeftOutOfTheCompositionAndSaysSo() throws {
    let timeline = HapticTimeline([
      try Self.continuous(0, 0.1, 0.4), try Self.continuous(0.1, 0.1, 0.4),
    ])
    let android = AndroidHaptics(timeline)
    #expect(android.composition.isEmpty)
    #expect(android.waveform.timings == [200])
    #expect(android.losses.contains { $0.hasPrefix("composition: 1 run of continuous events") })
  }

  @Test func aFallingRunIsAQuickFallAtItsStart() throws {
    let timeline = HapticTimeline([
      try Self.continuous(0.2, 0.1, 0.8), try Self.continuous(0.3, 0.1, 0.3),
    ])
    let android = AndroidHaptics(timeline)
    #expect(android.composition.map(\.primitive) == [.quickFall])
    #expect(android.composition.map(\.delayMilliseconds) == [200])
  }

  // MARK: - UIKit feedback

  @Test(arguments: [
    (SystemFeedback.Kind.notification(.success), AndroidFeedbackConstant?.some(.confirm)),
    (.notification(.error), .reject), (.notification(.warning), nil), (.selection, .clockTick),
    (.impact(.light, intensity: 1), .contextClick), (.impact(.heavy, intensity: 1), .longPress),
  ])
  func feedbackMapsToTheNearestConstant(
    kind: SystemFeedback.Kind, constant: AndroidFeedbackConstant?
  ) throws {
    let android = AndroidHaptics(
      HapticTimeline([.feedback(try SystemFeedback(time: 0.5, kind: kind))]))
    #expect(android.feedback.map(\.constant) == [constant])
    #expect(android.feedback.map(\.timeMilliseconds) == [500])
  }

  // MARK: - Limits

  @Test func aWaveformBeyondTheStepLimitIsRefusedNamingIt() throws {
    var settings = HapticExportSettings()
    settings.maximumWaveformSteps = 2
    let timeline = HapticTimeline([
      try Self.transient(0, 1, 0.5), try Self.transient(0.1, 1, 0.5),
    ])
    let android = AndroidHaptics(timeline, settings: settings)
    #expect(android.waveform.timings.count == 3)
    let error = try #require(throws: HapticExportError.self) { try android.checkLimits(settings) }
    #expect(error.code == .limitExceeded)
    #expect(error.message.contains("maximumWaveformSteps"))
    #expect(throws: Never.self) { try android.checkLimits() }
  }
}
