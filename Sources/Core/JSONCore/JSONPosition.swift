/// A place in JSON text: 1-based line and column (in Unicode scalars) and 0-based byte offset.
///
/// The parser gives one to every value and every key, so a reader of JSON can point an editor at
/// the exact character of each problem it finds.
///
/// ```swift
/// let options = JSONParsingOptions(maximumDepth: 64)
/// let document = try JSONParser.parse(Array("{\n  \"a\": 1}".utf8), options: options)
/// document.root.members?.first?.keyPosition  // 2:3, byte 4
/// ```
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
  /// The line, counting from 1.
  package var line: Int
  /// The column, counting Unicode scalars from 1.
  package var column: Int
  /// The offset of the first byte, counting from 0.
  package var byteOffset: Int

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - column: The column in Unicode scalars, counting from 1.
  ///   - byteOffset: The byte offset, counting from 0.
  package init(line: Int, column: Int, byteOffset: Int) {
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
  }

  /// `line:column`, the form compilers and editors understand.
  package var description: String { "\(line):\(column)" }
}
