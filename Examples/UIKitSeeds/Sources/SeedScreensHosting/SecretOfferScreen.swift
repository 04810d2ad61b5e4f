import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensUIKit
import UIKit

/// Seed 001's secret offer, from ``SecretOfferViewController``, as a scene.
public enum SecretOfferScreen: UIKitScreen {
  /// The built-in scene's configuration keys, so both are recorded with one configuration.
  public typealias Configuration = SecretOfferScene.Configuration

  public static let id = "uikit-secret-offer"
  public static let summary = "Seed 001's pull-out promo, from the app's UIKit code."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    var settings = SecretOfferViewController.Settings()
    settings.regularCardCount = configuration.regularCardCount
    settings.collectionY = configuration.collectionY
    settings.counterfoilWidth = configuration.counterfoilWidth
    settings.pullStartProgress = configuration.pullStartProgress
    settings.openProgress = configuration.openProgress
    settings.minimumShakeAngle = configuration.minimumShakeAngle
    settings.maximumShakeAngle = configuration.maximumShakeAngle
    settings.minimumIntensity = Float(configuration.minimumIntensity)
    settings.maximumIntensity = Float(configuration.maximumIntensity)
    settings.continuousSharpness = Float(configuration.continuousSharpness)
    settings.continuousDuration = configuration.continuousDuration
    settings.successPattern = configuration.successPattern.map {
      ($0.delay, Float($0.intensity), Float($0.sharpness))
    }
    return SecretOfferViewController(settings: settings)
  }
}
