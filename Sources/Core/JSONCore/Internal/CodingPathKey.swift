/// A key in a coding path that no `CodingKeys` enum names: an array index, or `super`.
struct CodingPathKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  /// The key `superEncoder()` and `superDecoder()` use.
  static let `super` = CodingPathKey(stringValue: "super")
}
