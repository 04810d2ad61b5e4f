/// A text field bound to a string: one line of text as wide as it is offered, showing the text,
/// or its title while the text is empty.
///
/// Nothing is typed headless (there is no keyboard): the binding changes only when the app's own
/// code changes it. The field takes the touches that land on it, as a `UITextField` does, so a
/// tap there reaches no gesture behind it; inside ``View/focused(_:)`` the tap focuses it
/// (``FocusState``).
///
/// ```swift
/// import SwiftUI
///
/// struct Search: View {
///   @State private var query = ""
///   var body: some View {
///     TextField("Search", text: $query)
///   }
/// }
/// ```
nonisolated public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label

  /// A field bound to `text`, labelled by `label`; `prompt` is kept (inert).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }

  /// A field bound to `text`, labelled by `label`; `prompt` and `axis` are kept (inert; ours:
  /// one line either way).
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
  }

  /// The text, or the label while it is empty, leading in a line as wide as offered.
  public var body: some View {
    // One line at its ideal width: a field scrolls its text rather than wrapping it.
    Group {
      if text.wrappedValue.isEmpty { label } else { Text(verbatim: text.wrappedValue) }
    }
    .fixedSize()
    .frame(maxWidth: .infinity, alignment: .leading)
    .contentShape(Rectangle())
    .modifier(FocusOnTap())
  }
}

extension TextField where Label == Text {
  /// A field bound to `text`, titled `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }

  /// A field bound to `text`, titled `title`; `prompt` is kept (inert).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field bound to `text`, titled `title`; `axis` is kept (ours: one line either way).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text) { Text(title) }
  }

  /// A field bound to `text`, titled `title`; `prompt` and `axis` are kept (inert).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field bound to `text`, titled `title`, with iOS 13's editing callbacks (deprecated;
  /// inert: nothing is typed headless, so editing never begins and nothing is committed).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
  }

  /// A field bound to `text`, titled `title`, with iOS 13's commit callback (deprecated; inert:
  /// nothing is committed headless).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text)
  }
}

/// A field for a password: a ``TextField`` whose text is shown as one bullet per character.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field bound to `text`, labelled by `label`; `prompt` is kept (inert).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    let bullets = Binding<String>(
      get: { String(repeating: "•", count: text.wrappedValue.count) }, set: { _ in })
    field = TextField(text: bullets, prompt: prompt, label: label)
  }

  /// The bullets, or the label while the text is empty, as a ``TextField`` lays them out.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A field bound to `text`, titled `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }
}
