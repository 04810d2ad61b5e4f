import Foundation

extension TextField {
  /// A field showing `value` as `formatter` writes it, labelled by `label`; text the app puts in
  /// the field is read back by a number or date formatter, and text that does not read (or any
  /// other formatter's: Foundation on Linux has no general parse) leaves the value as it was
  /// (`prompt` is kept, inert).
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    let text = Binding<String>(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { typed in
        let parsed: Any? =
          switch formatter {
          case let numbers as NumberFormatter: numbers.number(from: typed)
          case let dates as DateFormatter: dates.date(from: typed)
          default: nil
          }
        if let read = parsed as? V { value.wrappedValue = read }
      })
    self.init(text: text, prompt: prompt, label: label)
  }
}

extension TextField where Label == Text {
  /// A field showing `value` as `formatter` writes it, titled `title` while it is empty.
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }

  /// A field showing `value` as `formatter` writes it, titled `titleKey` while it is empty.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }

  /// A field showing `value` as `formatter` writes it, with iOS 13's editing callbacks
  /// (deprecated; inert: nothing is typed headless, so editing never begins).
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, value: value, formatter: formatter)
  }

  /// A field showing `value` as `formatter` writes it, titled `titleKey`, with iOS 13's editing
  /// callbacks (deprecated; inert: nothing is typed headless, so editing never begins).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, value: value, formatter: formatter)
  }
}
