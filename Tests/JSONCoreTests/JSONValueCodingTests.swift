import JSONCore
import Testing

@Suite struct JSONValueCodingTests {
  private struct Transient: Codable, Equatable {
    var delay = 0.07
    var intensity = 0.75
  }

  private enum Style: String, Codable { case standard, drum }

  private struct Settings: Codable, Equatable {
    var count = 3
    var seed: UInt64 = 452_876
    var style = Style.standard
    var isOn = true
    var label: String? = nil
    var pattern = [Transient(), Transient(delay: 0, intensity: 1)]
  }

  @Test func encodingWritesWhatJSONEncoderWrites() throws {
    let tree = try JSONValueEncoder().encode(Settings())
    #expect(
      JSONWriter.compact(tree, escaping: .foundationCompatible)
        == #"{"count":3,"seed":452876,"style":"standard","isOn":true,"#
        + #""pattern":[{"delay":0.07,"intensity":0.75},{"delay":0,"intensity":1}]}"#)
  }

  @Test func aNonFiniteNumberIsAnEncodingError() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
  }

  @Test func decodingRoundTripsAndReadsNullAsAbsent() throws {
    var settings = Settings()
    settings.label = "a/b"
    settings.style = .drum
    let tree = try JSONValueEncoder().encode(settings)
    #expect(try JSONValueDecoder().decode(Settings.self, from: tree) == settings)
    guard case .object(var members) = tree else { return }
    members.append(("label", .null))
    members.removeAll { $0.key == "label" }
    members.append(("label", .null))
    let decoded = try JSONValueDecoder().decode(Settings.self, from: .object(members))
    #expect(decoded.label == nil)
  }

  @Test func wrongTypesAndMissingKeysAreDecodingErrors() {
    let decoder = JSONValueDecoder()
    #expect(throws: DecodingError.self) {
      try decoder.decode(Settings.self, from: .object([("count", .number("3"))]))
    }
    #expect(throws: DecodingError.self) {
      try decoder.decode([Style].self, from: .array([.string("barrel")]))
    }
    #expect(throws: DecodingError.self) { try decoder.decode(Bool.self, from: .number("1")) }
    #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: .number("1")) }
    #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: .null) }
  }

  /// `JSONDecoder`'s answers on Linux (swift-foundation 6.3), `nil` where it throws.
  @Test(arguments: [
    ("2", 2 as Int?, 2 as UInt64?, 2 as Int8?), ("2.0", 2, 2, 2), ("2.5", nil, nil, nil),
    ("1e2", 100, 100, 100), ("1E+2", 100, 100, 100),
    ("1e18", 1_000_000_000_000_000_000, 1_000_000_000_000_000_000, nil),
    ("1e19", nil, 10_000_000_000_000_000_000, nil),
    ("9223372036854775808", nil, 9_223_372_036_854_775_808, nil),
    ("-9223372036854775808", Int.min, nil, nil), ("-0.0", 0, 0, 0), ("1e-2", nil, nil, nil),
    ("100e-2", 1, 1, 1), ("12345678901234567890123e-3", nil, nil, nil),
    ("18446744073709551615.0", nil, nil, nil), ("1.8446744073709552e19", nil, nil, nil),
    ("-1", -1, nil, -1), ("128", 128, 128, nil), ("1e400", nil, nil, nil), ("1e-400", 0, 0, 0),
    ("9007199254740993", 9_007_199_254_740_993, 9_007_199_254_740_993, nil),
    ("9007199254740993.0000", 9_007_199_254_740_993, 9_007_199_254_740_993, nil),
    ("9007199254740993.5", 9_007_199_254_740_993, 9_007_199_254_740_993, nil),
    ("-9007199254740993.5", -9_007_199_254_740_993, nil, nil),
    ("9007199254740992.99999", nil, nil, nil), ("2.0000000000000001", 2, 2, 2),
  ])
  func integersFollowJSONDecoder(text: String, int: Int?, uint64: UInt64?, int8: Int8?) {
    #expect(FoundationJSONNumber.integer(text, as: Int.self) == int)
    #expect(FoundationJSONNumber.integer(text, as: UInt64.self) == uint64)
    #expect(FoundationJSONNumber.integer(text, as: Int8.self) == int8)
  }

  @Test(arguments: [
    ("2", 2.0 as Double?, 2.0 as Float?), ("1e308", 1e308, nil), ("1e400", nil, nil),
    ("4.9e-324", Double.leastNonzeroMagnitude, nil), ("1e-400", nil, nil), ("3.5e38", 3.5e38, nil),
    ("-0", -0.0, -0.0), ("0.000", 0, 0),
  ])
  func floatingPointFollowsJSONDecoder(text: String, double: Double?, float: Float?) {
    #expect(FoundationJSONNumber.floatingPoint(text, as: Double.self) == double)
    #expect(FoundationJSONNumber.floatingPoint(text, as: Float.self) == float)
  }

  /// `JSONSerialization`'s re-spelling on Linux (swift-corelibs-foundation 6.3).
  @Test(arguments: [
    ("2.50", "2.5"), ("1e2", "100"), ("1E+2", "100"), ("-0", "0"), ("-0.0", "-0"),
    ("100000000000000000000", "100000000000000000000"),
    ("18446744073709551615", "18446744073709551615"),
    ("-9223372036854775809", "-9223372036854775809"), ("0.1e1", "1"), ("1.0", "1"),
    ("1.2345678901234568e+17", "123456789012345680"), ("1.50000000000000000000", "1.5"),
    ("-0.000000000000000000001", "-0.000000000000000000001"), ("-0.000000000000000000000", "0"),
    ("999999999999999999999999999999999999999", "999999999999999999999999999999999999990"),
    (
      "12345678901234567890123456789012345678901234567890e-20",
      "123456789012345678901234567890.123456789"
    ),
    ("123456789012345678.5e-3", "123456789012345.6785"), ("3.4e165", "3.4e+165"),
    ("1e-130", "1e-130"), ("1e16", "1e+16"), ("1e-05", "1e-05"),
    ("0.7000000000000001", "0.7000000000000001"),
  ])
  func serializationTextFollowsJSONSerialization(text: String, written: String) {
    #expect(FoundationJSONNumber.serializationText(text) == written)
  }

  @Test func serializationRefusesNumbersBeyondDouble() {
    #expect(FoundationJSONNumber.serializationText("1e400") == nil)
    #expect(FoundationJSONNumber.serializationText("1" + String(repeating: "0", count: 400)) == nil)
  }
}
