import Scenes

/// One transient of the secret offer's success pattern: a `CHHapticEvent(.hapticTransient)` at a
/// delay after the offer opens.
///
/// ```swift
/// SecretOfferTransient(delay: 0.07, intensity: 0.75, sharpness: 0.5)
/// ```
public struct SecretOfferTransient: Codable, Hashable, Sendable {
  /// Seconds after the offer opened.
  public var delay: Double
  /// `.hapticIntensity`, 0…1.
  public var intensity: Double
  /// `.hapticSharpness`, 0…1.
  public var sharpness: Double

  /// Creates a transient.
  public init(delay: Double, intensity: Double, sharpness: Double) {
    self.delay = delay
    self.intensity = intensity
    self.sharpness = sharpness
  }
}
