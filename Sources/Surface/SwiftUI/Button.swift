/// A control that runs its action when tapped: its label, with a tap recognizer.
///
/// In an app's ``ButtonStyle`` the button follows its press (`configuration.isPressed`); in an
/// app's ``PrimitiveButtonStyle`` the style makes the whole button.
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
nonisolated public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  /// What the button does, for the alerts and dialogs that show it.
  let role: ButtonRole?
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.buttonStyle) private var style
  /// Whether a touch that began on the button presses it now.
  @State private var isPressed = false

  /// A button showing `label` that runs `action`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button of `role` showing `label` that runs `action`.
  public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// The button: its label (in the app's style, if one is set), tapped (not while the
  /// environment disables it); or what an app's primitive style makes of it.
  @ViewBuilder public var body: some View {
    let action = action
    let isEnabled = isEnabled
    let label = ButtonStyleConfiguration.Label(content: AnyView(label))
    switch style {
    case .primitive(let makeBody)?:
      makeBody(
        PrimitiveButtonStyleConfiguration(
          label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label))
        ) { if isEnabled { action() } })
    case .label(let makeBody)?:
      tapped(makeBody(ButtonStyleConfiguration(label: label, isPressed: isPressed)), tracks: true)
    case nil:
      tapped(AnyView(label), tracks: false)
    }
  }

  /// `content` running the action when a touch lifts pressing it, its press followed when
  /// `tracks` (a style reads it).
  private func tapped(_ content: AnyView, tracks: Bool) -> some View {
    let action = action
    let isEnabled = isEnabled
    let pressed = $isPressed
    return content.gesture(ButtonActionGesture().onEnded { if isEnabled { action() } })
      .modifier(
        ButtonPressModifier(isTracking: tracks && isEnabled) { pressed.wrappedValue = $0 })
  }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button of `role` titled `title` that runs `action`.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// The gesture that runs a button's action: a touch that lifts within the button's bounds grown
/// by 70 pt (``ButtonPressRecognizer``).
struct ButtonActionGesture: LeafGesture {
  typealias Value = Void
  var kind: GestureKind { .buttonAction }
}
