/// The error Core Haptics throws, with Apple's codes and raw values (`CHHapticErrors.h`).
///
/// ```swift
/// let engine = try CHHapticEngine()
/// let pattern = try CHHapticPattern(
///   events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0)],
///   parameters: [])
/// let player = try engine.makePlayer(with: pattern)
/// do { try player.start(atTime: CHHapticTimeImmediate) }
/// catch let error as CHHapticError where error.code == .engineNotRunning { try engine.start() }
/// ```
public struct CHHapticError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Core Haptics' error codes; the raw values are Apple's.
  public enum Code: Int, Hashable, Sendable {
    case engineNotRunning = -4805
    case operationNotPermitted = -4806
    case engineStartTimeout = -4808
    case notSupported = -4809
    case serverInitFailed = -4810
    case serverInterrupted = -4811
    case invalidPatternPlayer = -4812
    case invalidPatternData = -4813
    case invalidPatternDictionary = -4814
    case invalidAudioSession = -4815
    case invalidEngineParameter = -4816
    case invalidParameterType = -4820
    case invalidEventType = -4821
    case invalidEventTime = -4822
    case invalidEventDuration = -4823
    case invalidAudioResource = -4824
    case resourceNotAvailable = -4825
    case badEventEntry = -4830
    case badParameterEntry = -4831
    case invalidTime = -4840
    case fileNotFound = -4851
    case insufficientPower = -4897
    case unknownError = -4898
    case memoryError = -4899
  }

  /// The error domain, as Core Haptics names it.
  public static var errorDomain: String { "com.apple.CoreHaptics" }

  /// What went wrong.
  public var code: Code
  /// A sentence naming the value or file and what to do (HapticTape's; Apple's errors carry
  /// only the code).
  public var message: String

  /// An error with `code` and an explanation.
  public init(_ code: Code, message: String = "") {
    self.code = code
    self.message = message
  }

  /// The error's code as an integer (`NSError.code`).
  public var errorCode: Int { code.rawValue }

  /// `CHHapticError -4822 (invalidEventTime): message`.
  public var description: String {
    "CHHapticError \(code.rawValue) (\(code)): \(message)"
  }

  public static var engineNotRunning: Code { .engineNotRunning }
  public static var operationNotPermitted: Code { .operationNotPermitted }
  public static var engineStartTimeout: Code { .engineStartTimeout }
  public static var notSupported: Code { .notSupported }
  public static var serverInitFailed: Code { .serverInitFailed }
  public static var serverInterrupted: Code { .serverInterrupted }
  public static var invalidPatternPlayer: Code { .invalidPatternPlayer }
  public static var invalidPatternData: Code { .invalidPatternData }
  public static var invalidPatternDictionary: Code { .invalidPatternDictionary }
  public static var invalidAudioSession: Code { .invalidAudioSession }
  public static var invalidEngineParameter: Code { .invalidEngineParameter }
  public static var invalidParameterType: Code { .invalidParameterType }
  public static var invalidEventType: Code { .invalidEventType }
  public static var invalidEventTime: Code { .invalidEventTime }
  public static var invalidEventDuration: Code { .invalidEventDuration }
  public static var invalidAudioResource: Code { .invalidAudioResource }
  public static var resourceNotAvailable: Code { .resourceNotAvailable }
  public static var badEventEntry: Code { .badEventEntry }
  public static var badParameterEntry: Code { .badParameterEntry }
  public static var invalidTime: Code { .invalidTime }
  public static var fileNotFound: Code { .fileNotFound }
  public static var insufficientPower: Code { .insufficientPower }
  public static var unknownError: Code { .unknownError }
  public static var memoryError: Code { .memoryError }
}
