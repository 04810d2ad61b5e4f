import Foundation

/// A fenced block of a Markdown page and the `<!-- check: … -->` comment on the line before it,
/// for the tests that run the documentation's blocks as written.
///
/// ```swift
/// let readme = URL(fileURLWithPath: "README.md")
/// let blocks = MarkdownBlock.blocks(in: try String(contentsOf: readme, encoding: .utf8))
/// blocks.first { $0.language == "swift" }?.directives  // ["source Tests/…/ReadmeSnippetTests.swift"]
/// ```
public struct MarkdownBlock: Sendable {
  /// The 1-based line of the opening fence.
  public var line: Int
  /// The fence's language, such as `swift` or `sh`; empty for none.
  public var language: String
  /// The lines between the fences.
  public var body: [String]
  /// The directives of the comment before the block, split at `;`: `skip REASON`, `file NAME`.
  public var directives: [String]

  /// Every fenced block of `text`, in order.
  public static func blocks(in text: String) -> [MarkdownBlock] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [MarkdownBlock] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
      var directives: [String] = []
      if index > 0, lines[index - 1].hasPrefix("<!-- check:"), lines[index - 1].hasSuffix("-->") {
        let text = lines[index - 1].dropFirst("<!-- check:".count).dropLast("-->".count)
        directives = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      blocks.append(
        MarkdownBlock(
          line: index + 1, language: lines[index].dropFirst(3).trimmingCharacters(in: .whitespaces),
          body: Array(lines[(index + 1)..<min(end, lines.count)]), directives: directives))
      index = end + 1
    }
    return blocks
  }
}
