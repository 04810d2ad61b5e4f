import Foundation

extension TextField {
  /// A field showing `value` as `format` writes it, labelled by `label`; text the app puts in
  /// the field is parsed back with `format`'s parse strategy, and text that does not parse
  /// leaves the value as it was (`prompt` is kept, inert).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { typed in
        if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
      })
    self.init(text: text, prompt: prompt, label: label)
  }
}

extension TextField where Label == Text {
  /// A field showing `value` as `format` writes it, titled `title` while it is empty.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }
}
