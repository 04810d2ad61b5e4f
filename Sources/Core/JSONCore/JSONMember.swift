/// One `"key": value` pair of a parsed object, with where its key starts.
package struct JSONMember: Sendable {
  /// The key, escapes decoded.
  package var key: String
  /// Where the key's opening quote is.
  package var keyPosition: JSONPosition
  /// The value.
  package var value: JSONNode

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - keyPosition: Where the key's opening quote is.
  ///   - value: The value.
  package init(key: String, keyPosition: JSONPosition, value: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
