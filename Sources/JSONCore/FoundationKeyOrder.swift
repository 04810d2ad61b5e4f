/// The order in which Foundation's `JSONSerialization` on Linux writes object keys with
/// `.sortedKeys`, reproduced without Foundation for keys of printable ASCII.
///
/// `JSONSerialization` compares keys with `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], locale: .system)`, an ICU root-locale collation: punctuation first (in
/// ICU's order, `_` before `-`), then digit runs by their numeric value, then letters ignoring
/// case; ties go to lower case before upper case and to fewer leading zeros. It is not the
/// UTF-8 order `JSONEncoder` sorts by.
///
/// ```swift
/// ["b", "a10", "B", "a2", "_x"].sorted(by: FoundationKeyOrder.areInIncreasingOrder)
/// // ["_x", "a2", "a10", "b", "B"]
/// ```
///
/// > Note: Characters outside printable ASCII sort after letters by code point, an
/// > approximation of ICU's order; control characters are ignored, as ICU ignores them.
package enum FoundationKeyOrder {
  /// Whether `lhs` comes before `rhs`.
  package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = elements(of: lhs)
    let right = elements(of: rhs)
    for (a, b) in zip(left, right) where a.primary != b.primary {
      return a.primary.lexicographicallyPrecedes(b.primary)
    }
    if left.count != right.count { return left.count < right.count }
    for (a, b) in zip(left, right) where a.tieBreak != b.tieBreak {
      return a.tieBreak < b.tieBreak
    }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// ICU root's order of ASCII punctuation and symbols, before digits and letters.
  // source: ICU root collation (CLDR), as JSONSerialization sorts single-character keys
  private static let punctuation = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$"#.utf8)

  /// One collation element: its primary weights, and what breaks ties between equal ones.
  private struct Element {
    var primary: [Int]
    var tieBreak: Int
  }

  // Primary weight classes, in order. (ours: gaps keep the classes apart)
  private static let punctuationClass = 0
  private static let digitClass = 1_000
  private static let letterClass = 2_000
  private static let otherClass = 3_000

  private static func elements(of key: String) -> [Element] {
    var result: [Element] = []
    var scalars = key.unicodeScalars[...]
    while let scalar = scalars.first {
      let value = scalar.value
      if (0x30...0x39).contains(value) {
        let run = scalars.prefix { (0x30...0x39).contains($0.value) }
        scalars = scalars.dropFirst(run.count)
        let significant = run.drop { $0 == "0" }
        // A digit run weighs by its length, then its digits: numeric order.
        let primary = [digitClass, significant.count] + significant.map { Int($0.value) }
        result.append(Element(primary: primary, tieBreak: run.count - significant.count))
        continue
      }
      scalars = scalars.dropFirst()
      switch value {
      case 0x41...0x5A:
        result.append(Element(primary: [letterClass + Int(value) + 0x20], tieBreak: 1))
      case 0x61...0x7A:
        result.append(Element(primary: [letterClass + Int(value)], tieBreak: 0))
      case 0x20...0x7E:
        let rank = punctuation.firstIndex(of: UInt8(value)) ?? punctuation.count
        result.append(Element(primary: [punctuationClass + rank], tieBreak: 0))
      case 0x00..<0x20, 0x7F:
        continue
      default:
        result.append(Element(primary: [otherClass, Int(value)], tieBreak: 0))
      }
    }
    return result
  }
}
