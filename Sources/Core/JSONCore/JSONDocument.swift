/// The result of parsing one JSON text: its value and where trailing commas were tolerated.
package struct JSONDocument: Sendable {
  /// The value the text holds.
  package var root: JSONNode
  /// Where each trailing comma was, in text order; empty unless
  /// ``JSONParsingOptions/acceptsTrailingCommas`` let some through.
  package var trailingCommas: [JSONPosition]

  /// Creates a document.
  ///
  /// - Parameters:
  ///   - root: The value.
  ///   - trailingCommas: Where tolerated trailing commas were.
  package init(root: JSONNode, trailingCommas: [JSONPosition] = []) {
    self.root = root
    self.trailingCommas = trailingCommas
  }
}
