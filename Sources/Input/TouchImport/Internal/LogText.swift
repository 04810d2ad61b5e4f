/// The lines of a log's text, for every importer.
package enum LogText {
  /// Calls `body` with each line of `lines` and its 1-based number, one at a time, so that
  /// reading a log costs no memory per line; refuses a line longer than
  /// ``TouchLog/maximumLineLength`` when it comes to it (and a text larger than
  /// ``TouchLog/maximumByteCount`` first: ``TouchLogLines``).
  ///
  /// Lines end at `\n` or `\r\n` (split on bytes: `"\r\n"` is one `Character`, and breaking a
  /// large log into graphemes is slow); a final line end does not start another line, and a
  /// UTF-8 byte-order mark at the start is not part of the first line.
  ///
  /// - Returns: how many lines the text has.
  /// - Throws: what `body` throws, or ``TouchLogError`` with code
  ///   ``TouchLogError/Code/limitExceeded`` naming the limit.
  package static func forEachCheckedLine(
    _ lines: some TouchLogLines, _ body: (Substring, Int) throws(TouchLogError) -> Void
  ) throws(TouchLogError) -> Int {
    try lines.forEachLine { line, number throws(TouchLogError) in
      try checkLength(line, number: number)
      try body(line, number)
    }
  }

  /// How many lines ``forEachCheckedLine(_:_:)`` would give, without their checks.
  package static func lineCount(_ text: String) -> Int {
    let bytes = text.utf8[contentStart(text)...]
    let breaks = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    return breaks + (bytes.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
  }

  /// Where the log's text begins: after a UTF-8 byte-order mark (EF BB BF), which editors on
  /// Windows write at the start of CSV files and which is not part of the first field.
  package static func contentStart(_ text: String) -> String.Index {
    let bytes = text.utf8
    guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return bytes.startIndex }
    return bytes.index(bytes.startIndex, offsetBy: 3)
  }

  private static func checkLength(_ line: Substring, number: Int) throws(TouchLogError) {
    guard line.utf8.count > TouchLog.maximumLineLength else { return }
    throw TouchLogError(
      .limitExceeded, line: number, column: TouchLog.maximumLineLength + 1,
      "the line is \(line.utf8.count) bytes long, over the limit of "
        + "\(TouchLog.maximumLineLength) bytes per line (TouchLog.maximumLineLength); "
        + "this is not a touch log, or its lines are joined: split them")
  }

  /// `text` without a final `\r` (the rest of a `\r\n` line end).
  package static func line(_ text: Substring) -> Substring {
    text.utf8.last == UInt8(ascii: "\r") ? text[..<text.utf8.index(before: text.endIndex)] : text
  }

  /// Refuses a log larger than ``TouchLog/maximumByteCount``.
  ///
  /// - Throws: ``TouchLogError`` with code ``TouchLogError/Code/limitExceeded`` naming the limit.
  package static func checkSize(_ text: String) throws(TouchLogError) {
    let count = text.utf8.count
    guard count > TouchLog.maximumByteCount else { return }
    throw TouchLogError(
      .limitExceeded,
      "the log is \(count) bytes, over the limit of \(TouchLog.maximumByteCount) bytes "
        + "(TouchLog.maximumByteCount); split the log into smaller files")
  }
}

// MARK: - Limits on what a log holds

extension LogText {
  /// Refuses a log with more samples than ``TouchLog/maximumSampleCount``, as soon as an
  /// importer reaches the one too many, so a huge log is not read to its end first.
  ///
  /// - Parameters:
  ///   - count: how many samples the importer holds with the one it is adding.
  ///   - line: the line of that sample.
  /// - Throws: ``TouchLogError`` with code ``TouchLogError/Code/limitExceeded`` naming the limit.
  package static func checkSampleCount(_ count: Int, line: Int?) throws(TouchLogError) {
    guard count > TouchLog.maximumSampleCount else { return }
    throw TouchLogError(
      .limitExceeded, line: line,
      "the log has more than \(TouchLog.maximumSampleCount) touch samples, the limit "
        + "(TouchLog.maximumSampleCount); cut it into shorter logs")
  }
}
