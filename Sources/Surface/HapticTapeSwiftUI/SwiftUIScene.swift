import HeadlessRuntime
import Scenes
import SwiftUI
import UIKit

/// A ``SwiftUIScreen`` as a scene: its view in a `UIHostingController` at the root of a hosted
/// UIKit window, so its scroll views run on the calibrated engine and its feedback becomes the
/// haptic events a tape holds.
///
/// ```swift
/// import HapticTapeSwiftUI
///
/// struct Badge: View {
///   var body: some View { Color.blue }
/// }
///
/// enum BadgeScreen: SwiftUIScreen {
///   static let id = "badge"
///   static let summary = "A badge."
///   static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> Badge {
///     Badge()
///   }
/// }
///
/// let scene = try SwiftUIScene<BadgeScreen>(device: .iPhone15Pro, configuration: .init())
/// ```
public typealias SwiftUIScene<Screen: SwiftUIScreen> = UIKitScene<SwiftUIHostedScreen<Screen>>

/// A ``SwiftUIScreen`` as the ``UIKitScreen`` that hosts it (``SwiftUIScene`` is the scene).
public enum SwiftUIHostedScreen<Screen: SwiftUIScreen>: UIKitScreen {
  public typealias Configuration = Screen.Configuration
  public static var id: String { Screen.id }
  public static var summary: String { Screen.summary }
  public static var commands: [SceneCommandDescription] { Screen.commands }
  public static var outcomes: [SceneOutcome] { Screen.outcomes }

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    let model = ReplayThread.call(configuration) { Screen.makeModel(configuration: $0) }
    let view = ReplayThread.call((model, configuration)) {
      Screen.makeView(model: $0.0, configuration: $0.1)
    }
    let controller = SwiftUIScreenController<Screen>(model: model, rootView: view)
    controller.hostedScreenType = ObjectIdentifier(Screen.self)
    return controller
  }

  /// `root` as the controller ``makeRootViewController(configuration:)`` made, or `nil`.
  ///
  /// Known by the screen type it was marked with: only this screen marks a controller with its
  /// type, and its controller class is final, so `root` is of exactly that class.
  private static func controller(of root: UIViewController) -> SwiftUIScreenController<Screen>? {
    guard root.hostedScreenType == ObjectIdentifier(Screen.self) else { return nil }
    return unsafeDowncast(root, to: SwiftUIScreenController<Screen>.self)
  }

  public static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    guard let controller = controller(of: root) else {
      throw SceneError(.unknownCommand, "\(id) is not running")
    }
    let failure = ReplayThread.call((command, controller.model)) { input -> SceneError? in
      do throws(SceneError) {
        try Screen.handle(input.0, model: input.1)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// The model of the screen `scene` runs, as the screen made it (for a test to read).
  public static func model(of scene: UIKitScene<Self>) -> Screen.Model? {
    guard let root = scene.rootViewController else { return nil }
    return controller(of: root)?.model
  }

  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let controller = controller(of: root) else { return [] }
    return ReplayThread.call(controller.model) { Screen.state(of: $0) }
  }
}

/// The hosting controller of a ``SwiftUIScreen``, holding its model.
final class SwiftUIScreenController<Screen: SwiftUIScreen>: UIHostingController<Screen.Content> {
  let model: Screen.Model

  init(model: Screen.Model, rootView: Screen.Content) {
    self.model = model
    super.init(rootView: rootView)
  }

  required init?(coder: NSCoder) { nil }
}
