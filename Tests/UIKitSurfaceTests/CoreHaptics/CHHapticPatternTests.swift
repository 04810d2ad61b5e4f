import CoreHaptics
import Foundation
import Haptics
import Testing

/// Values an app passes as `Float` read back as the nearest Float: 1e-6.
private let floatTolerance = 1e-6

private func code(of body: () throws -> Void) -> CHHapticError.Code? {
  do {
    try body()
    return nil
  } catch let error as CHHapticError {
    return error.code
  } catch {
    return .unknownError
  }
}

private func transient(intensity: Float, at time: TimeInterval = 0) -> CHHapticEvent {
  CHHapticEvent(
    eventType: .hapticTransient,
    parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: intensity)],
    relativeTime: time)
}

@Suite("CoreHaptics: CHHapticPattern checks, clamps and reads dictionaries through AHAP")
struct CHHapticPatternTests {
  @Test("NaN values, negative times and durations, unknown types throw Core Haptics' codes")
  func badValuesThrow() {
    #expect(
      code { _ = try CHHapticPattern(events: [transient(intensity: .nan)], parameters: []) }
        == .badParameterEntry)
    #expect(
      code { _ = try CHHapticPattern(events: [transient(intensity: 1, at: -0.1)], parameters: []) }
        == .invalidEventTime)
    #expect(
      code { _ = try CHHapticPattern(events: [transient(intensity: 1, at: .nan)], parameters: []) }
        == .invalidEventTime)
    let negative = CHHapticEvent(
      eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: -1)
    #expect(
      code { _ = try CHHapticPattern(events: [negative], parameters: []) } == .invalidEventDuration)
    let unknown = CHHapticEvent(
      eventType: .init(rawValue: "HapticThud"), parameters: [], relativeTime: 0)
    #expect(
      code { _ = try CHHapticPattern(events: [unknown], parameters: []) } == .invalidEventType)
    let badID = CHHapticDynamicParameter(
      parameterID: .init(rawValue: "Loudness"), value: 1, relativeTime: 0)
    #expect(
      code { _ = try CHHapticPattern(events: [], parameters: [badID]) } == .invalidParameterType)
    let backwards = CHHapticParameterCurve(
      parameterID: .hapticIntensityControl,
      controlPoints: [.init(relativeTime: 0.5, value: 1), .init(relativeTime: 0.2, value: 0)],
      relativeTime: 0)
    #expect(
      code { _ = try CHHapticPattern(events: [], parameterCurves: [backwards]) }
        == .invalidEventTime)
    let infinite: [CHHapticPattern.Key: Any] = [
      .pattern: [[CHHapticPattern.Key.event: [CHHapticPattern.Key.time: Double.infinity]]]
    ]
    #expect(code { _ = try CHHapticPattern(dictionary: infinite) } == .invalidPatternDictionary)
    #expect(
      code { _ = try CHHapticPattern(dictionary: [.pattern: [Date()]]) }
        == .invalidPatternDictionary)
    let missing = URL(fileURLWithPath: "/nonexistent/pattern.ahap")
    #expect(code { _ = try CHHapticPattern(contentsOf: missing) } == .fileNotFound)
    #expect(code { try CHHapticEngine().playPattern(from: Data("{".utf8)) } == .invalidPatternData)
  }

  @Test("finite values outside a parameter's range are clamped, as Core Haptics does")
  func clamps() throws {
    let loud = transient(intensity: 1.5)
    let long = CHHapticEvent(
      eventType: .hapticContinuous,
      parameters: [CHHapticEventParameter(parameterID: .hapticSharpness, value: -2)],
      relativeTime: 0, duration: 45)
    let pattern = try CHHapticPattern(events: [loud, long], parameters: [])
    let events = pattern.timeline.events
    guard events.count == 2, case .transient(let tap) = events[0],
      case .continuous(let hum) = events[1]
    else {
      Issue.record("unexpected events \(events)")
      return
    }
    #expect(tap.intensity == 1)
    #expect(hum.sharpness == 0)
    #expect(hum.duration == 30)
    #expect(pattern.duration == 30)
  }

  @Test("a dictionary with Key or String keys reads as the same AHAP; export round-trips")
  func dictionaries() throws {
    let keyed: [CHHapticPattern.Key: Any] = [
      .version: 1.0,
      .pattern: [
        [
          CHHapticPattern.Key.event: [
            CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticTransient,
            .time: 0.25,
            .eventParameters: [
              [
                CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity,
                .parameterValue: Float(0.7),
              ]
            ],
          ]
        ],
        [
          "Parameter": [
            "ParameterID": "HapticSharpnessControl", "ParameterValue": -0.25, "Time": 0.5,
          ]
        ],
      ],
    ]
    let pattern = try CHHapticPattern(dictionary: keyed)
    let ahap = """
      {"Pattern": [
        {"Event": {"EventType": "HapticTransient", "Time": 0.25,
          "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.699999988079071}]}},
        {"Parameter": {"ParameterID": "HapticSharpnessControl", "ParameterValue": -0.25, "Time": 0.5}}
      ]}
      """
    let decoded = try AHAPDecoder().decode(Array(ahap.utf8)).pattern.timeline
    #expect(pattern.timeline == decoded)
    #expect(pattern.duration == 0.5)
    guard case .transient(let tap) = pattern.timeline.events.first else {
      Issue.record("expected a transient first")
      return
    }
    #expect(abs(tap.intensity - 0.7) <= floatTolerance)
    #expect(tap.sharpness == AHAPDecoder().defaultHapticSharpness)

    let exported = try pattern.exportDictionary()
    #expect(exported[.pattern] is [Any])
    #expect(try CHHapticPattern(dictionary: exported).timeline == pattern.timeline)
  }

  @Test("the error codes carry Apple's raw values")
  func errorCodes() {
    #expect(CHHapticError.Code.engineNotRunning.rawValue == -4805)
    #expect(CHHapticError.Code.invalidEventTime.rawValue == -4822)
    #expect(CHHapticError.Code.badParameterEntry.rawValue == -4831)
    #expect(CHHapticError.Code.invalidPatternData.rawValue == -4813)
    #expect(CHHapticError.Code.fileNotFound.rawValue == -4851)
    #expect(CHHapticEvent.ParameterID.hapticIntensity.rawValue == "HapticIntensity")
    #expect(CHHapticDynamicParameter.ID.hapticIntensityControl.rawValue == "HapticIntensityControl")
    #expect(CHHapticEvent.EventType.hapticContinuous.rawValue == "HapticContinuous")
  }
}
