import JSONCore
import Testing

@Suite struct JSONParserTests {
  private let strict = JSONParsingOptions(maximumDepth: 64)

  private func parse(_ text: String, _ options: JSONParsingOptions? = nil) throws(JSONSyntaxError)
    -> JSONNode
  {
    try JSONParser.parse(Array(text.utf8), options: options ?? strict).root
  }

  private func failure(_ text: String, _ options: JSONParsingOptions? = nil) -> JSONSyntaxError? {
    do {
      _ = try parse(text, options)
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesKeyAndMemberPositionsCountLinesAndUnicodeScalarColumns() throws {
    let root = try parse("{\"é\": 1,\n  \"k\": [true, null]}")
    let members = try #require(root.members)
    #expect(members.map(\.key) == ["é", "k"])
    #expect(members[0].value.position == JSONPosition(line: 1, column: 7, byteOffset: 7))
    #expect(members[1].keyPosition == JSONPosition(line: 2, column: 3, byteOffset: 12))
    let elements = try #require(members[1].value.elements)
    #expect(elements[1].position == JSONPosition(line: 2, column: 15, byteOffset: 24))
  }

  @Test func columnsInsideAndAfterNonASCIIStringsCountScalars() throws {
    let error = try #require(failure("[\"é\", \"ü\\x\"]"))
    #expect(error.reason == .unknownEscape)
    #expect(error.position == JSONPosition(line: 1, column: 10, byteOffset: 11))
    let root = try parse("[\"ü\\n€\", 1]")
    #expect(root.elements?[1].position == JSONPosition(line: 1, column: 10, byteOffset: 12))
  }

  @Test func leadingZerosAreReadWhenAsked() throws {
    var options = strict
    options.acceptsLeadingZeros = true
    guard case .number(let number) = try parse("-007.50", options).value else {
      Issue.record("not a number")
      return
    }
    #expect(number.text == "-007.50")
  }

  @Test func numbersKeepTheirText() throws {
    let root = try parse("[0.100, -0, 1E+2, 12345678901234567890123]")
    let texts = try #require(root.elements).map { node -> String in
      guard case .number(let number) = node.value else { return "" }
      return number.text
    }
    #expect(texts == ["0.100", "-0", "1E+2", "12345678901234567890123"])
  }

  @Test func duplicateKeysAreKeptInOrderAndTheSubscriptGivesTheFirst() throws {
    let root = try parse(#"{"a": 1, "a": 2}"#)
    #expect(root.members?.count == 2)
    guard case .number(let first)? = root["a"]?.value else {
      Issue.record("no number")
      return
    }
    #expect(first.text == "1")
  }

  @Test func stringsDecodeEscapesSurrogatePairsAndInvalidUTF8() throws {
    guard case .string(let text) = try parse(#""a\"b\\c\/\n\u00e9\ud83d\ude00\b\f""#).value
    else {
      Issue.record("not a string")
      return
    }
    #expect(text == "a\"b\\c/\né😀\u{08}\u{0C}")
    let bytes: [UInt8] = [0x22, 0xC3, 0x22]
    let root = try JSONParser.parse(bytes, options: strict).root
    guard case .string(let replaced) = root.value else { return }
    #expect(replaced == "\u{FFFD}")
  }

  @Test func loneSurrogatesAreErrorsOrReplacements() throws {
    #expect(failure(#""\ud800""#)?.reason == .loneSurrogate)
    #expect(failure(#""\udc00""#)?.reason == .loneSurrogate)
    #expect(failure(#""\ud800\u0041""#)?.reason == .invalidSurrogatePair)
    #expect(failure(#""\ud800\u0041""#)?.position.byteOffset == 13)
    var lenient = strict
    lenient.replacesLoneSurrogates = true
    guard case .string(let text) = try parse(#""\ud800x\udc00""#, lenient).value else { return }
    #expect(text == "\u{FFFD}x\u{FFFD}")
  }

  @Test func trailingCommasAreRefusedOrRecorded() throws {
    #expect(failure("[1,]")?.reason == .expectedValue)
    #expect(failure(#"{"a":1,}"#)?.reason == .expectedKey)
    var lenient = strict
    lenient.acceptsTrailingCommas = true
    let document = try JSONParser.parse(Array("{\"a\": [1, 2,], }".utf8), options: lenient)
    #expect(document.trailingCommas.map(\.byteOffset) == [11, 13])
  }

  @Test func nestingBeyondTheLimitIsAnErrorAtItsBracket() throws {
    var options = strict
    options.maximumDepth = 3
    _ = try parse("[[[1]]]", options)
    let deep = try #require(failure("[[[[1]]]]", options))
    #expect(deep.reason == .tooDeep(maximumDepth: 3))
    #expect(deep.position.byteOffset == 3)
    options.limitsEveryValueToDepth = true
    _ = try parse("[[[]]]", options)
    let scalar = try #require(failure("[[[1]]]", options))
    #expect(scalar.reason == .tooDeep(maximumDepth: 3))
    #expect(scalar.position.byteOffset == 3)
    let huge = String(repeating: "[", count: 100_000)
    #expect(failure(huge)?.reason == .tooDeep(maximumDepth: 64))
  }

  @Test func byteOrderMarkIsSkippedWhenAsked() throws {
    var options = strict
    options.skipsByteOrderMark = true
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), options: options).root
    #expect(root.position == JSONPosition(line: 1, column: 1, byteOffset: 3))
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), options: strict)
    }
  }

  @Test func nonFiniteWordsAreReportedAtTheWordWhenAsked() throws {
    var options = strict
    options.recognizesNonFiniteWords = true
    let nan = try #require(failure("{\"x\":\n NaN}", options))
    #expect(nan.reason == .nonFiniteNumber("NaN"))
    #expect(nan.position == JSONPosition(line: 2, column: 2, byteOffset: 7))
    let infinity = try #require(failure("[-Infinity]", options))
    #expect(infinity.reason == .nonFiniteNumber("Infinity"))
    #expect(infinity.position.column == 3)
    #expect(failure("[NaN]")?.reason == .expectedValue)
  }

  @Test func numbersBeyondDoubleAreRefusedWhenAsked() throws {
    var options = strict
    options.refusesNumbersBeyondDouble = true
    let error = try #require(failure("[1e999]", options))
    #expect(error.message == "number 1e999 is too large")
    #expect(error.position == JSONPosition(line: 1, column: 2, byteOffset: 1))
    _ = try parse("[1e999]")
  }

  @Test(arguments: [
    ("01", JSONSyntaxError.Reason.unexpectedTextAfterValue, 1, 1),
    ("-", .expectedDigit(.integer), 1, 0),
    ("1.", .expectedDigit(.fraction), 2, 0),
    ("1e+", .expectedDigit(.exponent), 3, 0),
    ("tru", .invalidLiteral("true"), 3, 0),
    ("nulL", .invalidLiteral("null"), 3, 0),
    ("[1,,2]", .expectedValue, 3, 3),
    (#"{"a" 1}"#, .expectedColon(afterKey: "a"), 5, 5),
    ("[1 2]", .expectedCommaOrClose(.array), 3, 3),
    (#""\x""#, .unknownEscape, 2, 2),
    (#""\u12G4""#, .invalidUnicodeEscape, 5, 3),
    ("\"a\u{01}\"", .controlCharacterInString, 2, 2),
    ("\"abc", .unterminatedString, 4, 4),
    ("\"\\", .unterminatedEscape, 2, 2),
  ])
  func errorsNameTheirReasonPositionAndTokenStart(
    text: String, reason: JSONSyntaxError.Reason, offset: Int, tokenStart: Int
  ) throws {
    let error = try #require(failure(text))
    #expect(error.reason == reason)
    #expect(error.position.byteOffset == offset)
    #expect(error.tokenStart.byteOffset == tokenStart)
  }

  @Test func standardMessagesNameWhatWasFound() throws {
    #expect(failure("[1,,2]")?.message == "expected a value but found ','")
    #expect(failure("{} x")?.message == "unexpected 'x' after the end of the JSON value")
    #expect(failure("[1")?.message == "expected ',' or ']' in an array but found end of file")
    #expect(failure("[ \u{01}]")?.message == "expected a value but found byte 0x1")
  }

  @Test func aRangeIsParsedInPlaceWithAbsoluteByteOffsets() throws {
    let bytes = Array("garbage{\"a\":[é,1]}".utf8)
    let range = 7..<bytes.count
    let failure = #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(bytes, in: range, options: strict)
    }
    #expect(failure?.position == JSONPosition(line: 1, column: 7, byteOffset: 13))
    let good = Array("xx[1, 2]yy".utf8)
    let root = try JSONParser.parse(good, in: 2..<8, options: strict).root
    #expect(root.elements?[1].position == JSONPosition(line: 1, column: 5, byteOffset: 6))
  }
}
