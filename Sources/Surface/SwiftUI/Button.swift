/// A control that runs its action when tapped: its label, with a tap recognizer.
///
/// ```swift
/// import SwiftUI
///
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Add") { count += 1 }.sensoryFeedback(.increase, trigger: count)
///   }
/// }
/// ```
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.buttonStyle) private var style

  /// A button showing `label` that runs `action`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// The button: its label (in the app's style, if one is set), tapped (not while the
  /// environment disables it).
  public var body: some View {
    let action = action
    let isEnabled = isEnabled
    let styled =
      style.map {
        $0.makeBody(
          ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false))
      } ?? AnyView(label)
    return styled.onTapGesture { if isEnabled { action() } }
  }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// How buttons inside are drawn (inert: every style taps the same way).
public protocol PrimitiveButtonStyle {}

/// The plain style (inert).
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}
}

/// The borderless style (inert).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}
}

/// The platform's default style (inert).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain style (inert).
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style (inert).
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style (inert).
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension View {
  /// Sets the style of the buttons inside (inert).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}
