/// How a button draws its label: `makeBody` wraps the label in the app's own views (padding, a
/// background), which take part in layout and hit-testing.
///
/// The body is made again with ``ButtonStyleConfiguration/isPressed`` true while a touch that
/// began on the button is down within 70 pt of it, as SwiftUI's button follows its press.
///
/// ```swift
/// import SwiftUI
///
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(12).background(Capsule().fill(.blue))
///       .scaleEffect(configuration.isPressed ? 0.95 : 1)
///   }
/// }
///
/// let button = Button("Go") {}.buttonStyle(Pill())
/// ```
public protocol ButtonStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What `makeBody` gets.
  typealias Configuration = ButtonStyleConfiguration
  /// The button drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated extension View {
  /// Draws the buttons inside with `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, .label { AnyView(style.makeBody(configuration: $0)) })
  }
}
