import Foundation
import Testing

/// Examples compiled by one `swiftc` run: one module, so no two of them declare the same name at
/// file scope, and none uses a name another declares (each compiles as if alone).
///
/// ```swift
/// let batches = ExampleBatch.batches(of: DocCommentExampleTests.examples)
/// let files = batches[0].files { _ in ["import TouchCore"] }  // (name, Swift source) pairs
/// ```
struct ExampleBatch: Sendable, CustomTestStringConvertible {
  /// An example and its structure.
  struct Entry: Sendable {
    var example: DocCommentExample
    var code: ExampleCode
  }

  /// The batch's 1-based number among its run's.
  var number: Int
  /// The examples, in the order given.
  var entries: [Entry] = []

  var testDescription: String { "batch \(number) (\(entries.count) examples)" }

  /// Whether `entry` compiles beside this batch's examples as if alone.
  func admits(_ entry: Entry) -> Bool {
    entries.allSatisfy { other in
      other.code.declarations.isDisjoint(with: entry.code.declarations)
        && other.code.declaredNames.isDisjoint(with: entry.code.identifiers)
        && entry.code.declaredNames.isDisjoint(with: other.code.identifiers)
    }
  }

  /// `examples` in as few batches as their file-scope names allow, each in the first that admits
  /// it.
  static func batches(of examples: [DocCommentExample]) -> [Self] {
    var batches: [Self] = []
    for example in examples {
      let entry = Entry(example: example, code: ExampleCode(example.code))
      if let index = batches.firstIndex(where: { $0.admits(entry) }) {
        batches[index].entries.append(entry)
      } else {
        batches.append(Self(number: batches.count + 1, entries: [entry]))
      }
    }
    return batches
  }

  /// One Swift file per example: the import declarations `imports` gives it, its declarations
  /// at file scope and its statements in a main-actor function of its own (as a reader's
  /// top-level code runs: asynchronous if it awaits), each line placed at its line of the
  /// documentation with `#sourceLocation`.
  func files(imports: (DocCommentExample) -> [String]) -> [(name: String, text: String)] {
    entries.enumerated().map { index, entry in
      let example = entry.example
      var text = "// \(example.place)\n"
      text += imports(example).map { $0 + "\n" }.joined()
      func place(_ lines: Range<Int>) -> String {
        let path = example.path.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(path)\", line: \(example.line + lines.lowerBound))\n"
          + example.code[lines].map { $0 + "\n" }.joined() + "#sourceLocation()\n"
      }
      for chunk in entry.code.chunks where chunk.kind == .declaration {
        text += place(chunk.lines)
      }
      let statements = entry.code.chunks.filter { $0.kind == .statement }
      if !statements.isEmpty {
        // Async only where the example awaits, as top-level code is: an async context would
        // choose the async overload of a call such as `engine.start()`.
        let effects = entry.code.identifiers.contains("await") ? "async throws" : "throws"
        text += "@MainActor func example\(number)_\(index)() \(effects) {\n"
        text += statements.map { place($0.lines) }.joined()
        text += "}\n"
      }
      return ("Example\(index).swift", text)
    }
  }
}
