/// `@available (*, deprecated)`, with a space before the parenthesis: Swift 5 compiles it with a
/// warning, but SwiftSyntax's parser does not take it, so the file would be left unported.
///
/// Tried only on a file that does not parse as written. The parenthesis moves up to the name and
/// the spaces go inside it, so every line and column stays where it was.
enum SpacedAttributeRepair {
  /// The attributes repaired: those that always take arguments, so a space and a parenthesis
  /// after them are always their arguments (unlike `@escaping (Int) -> Void`).
  static let names = ["@available"]

  /// `text` with each such attribute's parenthesis moved up, or nil when there is none.
  static func repaired(_ text: String) -> String? {
    var bytes = Array(text.utf8)
    var changed = false
    for name in names.map({ Array($0.utf8) }) {
      var start = 0
      while start + name.count < bytes.count {
        guard bytes[start..<start + name.count].elementsEqual(name) else {
          start += 1
          continue
        }
        let afterName = start + name.count
        var open = afterName
        while open < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[open]) {
          open += 1
        }
        if open > afterName, open < bytes.count, bytes[open] == UInt8(ascii: "(") {
          let spaces = Array(bytes[afterName..<open])
          bytes.replaceSubrange(afterName...open, with: [UInt8(ascii: "(")] + spaces)
          changed = true
        }
        start = open
      }
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : nil
  }
}
