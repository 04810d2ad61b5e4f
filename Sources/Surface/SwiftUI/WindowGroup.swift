/// A scene showing a view in each of the app's windows: on iPhone, the one window the app shows
/// on launch.
///
/// Headless the replay's window shows the content of the first window group of the app's
/// scenes (see ``App``). Titles and identifiers are kept and inert (iOS shows them on iPad and
/// Mac only).
///
/// ```swift
/// import SwiftUI
///
/// @main
/// struct StoriesApp: App {
///   var body: some Scene {
///     WindowGroup("Stories", id: "main") { Text("Stories") }
///   }
/// }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// The group's title (inert).
  let title: Text?
  /// The group's identifier (inert).
  let id: String?

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// A window group showing `content`, with an identifier (inert).
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// A window group titled `title` (inert), showing `content`.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.init(title: title, id: nil, content: content())
  }

  /// A window group titled `title` (inert), with an identifier (inert), showing `content`.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title, id: id, content: content())
  }

  /// A window group titled by the localized `titleKey` (inert), showing `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: Text(titleKey), id: nil, content: content())
  }

  /// A window group titled by the localized `titleKey` (inert), with an identifier (inert).
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: Text(titleKey), id: id, content: content())
  }

  /// A window group titled `title` (inert), showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), id: nil, content: content())
  }

  /// A window group titled `title` (inert), with an identifier (inert), showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), id: id, content: content())
  }

  init(title: Text?, id: String?, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// Never evaluated: SwiftUI shows the group's content itself.
  public nonisolated var body: Never { primitiveBody(of: Self.self) }

  var windowContent: AnyView? { AnyView(content) }
}
