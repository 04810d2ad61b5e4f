// MARK: - Streaming parser

extension GestureScript {
  /// Parses a script's text as it arrives, one chunk at a time, without holding the whole text.
  ///
  /// Each complete line is parsed as soon as its line feed arrives, so a file read in chunks
  /// fails at its first bad line, and at the line that passes ``GestureScript/maximumByteCount``
  /// or ``GestureScript/maximumStatementCount``, having read no further than that chunk.
  /// Lines must be UTF-8.
  ///
  /// ```swift
  /// var parser = GestureScript.Parser()
  /// try parser.consume("touch 1 at 100,100\nlift".utf8)
  /// try parser.consume(" 1\n".utf8)
  /// let script = try parser.finish()   // 2 statements
  /// ```
  public struct Parser: Sendable {
    /// The bytes consumed so far, including the start of a line not yet complete.
    public private(set) var byteCount = 0
    /// The statements parsed so far.
    public private(set) var statements: [Statement] = []
    /// The number of the line being read, from 1.
    private var line = 1
    /// The start of the current line that arrived in earlier chunks.
    private var pending: [UInt8] = []

    /// Creates a parser at the start of a script.
    public init() {}

    /// Parses every line that `bytes` completes; keeps the rest for the next call.
    ///
    /// - Parameter bytes: The next chunk of UTF-8 text; may end inside a line, or a character.
    /// - Throws: ``GestureScriptError`` for the first line that does not parse, is not UTF-8, or
    ///   passes a limit.
    public mutating func consume(_ bytes: some Collection<UInt8>) throws(GestureScriptError) {
      try consume(bytes: Array(bytes))
    }

    /// ``consume(_:)`` on an array, walked by integer index.
    private mutating func consume(bytes: [UInt8]) throws(GestureScriptError) {
      var start = 0
      while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let length = newline - start
        try checkSize(adding: length + 1)
        pending.append(contentsOf: bytes[start..<newline])
        try parse(pending)
        pending.removeAll(keepingCapacity: true)
        byteCount += length + 1
        line += 1
        start = newline + 1
      }
      let rest = bytes.count - start
      try checkSize(adding: rest)
      pending.append(contentsOf: bytes[start...])
      byteCount += rest
    }

    /// Parses the last line, which needs no line feed, and returns the script.
    ///
    /// - Throws: ``GestureScriptError`` as ``consume(_:)`` does.
    public mutating func finish() throws(GestureScriptError) -> GestureScript {
      if !pending.isEmpty {
        try parse(pending)
        pending.removeAll()
      }
      return GestureScript(statements: statements)
    }

    /// Refuses a line that would take the text past ``GestureScript/maximumByteCount``.
    private func checkSize(adding count: Int) throws(GestureScriptError) {
      guard byteCount + count > GestureScript.maximumByteCount else { return }
      throw GestureScriptError(
        code: .limitExceeded, location: SourceLocation(line: line, column: 1),
        message: "the script is longer than \(GestureScript.maximumByteCount) bytes (8 MiB), "
          + "the limit of a gesture script (GestureScript.maximumByteCount); split the session "
          + "into several scripts")
    }

    private mutating func parse(_ bytes: [UInt8]) throws(GestureScriptError) {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw GestureScriptError(
          code: .syntax, location: SourceLocation(line: line, column: 1),
          message: "this line is not UTF-8 text; save the script as UTF-8")
      }
      guard let statement = try GestureScriptParser.parseLine(text[...], number: line) else {
        return
      }
      guard statements.count < GestureScript.maximumStatementCount else {
        throw GestureScriptError(
          code: .limitExceeded, location: statement.location,
          message: "the script has more than \(GestureScript.maximumStatementCount) statements, "
            + "the limit of a gesture script (GestureScript.maximumStatementCount); split the "
            + "session into several scripts")
      }
      statements.append(statement)
    }
  }
}
