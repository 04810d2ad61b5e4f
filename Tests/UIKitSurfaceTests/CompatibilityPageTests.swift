import Foundation
import HapticTapeTestSupport
import Testing

/// The compatibility pages (`docs/compatibility`) against the surface's sources.
///
/// Every public type of the five frameworks is listed on its page; every `absent` name is not
/// declared; every other name is; every `inert` one says so in its doc comment. The format the
/// tables follow, and what the checker accepts, is explained at the top of
/// docs/compatibility/README.md.
@Suite struct CompatibilityPageTests {
  /// The package's root.
  static let root = RepositoryFixture.packageRoot

  /// The framework folders under `Sources/Surface`, and the page that lists each one's types.
  static let frameworkPages = [
    "UIKit": "docs/compatibility/uikit.md",
    "QuartzCore": "docs/compatibility/quartzcore.md",
    "CoreGraphics": "docs/compatibility/coregraphics.md",
    "CoreHaptics": "docs/compatibility/corehaptics.md",
    "SwiftUI": "docs/compatibility/swiftui.md",
  ]

  /// Every page whose tables are checked.
  static let pages = [
    "docs/compatibility/README.md", "docs/compatibility/uikit.md",
    "docs/compatibility/quartzcore.md", "docs/compatibility/coregraphics.md",
    "docs/compatibility/corehaptics.md", "docs/compatibility/swiftui.md",
    "docs/compatibility/hosting.md", "docs/compatibility/public-layouts.md",
  ]

  /// The declarations of every Swift file under the five framework folders.
  static func surfaceDeclarations() throws -> [SurfaceDeclaration] {
    var declarations: [SurfaceDeclaration] = []
    for framework in frameworkPages.keys.sorted() {
      let folder = root.appendingPathComponent("Sources/Surface/\(framework)")
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
      #expect(!files.isEmpty, "no sources in \(folder.path)")
      for file in files {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        declarations += SurfaceSourceReader.declarations(
          in: text, file: "Sources/Surface/\(framework)/\(file)", framework: framework)
      }
    }
    return declarations
  }

  @Test func pagesAgreeWithTheSurfaceSources() throws {
    let pages = try Self.pages.map { path in
      (
        path: path,
        text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      )
    }
    let declarations = try Self.surfaceDeclarations()
    let checker = CompatibilityChecker(
      pages: pages, frameworkPages: Self.frameworkPages, declarations: declarations)
    let findings = checker.findings()
    for finding in findings {
      Issue.record("\(finding)")
    }
    #expect(findings.isEmpty)
    // The pages list something: a reader that found no types or rows would pass vacuously.
    #expect(declarations.filter { $0.kind == .type && $0.access.isPublic }.count > 250)
  }

  @Test func checkerReportsWhatAPlantedPageGetsWrong() {
    let page = """
      # Planted

      | Symbol | Status | Note |
      | --- | --- | --- |
      | `Listed`, `Listed.value` | modelled | |
      | `Listed.missing` | modelled | |
      | `Gone` | absent | |
      | `Listed.quiet` | inert | |
      | `Listed.noisy` | inert | |
      | `Listed` | sometimes | |
      | plain words | modelled | |
      | `Listed.value` | modelled | \(String(repeating: "x", count: 151)) |
      """
    let source = """
      /// A listed type.
      public struct Listed {
        public var value = 0
        /// Kept, inert.
        public var noisy = 0
        /// Kept.
        public var quiet = 0
      }

      /// Declared, never listed.
      public final class Unlisted {}

      /// Listed as absent, yet declared.
      public enum Gone { case one }
      """
    let checker = CompatibilityChecker(
      pages: [(path: "planted.md", text: page)], frameworkPages: ["Kit": "planted.md"],
      declarations: SurfaceSourceReader.declarations(
        in: source, file: "Planted.swift", framework: "Kit"))
    let statuses = CompatibilityChecker.statuses.sorted()
    #expect(
      checker.findings().map(\.description) == [
        "planted.md:10: Listed: status \"sometimes\" is not one of \(statuses)",
        "planted.md:11: plain words: the symbol cell is not a comma-separated list of backticked names",
        "planted.md:12: Listed.value: the note has 151 characters, more than 150: move the detail below the table",
        "planted.md:6: Listed.missing: listed modelled, but not declared public",
        "planted.md:7: Gone: listed absent, but declared public at Planted.swift:14",
        "planted.md:8: Listed.quiet: listed inert, but no doc comment says \"inert\" (Planted.swift:7)",
        "planted.md: Unlisted: declared public at Planted.swift:11, but not listed",
        "planted.md: Gone: declared public at Planted.swift:14, but not listed",
      ])
  }

  @Test func readerFollowsNestingSignaturesAndAccess() {
    let source = """
      extension Outer {
        /// A nested type.
        public struct Inner<T: Equatable>: Hashable where T: Sendable {
          public func run(
            _ first: Int, with second: (Int, Int) -> Void = { _, _ in },
            label third: String = "{"
          ) -> Int { 0 }
        }
      }

      public protocol Talker: AnyObject {
        func talk(to name: String)
        var volume: Int { get }
      }

      public enum Mode: Int { case a, b, c = 3 }

      open class Outer: Base, Talker {
        func hidden() { let brace = "}"; if brace.isEmpty { return } }
        public init?(coder: NSCoder) { nil }
        open var red: Double = 0, green: Double = 0
      }
      """
    let declarations = SurfaceSourceReader.declarations(
      in: source, file: "A.swift", framework: "Kit")
    let summary = declarations.map { declaration in
      let labels = declaration.labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? ""
      let name = declaration.kind == .extension ? declaration.name : declaration.path
      return "\(declaration.kind.rawValue) \(name)\(labels) \(declaration.access.rawValue)"
    }
    #expect(
      summary == [
        "extension Outer internal",
        "type Outer.Inner public",
        "function Outer.Inner.run(_:with:label:) public",
        "type Talker public",
        "function Talker.talk(to:) public",
        "property Talker.volume public",
        "type Mode public",
        "enumCase Mode.a public",
        "enumCase Mode.b public",
        "enumCase Mode.c public",
        "type Outer open",
        "function Outer.hidden() internal",
        "initializer Outer.init(coder:) public",
        "property Outer.red open",
        "property Outer.green open",
      ])
    #expect(declarations.first { $0.name == "Inner" }?.doc == "A nested type.")
    #expect(
      declarations.first { $0.name == "Outer" && $0.kind == .type }?.inherits == ["Base", "Talker"])
  }

  @Test(
    arguments: [
      ("UIScrollView", "UIScrollView", nil, nil),
      ("UICollectionView.ScrollDirection", "UICollectionView.ScrollDirection", nil, nil),
      ("UIScrollView.contentOffset", "UIScrollView", "contentOffset", nil),
      (
        "UIScrollView.setContentOffset(_:animated:)", "UIScrollView", "setContentOffset",
        "_,animated"
      ),
      ("CADisplayLink(handler:)", "CADisplayLink", "init", "handler"),
      ("UICollectionView.init?(coder:)", "UICollectionView", "init", "coder"),
      ("CACurrentMediaTime()", nil, "CACurrentMediaTime", ""),
    ] as [(String, String?, String?, String?)])
  func referenceSplitsANameIntoTypeAndMember(
    name: String, type: String?, member: String?, labels: String?
  ) {
    let index = SurfaceIndex(
      SurfaceSourceReader.declarations(
        in: """
          open class UIScrollView {}
          open class UICollectionView: UIScrollView {
            public enum ScrollDirection { case vertical }
          }
          open class CADisplayLink {}
          public func CACurrentMediaTime() -> Double { 0 }
          """, file: "A.swift", framework: "Kit"))
    let reference = index.reference(for: name)
    #expect(reference.type == type)
    #expect(reference.member == member)
    #expect(reference.labels?.joined(separator: ",") == labels)
  }
}
