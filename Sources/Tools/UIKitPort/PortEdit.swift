/// One change to a file's text: the UTF-8 bytes `start..<end` become `replacement`.
///
/// The port edits text rather than re-printing a syntax tree so that everything it does not
/// touch (comments, spacing, line breaks) stays byte for byte, and every line stays on its line.
struct PortEdit: Sendable, Equatable {
  var start: Int
  var end: Int
  var replacement: String

  /// Replaces the bytes with spaces (line breaks kept), so the columns after them do not move.
  static func blank(_ start: Int, _ end: Int, in text: [UInt8]) -> PortEdit {
    var blanked = ""
    for byte in text[start..<end] {
      blanked.append(byte == UInt8(ascii: "\n") ? "\n" : " ")
    }
    return PortEdit(start: start, end: end, replacement: blanked)
  }

  /// Inserts `text` before byte `offset`.
  static func insert(_ text: String, at offset: Int) -> PortEdit {
    PortEdit(start: offset, end: offset, replacement: text)
  }
}

extension [PortEdit] {
  /// `text` with the edits applied.
  ///
  /// Edits that overlap an earlier one (in start order) are dropped: the first rewrite of a span
  /// wins. Insertions at one offset keep their order.
  func applied(to text: [UInt8]) -> [UInt8] {
    let ordered = self.enumerated().sorted { lhs, rhs in
      (lhs.element.start, lhs.element.end, lhs.offset) < (
        rhs.element.start, rhs.element.end, rhs.offset
      )
    }
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 256)
    var cursor = 0
    for (_, edit) in ordered {
      guard edit.start >= cursor, edit.start <= edit.end, edit.end <= text.count else { continue }
      output.append(contentsOf: text[cursor..<edit.start])
      output.append(contentsOf: edit.replacement.utf8)
      cursor = edit.end
    }
    output.append(contentsOf: text[cursor...])
    return output
  }
}
