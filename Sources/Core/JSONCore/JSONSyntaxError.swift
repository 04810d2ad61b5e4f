/// Why a text is not the JSON a ``JSONParser`` accepts, and where.
///
/// Every reader of JSON in the package words its own errors from ``reason``, ``position`` and
/// ``found``; ``message`` is the standard wording, such as `expected ',' or '}' in an object but
/// found end of file`.
///
/// ```swift
/// do {
///   _ = try JSONParser.parse(Array("[1,,2]".utf8), options: JSONParsingOptions(maximumDepth: 64))
/// } catch {
///   print("\(error.position): \(error.message)")  // 1:4: expected a value but found ','
/// }
/// ```
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var reason: Reason
  /// Where the problem is: the unexpected byte, the place a digit or hex digit was expected, the
  /// end of the text.
  package var position: JSONPosition
  /// The byte at ``position``, or `nil` at the end of the text.
  package var found: UInt8?
  /// Where the token being read starts (a number, a literal, the hex digits of a `\u` escape,
  /// the character after a backslash); ``position`` when there is no such token.
  package var tokenStart: JSONPosition

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What is wrong.
  ///   - position: Where.
  ///   - found: The byte there, `nil` at the end.
  ///   - tokenStart: Where the token being read starts; `position` when omitted.
  package init(
    _ reason: Reason, at position: JSONPosition, found: UInt8?, tokenStart: JSONPosition? = nil
  ) {
    self.reason = reason
    self.position = position
    self.found = found
    self.tokenStart = tokenStart ?? position
  }

  /// `line:column: message`.
  package var description: String { "\(position): \(message)" }
}
