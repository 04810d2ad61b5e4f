import CollectionLayout
import HeadlessRuntime
import Scenes
import TouchCore
import TouchModel
import UIKit

/// A ``UIKitScreen`` hosted as a ``HapticScene``: touches hit-test into the app's views, the
/// calibrated engine moves its scroll views, UIKit-order callbacks run its code, layout samples
/// come from its collection-view layouts and haptics from its haptic calls — all on the replay's
/// virtual clock.
///
/// ```swift
/// import HapticTapeTesting
/// import HapticTapeUIKit
/// import Testing
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
/// @Test func pull() {
///   expectReplay(of: "Recordings/offers/pull.htape", on: UIKitScene<OffersScreen>.self)
/// }
/// ```
///
/// A scene value refers to one live view hierarchy: copies share it, so step one copy only (as
/// the replayer, the recorder and the studio do).
public struct UIKitScene<Screen: UIKitScreen>: HapticScene, ReplayScopedScene {
  public typealias Configuration = Screen.Configuration

  public static var id: String { Screen.id }
  public static var summary: String { Screen.summary }
  public static var commands: [SceneCommandDescription] { Screen.commands }
  public static var outcomes: [SceneOutcome] { Screen.outcomes }

  public let device: DeviceProfile
  public let configuration: Configuration
  private let host: UIKitHost

  /// Builds the screen on `device`: the root controller's view loads, appears and lays out, as
  /// when UIKit shows it.
  /// - Throws: ``SceneError`` for a configuration value outside its key's domain (checked before
  ///   any of the app's code runs), or when the app's code fails while the screen is built.
  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    host = try UIKitHost(
      device: device, layoutDirection: Screen.layoutDirection,
      readState: { Screen.state(of: $0) }
    ) {
      Screen.makeRootViewController(configuration: configuration)
    }
  }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    switch input {
    case .touch(let sample):
      try host.touch(sample, into: &output)
    case .frameTicked(let time):
      try host.deliverPendingTouches(into: &output)
      try host.frame(at: time, into: &output)
    case .command(let command):
      try host.deliverPendingTouches(into: &output)
      var failure: SceneError?
      try host.step(at: command.timestamp, into: &output) { window, _ in
        guard let root = window.rootViewController else { return }
        do throws(SceneError) {
          try Screen.handle(command, in: root)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
  }

  public var isAtRest: Bool { host.isAtRest }

  package var replayScope: any SceneStepScope { host }

  /// `true`: the app's views move under its own gestures, animators and layouts with no scene
  /// event to mark the frame, so every frame in motion holds a layout sample.
  public static var samplesLayoutWhileMoving: Bool { true }

  /// The app's root view controller, to read its state after a replay (as a test does).
  public var rootViewController: UIViewController? { host.window.rootViewController }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { host.layoutSnapshot() }

  /// The cells on screen in the app's collection and table views, named as their streams are
  /// (the accessibility identifier, else the class name), for gesture statements that name one.
  public func elementsOnScreen() -> [SceneElement] { host.elementsOnScreen() }
}
