import Scenes
import SwiftUI

/// A ``SwiftUIScreen`` that hosts a whole SwiftUI app: its first window, as iOS shows it on
/// launch.
///
/// The app is the screen's model: made once with `init()`, its `@UIApplicationDelegateAdaptor`
/// delegate told that it finished launching, then the content of the first `WindowGroup` of its
/// `body` shown (with the scene modifiers written around it). The app's own state
/// (`@State`, `@StateObject`) lives as long as the scene.
///
/// ```swift
/// import HapticTapeSwiftUI
///
/// struct StoriesApp: App {
///   var body: some Scene {
///     WindowGroup { Text("Stories") }
///   }
/// }
///
/// enum StoriesAppScreen: SwiftUIAppScreen {
///   typealias HostedApp = StoriesApp
///   static let id = "stories-app"
///   static let summary = "The stories app's first window."
/// }
///
/// let scene = try SwiftUIScene<StoriesAppScreen>(device: .iPhone15Pro, configuration: .init())
/// ```

public protocol SwiftUIAppScreen: SwiftUIScreen
where Model == HostedApp, Content == AnyView {
  /// The app the screen hosts.
  associatedtype HostedApp: App
}

extension SwiftUIAppScreen {
  /// Makes the app and tells its delegate it finished launching.
  public static func makeModel(configuration: Configuration) -> HostedApp {
    let app = HostedApp()
    app.finishLaunching()
    return app
  }

  /// The content of the app's first window group.
  public static func makeView(model: HostedApp, configuration: Configuration) -> AnyView {
    model.body.firstWindowContent ?? AnyView(EmptyView())
  }
}
