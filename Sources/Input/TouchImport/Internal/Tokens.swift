/// Whitespace-separated tokens of a line, with 1-based columns.
struct Tokens {
  struct Token {
    var text: Substring
    var column: Int
  }

  private var tokens: [Token]
  private var index = 0

  init(_ text: Substring, columnOffset: Int = 0) {
    // Bytes, not Characters: getevent output is ASCII, and grapheme breaking is the slow part.
    var tokens: [Token] = []
    let bytes = text.utf8
    var start: Substring.Index?
    var column = columnOffset
    var startColumn = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
      column += 1
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        if let s = start {
          tokens.append(Token(text: text[s..<index], column: startColumn))
          start = nil
        }
      } else if start == nil {
        start = index
        startColumn = column
      }
      index = bytes.index(after: index)
    }
    if let s = start { tokens.append(Token(text: text[s...], column: startColumn)) }
    self.tokens = tokens
  }

  func peek() -> Token? { index < tokens.count ? tokens[index] : nil }

  mutating func next() { index += 1 }

  func all() -> [Token] { Array(tokens[min(index, tokens.count)...]) }
}
