import Foundation
import HapticTapeTestSupport

/// A ```` ```swift ```` block of a `///` doc comment or of a DocC article, and where it is.
///
/// ```swift
/// let path = "/repo/Sources/Core/TouchCore/Point2D.swift"
/// let text = try String(contentsOfFile: path, encoding: .utf8)
/// let examples = DocCommentExample.examples(inSwiftFile: text, path: path, module: "TouchCore")
/// examples.first?.line  // the file's line of the block's first code line
/// ```
struct DocCommentExample: Sendable {
  /// The absolute path of the file that holds the block.
  var path: String
  /// The target whose sources hold the block; its module and its dependencies are imported.
  var module: String
  /// The 1-based line, in `path`, of the block's first code line; the others follow it.
  var line: Int
  /// The column, in `path`, of the first character of each code line minus one: the length of
  /// the `///` prefix and the fence's indentation.
  var columnOffset: Int
  /// The block's lines, without their `///` prefix.
  var code: [String]

  /// The place of the block's opening fence, `path:line`.
  var place: String { "\(path):\(line - 1)" }

  /// The ```` ```swift ```` blocks of the `///` comments of a Swift file.
  static func examples(inSwiftFile text: String, path: String, module: String) -> [Self] {
    var examples: [Self] = []
    var open: Self?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let indentation = line.prefix { $0 == " " || $0 == "\t" }
      let rest = line.dropFirst(indentation.count)
      guard rest.hasPrefix("///") else {
        // A block without its closing fence ends with its comment, as DocC reads it.
        if let example = open { examples.append(example) }
        open = nil
        continue
      }
      let content = rest.dropFirst(3)
      let trimmed = content.trimmingCharacters(in: .whitespaces)
      if var example = open {
        if trimmed.hasPrefix("```") {
          examples.append(example)
          open = nil
        } else {
          // The fence's indentation is not part of the code.
          let fenceIndentation = example.columnOffset - indentation.count - 3
          let margin = content.prefix(fenceIndentation).allSatisfy { $0 == " " }
          example.code.append(String(margin ? content.dropFirst(fenceIndentation) : content))
          open = example
        }
      } else if trimmed == "```swift" {
        let fenceIndentation = content.prefix { $0 == " " }.count
        open = Self(
          path: path, module: module, line: index + 2,
          columnOffset: indentation.count + 3 + fenceIndentation, code: [])
      }
    }
    return examples
  }

  /// The ```` ```swift ```` blocks of a Markdown page, with the `<!-- check: … -->` directives of
  /// each.
  static func examples(inArticle text: String, path: String, module: String) -> [(
    example: Self, directives: [String]
  )] {
    MarkdownBlock.blocks(in: text).filter { $0.language == "swift" }.map {
      (
        Self(path: path, module: module, line: $0.line + 1, columnOffset: 0, code: $0.body),
        $0.directives
      )
    }
  }
}
