/// How a button draws its label: `makeBody` wraps the label in the app's own views (padding, a
/// background), which take part in layout and hit-testing.
///
/// ```swift
/// import SwiftUI
///
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(12).background(Capsule().fill(.blue))
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

/// What a button style draws from: the label and whether the button is pressed.
public struct ButtonStyleConfiguration {
  /// A button's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is pressed (inert: always false; the surface does not track the press
  /// yet).
  public let isPressed: Bool
}

/// A button style, its type erased, as the environment carries it.
struct AnyButtonStyle {
  let makeBody: (ButtonStyleConfiguration) -> AnyView

  init<S: ButtonStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
  /// The style buttons inside draw with (`buttonStyle(_:)`), if an app's.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons inside with `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style))
  }
}
