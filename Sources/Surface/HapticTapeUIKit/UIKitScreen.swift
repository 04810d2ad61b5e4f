import Scenes
import TouchModel
import UIKit

/// An app's screen, built from its own UIKit code, as HapticTape hosts it: the registry, `record`,
/// `replay`, `report`, the studio and `expectReplay` take ``UIKitScene``<Screen> like any scene.
///
/// ```swift
/// import HapticTapeUIKit
/// import UIKit
///
/// final class OffersViewController: UIViewController {}  // the app's own controller
///
/// enum OffersScreen: UIKitScreen {
///   static let id = "offers"
///   static let summary = "The promo strip, from the app's OffersViewController."
///   static func makeRootViewController(configuration: UIKitScreenConfiguration)
///     -> UIViewController
///   {
///     OffersViewController()
///   }
/// }
///
/// let registry: SceneRegistry = [UIKitScene<OffersScreen>.self]
/// ```
///
/// The root controller is made inside the replay, so the timers, animations and haptic engines
/// its code creates run on the replay's virtual clock.
public protocol UIKitScreen {
  /// The screen's configuration: what a tape header stores. ``UIKitScreenConfiguration`` (no
  /// keys) unless the screen declares its own.
  associatedtype Configuration: SceneConfiguration = UIKitScreenConfiguration

  /// The scene identifier tapes record, such as `offers`.
  static var id: String { get }
  /// One line describing the screen.
  static var summary: String { get }
  /// The commands ``handle(_:in:)`` accepts; none by default.
  static var commands: [SceneCommandDescription] { get }
  /// Whether the screen is laid out right to left.
  static var layoutDirection: UIUserInterfaceLayoutDirection { get }

  /// Builds the screen's root view controller with the app's own code.
  static func makeRootViewController(configuration: Configuration) -> UIViewController

  /// Carries out a gesture script's command (`command reload`) on the running screen.
  /// - Throws: ``SceneError`` for a command the screen does not know (the default).
  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError)

  /// What a sweep of the screen counts, the default first; none by default. Each names a scene
  /// event that ``state(of:)`` reports.
  static var outcomes: [SceneOutcome] { get }

  /// The state of the running screen a tape records, read from the app's controllers after
  /// every step: one scene event per fact, its time ignored. When a fact's values change (the
  /// event of that name differs from the one read before), the host records it at that step's
  /// time, so `expectReplay` guards it and a sweep counts it. Read once after the screen is
  /// built, without recording, as the starting state; a screen with no state then is not read
  /// again. None by default.
  ///
  /// ```swift
  /// import HapticTapeUIKit
  /// import UIKit
  ///
  /// final class CubeViewController: UIViewController {
  ///   var currentPage = 0
  /// }
  ///
  /// enum CubeScreen: UIKitScreen {
  ///   static let id = "cube"
  ///   static let summary = "Pages on the faces of a turning cube."
  ///   static func makeRootViewController(configuration: UIKitScreenConfiguration)
  ///     -> UIViewController
  ///   {
  ///     CubeViewController()
  ///   }
  ///
  ///   static func state(of root: UIViewController) -> [SceneEvent] {
  ///     guard let cube = root as? CubeViewController else { return [] }
  ///     return [SceneEvent("pageChanged", at: .zero, ["index": .integer(cube.currentPage)])]
  ///   }
  /// }
  /// ```
  static func state(of root: UIViewController) -> [SceneEvent]
}

extension UIKitScreen {
  public static var commands: [SceneCommandDescription] { [] }

  public static var layoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  public static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    throw SceneError(.unknownCommand, "\(id) takes no commands; got '\(command.name)'")
  }

  public static var outcomes: [SceneOutcome] { [] }

  public static func state(of root: UIViewController) -> [SceneEvent] { [] }
}
