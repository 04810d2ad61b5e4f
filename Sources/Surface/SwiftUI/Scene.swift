/// A part of an app's interface with a lifecycle of its own, as SwiftUI declares it: a
/// ``WindowGroup``, or the app's own scene whose ``body`` composes others.
///
/// Headless an app has one window, the one the replay shows: the content of the first window
/// group an app's scenes declare, in the order they are written.
///
/// ```swift
/// import SwiftUI
///
/// struct StoriesScene: Scene {
///   var body: some Scene {
///     WindowGroup { Text("Stories") }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene the body returns.
  associatedtype Body: Scene
  /// What the scene is made of.
  @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}
