import Foundation

/// Checks the compatibility pages against the surface's sources.
///
/// Every public type a framework's folder declares must be listed on that framework's page with a
/// status other than `absent`; every `absent` name must not be declared public; every other name
/// must be declared (`package` ones with `package` access, the rest `public` or `open`); every
/// `inert` name's declaration must say "inert" in its doc comment (or the doc comment of the
/// extension it is in), unless it is a member of a type the pages list as inert (whose own doc
/// comment says so).
///
/// ```swift
/// let checker = CompatibilityChecker(
///   pages: [(path: "uikit.md", text: page)], frameworkPages: ["UIKit": "uikit.md"],
///   declarations: SurfaceSourceReader.declarations(in: source, file: "A.swift", framework: "UIKit"))
/// #expect(checker.findings().isEmpty)
/// ```
struct CompatibilityChecker {
  /// The status words the pages define (docs/compatibility/README.md).
  static let statuses: Set<String> = [
    "modelled", "inert", "absent", "replacement", "host", "package",
  ]

  /// The longest note a row may have, in characters.
  static let noteLength = 150

  var pages: [(path: String, text: String)]
  /// The page that lists each framework folder's types (`"UIKit": "docs/compatibility/uikit.md"`).
  var frameworkPages: [String: String]
  var declarations: [SurfaceDeclaration]

  /// What the pages say that the sources do not bear out, page by page, in line order.
  func findings() -> [CompatibilityFinding] {
    let index = SurfaceIndex(declarations)
    var findings: [CompatibilityFinding] = []
    var rows: [CompatibilityRow] = []
    for page in pages {
      let read = CompatibilityRow.rows(
        in: page.text, page: page.path, statuses: Self.statuses, noteLength: Self.noteLength)
      rows += read.rows
      findings += read.findings
    }
    let inertTypes = Set(
      rows.filter { $0.status == "inert" }.flatMap(\.symbols).filter { index.types[$0] != nil })
    for row in rows {
      for symbol in row.symbols {
        findings += check(symbol, in: row, index: index, inertTypes: inertTypes)
      }
    }
    findings += unlisted(rows: rows)
    return findings
  }

  /// What is wrong with `symbol` as `row` lists it.
  private func check(
    _ symbol: String, in row: CompatibilityRow, index: SurfaceIndex, inertTypes: Set<String>
  ) -> [CompatibilityFinding] {
    let reference = index.reference(for: symbol)
    func finding(_ problem: String) -> CompatibilityFinding {
      CompatibilityFinding(location: row.location, symbol: symbol, problem: problem)
    }
    if row.status == "absent" {
      let declared = index.declarations(for: reference, allowingPackage: false)
      guard let first = declared.first else { return [] }
      return [finding("listed absent, but declared public at \(first.location)")]
    }
    let isPackage = row.status == "package"
    let declared = index.declarations(for: reference, allowingPackage: isPackage)
      .filter { !isPackage || $0.access == .package }
    guard !declared.isEmpty else {
      let what = isPackage ? "with package access" : "public"
      return [finding("listed \(row.status), but not declared \(what)")]
    }
    if row.status == "inert", !saysInert(declared, inertTypes: inertTypes) {
      let places = declared.map(\.location).joined(separator: ", ")
      return [finding("listed inert, but no doc comment says \"inert\" (\(places))")]
    }
    return []
  }

  /// Whether one of the declarations says in its doc comment (or its extension's) that it is
  /// inert, or belongs to a type listed as inert.
  private func saysInert(_ declarations: [SurfaceDeclaration], inertTypes: Set<String>) -> Bool {
    declarations.contains { declaration in
      if Self.mentionsInert(declaration.doc) || Self.mentionsInert(declaration.extensionDoc) {
        return true
      }
      return declaration.owner.map(inertTypes.contains) ?? false
    }
  }

  private static func mentionsInert(_ doc: String) -> Bool {
    doc.range(of: "inert", options: .caseInsensitive) != nil
  }

  /// The public types a framework declares that its page does not list (or lists only absent).
  private func unlisted(rows: [CompatibilityRow]) -> [CompatibilityFinding] {
    var findings: [CompatibilityFinding] = []
    for declaration in declarations where declaration.kind == .type && declaration.access.isPublic {
      guard let page = frameworkPages[declaration.framework] else { continue }
      let listed = rows.contains { row in
        row.page == page && row.status != "absent" && row.symbols.contains(declaration.path)
      }
      if !listed {
        findings.append(
          CompatibilityFinding(
            location: page, symbol: declaration.path,
            problem: "declared public at \(declaration.location), but not listed"))
      }
    }
    return findings
  }
}
