/// A view whose text a UIKit control shows as a plain string (a picker's segment, an alert's
/// title, message and buttons): a `Text`, a `Label`'s title, or either with modifiers.
protocol PlainTextContent {
  /// The text; nil when the view shows none.
  var plainText: String? { get }
}

extension Text: PlainTextContent {
  var plainText: String? { content }
}

extension Label: PlainTextContent {
  var plainText: String? { (title as? any PlainTextContent)?.plainText }
}

extension ModifiedContent: PlainTextContent {
  var plainText: String? { (content as? any PlainTextContent)?.plainText }
}

extension AnyView: PlainTextContent {
  var plainText: String? { (view as? any PlainTextContent)?.plainText }
}
