/// A place in a text file: 1-based line and column (in Unicode scalars) and 0-based byte offset.
///
/// Every diagnostic and every ``HapticError`` that comes from a file carries one, so a report can
/// point an editor at the exact character.
///
/// ```swift
/// let position = TextPosition(line: 3, column: 17, byteOffset: 52)
/// print(position)  // 3:17
/// ```
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column, counting Unicode scalars from 1.
  public var column: Int
  /// The offset of the first byte, counting from 0.
  public var byteOffset: Int

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - column: The column in Unicode scalars, counting from 1.
  ///   - byteOffset: The byte offset, counting from 0.
  public init(line: Int, column: Int, byteOffset: Int) {
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
  }

  /// `line:column`, the form compilers and editors understand.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    lhs.byteOffset < rhs.byteOffset
  }
}
