import Testing
import TouchCore
import TouchImport

/// The strict decimal reader, the escaping of quoted log text, and the byte-order mark.
///
/// Every importer and numeric option uses the reader. Exact comparisons: no tolerance.
@Suite struct LogTextSafetyTests {
  @Test(arguments: [
    ("0", 0.0), ("-2.38", -2.38), ("+4.5", 4.5), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0),
    ("-1.5E-2", -0.015), ("1e308", 1e308),
  ])
  func decimalNumbersAreRead(_ text: String, _ value: Double) {
    #expect(LogNumber.decimal(text) == value)
  }

  /// `Double(String)` takes every one of these; a decimal field or option must not.
  @Test(arguments: [
    "0x10", "0x1p4", "inf", "-inf", "infinity", "nan", "NaN", "1e309", "-1e400", "", "-", ".",
    "1e", "1e+", "1.2.3", " 1", "1 ", "1_000", "١", "0b1",
  ])
  func nonDecimalSpellingsAreRefused(_ text: String) {
    #expect(Double(text) == nil || LogNumber.decimal(text) == nil)
    #expect(LogNumber.decimal(text) == nil)
  }

  @Test func controlCharactersAreEscapedAndPrintableTextKept() {
    #expect(PrintableText.escaped("a\u{1B}[31mX") == "a\\u{1B}[31mX")
    #expect(PrintableText.escaped("be\u{1B}]0;pwn\u{07}gan") == "be\\u{1B}]0;pwn\\u{7}gan")
    #expect(PrintableText.escaped("\u{9B}2J\u{7F}\u{0}") == "\\u{9B}2J\\u{7F}\\u{0}")
    #expect(PrintableText.escaped("x\u{202E}y\r\n") == "x\\u{202E}y\\u{D}\\u{A}")
    #expect(PrintableText.escaped("one\ntwo\u{1B}", keepingNewlines: true) == "one\ntwo\\u{1B}")
    #expect(PrintableText.escaped("Größe 393 × 852 pt, 👍") == "Größe 393 × 852 pt, 👍")
  }

  @Test func errorMessagesEscapeWhatTheyQuote() {
    let error = TouchLogError(.unparseableLine, line: 2, column: 7, "'\u{1B}[2J' cannot be read")
    #expect(error.message == "'\\u{1B}[2J' cannot be read")
    #expect(error.located(in: "log.csv") == "log.csv:2:7: error: '\\u{1B}[2J' cannot be read")
  }

  @Test func aByteOrderMarkStartsNoLine() {
    let text = "\u{FEFF}t,x,y\n0,1,2\n"
    #expect(LogText.lineCount(text) == 2)
    #expect(LogText.lineCount("\u{FEFF}") == 0)
    #expect(LogText.lineCount("a\r\nb") == 2)
    var seen: [String] = []
    let counted = try? LogText.forEachCheckedLine(text) { line, _ in seen.append(String(line)) }
    #expect(counted == 2)
    #expect(seen == ["t,x,y", "0,1,2"])
  }
}
