import Testing

@testable import Haptics

/// Approximation intensities are square roots, compared within this.
private let intensityTolerance = 1e-12
/// Chunked curve times are differences and sums of doubles, compared within this.
private let chunkTolerance = 1e-12

@Suite struct AHAPEncoderTests {
  private func timeline() throws -> HapticTimeline {
    HapticTimeline([
      .transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)),
      .continuous(
        try ContinuousEvent(
          time: 0.1, duration: 0.4, intensity: 0.6, sharpness: 0.25,
          envelope: HapticEnvelope(attackTime: 0.2, isSustained: false))),
      .parameterCurve(
        try ParameterCurve(
          time: 0.1, parameter: .hapticIntensityControl,
          controlPoints: [.init(time: 0, value: 1), .init(time: 0.4, value: 0)])),
      .dynamicParameter(
        try DynamicParameter(time: 0.3, parameter: .hapticSharpnessControl, value: -0.2)),
    ])
  }

  @Test func exportUsesApplesKeysInAFixedOrder() throws {
    let text = AHAPEncoder().encode(
      AHAPPattern(timeline: try timeline(), metadata: [.init("Project", "Fixture")]))
    #expect(
      text == """
        {
          "Version" : 1.0,
          "Metadata" : {
            "Project" : "Fixture"
          },
          "Pattern" : [
            {
              "Event" : {
                "Time" : 0.0,
                "EventType" : "HapticTransient",
                "EventParameters" : [
                  {
                    "ParameterID" : "HapticIntensity",
                    "ParameterValue" : 1.0
                  },
                  {
                    "ParameterID" : "HapticSharpness",
                    "ParameterValue" : 0.5
                  }
                ]
              }
            },
            {
              "Event" : {
                "Time" : 0.1,
                "EventType" : "HapticContinuous",
                "EventDuration" : 0.4,
                "EventParameters" : [
                  {
                    "ParameterID" : "HapticIntensity",
                    "ParameterValue" : 0.6
                  },
                  {
                    "ParameterID" : "HapticSharpness",
                    "ParameterValue" : 0.25
                  },
                  {
                    "ParameterID" : "AttackTime",
                    "ParameterValue" : 0.2
                  },
                  {
                    "ParameterID" : "DecayTime",
                    "ParameterValue" : 0.0
                  },
                  {
                    "ParameterID" : "ReleaseTime",
                    "ParameterValue" : 0.0
                  },
                  {
                    "ParameterID" : "Sustained",
                    "ParameterValue" : 0.0
                  }
                ]
              }
            },
            {
              "ParameterCurve" : {
                "Time" : 0.1,
                "ParameterID" : "HapticIntensityControl",
                "ParameterCurveControlPoints" : [
                  {
                    "Time" : 0.0,
                    "ParameterValue" : 1.0
                  },
                  {
                    "Time" : 0.4,
                    "ParameterValue" : 0.0
                  }
                ]
              }
            },
            {
              "Parameter" : {
                "Time" : 0.3,
                "ParameterID" : "HapticSharpnessControl",
                "ParameterValue" : -0.2
              }
            }
          ]
        }

        """)
  }

  @Test func exportedTimelineValidatesCleanlyAndReimportsExactly() throws {
    let original = try timeline()
    let text = AHAPEncoder().encode(AHAPPattern(timeline: original))
    let result = try AHAPDecoder().decode(Array(text.utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.pattern.timeline == original)
  }

  @Test func numbersAreShortestRoundTripWithADecimalPoint() throws {
    let event = HapticEvent.transient(
      TransientEvent(checkedTime: 1e-05, intensity: 0.20000000298023224, sharpness: 1.0 / 3.0))
    let text = AHAPEncoder().encode(AHAPPattern(timeline: HapticTimeline([event])))
    #expect(text.contains("\"Time\" : 1e-05,"))
    #expect(text.contains("\"ParameterValue\" : 0.20000000298023224"))
    #expect(text.contains("\"ParameterValue\" : 0.3333333333333333"))
    let back = try AHAPDecoder().decode(Array(text.utf8)).pattern.timeline.events
    #expect(back == [event])
  }

  @Test func feedbackIsExportedAsMarkedApproximations() throws {
    let timeline = HapticTimeline([
      .feedback(try SystemFeedback(time: 1, kind: .notification(.success))),
      .transient(try TransientEvent(time: 1.2, intensity: 0.1, sharpness: 0.1)),
      .feedback(try SystemFeedback(time: 2, impact: .heavy, intensity: 0.5)),
    ])
    let text = AHAPEncoder().encode(AHAPPattern(timeline: timeline))
    let result = try AHAPDecoder().decode(Array(text.utf8))
    #expect(result.diagnostics.isEmpty)
    let marker = try #require(
      result.pattern.metadata.first { $0.key == AHAPEncoder.approximationsMetadataKey })
    #expect(marker.value.hasSuffix("t=1.000000 notification.success, t=2.000000 impact.heavy"))
    #expect(marker.value.contains("docs/haptics-constants.md#system-feedback"))

    let taps = result.pattern.timeline.events.compactMap { event -> TransientEvent? in
      if case .transient(let transient) = event { return transient }
      return nil
    }
    // source: Lofelt/NiceVibrations HapticPatterns.cs (Success peaks 0.157 then 1.0, 0.2 s apart;
    // HeavyImpact 1.0) with intensity = sqrt(amplitude)
    // (docs/haptics-constants.md#system-feedback); the recorded transient at 1.2 comes before the
    // approximation's pulse at the same time.
    #expect(taps.map(\.time) == [1, 1.2, 1.2, 2])
    let expectedIntensities = [Double(0.157).squareRoot(), 0.1, 1, 0.5]
    for (tap, expected) in zip(taps, expectedIntensities) {
      #expect(abs(tap.intensity - expected) <= intensityTolerance)
    }
  }

  @Test(arguments: SystemFeedback.NotificationType.allCases)
  func notificationApproximationsHaveTheHIGPulseCounts(_ type: SystemFeedback.NotificationType)
    throws
  {
    // source: docs/haptics-constants.md#system-feedback (success and warning two pulses; error
    // four, the third strongest, as the HIG shows it)
    let pulses = try SystemFeedback(time: 0, kind: .notification(type)).ahapApproximation
    switch type {
    case .success, .warning: #expect(pulses.count == 2)
    case .error:
      #expect(pulses.count == 4)
      #expect(pulses.map(\.intensity).max() == pulses[2].intensity)
    }
  }

  @Test func impactStylesOrderByStrengthAndSharpness() throws {
    func pulse(_ style: SystemFeedback.ImpactStyle) throws -> TransientEvent {
      try #require(try SystemFeedback(time: 0, impact: style).ahapApproximation.first)
    }
    // source: docs/haptics-constants.md#system-feedback (light < medium < heavy; sharpness high
    // for rigid, low for soft)
    #expect(try pulse(.light).intensity < pulse(.medium).intensity)
    #expect(try pulse(.medium).intensity < pulse(.heavy).intensity)
    #expect(try pulse(.rigid).sharpness > pulse(.soft).sharpness)
  }

  @Test func metadataCanBeLeftOut() throws {
    var encoder = AHAPEncoder()
    encoder.includesMetadata = false
    let text = encoder.encode(
      AHAPPattern(timeline: try timeline(), metadata: [.init("Project", "X")]))
    #expect(!text.contains("Metadata"))
  }

  @Test func longCurvesCanBeSplitIntoSixteenPointChunksWithTheSameShape() throws {
    // source: facebook/meta-haptics-sdk @ 41c9dcbe studio_export.ahap (one 827-point intensity
    // curve); Lofelt's converter keeps 16 (docs/haptics-constants.md#parameter-curves)
    let bytes = try Fixtures.sample("facebook__meta-haptics-sdk__studio_export.ahap")
    let original = try AHAPDecoder().decode(bytes).pattern
    var encoder = AHAPEncoder()
    encoder.maximumControlPointsPerCurve = 16
    let result = try AHAPDecoder().decode(Array(encoder.encode(original).utf8))
    #expect(!result.hasErrors)
    let curves = { (timeline: HapticTimeline) in
      timeline.events.compactMap { event -> ParameterCurve? in
        if case .parameterCurve(let curve) = event { return curve }
        return nil
      }
    }
    let before = curves(original.timeline)
    let after = curves(result.pattern.timeline)
    #expect(before.map(\.controlPoints.count) == [827, 309])
    // 826 segments in chunks of 15, 308 in chunks of 15.
    #expect(after.count == 56 + 21)
    #expect(after.allSatisfy { $0.controlPoints.count <= 16 })
    for curve in before {
      let chunks = after.filter { $0.parameter == curve.parameter }
      #expect(chunks.first?.time == curve.time)
      #expect(abs((chunks.last?.endTime ?? 0) - curve.endTime) <= chunkTolerance)
      // Every original point is reproduced by the chunk that covers it.
      for point in curve.controlPoints {
        let time = curve.time + point.time
        let chunk = try #require(chunks.last { $0.time <= time + chunkTolerance })
        #expect(abs(chunk.value(at: time) - point.value) <= chunkTolerance)
      }
    }
  }

  @Test func curvesWithinTheLimitAreWrittenWhole() throws {
    // source: apple/unityplugins @ 4b2455f6 Recharge.ahap (one curve of exactly 16 points)
    let bytes = try Fixtures.sample("apple__unityplugins__Recharge.ahap")
    let pattern = try AHAPDecoder().decode(bytes).pattern
    var encoder = AHAPEncoder()
    encoder.maximumControlPointsPerCurve = 16
    #expect(encoder.encode(pattern) == AHAPEncoder().encode(pattern))
  }
}
