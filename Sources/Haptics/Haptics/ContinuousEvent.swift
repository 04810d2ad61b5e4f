/// A sustained vibration (`HapticContinuous`) with a duration of up to 30 seconds.
///
/// ```swift
/// let hum = try ContinuousEvent(time: 0.1, duration: 0.1, intensity: 0.31, sharpness: 0.5)
/// let swell = try ContinuousEvent(
///   time: 0, duration: 1, intensity: 1, sharpness: 0.2,
///   envelope: HapticEnvelope(attackTime: 0.8, releaseTime: 0.5))
/// ```
public struct ContinuousEvent: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public internal(set) var time: Double
  /// Seconds the event lasts, 0…30 (`EventDuration`).
  public internal(set) var duration: Double
  /// Perceived strength, 0…1 (`HapticIntensity`).
  public internal(set) var intensity: Double
  /// Feel from round (0) to crisp (1) (`HapticSharpness`).
  public internal(set) var sharpness: Double
  /// The gain envelope, or `nil` to leave Core Haptics' defaults (no envelope keys exported).
  public internal(set) var envelope: HapticEnvelope?

  /// Creates a continuous event, rejecting values Core Haptics would not accept.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - duration: Seconds the event lasts, 0…``HapticLimits/maximumContinuousDuration``.
  ///   - intensity: Perceived strength, 0…1.
  ///   - sharpness: Feel from round (0) to crisp (1).
  ///   - envelope: The gain envelope, or `nil` for Core Haptics' defaults.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(
    time: Double, duration: Double, intensity: Double, sharpness: Double,
    envelope: HapticEnvelope? = nil
  ) throws {
    self.time = try RangeCheck.time(time)
    self.duration = try RangeCheck.checked(
      duration, in: 0...HapticLimits.maximumContinuousDuration, "duration")
    self.intensity = try RangeCheck.checked(intensity, in: HapticLimits.unitRange, "intensity")
    self.sharpness = try RangeCheck.checked(sharpness, in: HapticLimits.unitRange, "sharpness")
    self.envelope = envelope
  }

  /// Creates an event from values already checked or clamped.
  init(
    checkedTime time: Double, duration: Double, intensity: Double, sharpness: Double,
    envelope: HapticEnvelope?
  ) {
    self.time = time
    self.duration = duration
    self.intensity = intensity
    self.sharpness = sharpness
    self.envelope = envelope
  }
}
