import JSONCore

// MARK: - Positions from the parser

extension TextPosition {
  /// The same place as a parser's position.
  init(_ position: JSONPosition) {
    self.init(line: position.line, column: position.column, byteOffset: position.byteOffset)
  }
}
