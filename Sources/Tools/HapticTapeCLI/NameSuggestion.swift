/// The name a misspelled command or option most likely meant, for a usage error's "Did you
/// mean" hint.
///
/// Names are compared lowercased and without leading dashes, by the optimal string alignment
/// distance: Levenshtein's insertions, deletions and substitutions, plus Damerau's transposition
/// of two neighbouring characters, so `replya` is one edit from `replay` (two for Levenshtein).
/// A candidate is close when it is at most two edits and at most a third of the written name's
/// length away: `--confg` (5 letters, 1 edit allowed) suggests `--config`, while `-z` and
/// `--bogus` suggest nothing, since any short name is a letter or two from some other one.
///
/// ```swift
/// NameSuggestion.nearest(to: "vaildate", among: ["validate", "inspect", "convert"])
/// // "validate"
/// ```
enum NameSuggestion {
  /// The candidate closest to `written`, the first of them on a tie; `nil` when none is close.
  ///
  /// - Parameters:
  ///   - written: The name as the command line gives it, such as `--confg`.
  ///   - candidates: The real names, in the order to prefer on a tie, such as `--config`.
  /// - Complexity: O(*n* × *m*²), *n* the candidates and *m* the length of the longest name.
  static func nearest(to written: String, among candidates: [String]) -> String? {
    let word = stem(written)
    let allowed = min(2, word.count / 3)
    guard allowed > 0 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = distance(word, stem(candidate))
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal string alignment distance between `a` and `b`: the fewest insertions,
  /// deletions, substitutions and transpositions of neighbouring characters that turn one into
  /// the other, each character edited at most once.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // Three rows of the dynamic-programming table: a transposition looks two rows back.
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// `name` lowercased, without its leading dashes: `--Config` → `config`.
  private static func stem(_ name: String) -> String {
    String(name.drop { $0 == "-" }).lowercased()
  }
}
