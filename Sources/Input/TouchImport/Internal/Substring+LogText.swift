// MARK: - Text helpers for the log parsers

extension Substring {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  ///
  /// Scans the UTF-8 bytes (spaces, tabs and carriage returns are single bytes): trimming
  /// `Character`s one at a time took time quadratic in the run of spaces, 21 s for a 64 KiB CSV
  /// field in a debug build.
  var trimmingSpaces: Substring {
    let bytes = utf8
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return self[endIndex...] }
    return self[first..<bytes.index(after: last)]
  }

  /// The range of the first occurrence of `needle`, without Foundation.
  func range(of needle: String) -> Range<Substring.Index>? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return nil }
    var i = startIndex
    while i < endIndex {
      var j = i
      var k = 0
      while k < pattern.count, j < endIndex, self.utf8[j] == pattern[k] {
        j = self.utf8.index(after: j)
        k += 1
      }
      if k == pattern.count { return i..<j }
      i = index(after: i)
    }
    return nil
  }
}
