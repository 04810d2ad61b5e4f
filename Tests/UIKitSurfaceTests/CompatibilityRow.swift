import Foundation

/// One row of a compatibility page's `| Symbol | Status | Note |` table.
///
/// The symbol cell is a comma-separated list of backticked names: a type (`UIScrollView`,
/// `UICollectionView.ScrollDirection`), a member (`UIScrollView.contentOffset`, every overload of
/// `UIView.animate`), a member with its argument labels (`UIScrollView.setContentOffset(_:animated:)`),
/// an initializer (`UICollectionView.init(frame:collectionViewLayout:)`, or
/// `CADisplayLink(handler:)`), or a top-level function or constant (`CACurrentMediaTime()`).
struct CompatibilityRow: Hashable, Sendable {
  /// The page's path and the row's 1-based line.
  var page: String
  var line: Int
  var symbols: [String]
  var status: String
  var note: String

  var location: String { "\(page):\(line)" }

  /// The header a checked table starts with, and the separator under it.
  static let header = "| Symbol | Status | Note |"
  static let separator = "| --- | --- | --- |"

  /// The rows of every checked table in `text`, and what in them breaks the format.
  ///
  /// - Parameters:
  ///   - text: A compatibility page's Markdown.
  ///   - page: The page's path, for findings.
  ///   - statuses: The status words the pages define.
  ///   - noteLength: The longest note allowed, in characters.
  static func rows(
    in text: String, page: String, statuses: Set<String>, noteLength: Int
  ) -> (rows: [CompatibilityRow], findings: [CompatibilityFinding]) {
    var rows: [CompatibilityRow] = []
    var findings: [CompatibilityFinding] = []
    var inTable = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      let location = "\(page):\(index + 1)"
      if line == header {
        inTable = true
        continue
      }
      guard inTable, line.hasPrefix("|") else {
        inTable = false
        continue
      }
      if line == separator { continue }
      let cells = Self.cells(of: line)
      guard cells.count == 3 else {
        findings.append(
          CompatibilityFinding(
            location: location, symbol: line, problem: "has \(cells.count) cells, not 3"))
        continue
      }
      guard let symbols = Self.symbols(in: cells[0]) else {
        findings.append(
          CompatibilityFinding(
            location: location, symbol: cells[0],
            problem: "the symbol cell is not a comma-separated list of backticked names"))
        continue
      }
      if !statuses.contains(cells[1]) {
        findings.append(
          CompatibilityFinding(
            location: location, symbol: symbols.first ?? "",
            problem: "status \"\(cells[1])\" is not one of \(statuses.sorted())"))
      }
      if cells[2].count > noteLength {
        findings.append(
          CompatibilityFinding(
            location: location, symbol: symbols.first ?? "",
            problem:
              "the note has \(cells[2].count) characters, more than \(noteLength): move the detail below the table"
          ))
      }
      rows.append(
        CompatibilityRow(
          page: page, line: index + 1, symbols: symbols, status: cells[1], note: cells[2]))
    }
    return (rows, findings)
  }

  /// A table line's cells, trimmed; a `|` inside backticks does not split.
  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var inCode = false
    for character in line.dropFirst() {
      if character == "`" { inCode.toggle() }
      if character == "|", !inCode {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      cells.append(current.trimmingCharacters(in: .whitespaces))
    }
    return cells
  }

  /// The names in a symbol cell (`` `A`, `B.c(d:)` ``), or nil when it is not such a list.
  static func symbols(in cell: String) -> [String]? {
    var names: [String] = []
    var rest = cell[...]
    while !rest.isEmpty {
      guard rest.hasPrefix("`") else { return nil }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: "`") else { return nil }
      let name = String(rest[..<end])
      guard !name.isEmpty, !name.contains(" ") else { return nil }
      names.append(name)
      rest = rest[rest.index(after: end)...]
      if rest.isEmpty { break }
      guard rest.hasPrefix(", ") else { return nil }
      rest = rest.dropFirst(2)
    }
    return names.isEmpty ? nil : names
  }
}
