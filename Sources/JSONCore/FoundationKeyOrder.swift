/// The order in which Foundation's `JSONSerialization` on Linux writes object keys with
/// `.sortedKeys`, reproduced without Foundation for keys of ASCII and Latin-1 letters, digits and
/// ASCII punctuation.
///
/// `JSONSerialization` compares keys with `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], locale: .system)`, an ICU root-locale collation: punctuation first (in
/// ICU's order, `_` before `-`), then digit runs by their numeric value, then letters with
/// accented ones beside their base letter (`e`, `é`, `è`, `f`); ties go to fewer accents at the
/// first difference, then lower case before upper case, then fewer leading zeros. It is not the
/// UTF-8 order `JSONEncoder` sorts by.
///
/// ```swift
/// ["b", "a10", "B", "a2", "_x", "é"].sorted(by: FoundationKeyOrder.areInIncreasingOrder)
/// // ["_x", "a2", "a10", "b", "B", "é"]
/// ```
///
/// > Note: Checked pair by pair against Foundation on random keys of these characters. The
/// > ligatures `æ` and `ß`, `µ`, and characters beyond Latin-1 (placed after letters by code
/// > point) only approximate its order; control characters are ignored, as ICU ignores them.
package enum FoundationKeyOrder {
  /// Whether `lhs` comes before `rhs`.
  package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = elements(of: lhs)
    let right = elements(of: rhs)
    for level in [\Element.primary, \Element.secondary, \Element.tertiary] {
      for (a, b) in zip(left, right) where a[keyPath: level] != b[keyPath: level] {
        return a[keyPath: level].lexicographicallyPrecedes(b[keyPath: level])
      }
      if level == \Element.primary, left.count != right.count { return left.count < right.count }
    }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// ICU root's order of ASCII punctuation and symbols, before digits and letters.
  // source: ICU root collation (CLDR), as JSONSerialization sorts single-character keys
  private static let punctuation = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$"#.utf8)

  /// One collation element and its weights at the three levels ICU compares in turn.
  private struct Element {
    /// The character's identity: class, then its letter or number.
    var primary: [Int]
    /// Its accent (`e` < `é` < `è`).
    var secondary: [Int]
    /// Its case, or a digit run's leading zeros.
    var tertiary: [Int]
  }

  // Tertiary weights of letters: lower case, the ordinal indicators `ª` and `º`, upper case.
  private static let lower = 0
  private static let ordinal = 1
  private static let upper = 2

  // Primary weight classes, in order. (ours: gaps keep the classes apart)
  private static let punctuationClass = 0
  private static let digitClass = 1_000
  private static let letterClass = 2_000
  private static let otherClass = 3_000

  /// The primary weight of a letter: two steps per ASCII letter, so `ð` fits after `d`.
  private static func letter(_ ascii: Character, after: Bool = false) -> Int {
    letterClass + 2 * Int((ascii.asciiValue ?? 0) - UInt8(ascii: "a")) + (after ? 1 : 0)
  }

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
        result.append(
          Element(primary: primary, secondary: [0], tertiary: [run.count - significant.count]))
        continue
      }
      scalars = scalars.dropFirst()
      switch value {
      case 0x41...0x5A:
        result.append(
          Element(primary: [letterClass + 2 * Int(value - 0x41)], secondary: [0], tertiary: [upper])
        )
      case 0x61...0x7A:
        result.append(
          Element(primary: [letterClass + 2 * Int(value - 0x61)], secondary: [0], tertiary: [lower])
        )
      case 0x20...0x7E:
        let rank = punctuation.firstIndex(of: UInt8(value)) ?? punctuation.count
        result.append(Element(primary: [punctuationClass + rank], secondary: [0], tertiary: [0]))
      case 0x00..<0x20, 0x7F:
        continue
      default:
        if let latin = latin1Letters[value] {
          result += latin
        } else {
          result.append(Element(primary: [otherClass, Int(value)], secondary: [0], tertiary: [0]))
        }
      }
    }
    return result
  }

  /// Latin-1 letters as ICU root weighs them: an accented letter is its base letter with an
  /// accent weight (acute, grave, circumflex, ring, diaeresis, tilde, cedilla, stroke in that
  /// order), `æ` and `ß` expand to `ae` and `ss`, `ð` follows `d` and `þ` follows `z`.
  // source: ICU root collation (CLDR), as JSONSerialization sorts these keys
  private static let latin1Letters: [UInt32: [Element]] = {
    var table: [UInt32: [Element]] = [:]
    func add(_ scalar: Unicode.Scalar, _ base: Character, accent: Int, case tertiary: Int) {
      table[scalar.value] = [
        Element(primary: [letter(base)], secondary: [accent], tertiary: [tertiary])
      ]
    }
    let accents: [(String, Character)] = [
      ("ÁÀÂÅÄÃ", "a"), ("ÉÈÊË", "e"), ("ÍÌÎÏ", "i"), ("ÓÒÔÖÕØ", "o"), ("ÚÙÛÜ", "u"),
    ]
    // Accent weights, in ICU's order.
    let rank: [Character: Int] = [
      "Á": 1, "É": 1, "Í": 1, "Ó": 1, "Ú": 1, "Ý": 1, "À": 2, "È": 2, "Ì": 2, "Ò": 2, "Ù": 2,
      "Â": 3, "Ê": 3, "Î": 3, "Ô": 3, "Û": 3, "Å": 4, "Ä": 5, "Ë": 5, "Ï": 5, "Ö": 5, "Ü": 5,
      "Ÿ": 5, "Ã": 6, "Õ": 6, "Ñ": 6, "Ç": 7, "Ø": 8,
    ]
    // A ligature's letters weigh as a secondary difference beyond every accent.
    let ligature = 9
    let letters: [(String, Character)] = [
      ("ÁÀÂÅÄÃ", "a"), ("Ç", "c"), ("ÉÈÊË", "e"), ("ÍÌÎÏ", "i"), ("Ñ", "n"), ("ÓÒÔÖÕØ", "o"),
      ("ÚÙÛÜ", "u"), ("Ý", "y"),
    ]
    for (accented, base) in letters {
      for scalar in accented.unicodeScalars {
        let accent = rank[Character(scalar)] ?? 0
        add(scalar, base, accent: accent, case: upper)
        // Latin-1 lower-case letters are 0x20 above their capitals.
        if let small = Unicode.Scalar(scalar.value + 0x20) {
          add(small, base, accent: accent, case: lower)
        }
      }
    }
    add("ÿ", "y", accent: rank["Ÿ"] ?? 0, case: lower)
    add("ª", "a", accent: 0, case: ordinal)
    add("º", "o", accent: 0, case: ordinal)
    for (scalar, tertiary) in [("æ" as Unicode.Scalar, lower), ("Æ", upper)] {
      table[scalar.value] = ["a", "e"].map {
        Element(primary: [letter($0)], secondary: [ligature], tertiary: [tertiary])
      }
    }
    table[Unicode.Scalar("ß").value] = Array(
      repeating: Element(primary: [letter("s")], secondary: [ligature], tertiary: [lower]), count: 2
    )
    for (scalar, tertiary) in [("ð" as Unicode.Scalar, lower), ("Ð", upper)] {
      table[scalar.value] = [
        Element(primary: [letter("d", after: true)], secondary: [0], tertiary: [tertiary])
      ]
    }
    for (scalar, tertiary) in [("þ" as Unicode.Scalar, lower), ("Þ", upper)] {
      table[scalar.value] = [
        Element(primary: [letterClass + 2 * 26], secondary: [0], tertiary: [tertiary])
      ]
    }
    table[Unicode.Scalar("µ").value] = [
      Element(primary: [letterClass + 2 * 26 + 1], secondary: [0], tertiary: [lower])
    ]
    return table
  }()
}
