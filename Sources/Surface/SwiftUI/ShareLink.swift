/// A button that shows the share sheet for an item: the label is laid out and tapped as a
/// button's, and the sheet is inert (no share sheet is shown headless; a tap does nothing
/// else, as a cancelled share on iOS).
///
/// Its default label is SwiftUI's: "Share" with the `square.and.arrow.up` symbol.
///
/// ```swift
/// import SwiftUI
///
/// struct Article: View {
///   var body: some View {
///     ShareLink(item: "https://example.com/story")
///   }
/// }
/// ```
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label

  /// A link sharing `item` (a URL or a string), labelled by `label`; `subject` and `message`
  /// are kept (inert).
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A link sharing `item` with `preview`, labelled by `label` (inert, as above).
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// A link sharing `items`, labelled by `label` (inert, as above).
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// The label, as a button lays it out and takes its taps.
  public var body: some View {
    Button(action: {}) { label }
  }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// A link sharing `item`, with SwiftUI's default label.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init("Share", item: item, subject: subject, message: message)
  }

  /// A link sharing `item` with `preview`, with SwiftUI's default label.
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(item: item, subject: subject, message: message)
  }

  /// A link sharing `item`, titled `title` with the share symbol.
  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) { Self.label(title) }
  }

  /// A link sharing `item` with `preview`, titled `title` with the share symbol.
  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(title, item: item, subject: subject, message: message)
  }

  /// A link sharing `items`, with SwiftUI's default label.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
    self.init(items: items, subject: subject, message: message) { Self.label("Share") }
  }

  /// `title` with the share symbol: SwiftUI's label, "Share" by default.
  private static func label<S: StringProtocol>(_ title: S) -> Label {
    SwiftUI.Label(title, systemImage: "square.and.arrow.up")
  }
}
