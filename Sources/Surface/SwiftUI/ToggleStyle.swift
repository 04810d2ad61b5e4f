/// How a toggle draws itself: `makeBody` makes the whole toggle from its label and a binding to
/// its value, so an app's style (a checkbox, a pill) takes the touches its views take.
///
/// ```swift
/// import SwiftUI
///
/// struct Checkbox: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       configuration.label
///     }
///     .onTapGesture { configuration.isOn.toggle() }
///   }
/// }
///
/// struct Terms: View {
///   @State private var accepted = false
///   var body: some View { Toggle("Accept", isOn: $accepted).toggleStyle(Checkbox()) }
/// }
/// ```
public protocol ToggleStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What `makeBody` gets.
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws from: the label, and the toggle's value as a binding.
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it writes the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (never, for one binding).
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
    isMixed = false
  }
}

/// The platform's toggle: a switch on iPhone.
public struct DefaultToggleStyle: ToggleStyle {
  /// The platform's toggle style.
  public init() {}
  /// The label, a spacer and a `UISwitch`.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// A switch at the trailing edge, after the label, as iOS draws a toggle.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  public init() {}
  /// The switch style with `tint` for the on state (iOS 14's form; the tint is inert: nothing
  /// is drawn).
  public init(tint: Color) {}
  /// The label, a spacer and a `UISwitch` (the switch alone with the labels hidden): UIKit's
  /// touches.
  public func makeBody(configuration: Configuration) -> some View {
    LabelledRow(label: configuration.label, control: SwitchControl(isOn: configuration.$isOn))
  }
}

/// A button showing the label that toggles the value when tapped (its look is inert: iOS tints
/// it while on).
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}
  /// A button of the label, toggling the value.
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    return Button {
      isOn.wrappedValue.toggle()
    } label: {
      configuration.label
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's toggle: a switch on iPhone.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch at the trailing edge.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that toggles the value.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
  /// Draws the toggles inside with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    styleBody { (configuration: ToggleStyleConfiguration) in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}
