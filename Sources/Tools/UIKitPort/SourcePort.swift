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
    var sources = sources
    // A file the parser would take exponential time over is kept as written, unparsed.
    let deep = sources.map { ParserGuard.deepBrackets(in: $0.text) }
    var trees = zip(sources, deep).map { source, deep in
      deep == nil ? Parser.parse(source: source.text) : Parser.parse(source: "")
    }
    for index in trees.indices where deep[index] == nil && trees[index].hasError {
      // Swift 5 takes `@available (…)` with a warning; the parser here does not.
      guard let repaired = SpacedAttributeRepair.repaired(sources[index].text) else { continue }
      let tree = Parser.parse(source: repaired)
      guard !tree.hasError else { continue }
      sources[index].text = repaired
      trees[index] = tree
    }
    var index = PortIndex()
    for tree in trees { index.add(tree) }
    // Every file is walked before any is written: an override in an extension in one file
    // moves into its class's body, which may be in another.
    let rewriters = zip(zip(sources, trees), deep).map { pair, deep -> PortRewriter? in
      let (source, tree) = pair
      guard deep == nil, !tree.hasError else { return nil }
      let rewriter = PortRewriter(
        index: index, tree: tree, text: Array(source.text.utf8), path: source.path)
      rewriter.walk(tree)
      return rewriter
    }
    let moved = Dictionary(
      grouping: rewriters.compactMap { $0 }.flatMap(\.movedMembers), by: \.className)
    return zip(zip(sources, trees), zip(deep, rewriters)).map { pair, state in
      let (source, tree) = pair
      let (deep, rewriter) = state
      if let deep {
        return PortedFile(
          path: source.path, text: asWritten(source),
          diagnostics: [
            PortDiagnostic(
              file: source.path, line: deep.line, column: deep.column, severity: .error,
              message:
                "more than \(ParserGuard.maximumBracketRun) `[` in a row, which the parser takes "
                + "exponential time over; the port leaves this file as written")
          ])
      }
      guard let rewriter else {
        return PortedFile(
          path: source.path, text: asWritten(source),
          diagnostics: [firstError(in: tree, path: source.path)])
      }
      return write(source, rewriter, moved: moved)
    }
  }

  /// The file as written, under its `#sourceLocation`.
  private static func asWritten(_ source: PortSource) -> String {
    "#sourceLocation(file: \(quoted(source.path)), line: 1)\n\(source.text)\n#sourceLocation()\n"
  }

  /// The ported text of one file: its edits, the members moved into its classes, and the
  /// defaults of its protocols' optional members after its last line.
  private static func write(
    _ source: PortSource, _ rewriter: PortRewriter, moved: [String: [PortRewriter.MovedMember]]
  ) -> PortedFile {
    let text = Array(source.text.utf8)
    var edits = rewriter.finalEdits
    // A shebang is allowed on a file's first line only, and the copy starts with the port's own
    // lines: it becomes spaces (a script's interpreter line means nothing in a module).
    if text.starts(with: Array("#!".utf8)) {
      edits.append(.blank(0, text.firstIndex(of: UInt8(ascii: "\n")) ?? text.count, in: text))
    }
    for (className, end) in rewriter.classEnds.sorted(by: { $0.value.offset < $1.value.offset }) {
      guard let members = moved[className], !members.isEmpty else { continue }
      var insertion = "\n"
      for member in members {
        insertion += "#sourceLocation(file: \(quoted(member.path)), line: \(member.line))\n"
        insertion += member.text + "\n"
      }
      insertion += "#sourceLocation(file: \(quoted(source.path)), line: \(end.line))\n"
      edits.append(.insert(insertion, at: end.offset))
    }
    let location = "#sourceLocation(file: \(quoted(source.path)), line: 1)\n"
    // A framework's files see UIKit through its umbrella header on iOS: given here on the line
    // before the app's first, so every line stays where it is.
    let umbrella = rewriter.importsUIKit ? "" : "import UIKit\n"
    var ported = umbrella + location + String(decoding: edits.applied(to: text), as: UTF8.self)
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
