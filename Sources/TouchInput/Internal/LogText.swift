/// The lines of a log's text, for every importer.
package enum LogText {
  /// The lines of `text` without their `\n` or `\r\n` ends, and how many lines the file has (a
  /// final line end does not start another line; an empty text has none).
  package static func lines(_ text: String) -> (lines: [Substring], count: Int) {
    // "\r\n" is one Character in Swift, so it is matched as itself, not as "\n".
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if let last = lines.last, last.isEmpty { lines.removeLast() }
    return (lines.map { $0.last == "\r" ? $0.dropLast() : $0 }, lines.count)
  }
}
