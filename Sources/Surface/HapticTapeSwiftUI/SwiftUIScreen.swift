import Scenes
import SwiftUI

/// An app's screen, built from its own SwiftUI views, as HapticTape hosts it: the registry,
/// `record`, `replay`, `report`, the studio, `sweep` and `expectReplay` take
/// ``SwiftUIScene``<Screen> like any scene.
///
/// ```swift
/// import HapticTapeSwiftUI
///
/// struct Stories: View {  // the app's own view
///   var body: some View { Color.blue }
/// }
///
/// enum StoriesScreen: SwiftUIScreen {
///   static let id = "stories"
///   static let summary = "The stories pager, from the app's Stories view."
///   static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> Stories {
///     Stories()
///   }
/// }
///
/// let registry: SceneRegistry = [SwiftUIScene<StoriesScreen>.self]
/// ```
///
/// A screen whose state a tape should record (and a sweep count) keeps it in a model the
/// screen makes and passes to the view, such as an `@Observable` class; ``state(of:)`` reads it.
/// The model and the view are made, and the model read, on the main actor, as an app's views
/// are: a `@MainActor` view model needs nothing more.
@MainActor @preconcurrency
public protocol SwiftUIScreen {
  /// The screen's configuration: what a tape header stores.
  associatedtype Configuration: SceneConfiguration = UIKitScreenConfiguration
  /// What the screen's view reads and writes that a tape records; `Void` when nothing.
  associatedtype Model = Void
  /// The app's view.
  associatedtype Content: View

  /// The scene identifier tapes record, such as `stories`.
  nonisolated static var id: String { get }
  /// One line describing the screen.
  nonisolated static var summary: String { get }
  /// The commands ``handle(_:model:)`` accepts; none by default.
  nonisolated static var commands: [SceneCommandDescription] { get }
  /// What a sweep of the screen counts, the default first; none by default.
  nonisolated static var outcomes: [SceneOutcome] { get }

  /// Makes the model, inside the replay.
  static func makeModel(configuration: Configuration) -> Model
  /// Makes the app's view over `model`.
  static func makeView(model: Model, configuration: Configuration) -> Content
  /// Carries out a gesture script's command on the running screen.
  /// - Throws: ``SceneError`` for a command the screen does not know (the default).
  static func handle(_ command: SceneCommand, model: Model) throws(SceneError)
  /// The state a tape records, read from the model after every step: one scene event per fact
  /// (see ``UIKitScreen/state(of:)``). None by default.
  static func state(of model: Model) -> [SceneEvent]
}

extension SwiftUIScreen {
  public nonisolated static var commands: [SceneCommandDescription] { [] }
  public nonisolated static var outcomes: [SceneOutcome] { [] }
  public static func handle(_ command: SceneCommand, model: Model) throws(SceneError) {
    throw SceneError(.unknownCommand, "\(id) takes no commands; got '\(command.name)'")
  }
  public static func state(of model: Model) -> [SceneEvent] { [] }
}

extension SwiftUIScreen where Model == Void {
  public static func makeModel(configuration: Configuration) {}
}
