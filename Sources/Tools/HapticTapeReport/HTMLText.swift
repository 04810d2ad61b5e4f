/// Escaping text for HTML, XML and script elements.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references: safe as HTML
  /// element content and as a quoted attribute value.
  public static func escaped(_ text: String) -> String {
    replacing(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// `text` with each Unicode scalar for which `replacement` returns a string replaced by it.
  public static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String
  {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
