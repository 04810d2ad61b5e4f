import CollectionLayout
import Haptics
import Scenes
import TouchCore
import TouchModel

// MARK: - Configuration

extension SecretOfferScene {
  /// The secret-offer scene's configuration: the seed's thresholds and ranges, and our choices
  /// where seed 001 leaves a value open (docs/seed-screens.md#secret-offer).
  ///
  /// ```swift
  /// var configuration = SecretOfferScene.Configuration()
  /// configuration.layoutDirection = .rightToLeft
  /// ```
  public struct Configuration: SceneConfiguration {
    /// Regular promo cards before the secret one; at least 1 (ours: 3).
    public var regularCardCount = 3  // source: ours (docs/seed-screens.md#secret-offer)
    /// The collection's top edge on the screen, in points (ours: 200).
    public var collectionY = 200.0  // source: ours (docs/seed-screens.md#secret-offer)
    /// The width of the card's tear-off counterfoil, in points (ours: 64).
    public var counterfoilWidth = 64.0  // source: ours (docs/seed-screens.md#secret-offer)
    /// The interface direction; right to left mirrors sides, angles and anchors (seed 001).
    // source: ours (seed 001 handles both directions)
    public var layoutDirection = InterfaceDirection.leftToRight
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
    /// Sharpness of the pull's continuous haptics (ours: 0.5).
    public var continuousSharpness = 0.5  // source: ours (docs/seed-screens.md#secret-offer)
    /// Duration of each continuous haptic event, in seconds (seed 001: 0.1).
    public var continuousDuration = 0.1  // source: seed 001 (hapticContinuous, duration 0.1)
    /// How long the confetti plays before the card flips, in seconds (ours: 1.0).
    public var confettiDuration = 1.0  // source: ours (seed 001 plays a Lottie animation once)
    /// The success pattern played when the offer opens (values ours,
    /// docs/seed-screens.md#secret-offer; seed 001 only says "several transients with different
    /// intensity and sharpness").
    public var successPattern = [  // source: ours (seed 001: several transients)
      SecretOfferTransient(delay: 0.00, intensity: 0.55, sharpness: 0.30),
      SecretOfferTransient(delay: 0.07, intensity: 0.75, sharpness: 0.50),
      SecretOfferTransient(delay: 0.16, intensity: 1.00, sharpness: 0.85),
    ]

    /// The default configuration (the values of docs/seed-screens.md#secret-offer).
    public init() {}

    /// The most transients the success pattern may hold.
    // source: ours — seed 001 plays "several"; a hundred is far beyond a pattern one feels
    public static let maximumSuccessPatternCount = 100

    public static let keys: [SceneConfigurationKey<Self>] = [
      .integer("regularCardCount", in: 1...SceneConfigurationKey<Self>.maximumItemCount - 1) {
        $0.regularCardCount
      },
      SceneConfigurationKey(
        "collectionY",
        expected:
          "a number in 0…screen height − \(text(SecretOfferRow().cardHeight)) "
          + "(points; the card's height)"
      ) { configuration, device in
        let limit = device.screenSize.height - SecretOfferRow().cardHeight
        let value = configuration.collectionY
        return value >= 0 && value <= limit
          ? nil : "\(text(value)) (at most \(text(limit)) on \(device.name))"
      },
      SceneConfigurationKey(
        "counterfoilWidth",
        expected:
          "a number in 0…screen width − \(text(SecretOfferRow().cellHorizontalInsets)) "
          + "(points; the card's width)"
      ) { configuration, device in
        let limit = SecretOfferRow().cardWidth(boundsWidth: device.screenSize.width)
        let value = configuration.counterfoilWidth
        return value >= 0 && value <= limit
          ? nil : "\(text(value)) (at most \(text(limit)) on \(device.name))"
      },
      .choice("layoutDirection", InterfaceDirection.allCases.map(\.rawValue)),
      SceneConfigurationKey(
        "pullStartProgress", expected: "a number above 0 and below openProgress",
        domain: .numbers(0...1, excludingLowerBound: true)
      ) { configuration, _ in
        let value = configuration.pullStartProgress
        return value > 0 && value < configuration.openProgress ? nil : text(value)
      },
      SceneConfigurationKey(
        "openProgress", expected: "a number below 1",
        domain: .numbers(0...1, excludingLowerBound: false)
      ) { configuration, _ in
        configuration.openProgress < 1 ? nil : text(configuration.openProgress)
      },
      SceneConfigurationKey(
        "minimumShakeAngle", expected: "a number in 0…maximumShakeAngle (degrees)",
        domain: .numbers(0...maximumShakeAngleLimit, excludingLowerBound: false)
      ) { configuration, _ in
        // Comparisons, not a range: `maximumShakeAngle` is not checked yet and may be negative.
        let value = configuration.minimumShakeAngle
        return value >= 0 && value <= configuration.maximumShakeAngle ? nil : text(value)
      },
      .number("maximumShakeAngle", in: 0...maximumShakeAngleLimit, unit: "degrees") {
        $0.maximumShakeAngle
      },
      SceneConfigurationKey(
        "minimumIntensity", expected: "a number in 0…maximumIntensity",
        domain: .numbers(0...1, excludingLowerBound: false)
      ) { configuration, _ in
        let value = configuration.minimumIntensity
        return value >= 0 && value <= configuration.maximumIntensity ? nil : text(value)
      },
      .number("maximumIntensity", in: 0...1) { $0.maximumIntensity },
      .number("continuousSharpness", in: 0...1) { $0.continuousSharpness },
      .number(
        "continuousDuration", in: 0...HapticLimits.maximumContinuousDuration,
        excludingLowerBound: true, unit: "seconds"
      ) { $0.continuousDuration },
      .number(
        "confettiDuration", in: 0...SceneConfigurationKey<Self>.maximumDuration, unit: "seconds"
      ) { $0.confettiDuration },
      SceneConfigurationKey(
        "successPattern",
        expected: "a list of at most \(maximumSuccessPatternCount) {\"delay\", \"intensity\", "
          + "\"sharpness\"} with delay in 0…\(text(SceneConfigurationKey<Self>.maximumDuration)) "
          + "seconds and intensity and sharpness in 0…1"
      ) { configuration, _ in
        let pattern = configuration.successPattern
        guard pattern.count <= maximumSuccessPatternCount else { return "\(pattern.count) entries" }
        let delays = 0...SceneConfigurationKey<Self>.maximumDuration
        return pattern.first {
          !(delays.contains($0.delay) && (0...1).contains($0.intensity)
            && (0...1).contains($0.sharpness))
        }.map {
          "{delay \(text($0.delay)), intensity \(text($0.intensity)), "
            + "sharpness \(text($0.sharpness))}"
        }
      },
    ]

    /// The largest shake angle accepted, in degrees.
    // source: ours — seed 001 shakes by 1.4–1.9°; 45° would tip the card over
    public static let maximumShakeAngleLimit = 45.0

    private static func text(_ value: Double) -> String { SceneConfigurationKey<Self>.text(value) }
  }
}
