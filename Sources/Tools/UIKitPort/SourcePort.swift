import SwiftParser
import SwiftSyntax

/// The build-time port: an app's iOS source files, as written, made into text that Swift on
/// Linux compiles against the headless surface.
///
/// What it rewrites: `@objc`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable` and `dynamic` are dropped; `#selector(…)` becomes a
/// `Selector` built from the method reference; `@objc` protocols stay class-bound and their
/// `optional` members get defaults, so `delegate?.member?(…)` calls what a delegate implements
/// and yields `nil` (or does nothing) otherwise, as on iOS; `#if os(iOS)` is true. Every line
/// stays on its line, and `#sourceLocation` points the compiler at the app's file.
///
/// The app's files are never edited. A file that does not parse is reported and kept as written.
public enum SourcePort {
  /// Ports the files together (a call in one may name a protocol member declared in another).
  public static func port(_ sources: [PortSource]) -> [PortedFile] {
    let trees = sources.map { Parser.parse(source: $0.text) }
    var index = PortIndex()
    for tree in trees { index.add(tree) }
    return zip(sources, trees).map { source, tree in port(source, tree: tree, index: index) }
  }

  private static func port(_ source: PortSource, tree: SourceFileSyntax, index: PortIndex)
    -> PortedFile
  {
    let text = Array(source.text.utf8)
    let location = "#sourceLocation(file: \(quoted(source.path)), line: 1)\n"
    if tree.hasError {
      let diagnostic = firstError(in: tree, path: source.path)
      return PortedFile(
        path: source.path, text: location + source.text + "\n#sourceLocation()\n",
        diagnostics: [diagnostic])
    }
    let rewriter = PortRewriter(index: index, tree: tree, text: text, path: source.path)
    rewriter.walk(tree)
    var ported = location + String(decoding: rewriter.edits.applied(to: text), as: UTF8.self)
    if !ported.hasSuffix("\n") { ported += "\n" }
    if !rewriter.appendedDeclarations.isEmpty {
      for (line, declaration) in rewriter.appendedDeclarations {
        ported += "#sourceLocation(file: \(quoted(source.path)), line: \(line))\n\(declaration)"
      }
      ported += "private struct __HapticTapePortUnimplemented: Error {}\n"
    }
    ported += "#sourceLocation()\n"
    return PortedFile(path: source.path, text: ported, diagnostics: rewriter.diagnostics)
  }

  /// The first place the parser could not make sense of: the earliest missing or unexpected
  /// piece of the tree.
  ///
  /// Written here rather than with SwiftParserDiagnostics' generator, which traps on some
  /// inputs (a Fix-It with no change, found by FuzzTesting/Port); the port must not.
  private static func firstError(in tree: SourceFileSyntax, path: String) -> PortDiagnostic {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let finder = ErrorFinder(viewMode: .all)
    finder.walk(tree)
    let location = converter.location(for: finder.position ?? tree.endPositionBeforeTrailingTrivia)
    return PortDiagnostic(
      file: path, line: location.line, column: location.column, severity: .error,
      message: "\(finder.problem); the port leaves this file as written")
  }

  /// A string literal of `text`.
  static func quoted(_ text: String) -> String {
    var escaped = "\""
    for character in text {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped + "\""
  }
}

/// Finds the earliest missing token or unexpected text of a tree that did not parse.
private final class ErrorFinder: SyntaxAnyVisitor {
  private(set) var position: AbsolutePosition?
  private(set) var problem = "the file does not parse"

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard node.hasError else { return .skipChildren }
    let here = node.positionAfterSkippingLeadingTrivia
    if let token = node.as(TokenSyntax.self), token.presence == .missing {
      note(here, "expected '\(token.text)'")
      return .skipChildren
    }
    if let unexpected = node.as(UnexpectedNodesSyntax.self) {
      note(here, "unexpected '\(unexpected.trimmedDescription.prefix(24))'")
      return .skipChildren
    }
    return .visitChildren
  }

  private func note(_ here: AbsolutePosition, _ text: String) {
    guard position.map({ here < $0 }) ?? true else { return }
    position = here
    problem = text
  }
}
