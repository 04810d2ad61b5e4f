import Foundation

/// An app as SwiftUI declares one: a value whose ``body`` lists its scenes.
///
/// The file an app's `@main` type lives in compiles unchanged. Headless there is no launch: a
/// test hosts the app's first window with `SwiftUIAppScreen` (module `HapticTapeSwiftUI`), which
/// makes the app with `init()`, tells an application delegate it names with
/// ``UIApplicationDelegateAdaptor`` that it finished launching, and shows the content of the
/// first ``WindowGroup`` of its ``body``, as iOS shows it on launch.
///
/// ```swift
/// import SwiftUI
///
/// @main
/// struct StoriesApp: App {
///   var body: some Scene {
///     WindowGroup { Text("Stories") }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the body returns.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Makes the app, as iOS does once at launch.
  init()
}

extension App {
  /// The entry point `@main` calls (host).
  ///
  /// Headless an app has no process of its own, so this writes on standard error how to host it
  /// and returns. The build-time port drops `@main`, so a ported app's file never calls it.
  public static func main() {
    let message =
      "\(Self.self) is an app: headless it runs when a test hosts its first window "
      + "(SwiftUIAppScreen in HapticTapeSwiftUI), not as a process of its own.\n"
    FileHandle.standardError.write(Data(message.utf8))
  }
}
