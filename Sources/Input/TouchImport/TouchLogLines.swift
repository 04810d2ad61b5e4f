/// A log's text as the line-based importers read it (CSV, getevent, JSON Lines): one line at a
/// time, from a whole text in memory (`String`) or from a source that reads a file a piece at a
/// time, so that importing holds one line of the file, not the file.
///
/// ```swift
/// /// Lines handed over one at a time, as a reader of a large file would.
/// struct LogFileLines: TouchLogLines {
///   var lines: [String]
///
///   func forEachLine(_ body: (Substring, Int) throws(TouchLogError) -> Void)
///     throws(TouchLogError) -> Int
///   {
///     for (index, line) in lines.enumerated() { try body(line[...], index + 1) }
///     return lines.count
///   }
/// }
/// let fileLines = LogFileLines(lines: ["t,id,phase,x,y", "0,1,down,100,200", "0.1,1,up,100,260"])
/// let log = try TouchLogCSVParser().parse(fileLines)  // any TouchLogLines
/// ```
public protocol TouchLogLines {
  /// Calls `body` with each line, without its line end (`\n` or `\r\n`), and its 1-based
  /// number, in order; a UTF-8 byte-order mark at the start is not part of the first line, and
  /// a final line end does not start another line. A source may read the lines more than once
  /// (the getevent importer makes two passes).
  ///
  /// - Returns: how many lines there are.
  /// - Throws: what `body` throws, or a ``TouchLogError`` of the source's own (a line longer
  ///   than ``TouchLog/maximumLineLength``, a log larger than ``TouchLog/maximumByteCount``).
  func forEachLine(_ body: (Substring, Int) throws(TouchLogError) -> Void) throws(TouchLogError)
    -> Int
}

extension String: TouchLogLines {
  /// The text's lines; a text larger than ``TouchLog/maximumByteCount`` is refused first.
  public func forEachLine(_ body: (Substring, Int) throws(TouchLogError) -> Void)
    throws(TouchLogError) -> Int
  {
    try LogText.checkSize(self)
    let bytes = utf8
    var start = LogText.contentStart(self)
    var index = start
    var number = 0
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\n") {
        number += 1
        try body(LogText.line(self[start..<index]), number)
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if start < bytes.endIndex {
      number += 1
      try body(LogText.line(self[start...]), number)
    }
    return number
  }
}
