import JSONCore
import Testing

@testable import Haptics

@Suite struct JSONReaderTests {
  private func parse(_ text: String) throws(HapticError) -> JSONNode {
    try JSONReader.parse(Array(text.utf8)).root
  }

  private func number(_ text: String) throws -> Double {
    guard case .number(let number) = try parse(text).value, let value = number.doubleValue else {
      Issue.record("\(text) is not a number")
      return .nan
    }
    return value
  }

  @Test func numbersFollowTheJSONGrammarAndReadExactly() throws {
    #expect(try number("0.20000000298023224") == 0.20000000298023224)
    #expect(try number("-1E+2") == -100)
    #expect(try number("1e-05") == 0.000_01)
    #expect(try number("0") == 0)
    for bad in ["01", "1.", ".5", "-", "1e", "+1", "NaN", "Infinity"] {
      #expect(throws: HapticError.self) { try parse(bad) }
    }
    let error = try #require(throws: HapticError.self) { try parse("[1e999]") }
    #expect(error.message == "number 1e999 is too large")
    #expect(error.position == TextPosition(line: 1, column: 2, byteOffset: 1))
  }

  @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
    guard case .string(let text) = try parse(#""a\"b\\c\/\n\u00e9\ud83d\ude00""#).value else {
      Issue.record("not a string")
      return
    }
    #expect(text == "a\"b\\c/\né😀")
  }

  @Test func positionsCountLinesAndUnicodeScalarColumns() throws {
    guard case .object(let members) = try parse("{\"é\": 1,\n  \"k\": [true, null]}").value
    else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["é", "k"])
    #expect(members[0].value.position == JSONPosition(line: 1, column: 7, byteOffset: 7))
    #expect(members[1].keyPosition == JSONPosition(line: 2, column: 3, byteOffset: 12))
  }

  @Test func trailingCommasAreAcceptedAndRecorded() throws {
    let document = try JSONReader.parse(Array("{\"a\": [1, 2,], }".utf8))
    #expect(document.trailingCommas.map(\.byteOffset) == [11, 13])
  }

  @Test func doubledCommaIsAnError() throws {
    let error = try #require(throws: HapticError.self) { try parse("[1,,2]") }
    #expect(error.code == .malformedJSON)
    #expect(error.message == "expected a value but found ','")
    #expect(error.position?.column == 4)
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(throws: HapticError.self) { try parse(text) }
    #expect(error.message == "nesting deeper than 256 levels (HapticLimits.maximumJSONDepth)")
  }

  @Test func byteOrderMarkIsSkippedAndTrailingGarbageRejected() throws {
    _ = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    let error = try #require(throws: HapticError.self) { try parse("{} x") }
    #expect(error.message == "unexpected 'x' after the end of the JSON value")
  }

  @Test func errorsPointWhereTheReaderAlwaysPointed() throws {
    let number = try #require(throws: HapticError.self) { try parse("[1, -x]") }
    #expect(number.message == "expected a digit in a number")
    #expect(number.position == TextPosition(line: 1, column: 5, byteOffset: 4))
    let escape = try #require(throws: HapticError.self) { try parse(#""\q""#) }
    #expect(escape.message == #"unknown escape '\q'"#)
    #expect(escape.position == TextPosition(line: 1, column: 4, byteOffset: 3))
    let literal = try #require(throws: HapticError.self) { try parse("[tru]") }
    #expect(literal.message == "expected 'true' but found ']'")
    #expect(literal.position?.column == 5)
  }

  @Test func loneSurrogatesReadAsReplacementCharacters() throws {
    guard case .string(let text) = try parse(#""\ud800\u0041x""#).value else {
      Issue.record("not a string")
      return
    }
    #expect(text == "\u{FFFD}x")
  }
}
