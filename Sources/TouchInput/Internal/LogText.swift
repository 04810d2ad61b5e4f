/// The lines of a log's text, for every importer.
package enum LogText {
  /// The lines of `text` without their `\n` or `\r\n` ends, and how many lines the file has (a
  /// final line end does not start another line; an empty text has none).
  package static func lines(_ text: String) -> (lines: [Substring], count: Int) {
    // Split on bytes: "\r\n" is one Character, and breaking a large log into graphemes is slow.
    var lines: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\n") {
        lines.append(line(text[start..<index]))
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if start < bytes.endIndex { lines.append(line(text[start...])) }
    return (lines, lines.count)
  }

  private static func line(_ text: Substring) -> Substring {
    text.utf8.last == UInt8(ascii: "\r") ? text[..<text.utf8.index(before: text.endIndex)] : text
  }

  /// ``lines(_:)`` of a line-based log, after checking its size and every line's length against
  /// ``TouchLog/maximumByteCount`` and ``TouchLog/maximumLineLength``.
  ///
  /// - Throws: ``TouchLogError`` with code ``TouchLogError/Code/limitExceeded`` naming the limit.
  package static func checkedLines(_ text: String) throws(TouchLogError) -> (
    lines: [Substring], count: Int
  ) {
    try checkSize(text)
    let (lines, count) = Self.lines(text)
    for (index, line) in lines.enumerated() where line.utf8.count > TouchLog.maximumLineLength {
      throw TouchLogError(
        .limitExceeded, line: index + 1, column: TouchLog.maximumLineLength + 1,
        "the line is \(line.utf8.count) bytes long, over the limit of "
          + "\(TouchLog.maximumLineLength) bytes per line (TouchLog.maximumLineLength); "
          + "this is not a touch log, or its lines are joined: split them")
    }
    return (lines, count)
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
