/// The error an export throws when the converted effect breaks a platform limit.
///
/// ```swift
/// var timeline = HapticTimeline()
/// for tap in 0..<1_200 {
///   let time = Double(tap) * 0.05
///   timeline.insert(.transient(try TransientEvent(time: time, intensity: 1, sharpness: 0.5)))
/// }
/// do {
///   try AndroidHaptics(timeline).checkLimits(HapticExportSettings())
/// } catch let error as HapticExportError {
///   print(error)  // the Android waveform has 2399 steps, more than the 1000 an export allows (…)
/// }
/// ```
public struct HapticExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure happened.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case limitExceeded
    }

    private var wrapped: Wrapped

    private init(_ wrapped: Wrapped) {
      self.wrapped = wrapped
    }

    /// The effect has more steps or entries than the target plays.
    public static var limitExceeded: Self { Self(.limitExceeded) }

    public var description: String {
      switch wrapped {
      case .limitExceeded: "limit exceeded"
      }
    }
  }

  /// What kind of failure happened.
  public var code: Code
  /// What is wrong, the limit by name, and what to do.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of failure happened.
  ///   - message: What is wrong, the limit by name, and what to do.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
