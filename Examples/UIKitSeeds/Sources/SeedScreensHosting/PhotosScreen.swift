import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensUIKit
import UIKit

/// Seed 003's photos screen, from ``PhotosViewController``, as a scene.
public enum PhotosScreen: UIKitScreen {
  /// The built-in scene's configuration keys, so both are recorded with one configuration.
  public typealias Configuration = PhotosScene.Configuration

  public static let id = "uikit-photos"
  public static let summary =
    "Seed 003's preview pager and thumbnail strip, from the app's UIKit code."
  /// The built-in scene's `delete INDEX` and `rotate WxH` (a rotation through
  /// ``UIKitScreenTransition``: the app's `viewWillTransition(to:with:)` runs, then the views
  /// take the new size).
  public static let commands = PhotosScene.commands

  /// What a sweep counts: another photo becoming the active one, as the built-in scene's
  /// `activeIndexChanged`.
  public static let outcomes = [
    SceneOutcome(
      "browsed", event: "activeIndexChanged", summary: "another photo became the active one")
  ]

  /// The active photo and the number of photos.
  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let photos = root as? PhotosViewController else { return [] }
    return [
      SceneEvent("activeIndexChanged", at: .zero, ["index": .integer(photos.activeIndex)]),
      SceneEvent("photoCount", at: .zero, ["count": .integer(photos.photoCount)]),
    ]
  }

  public static func handle(_ command: SceneCommand, in root: UIViewController)
    throws(SceneError)
  {
    guard let photos = root as? PhotosViewController else { return }
    switch command.name {
    case "delete":
      guard command.arguments.count == 1, case .integer(let raw) = command.arguments[0],
        (0..<Int64(photos.photoCount)).contains(raw)
      else {
        throw SceneError(
          .invalidArgument,
          "delete expects one photo index from 0 to \(photos.photoCount - 1), got '\(command)'")
      }
      // A refused delete leaves the screen as it is, as the built-in scene's `deleteRefused`.
      try? photos.deletePhoto(at: Int(raw))
    case "rotate":
      // The built-in scene's bounds: the strip must fit above the bottom safe area.
      let minimumHeight = Double(photos.minimumScreenHeight)
      guard command.arguments.count == 1, case .size(let size) = command.arguments[0],
        size.width.isFinite, size.height.isFinite, size.width > 0, size.height >= minimumHeight
      else {
        throw SceneError(
          .invalidArgument,
          "rotate expects one screen size WxH, such as 852x393, at least \(minimumHeight) pt "
            + "tall (the 66 pt strip on the bottom safe-area inset), got '\(command)'")
      }
      try UIKitScreenTransition(to: CGSize(width: size.width, height: size.height))
        .perform(on: root)
    default:
      throw SceneError(
        .unknownCommand,
        "\(id) has no command '\(command.name)'; it knows delete INDEX and rotate WxH")
    }
  }

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    var settings = PhotosViewController.Settings()
    settings.aspectRatios = configuration.aspectRatios.map { CGFloat($0) }
    settings.portraitBottomSafeAreaInset = CGFloat(configuration.portraitBottomSafeAreaInset)
    settings.landscapeBottomSafeAreaInset = CGFloat(configuration.landscapeBottomSafeAreaInset)
    settings.playsSelectionFeedback = configuration.playsSelectionFeedback
    return PhotosViewController(settings: settings)
  }
}
