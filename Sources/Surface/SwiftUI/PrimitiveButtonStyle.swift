/// A style that makes the whole button: its body shows the label and runs the button's action
/// (``PrimitiveButtonStyleConfiguration/trigger()``) on the interaction it chooses.
///
/// The built-in styles (`.plain`, `.borderless`, `.automatic`) draw the platform's button: a
/// label that runs the action when tapped; setting one replaces a style set further out.
///
/// ```swift
/// import SwiftUI
///
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
///
/// let button = Button("Like") {}.buttonStyle(DoubleTapStyle())
/// ```
public protocol PrimitiveButtonStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What `makeBody` gets.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The button made in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A built-in style: the surface draws it as the platform's button.
protocol PlatformButtonStyle {}

extension PlatformButtonStyle {
  /// The platform's button: the label, running the action when tapped (each platform style's
  /// body).
  func platformButton(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
    configuration.label.gesture(ButtonActionGesture().onEnded { configuration.trigger() })
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain style: the platform's button, nothing drawn around the label.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style: the platform's button.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The bordered style: the platform's button, its bezel not drawn.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The bordered prominent style: the platform's button, its bezel not drawn.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style: the platform's button.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension View {
  /// Makes the buttons inside with `style`; a built-in style draws the platform's button.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(
      \.buttonStyle,
      style is any PlatformButtonStyle
        ? nil : .primitive { AnyView(style.makeBody(configuration: $0)) })
  }
}
