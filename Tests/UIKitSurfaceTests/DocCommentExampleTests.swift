import Foundation
import HapticTapeTestSupport
import Testing

/// Every ```` ```swift ```` example of the package's `///` doc comments compiles as written.
///
/// Each example is typechecked with `swiftc` against the modules `swift build --build-tests`
/// built, importing its file's module (its internal API too) and that module's dependencies (and
/// Foundation where the module uses it), as a reader who pastes it into a file of that target
/// would. An example declares what it uses (`let tape = try RecordedTape(contentsOf: "…")`): no
/// hidden context is added. Its declarations stay at file scope and its statements run in a
/// main-actor function, each line placed at its line of the doc comment with `#sourceLocation`,
/// so an error names the documented file and line. A block that is not Swift to compile (shell,
/// JSON, an output listing) says so in its fence (```` ```text ````).
///
/// The Swift blocks of the Markdown pages compile the same way (README.md, `docs/` and the
/// `HapticTape` catalog's articles as the `HapticTape` module): a block marked
/// `<!-- check: compile -->`, and a block of another catalog's article unless it names the file
/// that holds it (`<!-- check: source PATH -->`) or says why it is not checked
/// (`<!-- check: skip REASON -->`). `ReadmeSnippetTests` holds the pages it checks to one of the
/// three.
@Suite struct DocCommentExampleTests {
  /// A Swift file or a Markdown page, and the module its examples are compiled in.
  struct SourceFile: Sendable {
    var path: String
    var module: String
    var text: String
  }

  static let root = RepositoryFixture.packageRoot

  /// Every Swift file and DocC article of the targets under `Sources/`
  /// (`Sources/<layer>/<module>/…`).
  static let sources: [SourceFile] = {
    let folder = root.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    return (paths ?? []).sorted().compactMap { relative in
      let components = relative.split(separator: "/")
      let isArticle = relative.hasSuffix(".md") && components.contains("Documentation.docc")
      guard components.count >= 3, relative.hasSuffix(".swift") || isArticle,
        let text = try? String(
          contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      else { return nil }
      return SourceFile(
        path: folder.appendingPathComponent(relative).path, module: String(components[1]),
        text: text)
    }
  }()

  /// The pages `ReadmeSnippetTests` checks, as absolute paths.
  static let pagesCheckedElsewhere = Set(
    ReadmeSnippetTests.documents.map { root.appendingPathComponent($0).path })

  /// The Markdown pages: the articles of every catalog, README.md and `docs/`.
  static let pages: [SourceFile] =
    sources.filter { $0.path.hasSuffix(".md") }
    + pagesCheckedElsewhere.filter { !$0.hasPrefix(root.appendingPathComponent("Sources").path) }
    .sorted().compactMap { path in
      (try? String(contentsOfFile: path, encoding: .utf8)).map {
        SourceFile(path: path, module: "HapticTape", text: $0)
      }
    }

  /// The Swift blocks of the pages, with their directives and whether this suite compiles them.
  static let pageBlocks: [(example: DocCommentExample, directives: [String], isCompiled: Bool)] =
    pages.flatMap { page in
      DocCommentExample.examples(inArticle: page.text, path: page.path, module: page.module).map {
        let isCompiled =
          $0.directives == ["compile"]
          || ($0.directives.isEmpty && !pagesCheckedElsewhere.contains(page.path))
        return ($0.example, $0.directives, isCompiled)
      }
    }

  /// The modules whose sources import Foundation: their examples may use it unimported.
  static let foundationModules: Set<String> = Set(
    sources.filter { file in
      file.path.hasSuffix(".swift")
        && file.text.components(separatedBy: "\n").contains {
          $0.hasSuffix("import Foundation") && !$0.hasPrefix(" ")
        }
    }.map(\.module))

  /// The doc-comment examples, then the page blocks compiled.
  static let examples: [DocCommentExample] =
    sources.filter { $0.path.hasSuffix(".swift") }.flatMap {
      DocCommentExample.examples(inSwiftFile: $0.text, path: $0.path, module: $0.module)
    } + pageBlocks.filter(\.isCompiled).map(\.example)

  static let batches = ExampleBatch.batches(of: examples)

  static let compiler = Result { () throws(ExampleCompiler.SetupError) in
    try ExampleCompiler(buildFolder: ExampleCompiler.runningBuildFolder)
  }

  /// What a file of `example`'s target sees: Foundation where the target uses it, the module
  /// with its internal API (`@testable`) and the module's dependencies.
  static func imports(of example: DocCommentExample) -> [String] {
    let dependencies = (try? compiler.get())?.dependencies[example.module] ?? []
    return (foundationModules.contains(example.module) ? ["import Foundation"] : [])
      + ["@testable import \(example.module)"] + dependencies.map { "import \($0)" }
  }

  /// Writes `batch`'s files to a new folder and typechecks them.
  static func compile(_ batch: ExampleBatch) throws -> ExampleCompiler.Result {
    let folder = try ScratchFolder.make("doc-comment-examples")
    let files = batch.files(imports: imports(of:))
    for file in files {
      try file.text.write(
        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    return try compiler.get().typecheck(files.map(\.name), in: folder)
  }

  @Test func theExamplesAreFound() {
    // Every layer documents its API with examples; 233 doc-comment blocks when this test came.
    #expect(Self.examples.count >= 240, "\(Self.examples.count) examples")
    let sources = Self.root.appendingPathComponent("Sources").path + "/"
    let layers = Set(
      Self.examples.map(\.path).filter { $0.hasPrefix(sources) }.compactMap {
        $0.dropFirst(sources.count).split(separator: "/").first
      })
    #expect(layers.count >= 10, "layers with examples: \(layers.sorted())")
    #expect(Self.batches.count <= Self.examples.count / 10, "\(Self.batches.count) batches")
  }

  @Test(arguments: batches)
  func everyExampleCompiles(batch: ExampleBatch) throws {
    let result = try Self.compile(batch)
    var recorded = 0
    for diagnostic in result.diagnostics where diagnostic.severity == "error" {
      let example = batch.entries.map(\.example).first {
        $0.path == diagnostic.path
          && ($0.line..<($0.line + $0.code.count)).contains(diagnostic.line)
      }
      guard let example else { continue }
      let file = URL(fileURLWithPath: example.path)
      let location = SourceLocation(
        fileID: "\(example.module)/\(file.lastPathComponent)", filePath: example.path,
        line: diagnostic.line, column: diagnostic.column + example.columnOffset)
      Issue.record(
        Comment(rawValue: "\(diagnostic.path):\(diagnostic.line): \(diagnostic.message)"),
        sourceLocation: location)
      recorded += 1
    }
    if result.status != 0, recorded == 0 {
      Issue.record(
        Comment(
          rawValue: "swiftc failed:\n"
            + result.output.components(separatedBy: "\n").prefix(60).joined(separator: "\n")))
    }
  }

  @Test func aWrongExampleFailsAtItsLine() throws {
    let path = try ScratchFolder.make("planted-example").appendingPathComponent("Planted.swift")
      .path
    let text = """
      /// A planted example whose second line is wrong.
      ///
      /// ```swift
      /// let origin = Point2D(x: 0, y: 0)
      /// let distance: Point2D = origin.x
      /// ```
      public let planted = 0
      """
    let examples = DocCommentExample.examples(inSwiftFile: text, path: path, module: "TouchCore")
    #expect(examples.map(\.line) == [4])
    let result = try Self.compile(try #require(ExampleBatch.batches(of: examples).first))
    let errors = result.diagnostics.filter { $0.severity == "error" }
    #expect(result.status != 0)
    #expect(
      errors.map { "\($0.path):\($0.line)" } == ["\(path):5"], "\(result.output)")
  }

  @Test func examplesSplitIntoDeclarationsAndStatements() {
    let code = ExampleCode([
      "@main struct Tool {",
      #"  static func main() { print("}{ \(1 + (2)) ") }"#,
      "}",
      "let tool = Tool()  // {",
      "extension Tool: Sendable {}",
      #"let text = """"#,
      "  struct NotADeclaration {",
      #"  """"#,
    ])
    #expect(code.chunks.map(\.kind) == [.declaration, .statement, .declaration, .statement])
    #expect(code.chunks.map(\.lines) == [0..<3, 3..<4, 4..<5, 5..<8])
    #expect(code.declarations == ["@main", "Tool", "extension Tool"])
    #expect(code.declaredNames == ["Tool"])
    #expect(!code.identifiers.contains("NotADeclaration"))
  }

  @Test func pageBlocksNotCompiledSayWhy() throws {
    for (example, directives, isCompiled) in Self.pageBlocks
    where !isCompiled && !Self.pagesCheckedElsewhere.contains(example.path) {
      let place = example.place
      if let skip = directives.first(where: { $0.hasPrefix("skip") }) {
        #expect(skip.count > "skip ".count, "\(place): a skipped block says why")
        continue
      }
      let sources = directives.filter { $0.hasPrefix("source ") }.map { $0.dropFirst(7) }
      guard sources.count == 1, let source = sources.first else {
        Issue.record("\(place): unknown directives \(directives)")
        continue
      }
      let file = try String(
        contentsOf: Self.root.appendingPathComponent(String(source)), encoding: .utf8)
      let isVerbatim = ("\n" + file).contains("\n" + example.code.joined(separator: "\n") + "\n")
      #expect(isVerbatim, "\(place): the block is not in \(source) as written")
    }
  }
}
