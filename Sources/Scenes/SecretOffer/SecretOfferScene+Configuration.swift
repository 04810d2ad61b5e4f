import CollectionLayout

// MARK: - Configuration

extension SecretOfferScene {
  /// The secret-offer scene's configuration: the seed's thresholds and ranges, and our choices
  /// where seed 001 leaves a value open (SCENES.md `secret-offer`).
  ///
  /// ```swift
  /// var configuration = SecretOfferScene.Configuration()
  /// configuration.layoutDirection = .rightToLeft
  /// ```
  public struct Configuration: SceneConfiguration {
    /// Regular promo cards before the secret one; at least 1 (ours: 3, SCENES.md).
    public var regularCardCount = 3  // source: ours (SCENES.md)
    /// The collection's top edge on the screen, in points (ours: 200, SCENES.md).
    public var collectionY = 200.0  // source: ours (SCENES.md)
    /// The width of the card's tear-off counterfoil, in points (ours: 64, SCENES.md).
    public var counterfoilWidth = 64.0  // source: ours (SCENES.md)
    /// The interface direction; right to left mirrors sides, angles and anchors (seed 001).
    public var layoutDirection = InterfaceDirection.leftToRight  // source: ours (seed 001 handles both directions)
    /// Pull progress above which pulling and shaking start (seed 001: hidden part below 85 %).
    public var pullStartProgress = 0.15  // source: seed 001 (secretOfferWidth * 0.85)
    /// Pull progress above which the offer opens (seed 001: hidden part below 30 %).
    public var openProgress = 0.70  // source: seed 001 (secretOfferWidth * 0.3)
    /// Shake angle at the start of a pull, in degrees (seed 001: 1.4°).
    public var minimumShakeAngle = 1.4  // source: seed 001 (1,4–1,9°)
    /// Shake angle at the open threshold, in degrees (seed 001: 1.9°).
    public var maximumShakeAngle = 1.9  // source: seed 001 (1,4–1,9°)
    /// Continuous haptic intensity at the start of a pull (seed 001: 0.22).
    public var minimumIntensity = 0.22  // source: seed 001 (0,22–0,52)
    /// Continuous haptic intensity at the open threshold (seed 001: 0.52).
    public var maximumIntensity = 0.52  // source: seed 001 (0,22–0,52)
    /// Sharpness of the pull's continuous haptics (ours: 0.5, SCENES.md).
    public var continuousSharpness = 0.5  // source: ours (SCENES.md)
    /// Duration of each continuous haptic event, in seconds (seed 001: 0.1).
    public var continuousDuration = 0.1  // source: seed 001 (hapticContinuous, duration 0.1)
    /// How long the confetti plays before the card flips, in seconds (ours: 1.0, SCENES.md).
    public var confettiDuration = 1.0  // source: ours (SCENES.md; seed plays a Lottie animation once)
    /// The success pattern played when the offer opens (values ours, SCENES.md; seed 001 only
    /// says "several transients with different intensity and sharpness").
    public var successPattern = [  // source: ours (SCENES.md; seed 001: several transients)
      SecretOfferTransient(delay: 0.00, intensity: 0.55, sharpness: 0.30),
      SecretOfferTransient(delay: 0.07, intensity: 0.75, sharpness: 0.50),
      SecretOfferTransient(delay: 0.16, intensity: 1.00, sharpness: 0.85),
    ]

    /// The default configuration (SCENES.md values).
    public init() {}

    /// Why the configuration cannot describe the screen, or `nil` when it can.
    var problem: String? {
      let unit: ClosedRange<Double> = 0...1
      if regularCardCount < 1 {
        return "regularCardCount must be at least 1 (the secret card follows the regular ones), got \(regularCardCount)"
      }
      if !(0 < pullStartProgress && pullStartProgress < openProgress && openProgress < 1) {
        return "need 0 < pullStartProgress < openProgress < 1, got \(pullStartProgress) and \(openProgress)"
      }
      if !(unit.contains(minimumIntensity) && unit.contains(maximumIntensity) && minimumIntensity <= maximumIntensity) {
        return "need 0 ≤ minimumIntensity ≤ maximumIntensity ≤ 1, got \(minimumIntensity) and \(maximumIntensity)"
      }
      if !unit.contains(continuousSharpness) {
        return "continuousSharpness must be within 0…1, got \(continuousSharpness)"
      }
      if !(continuousDuration > 0 && confettiDuration >= 0 && counterfoilWidth >= 0) {
        return "continuousDuration must be positive, confettiDuration and counterfoilWidth not negative"
      }
      for transient in successPattern
      where !(transient.delay >= 0 && unit.contains(transient.intensity) && unit.contains(transient.sharpness)) {
        return "successPattern entries need delay ≥ 0 and intensity and sharpness within 0…1, got \(transient)"
      }
      return nil
    }
  }
}
