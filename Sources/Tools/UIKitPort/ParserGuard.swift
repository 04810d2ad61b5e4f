/// Inputs swift-syntax's parser takes exponential time over, found before parsing.
///
/// A run of `[` (with only spaces or line breaks between) sends the parser's type lookahead
/// (`canParseInlineArrayTypeBody`) into backtracking that doubles about every `[`: 18 take 1.8 s
/// in a debug build, 22 take 27 s (measured here; FuzzTesting/Corpus/port keeps the input the
/// fuzzer found). No real file nests brackets that deep.
enum ParserGuard {
  /// The longest run of `[` parsed (ours: 14 parse in about 0.1 s).
  static let maximumBracketRun = 12

  /// Where the first run of more than ``maximumBracketRun`` `[` starts, or nil.
  static func deepBrackets(in text: String) -> (line: Int, column: Int)? {
    var line = 1
    var column = 0
    var run = 0
    var start = (line: 1, column: 1)
    for byte in text.utf8 {
      column += 1
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { start = (line, column) }
        run += 1
        if run > maximumBracketRun { return start }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: "\n"):
        line += 1
        column = 0
      default:
        run = 0
      }
    }
    return nil
  }
}
