import JSONCore

/// Writes AHAP files with Apple's keys, in a fixed key order and with locale-independent,
/// shortest-round-trip numbers, so the same pattern always gives the same bytes and exports diff
/// cleanly.
///
/// UIKit feedback events have no public AHAP form: they are exported as the transients of
/// ``SystemFeedback/ahapApproximation`` and listed under the `Metadata` key
/// ``approximationsMetadataKey``.
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(.transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)))
/// let text = AHAPEncoder().encode(AHAPPattern(timeline: timeline))
/// ```
public struct AHAPEncoder: Sendable {
  /// The `Metadata` key that lists the feedback events exported as approximations.
  public static let approximationsMetadataKey = "HapticTapeApproximations"

  /// Whether to write `Metadata` (the pattern's entries, plus the approximation list when the
  /// timeline has feedback events).
  public var includesMetadata = true

  /// The most control points to write per `ParameterCurve`, or `nil` to write curves whole.
  ///
  /// Longer curves are split into consecutive curves that share their boundary points, so the
  /// piecewise-linear shape is unchanged. Lofelt's converter keeps 16 (an unverified Core Haptics
  /// limit, docs/haptics-constants.md#parameter-curves); the default, `nil`, keeps exports
  /// identical to their timeline.
  /// Must be at least 2.
  public var maximumControlPointsPerCurve: Int?

  /// Creates an encoder with the default configuration.
  public init() {}

  /// The AHAP text of `pattern`, pretty-printed with a final newline.
  ///
  /// Key order: `Version`, `Metadata`, `Pattern`; in an event `Time`, `EventType`,
  /// `EventDuration`, `EventWaveformPath`, `EventWaveformUseVolumeEnvelope`,
  /// `EventWaveformLoopEnabled`, `EventParameters`; in a curve `Time`, `ParameterID`,
  /// `ParameterCurveControlPoints`.
  ///
  /// - Parameter pattern: The pattern to write.
  /// - Returns: The file's text.
  public func encode(_ pattern: AHAPPattern) -> String {
    var events: [HapticEvent] = []
    var approximated: [HapticEvent] = []
    var approximations: [String] = []
    for event in pattern.timeline.events {
      if case .parameterCurve(let curve) = event, let limit = maximumControlPointsPerCurve {
        events += Self.chunks(of: curve, limit: limit).map { .parameterCurve($0) }
        continue
      }
      guard case .feedback(let feedback) = event else {
        events.append(event)
        continue
      }
      let time = JSONNumberFormat.fixed(feedback.time, decimals: 6)
      approximations.append("t=\(time) \(feedback.name)")
      approximated += feedback.ahapApproximation.map { .transient($0) }
    }
    // Approximating transients follow the events already at their time.
    let exported = HapticTimeline(events).merging(HapticTimeline(approximated))
    var top: [(key: String, value: JSONValue)] = [
      (AHAPKeys.version, Self.number(pattern.version ?? 1.0))
    ]
    var metadata = pattern.metadata.filter { $0.key != Self.approximationsMetadataKey }
      .map { (key: $0.key, value: JSONValue.string($0.value)) }
    if !approximations.isEmpty {
      metadata.append(
        (
          Self.approximationsMetadataKey,
          .string(
            "UIKit feedback exported as approximations (\(SystemFeedback.approximationSource)): "
              + approximations.joined(separator: ", "))
        ))
    }
    if includesMetadata, !metadata.isEmpty {
      top.append((AHAPKeys.metadata, .object(metadata)))
    }
    top.append((AHAPKeys.pattern, .array(exported.events.map(Self.entry(for:)))))
    return JSONWriter.pretty(.object(top))
  }

  /// `curve` as consecutive curves of at most `limit` points; each starts at the previous one's
  /// last point, with its points relative to its own start.
  static func chunks(of curve: ParameterCurve, limit: Int) -> [ParameterCurve] {
    precondition(limit >= 2, "a curve chunk needs at least 2 control points")
    let points = curve.controlPoints
    guard points.count > limit else { return [curve] }
    var result: [ParameterCurve] = []
    var start = 0
    while start < points.count - 1 {
      let end = min(start + limit, points.count)
      let origin = start == 0 ? 0 : points[start].time
      result.append(
        ParameterCurve(
          checkedTime: curve.time + origin, parameter: curve.parameter,
          controlPoints: points[start..<end].map { .init(time: $0.time - origin, value: $0.value) })
      )
      start = end - 1
    }
    return result
  }

  /// A number in its shortest exact form, so every value round-trips bit for bit.
  private static func number(_ value: Double) -> JSONValue {
    .number(JSONNumberFormat.shortest(value))
  }

  private static func parameter(_ id: String, _ value: Double) -> JSONValue {
    .object([(AHAPKeys.parameterID, .string(id)), (AHAPKeys.parameterValue, number(value))])
  }

  private static func entry(for event: HapticEvent) -> JSONValue {
    switch event {
    case .transient(let transient):
      return .object([
        (
          AHAPKeys.event,
          .object([
            (AHAPKeys.time, number(transient.time)),
            (AHAPKeys.eventType, .string(AHAPKeys.hapticTransient)),
            (
              AHAPKeys.eventParameters,
              .array([
                parameter(EventParameterID.hapticIntensity.rawValue, transient.intensity),
                parameter(EventParameterID.hapticSharpness.rawValue, transient.sharpness),
              ])
            ),
          ])
        )
      ])
    case .continuous(let continuous):
      var parameters = [
        parameter(EventParameterID.hapticIntensity.rawValue, continuous.intensity),
        parameter(EventParameterID.hapticSharpness.rawValue, continuous.sharpness),
      ]
      if let envelope = continuous.envelope {
        parameters += [
          parameter(EventParameterID.attackTime.rawValue, envelope.attackTime),
          parameter(EventParameterID.decayTime.rawValue, envelope.decayTime),
          parameter(EventParameterID.releaseTime.rawValue, envelope.releaseTime),
          parameter(EventParameterID.sustained.rawValue, envelope.isSustained ? 1 : 0),
        ]
      }
      return .object([
        (
          AHAPKeys.event,
          .object([
            (AHAPKeys.time, number(continuous.time)),
            (AHAPKeys.eventType, .string(AHAPKeys.hapticContinuous)),
            (AHAPKeys.eventDuration, number(continuous.duration)),
            (AHAPKeys.eventParameters, .array(parameters)),
          ])
        )
      ])
    case .audio(let audio):
      var members: [(key: String, value: JSONValue)] = [
        (AHAPKeys.time, number(audio.time)), (AHAPKeys.eventType, .string(audio.kind.rawValue)),
      ]
      if let duration = audio.duration {
        members.append((AHAPKeys.eventDuration, number(duration)))
      }
      if let path = audio.waveformPath {
        members.append((AHAPKeys.eventWaveformPath, .string(path)))
      }
      if let flag = audio.usesVolumeEnvelope {
        members.append((AHAPKeys.useVolumeEnvelope, .bool(flag)))
      }
      if let flag = audio.isLoopEnabled { members.append((AHAPKeys.loopEnabled, .bool(flag))) }
      if !audio.parameters.isEmpty {
        members.append(
          (
            AHAPKeys.eventParameters,
            .array(audio.parameters.map { parameter($0.id.rawValue, $0.value) })
          ))
      }
      return .object([(AHAPKeys.event, .object(members))])
    case .dynamicParameter(let dynamic):
      return .object([
        (
          AHAPKeys.parameter,
          .object([
            (AHAPKeys.time, number(dynamic.time)),
            (AHAPKeys.parameterID, .string(dynamic.parameter.rawValue)),
            (AHAPKeys.parameterValue, number(dynamic.value)),
          ])
        )
      ])
    case .parameterCurve(let curve):
      return .object([
        (
          AHAPKeys.parameterCurve,
          .object([
            (AHAPKeys.time, number(curve.time)),
            (AHAPKeys.parameterID, .string(curve.parameter.rawValue)),
            (
              AHAPKeys.controlPoints,
              .array(
                curve.controlPoints.map {
                  .object([
                    (AHAPKeys.time, number($0.time)), (AHAPKeys.parameterValue, number($0.value)),
                  ])
                })
            ),
          ])
        )
      ])
    case .feedback(let feedback):
      preconditionFailure("feedback \(feedback.name) is exported through its approximation")
    }
  }
}
