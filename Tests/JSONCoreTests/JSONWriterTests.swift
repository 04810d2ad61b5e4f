import JSONCore
import Testing

@Suite struct JSONWriterTests {
  private let value = JSONValue.object([
    ("a\"b", .array([.string("x\ny"), .bool(true), .null])), ("e", .array([])),
  ])

  @Test func compactAndPrettyKeepTheGivenOrder() {
    #expect(JSONWriter.compact(value) == #"{"a\"b":["x\ny",true,null],"e":[]}"#)
    #expect(
      JSONWriter.pretty(value)
        == "{\n  \"a\\\"b\" : [\n    \"x\\ny\",\n    true,\n    null\n  ],\n  \"e\" : []\n}\n")
  }

  @Test func escapingPresetsKeepEachFormatsBytes() {
    let text = "a\u{08}\u{0C}\u{1F}\t/\u{7F}é"
    #expect(
      JSONWriter.quoted(text, escaping: .uppercaseHex) == #""a\u0008\u000C\u001F\t/\#u{7F}é""#)
    #expect(
      JSONWriter.quoted(text, escaping: .lowercaseHex) == #""a\u0008\u000c\u001f\t/\#u{7F}é""#)
    #expect(
      JSONWriter.quoted(text, escaping: .foundationCompatible) == #""a\b\f\u001f\t/\#u{7F}é""#)
    #expect(JSONWriter.quoted("plain", escaping: .lowercaseHex) == "\"plain\"")
  }

  @Test func parsedValuesWriteBackWithoutPositions() throws {
    let options = JSONParsingOptions(maximumDepth: 8)
    let node = try JSONParser.parse(
      Array(#" {"b": [1.50, "x"], "a": null} "#.utf8), options: options)
    #expect(JSONWriter.compact(JSONValue(node.root)) == #"{"b":[1.50,"x"],"a":null}"#)
  }
}
