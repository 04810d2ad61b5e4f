/// A brief haptic tap (`HapticTransient`): intensity and sharpness at a moment.
///
/// ```swift
/// let tap = try TransientEvent(time: 0.25, intensity: 0.8, sharpness: 0.4)
/// ```
public struct TransientEvent: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public internal(set) var time: Double
  /// Perceived strength, 0…1 (`HapticIntensity`).
  public internal(set) var intensity: Double
  /// Feel from round (0) to crisp (1) (`HapticSharpness`).
  public internal(set) var sharpness: Double

  /// Creates a transient event, rejecting values Core Haptics would not accept.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - intensity: Perceived strength, 0…1.
  ///   - sharpness: Feel from round (0) to crisp (1).
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(time: Double, intensity: Double, sharpness: Double) throws {
    self.time = try RangeCheck.time(time)
    self.intensity = try RangeCheck.checked(intensity, in: HapticLimits.unitRange, "intensity")
    self.sharpness = try RangeCheck.checked(sharpness, in: HapticLimits.unitRange, "sharpness")
  }

  /// Creates an event from values already checked or clamped.
  init(checkedTime time: Double, intensity: Double, sharpness: Double) {
    self.time = time
    self.intensity = intensity
    self.sharpness = sharpness
  }
}
