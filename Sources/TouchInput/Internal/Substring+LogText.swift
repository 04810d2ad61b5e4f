// MARK: - Text helpers for the log parsers

extension Substring {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  var trimmingSpaces: Substring {
    var text = self
    while let c = text.first, c == " " || c == "\t" || c == "\r" { text = text.dropFirst() }
    while let c = text.last, c == " " || c == "\t" || c == "\r" { text = text.dropLast() }
    return text
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
