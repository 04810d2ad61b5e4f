import JSONCore
import Testing

/// Sorting and de-duplicating keys, as the package's JSON outputs write objects.
@Suite struct JSONValueKeysTests {
  @Test func sortingKeysOrdersByUTF8BytesAtEveryDepth() {
    let value = JSONValue.object([
      ("b", .number("1")), ("a10", .null), ("B", .bool(true)), ("a2", .null),
      ("é", .string("e")), ("_x", .array([.object([("z", .null), ("Z", .null)])])),
    ])
    // Upper case before lower case, digits by character, `_` (0x5F) between them, `é` last.
    #expect(
      JSONWriter.compact(value.sortingKeys())
        == #"{"B":true,"_x":[{"Z":null,"z":null}],"a10":null,"a2":null,"b":1,"é":"e"}"#)
  }

  @Test func sortingKeysKeepsTheLastOfDuplicateKeys() {
    let value = JSONValue.object([("b", .number("1")), ("a", .null), ("b", .number("2"))])
    #expect(JSONWriter.compact(value.sortingKeys()) == #"{"a":null,"b":2}"#)
    #expect(JSONWriter.compact(value.keepingLastOfDuplicateKeys()) == #"{"a":null,"b":2}"#)
  }

  @Test func sortedOutputParsesBackToTheSameMembers() throws {
    let text = #"{"y":[1,{"q":"\u0001/","p":-0.5e-3}],"x":{"k":false}}"#
    let root = try JSONParser.parse(Array(text.utf8), options: JSONParsingOptions(maximumDepth: 8))
      .root
    let written = JSONWriter.compact(JSONValue(root).sortingKeys(), escaping: .foundationCompatible)
    #expect(written == #"{"x":{"k":false},"y":[1,{"p":-0.5e-3,"q":"\u0001/"}]}"#)
    let again = try JSONParser.parse(
      Array(written.utf8), options: JSONParsingOptions(maximumDepth: 8)
    )
    .root
    #expect(
      JSONWriter.compact(JSONValue(again)) == JSONWriter.compact(JSONValue(root).sortingKeys()))
  }
}
