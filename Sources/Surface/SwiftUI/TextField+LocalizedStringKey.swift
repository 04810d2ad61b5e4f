import Foundation

extension TextField where Label == Text {
  /// A field bound to `text`, titled `titleKey` while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `titleKey`; `prompt` is kept (inert).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `titleKey`; `axis` is kept (ours: one line either way).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `titleKey`; `prompt` and `axis` are kept (inert).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `titleKey`, with iOS 13's editing callbacks (deprecated;
  /// inert: nothing is typed headless, so editing never begins and nothing is committed).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
  }

  /// A field bound to `text`, titled `titleKey`, with iOS 13's commit callback (deprecated;
  /// inert: nothing is committed headless).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text)
  }

  /// A field showing `value` as `format` writes it, titled `titleKey` while it is empty.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }
}

extension SecureField where Label == Text {
  /// A field bound to `text`, titled `titleKey` while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `titleKey`; `prompt` is kept (inert).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field bound to `text`, titled `title`; `prompt` is kept (inert).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field bound to `text`, titled `title`, with iOS 13's commit callback (deprecated; inert:
  /// nothing is committed headless).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text)
  }

  /// A field bound to `text`, titled `titleKey`, with iOS 13's commit callback (deprecated;
  /// inert: nothing is committed headless).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text)
  }
}
